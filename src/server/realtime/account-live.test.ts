import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { createBattle } from '#server/db/factories/battles.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let base: string;
let admin: SignedInUser;
withTestApp({}, async (app) => {
  t = app;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  admin = await signedInUser(t, { role: 'admin' });
});

interface Stream {
  status: number;
  events: Record<string, unknown>[];
  /** Resolves with the first event that satisfies `match`. */
  next(match: (event: Record<string, unknown>) => boolean): Promise<Record<string, unknown>>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

/** An SSE stream read the way EventSource does, resolved once its head (or an error answer) arrives. */
function openStream(path: string, cookie?: string): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${base}${path}`, { headers: cookie ? { cookie } : {} }, (res) => {
      const events: Record<string, unknown>[] = [];
      const waiters: {
        match: (e: Record<string, unknown>) => boolean;
        done: (e: Record<string, unknown>) => void;
      }[] = [];
      let text = '';
      let markEnded: () => void = () => undefined;
      const ended = new Promise<void>((r) => {
        markEnded = r;
      });
      res.setEncoding('utf8');
      res.on('end', () => markEnded());
      res.on('close', () => markEnded());
      res.on('data', (chunk: string) => {
        text += chunk;
        const blocks = text.split('\n\n');
        text = blocks.pop() ?? '';
        for (const block of blocks) {
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)));
          }
        }
        for (const w of [...waiters]) {
          const hit = events.find(w.match);
          if (hit) {
            waiters.splice(waiters.indexOf(w), 1);
            w.done(hit);
          }
        }
      });
      const stream: Stream = {
        status: res.statusCode ?? 0,
        events,
        next: (match) =>
          new Promise((done) => {
            const hit = events.find(match);
            if (hit) done(hit);
            else waiters.push({ match, done });
          }),
        ended,
        close: () => req.destroy(),
      };
      if (res.statusCode !== 200) resolve(stream);
      else res.once('data', () => resolve(stream));
    });
    req.on('error', reject);
  });
}

const isAccount = (change: string) => (e: Record<string, unknown>) =>
  e.type === 'account' && e.change === change;

const ban = (app: TestApp['app'], userId: string) =>
  app.inject({
    method: 'POST',
    url: `/api/admin/users/${userId}/ban`,
    headers: { cookie: admin.cookie },
    payload: { reason: 'Spam nos comentários', durationHours: 24 },
  });

describe("a ban reaches the user's open tabs at once", () => {
  it('on every stream of theirs (account, arena, battle), not on anyone else’s; and so does the unban', async () => {
    const fan = await signedInUser(t);
    const bystander = await signedInUser(t);
    const battle = await createBattle(t.db);
    const streams = [
      await openStream('/api/me/live', fan.cookie),
      await openStream('/api/battles/live', fan.cookie),
      await openStream(`/api/battles/${battle.id}/live`, fan.cookie),
    ];
    const other = await openStream('/api/me/live', bystander.cookie);
    const guest = await openStream(`/api/battles/${battle.id}/live`);
    try {
      expect(streams.map((s) => s.status)).toEqual([200, 200, 200]);
      expect((await ban(t.app, fan.id)).statusCode).toBe(200);
      for (const s of streams)
        expect(await s.next(isAccount('banned'))).toEqual({ type: 'account', change: 'banned' });
      // What the tab then reads: the ban, so the dialog shows.
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: fan.cookie } });
      expect(me.json().user.ban).toMatchObject({ reason: 'Spam nos comentários' });

      const unban = await t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${fan.id}/unban`,
        headers: { cookie: admin.cookie },
        payload: {},
      });
      expect(unban.statusCode).toBe(200);
      // The banned user's streams stayed open (allowBanned) and hear the unban.
      for (const s of streams) await s.next(isAccount('unbanned'));
      // Someone else's stream and a visitor's heard nothing of it.
      expect(other.events).toEqual([]);
      expect(guest.events).toEqual([]);
    } finally {
      for (const s of [...streams, other, guest]) s.close();
    }
  });

  it('reaches a tab connected to another API instance (LISTEN/NOTIFY)', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: memoryMailer(),
      logger: false,
      web: null,
    });
    await second.ready();
    const fan = await signedInUser(t);
    const stream = await openStream('/api/me/live', fan.cookie);
    try {
      // The admin acts on the second instance; the fan's tab is connected to the first.
      expect((await ban(second, fan.id)).statusCode).toBe(200);
      expect(await stream.next(isAccount('banned'))).toEqual({ type: 'account', change: 'banned' });
    } finally {
      stream.close();
      await second.close();
    }
  });

  it('signs out every tab of a deleted account and ends its account stream', async () => {
    const fan = await signedInUser(t);
    const battle = await createBattle(t.db);
    const account = await openStream('/api/me/live', fan.cookie);
    const page = await openStream(`/api/battles/${battle.id}/live`, fan.cookie);
    try {
      const removed = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/users/${fan.id}`,
        headers: { cookie: admin.cookie },
      });
      expect(removed.statusCode).toBe(200);
      await account.next(isAccount('signed_out'));
      await page.next(isAccount('signed_out'));
      await account.ended;
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: fan.cookie } });
      expect(me.json().user).toBeNull();
    } finally {
      account.close();
      page.close();
    }
  });

  it('refuses the account stream to a visitor, and keeps it open to a banned user', async () => {
    const guest = await openStream('/api/me/live');
    guest.close();
    expect(guest.status).toBe(401);
    const banned = await signedInUser(t);
    expect((await ban(t.app, banned.id)).statusCode).toBe(200);
    const stream = await openStream('/api/me/live', banned.cookie);
    stream.close();
    expect(stream.status).toBe(200);
  });
});
