import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { as, type Cast, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog, bans, wallets } from '#server/db/schema.ts';
import { signedInUser, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;

async function panel(battleId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/battles/${battleId}/participants`,
    headers: as(cast.moderator),
  });
  return res.json().participants as {
    id: string;
    userId: string;
    disqualified: boolean;
    isBanned: boolean;
    isStaff: boolean;
    isAdmin: boolean;
    addedByStaff: boolean;
    votesCount: number;
  }[];
}

// docs/decisions/0016-money-moves-by-the-rules.md, 5 (an admin's panel ban: battles-participants.test.ts).
describe("a moderator's panel ban", () => {
  it("a moderator's panel ban disqualifies a fan who joined by themselves from that battle only, with refunds", async () => {
    const [here, elsewhere] = [await createBattle(t.db), await createBattle(t.db)];
    const fighter = await signedInUser(t);
    for (const b of [here, elsewhere]) {
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${b.id}/join`,
        headers: as(fighter),
      });
      expect(join.statusCode, join.body).toBe(201);
    }
    const fan = await signedInUser(t, { balance: 3, dailyClaimedDay: saoPauloDayKey(new Date()) });
    for (const b of [here, elsewhere]) {
      const vote = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${b.id}/votes`,
        headers: as(fan),
        payload: { participantUserId: fighter.id },
      });
      expect(vote.statusCode, vote.body).toBe(200);
      await t.db.update(wallets).set({ lastVoteAt: null }).where(eq(wallets.userId, fan.id));
    }
    const entry = (await panel(here.id)).find((p) => p.userId === fighter.id)!;
    expect(entry).toMatchObject({ addedByStaff: false, isStaff: false });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${here.id}/participants/${entry.id}/ban`,
      headers: as(cast.moderator),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ userId: fighter.id, banned: false });
    expect((await panel(here.id)).find((p) => p.userId === fighter.id)).toMatchObject({
      disqualified: true,
      isBanned: false,
      votesCount: 0,
    });
    // Not a ban: the account and its other battles are untouched.
    expect((await panel(elsewhere.id)).find((p) => p.userId === fighter.id)).toMatchObject({
      disqualified: false,
      votesCount: 1,
    });
    expect(await t.db.select().from(bans).where(eq(bans.userId, fighter.id))).toEqual([]);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(fighter) });
    expect(me.statusCode).toBe(200);
    // The fan's coin for this battle came back.
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, fan.id));
    expect(wallet?.balance).toBe(2);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} = 'participant.disqualify' AND ${auditLog.changes}->>'battleId' = ${here.id}`,
      );
    expect(audit).toMatchObject({ actorUserId: cast.moderator.id });
    expect(audit?.changes).toMatchObject({ userId: fighter.id, voided: 1, refunded: 1 });
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${here.id}/participants/${entry.id}/ban`,
      headers: as(cast.moderator),
    });
    expect(again.json().error.code).toBe('PARTICIPANT_ALREADY_DISQUALIFIED');
  });

  it("a moderator's panel ban never reaches a participant the staff added, nor a staff account, nor a finished battle", async () => {
    const battle = await createBattle(t.db);
    const [added, otherMod] = [await createUser(t.db), await signedInUser(t, { role: 'moderator' })];
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
      payload: { userId: added.id },
    });
    expect(add.json().success).toBe(true);
    for (const staff of [otherMod, cast.admin]) {
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/join`,
        headers: as(staff),
      });
      expect(join.statusCode, join.body).toBe(201);
    }
    const rows = await panel(battle.id);
    const entryOf = (id: string) => rows.find((p) => p.userId === id)!;
    expect(entryOf(added.id)).toMatchObject({ addedByStaff: true, isStaff: false });
    expect(entryOf(otherMod.id)).toMatchObject({ addedByStaff: false, isStaff: true, isAdmin: false });
    const ban = (participantId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants/${participantId}/ban`,
        headers: as(cast.moderator),
      });
    const before = await snapshot(t);
    const staffAdded = await ban(entryOf(added.id).id);
    expect(staffAdded.statusCode).toBe(403);
    expect(staffAdded.json().error).toMatchObject({
      code: 'PARTICIPANT_BAN_STAFF_ADDED',
      message:
        'Moderadores só podem desclassificar quem entrou na batalha por conta própria. Este participante foi inscrito pela equipe: fale com um administrador.',
    });
    for (const staff of [otherMod, cast.admin]) {
      const res = await ban(entryOf(staff.id).id);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('PARTICIPANT_BAN_STAFF');
    }
    expect(await snapshot(t)).toEqual(before);

    const done = await createBattle(t.db, {
      status: 'finished',
      startTime: new Date(Date.now() - 5 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    const late = await addParticipant(t.db, done.id, { id: (await createUser(t.db)).id });
    const beforeFinished = await snapshot(t);
    const finished = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${done.id}/participants/${late.id}/ban`,
      headers: as(cast.moderator),
    });
    expect(finished.json().error.code).toBe('PARTICIPANT_DISQUALIFY_FINISHED');
    expect(await snapshot(t)).toEqual(beforeFinished);
  });
});

describe('a disqualified entry', () => {
  it('keeps its fighter out: their join and the staff add say why and change nothing, until the staff remove the entry', async () => {
    const battle = await createBattle(t.db);
    const fighter = await signedInUser(t, { username: 'Voltadesc' });
    const join = () =>
      t.app.inject({ method: 'POST', url: `/api/battles/${battle.id}/join`, headers: as(fighter) });
    expect((await join()).statusCode).toBe(201);
    const entry = (await panel(battle.id)).find((p) => p.userId === fighter.id)!;
    const disqualify = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants/${entry.id}/ban`,
      headers: as(cast.moderator),
    });
    expect(disqualify.statusCode, disqualify.body).toBe(200);
    // One shared battle state, each viewer's own answer: only the fighter reads that they are out.
    const other = await signedInUser(t);
    const detail = async (who: { cookie: string }) =>
      (await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}`, headers: as(who) })).json()
        .battle.viewer;
    expect(await detail(fighter)).toMatchObject({ isDisqualified: true, isParticipant: false });
    expect(await detail(other)).toMatchObject({ isDisqualified: false });
    expect(await detail(fighter)).toMatchObject({ isDisqualified: true });

    const before = await snapshot(t);
    const back = await join();
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({
      code: 'JOIN_DISQUALIFIED',
      title: 'Inscrição não permitida',
      message: 'Você foi desclassificado desta batalha e não pode voltar a ela.',
    });
    const add = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants`,
        headers: as(cast.moderator),
        payload: { userId: fighter.id },
      });
    expect((await add()).json()).toEqual({
      success: false,
      message:
        'Este usuário foi desclassificado desta batalha. Para inscrevê-lo de novo, remova antes a inscrição desclassificada.',
      participant: null,
    });
    expect(await snapshot(t)).toEqual(before);
    const picker = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/search?q=voltadesc&battleId=${battle.id}`,
      headers: as(cast.moderator),
    });
    expect(picker.json().users).toMatchObject([{ id: fighter.id, battleEntry: 'disqualified' }]);

    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/battles/${battle.id}/participants/${entry.id}`,
      headers: as(cast.moderator),
    });
    expect(removal.statusCode, removal.body).toBeLessThan(300);
    expect((await add()).json()).toMatchObject({ success: true });
    expect((await panel(battle.id)).find((p) => p.userId === fighter.id)).toMatchObject({
      disqualified: false,
    });
  });
});
