import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, battleNotifications, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog, battles, notifications } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const notesOf = (battleId: string, type: string) => battleNotifications(t, battleId, type);

describe('participants', () => {
  it('adds, refuses when already in or full, removes and keeps the count right', async () => {
    const battle = await createBattle(t.db, { maxParticipants: 2 });
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const add = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants`,
        headers: as(cast.moderator),
        payload: { userId },
      });
    const first = await add(a.id);
    expect(first.json()).toMatchObject({ success: true, message: 'Participante adicionado' });
    expect(first.json().participant).toMatchObject({ userId: a.id, username: a.username, votesCount: 0 });
    expect((await add(a.id)).json()).toEqual({
      success: false,
      message: 'Este usuário já participa desta batalha.',
      participant: null,
    });
    expect((await add(b.id)).json().success).toBe(true);
    const full = await add(c.id);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      success: false,
      message: 'Esta batalha já atingiu o número máximo de participantes.',
    });
    expect((await add('nobody')).json().message).toBe('Usuário não encontrado.');
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row).toMatchObject({ participantsCount: 2, status: 'active' });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
    });
    const participantId = list.json().participants.find((p: { userId: string }) => p.userId === a.id).id;
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/battles/${battle.id}/participants/${participantId}`,
        headers: as(cast.moderator),
      });
    expect((await remove()).json()).toEqual({ removed: 1 });
    expect((await remove()).json()).toEqual({ removed: 0 });
    const [after] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(after?.participantsCount).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, a.id));
    // b's entry filled the battle: it started, and a heard about it.
    expect(notes.map((n) => n.type).sort()).toEqual([
      'battle_started',
      'participant_added',
      'participant_removed',
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} LIKE 'participant.%' AND ${auditLog.changes}->>'battleId' = ${battle.id}`,
      );
    expect(audit.map((x) => x.action).sort()).toEqual([
      'participant.add',
      'participant.add',
      'participant.remove',
    ]);
  });

  it('starts a waiting battle the added participant fills: start_time now, everyone told', async () => {
    const hoursAgo = new Date(Date.now() - 6 * HOUR);
    const battle = await createBattle(t.db, { maxParticipants: 2, startTime: hoursAgo });
    const [first, last] = [await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, battle.id, first);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
      payload: { userId: last.id },
    });
    expect(res.json().success).toBe(true);
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row?.status).toBe('active');
    // docs/product.md#statuses: a status update to active sets start_time to now, whatever it was before.
    expect(row!.startTime!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const started = await notesOf(battle.id, 'battle_started');
    expect(started.map((n) => n.userId).sort()).toEqual([first.id, last.id].sort());
    expect(started[0]?.link).toBe(`/battle/${battle.slug}`);
  });

  it("refuses banned users; an admin's panel ban is permanent, from the platform (never an admin)", async () => {
    const battle = await createBattle(t.db);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
      payload: { userId: cast.banned.id },
    });
    expect(add.json()).toMatchObject({
      success: false,
      message: 'Este usuário está banido e não pode participar de batalhas.',
    });
    const target = await createUser(t.db);
    const p = await addParticipant(t.db, battle.id, { id: target.id });
    const pa = await addParticipant(t.db, battle.id, { id: cast.admin.id });
    const ban = (participantId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants/${participantId}/ban`,
        headers: as(cast.admin),
      });
    expect((await ban(p.id)).json()).toEqual({ userId: target.id, banned: true });
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${target.id}`,
      headers: as(cast.admin),
    });
    const row = users.json().users.find((u: { userId: string }) => u.userId === target.id);
    expect(row).toMatchObject({ isBanned: true, banExpiresAt: null });
    const other = await createUser(t.db, { role: 'admin' });
    const po = await addParticipant(t.db, battle.id, { id: other.id });
    expect((await ban(po.id)).json().error.code).toBe('ADMIN_TARGET_ADMIN_BAN');
    expect((await ban(pa.id)).json().error.code).toBe('ADMIN_SELF_BAN');
  });
});
