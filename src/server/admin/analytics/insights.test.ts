import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { type Cast, signInCast } from '#server/admin/test-helpers.ts';
import { addParticipant, castGuestVote, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog } from '#server/db/schema.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
const ids = { battle: '', fighter: '' };
withTestApp({}, async (app) => {
  t = app;
  cast = await signInCast(t);
  const battle = await createBattle(t.db, { title: 'Batalha Analisada' });
  const fighter = await createUser(t.db, { username: 'Analisado' });
  const voter = await createUser(t.db, { balance: 3 });
  await addParticipant(t.db, battle.id, { id: fighter.id });
  await castVote(t.db, { battleId: battle.id, participantUserId: fighter.id, voterUserId: voter.id });
  await castGuestVote(t.db, { battleId: battle.id, participantUserId: fighter.id, ipHash: 'h1' });
  await createBattle(t.db, { status: 'pending' });
  await createBattle(t.db, {
    status: 'scheduled',
    title: 'Mais tarde',
    startTime: new Date(Date.now() + 5 * 3_600_000),
  });
  await createBattle(t.db, {
    status: 'scheduled',
    title: 'Mais cedo',
    startTime: new Date(Date.now() + 2 * 3_600_000),
  });
  ids.battle = battle.id;
  ids.fighter = fighter.id;
});

const as = (u: { cookie: string }) => ({ cookie: u.cookie });

describe('dashboard summary', () => {
  it('gives real figures, scheduled battles by start and recent activity', async () => {
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${ids.battle}/participants/${await participantId()}/vote`,
      headers: as(cast.master),
    });
    expect(vote.statusCode).toBe(200);
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: as(cast.moderator) });
    expect(res.statusCode).toBe(200);
    const s = res.json();
    expect(s.users.total).toBeGreaterThanOrEqual(7);
    expect(s.users.newThisWeek).toBe(s.users.total);
    expect(s.battles.byStatus).toMatchObject({ pending: 1, scheduled: 2, waiting: 1 });
    expect(s.battles.total).toBe(4);
    expect(s.pendingBattles).toBe(1);
    expect(s.votes.today).toEqual({ fans: 1, guests: 1, admin: 1, total: 3 });
    expect(s.votes.week.total).toBe(3);
    expect(s.yodcoins.spent).toEqual({ today: 1, week: 1, all: 1 });
    expect(s.scheduledBattles.map((b: { title: string }) => b.title)).toEqual(['Mais cedo', 'Mais tarde']);
    expect(s.recentActivity[0]).toMatchObject({ action: 'vote.admin', actorUsername: cast.master.username });
  });
});

async function participantId(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/battles/${ids.battle}/participants`,
    headers: as(cast.admin),
  });
  return res.json().participants[0].id;
}

describe('analytics', () => {
  it('returns one zero-filled São Paulo day per requested day and counts votes', async () => {
    for (const days of [7, 30, 90]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/analytics?days=${days}`,
        headers: as(cast.admin),
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.series).toHaveLength(days);
      expect(body.series.at(-1).day).toBe(saoPauloDayKey(new Date()));
      expect(new Set(body.series.map((d: { day: string }) => d.day)).size).toBe(days);
    }
    const body = (
      await t.app.inject({ method: 'GET', url: '/api/admin/analytics', headers: as(cast.admin) })
    ).json();
    expect(body.days).toBe(7);
    const today = body.series.at(-1);
    expect(today).toMatchObject({ fanVotes: 1, guestVotes: 1, yodcoinsSpent: 1 });
    expect(body.series[0]).toMatchObject({ fanVotes: 0, guestVotes: 0, adminVotes: 0 });
    expect(body.topBattles[0]).toMatchObject({ id: ids.battle, title: 'Batalha Analisada' });
    expect(body.topParticipants[0]).toMatchObject({ userId: ids.fighter, username: 'Analisado' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/analytics?days=14', headers: as(cast.admin) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/analytics', headers: as(cast.moderator) }))
        .statusCode,
    ).toBe(403);
  });
});

describe('audit log', () => {
  it('filters by action, actor, target type and day, newest first, on a keyset both ways', async () => {
    const rows = Array.from({ length: 55 }, (_, i) => ({
      actorUserId: cast.admin.id,
      action: 'test.bulk',
      targetType: 'user',
      targetId: `t${i}`,
      createdAt: new Date(Date.now() - i * 1000),
    }));
    await t.db.insert(auditLog).values(rows);
    await t.db.insert(auditLog).values({
      actorUserId: cast.master.id,
      action: 'test.old',
      targetType: 'battle',
      targetId: 'b1',
      createdAt: new Date('2024-01-10T15:00:00Z'),
    });
    const get = (qs: string) =>
      t.app
        .inject({ method: 'GET', url: `/api/admin/audit?${qs}`, headers: as(cast.admin) })
        .then((r) => r.json());
    const first = await get('action=test.bulk');
    expect(first.entries).toHaveLength(50);
    expect(first.prevCursor).toBeNull();
    expect(first.entries[0]).toMatchObject({ targetId: 't0', actorUsername: cast.admin.username });
    const second = await get(`action=test.bulk&cursor=${first.nextCursor}`);
    expect(second.entries.map((e: { targetId: string }) => e.targetId)).toEqual([
      't50',
      't51',
      't52',
      't53',
      't54',
    ]);
    expect(second.nextCursor).toBeNull();
    // Back from the second page: the first page again, whole.
    const back = await get(`action=test.bulk&cursor=${second.prevCursor}`);
    expect(back.entries.map((e: { targetId: string }) => e.targetId)).toEqual(
      first.entries.map((e: { targetId: string }) => e.targetId),
    );
    expect(back.prevCursor).toBeNull();
    // Oldest first.
    const oldest = await get('action=test.bulk&dir=asc');
    expect(oldest.entries[0].targetId).toBe('t54');
    // A cursor of another direction (or made up) is refused with the catalogue's text.
    const mismatch = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit?action=test.bulk&dir=asc&cursor=${first.nextCursor}`,
      headers: as(cast.admin),
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.code).toBe('ADMIN_LIST_CURSOR_INVALID');
    expect(first.actions).toEqual(expect.arrayContaining(['test.bulk', 'test.old', 'vote.admin']));
    expect(first.actors).toEqual(
      expect.arrayContaining([
        { id: cast.admin.id, username: cast.admin.username },
        { id: cast.master.id, username: cast.master.username },
      ]),
    );
    expect(
      (await get(`actorId=${cast.master.id}&targetType=battle`)).entries.map(
        (e: { action: string }) => e.action,
      ),
    ).toEqual(expect.arrayContaining(['test.old']));
    expect(
      (await get('from=2024-01-10&to=2024-01-10')).entries.map((e: { action: string }) => e.action),
    ).toEqual(['test.old']);
    expect((await get('from=2024-01-11&to=2024-01-12')).entries).toEqual([]);
  });
});
