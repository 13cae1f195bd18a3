import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { auditLog, battleParticipants, battles } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3600_000;
const today = () => saoPauloDayKey(new Date());
const leave = (id: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/battles/${id}/leave`, headers: cookie ? { cookie } : {} });
const join = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/battles/${id}/join`, headers: { cookie } });

async function seats(battleId: string) {
  const [row] = await t.db
    .select({ count: battles.participantsCount })
    .from(battles)
    .where(eq(battles.id, battleId));
  return row?.count;
}

describe('leave a battle (Sair da batalha)', () => {
  it('takes back a join before the start: the entry goes, the seat is free, the leave is audited', async () => {
    const fan = await signedInUser(t, { dailyClaimedDay: today() });
    const battle = await createBattle(t.db, { status: 'waiting', maxParticipants: 4 });
    expect((await join(battle.id, fan.cookie)).statusCode).toBe(201);
    expect(await seats(battle.id)).toBe(1);

    const res = await leave(battle.slug ?? battle.id, fan.cookie);

    expect(res.statusCode).toBe(200);
    expect(res.json().battle).toMatchObject({ id: battle.id, isCurrentUserParticipant: false });
    expect(res.json().battle.participantsCount.current).toBe(0);
    expect(await seats(battle.id)).toBe(0);
    const entries = await t.db
      .select()
      .from(battleParticipants)
      .where(and(eq(battleParticipants.battleEventId, battle.id), eq(battleParticipants.userId, fan.id)));
    expect(entries).toEqual([]);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.action, 'participant.leave'));
    expect(audit).toMatchObject({ actorUserId: fan.id, targetType: 'participant' });
    expect(audit?.changes).toMatchObject({ battleId: battle.id, userId: fan.id });
    // The seat can be taken again.
    expect((await join(battle.id, fan.cookie)).statusCode).toBe(201);
  });

  it('refuses once the battle has started, once a vote counts, and for someone not in it', async () => {
    const fan = await signedInUser(t, { dailyClaimedDay: today() });
    const started = await createBattle(t.db, { status: 'active', startTime: new Date(Date.now() - HOUR) });
    await addParticipant(t.db, started.id, { id: fan.id });
    const voted = await createBattle(t.db, { status: 'waiting', maxParticipants: 4 });
    await addParticipant(t.db, voted.id, { id: fan.id }, { votesCount: 1 });
    const other = await createBattle(t.db, { status: 'waiting' });

    const afterStart = await leave(started.id, fan.cookie);
    expect(afterStart.statusCode).toBe(409);
    expect(afterStart.json().error.code).toBe('LEAVE_STARTED');
    const withVotes = await leave(voted.id, fan.cookie);
    expect(withVotes.statusCode).toBe(409);
    expect(withVotes.json().error.code).toBe('LEAVE_HAS_VOTES');
    const notIn = await leave(other.id, fan.cookie);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().error.code).toBe('LEAVE_NOT_PARTICIPANT');
    expect((await leave(other.id)).statusCode).toBe(401);
    expect((await leave('battle_nao_existe', fan.cookie)).statusCode).toBe(404);
    expect(await seats(voted.id)).toBe(1);
  });
});
