import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createNotification } from '#server/db/factories/notifications.ts';
import { notifications } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

describe('notifications', () => {
  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    const read = await t.app.inject({ method: 'POST', url: '/api/notifications/read', payload: {} });
    expect(read.statusCode).toBe(401);
  });

  it('lists the user’s own notifications newest first and marks them read', async () => {
    const me = await signedInUser(t);
    const other = await signedInUser(t);
    const base = Date.now();
    const old = await createNotification(t.db, {
      userId: me.id,
      title: 'Antiga',
      createdAt: new Date(base - 60_000),
    });
    const recent = await createNotification(t.db, {
      userId: me.id,
      title: 'Recente',
      createdAt: new Date(base),
    });
    const foreign = await createNotification(t.db, { userId: other.id, title: 'De outro' });

    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: me.cookie },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().unreadCount).toBe(2);
    expect(list.json().notifications.map((n: { title: string }) => n.title)).toEqual(['Recente', 'Antiga']);
    const me1 = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } });
    expect(me1.json().user.unreadNotifications).toBe(2);

    // Someone else's id is silently out of reach.
    const one = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: me.cookie },
      payload: { ids: [old.id, foreign.id] },
    });
    expect(one.json().unreadCount).toBe(1);
    const otherList = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: other.cookie },
    });
    expect(otherList.json().unreadCount).toBe(1);

    const all = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: me.cookie },
      payload: {},
    });
    expect(all.json().unreadCount).toBe(0);
    const after = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: me.cookie },
    });
    const items = after.json().notifications;
    expect(items.find((n: { id: string }) => n.id === recent.id).readAt).not.toBeNull();
    const me2 = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: me.cookie } });
    expect(me2.json().user.unreadNotifications).toBe(0);
  });

  it('marks only the shown ids, so one arriving after the list was fetched stays unread', async () => {
    const me = await signedInUser(t);
    const seen = await createNotification(t.db, { userId: me.id, title: 'Vista' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/notifications',
      headers: { cookie: me.cookie },
    });
    const shown = list.json().notifications.map((n: { id: string }) => n.id);
    expect(shown).toEqual([seen.id]);
    // Arrives while the bell is opening: the list above never showed it.
    const late = await createNotification(t.db, { userId: me.id, title: 'Atrasada' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: me.cookie },
      payload: { ids: shown },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().unreadCount).toBe(1);
    const rows = await t.db.select().from(notifications).where(eq(notifications.userId, me.id));
    expect(rows.find((r) => r.id === seen.id)?.readAt).toBeInstanceOf(Date);
    expect(rows.find((r) => r.id === late.id)?.readAt).toBeNull();
  });

  it('refuses malformed ids', async () => {
    const me = await signedInUser(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: { cookie: me.cookie },
      payload: { ids: ['nao-e-uuid'] },
    });
    expect(res.statusCode).toBe(400);
  });
});
