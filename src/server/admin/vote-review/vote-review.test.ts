import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/sao-paulo-time.ts';
import type { VoteLogResponse } from '#domain/schemas/vote-review.ts';
import { as, type Cast, signInCast } from '#server/admin/test-helpers.ts';
import { buildApp } from '#server/app.ts';
import { addParticipant, castGuestVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { notifications, platformSettings, walletLedger, wallets } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { BattleHub } from '#server/realtime/hub.ts';
import {
  createTestApp,
  type SignedInUser,
  signedInUser,
  type TestApp,
} from '#server/test-support/test-app.ts';
import { voteFlagJob } from './flag-job.ts';

let t: TestApp;
let cast: Cast;
beforeAll(async () => {
  t = await createTestApp({ voteGapMs: 0 });
  cast = await signInCast(t);
});
afterAll(async () => {
  await t.close();
});

const MIN = 60_000;
const HOUR = 60 * MIN;

/** A signed-in fan whose coins came in through the ledger, so wallet = ledger holds from the start. */
async function fundedFan(coins: number, overrides: { createdAt?: Date; signupNetwork?: string } = {}) {
  const fan = await signedInUser(t, {
    balance: 0,
    dailyClaimedDay: saoPauloDayKey(new Date()),
    ...overrides,
  });
  await t.db.insert(walletLedger).values({ userId: fan.id, type: 'admin_add', amount: coins });
  await t.db.update(wallets).set({ balance: coins }).where(eq(wallets.userId, fan.id));
  return fan;
}

async function openBattle() {
  const battle = await createBattle(t.db, {
    status: 'active',
    startTime: new Date(Date.now() - HOUR),
    endTime: new Date(Date.now() + HOUR),
  });
  const a = await createUser(t.db);
  const b = await createUser(t.db);
  await addParticipant(t.db, battle.id, a);
  await addParticipant(t.db, battle.id, b);
  return { battle, fighters: [a, b] as const };
}

async function vote(fan: SignedInUser, battleId: string, participantUserId: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/battles/${battleId}/votes`,
    headers: { cookie: fan.cookie },
    payload: { participantUserId },
  });
}

async function log(battleId: string, query = '', who: SignedInUser = cast.admin): Promise<VoteLogResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/battles/${battleId}/votes${query}`,
    headers: as(who),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function totalOf(battleId: string, userId: string): Promise<number | undefined> {
  const res = await t.app.inject({ method: 'GET', url: `/api/battles/${battleId}` });
  const p = (res.json().battle.participants as { userId: string; votesCount: number }[]).find(
    (x) => x.userId === userId,
  );
  return p?.votesCount;
}

async function walletsMatchLedger(): Promise<string[]> {
  const rows = await queryRows<{ user_id: string }>(
    t.db,
    sql`SELECT u.user_id FROM user_credits u LEFT JOIN credit_transactions c ON c.user_id = u.user_id
         GROUP BY u.user_id, u.balance HAVING u.balance <> coalesce(sum(c.amount), 0)`,
  );
  return rows.map((r) => r.user_id);
}

const voidVotes = (battleId: string, payload: unknown, who: SignedInUser = cast.admin) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/battles/${battleId}/votes/void`,
    headers: as(who),
    payload: payload as Record<string, unknown>,
  });

describe('the vote log', () => {
  it('lists every vote with its source, the fan facts and the guest network, for staff only', async () => {
    const { battle, fighters } = await openBattle();
    const [a, b] = fighters;
    const fan = await fundedFan(3, { createdAt: new Date(Date.now() - 5 * HOUR) });
    expect((await vote(fan, battle.id, a.id)).statusCode).toBe(200);
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: b.id, ipHash: 'f'.repeat(64) });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants/${await participantRowId(battle.id, a.id)}/vote`,
      headers: as(cast.master),
    });
    expect(res.statusCode, res.body).toBe(200);

    const all = await log(battle.id);
    expect(all.votes.map((v) => v.source).sort()).toEqual(['admin', 'fan', 'guest']);
    const fanVote = all.votes.find((v) => v.source === 'fan')!;
    expect(fanVote).toMatchObject({ voterUserId: fan.id, voterUsername: fan.username, emailVerified: true });
    expect(fanVote.accountAgeHours).toBeGreaterThanOrEqual(4.9);
    expect(all.votes.find((v) => v.source === 'guest')?.networkHash).toBe('f'.repeat(12));

    expect((await log(battle.id, '?source=guest')).votes).toHaveLength(1);
    expect((await log(battle.id, `?participantUserId=${a.id}`)).votes).toHaveLength(2);
    expect(
      (await log(battle.id, `?from=${encodeURIComponent(new Date(Date.now() + MIN).toISOString())}`)).votes,
    ).toEqual([]);
    // Keyset pages: one vote each, no repeats, all three.
    const first = await log(battle.id, '?limit=1');
    const second = await log(battle.id, `?limit=1&cursor=${first.nextCursor}`);
    const third = await log(battle.id, `?limit=1&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect(
      new Set([...first.votes, ...second.votes, ...third.votes].map((v) => `${v.source}${v.id}`)).size,
    ).toBe(3);
    const bad = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/votes?cursor=abc`,
      headers: as(cast.admin),
    });
    expect(bad.statusCode).toBe(400);

    // Moderators read it; fans and visitors do not.
    expect((await log(battle.id, '', cast.moderator)).votes).toHaveLength(3);
    for (const headers of [as(cast.user), {}]) {
      const denied = await t.app.inject({
        method: 'GET',
        url: `/api/admin/battles/${battle.id}/votes`,
        headers,
      });
      expect([401, 403]).toContain(denied.statusCode);
    }

    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/votes.csv?source=fan`,
      headers: as(cast.moderator),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('origem');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('fã');
    expect(lines[1]).toContain(fan.username);
  });
});

async function participantRowId(battleId: string, userId: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(
    t.db,
    sql`SELECT id::text AS id FROM battle_event_participants WHERE battle_event_id = ${battleId} AND user_id = ${userId}`,
  );
  return row!.id;
}

describe('voiding votes', () => {
  it('takes a fan vote off the total (live), refunds the coin as a ledger row, notifies and audits', async () => {
    const { battle, fighters } = await openBattle();
    const [a] = fighters;
    const fan = await fundedFan(3);
    const other = await fundedFan(3);
    expect((await vote(fan, battle.id, a.id)).statusCode).toBe(200);
    expect((await vote(other, battle.id, a.id)).statusCode).toBe(200);
    expect(await totalOf(battle.id, a.id)).toBe(2);
    const fanVote = (await log(battle.id)).votes.find((v) => v.voterUserId === fan.id)!;

    // No reason: refused, nothing changes; a moderator may not void.
    expect((await voidVotes(battle.id, { votes: [{ source: 'fan', id: fanVote.id }] })).statusCode).toBe(400);
    expect(
      (
        await voidVotes(
          battle.id,
          { reason: 'Fraude', votes: [{ source: 'fan', id: fanVote.id }] },
          cast.moderator,
        )
      ).statusCode,
    ).toBe(403);
    expect(await totalOf(battle.id, a.id)).toBe(2);

    const hub = new BattleHub();
    await hub.start(t.database);
    try {
      const heard = new Promise((resolve) => hub.subscribe(battle.id, resolve));
      const res = await voidVotes(battle.id, {
        reason: 'Conta de teste usada para inflar votos',
        votes: [{ source: 'fan', id: fanVote.id }],
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({
        voided: 1,
        refunded: 1,
        totals: [{ participantUserId: a.id, votesCount: 1 }],
      });
      expect(await heard).toMatchObject({
        type: 'votes_voided',
        battleId: battle.id,
        participantUserId: a.id,
        votesCount: 1,
      });
    } finally {
      await hub.stop();
    }
    expect(await totalOf(battle.id, a.id)).toBe(1);

    const wallet = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: fan.cookie } });
    expect(wallet.json().balance).toBe(3);
    expect(wallet.json().transactions[0]).toMatchObject({ type: 'vote_refund', amount: 1 });
    expect(await walletsMatchLedger()).toEqual([]);
    const [notice] = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, fan.id), eq(notifications.type, 'vote_refund')));
    expect(notice?.title).toBe('Voto estornado');
    const [audit] = await queryRows<{ changes: { reason: string; voided: number } }>(
      t.db,
      sql`SELECT changes FROM audit_log WHERE action = 'vote.void' AND target_id = ${battle.id}`,
    );
    expect(audit?.changes).toMatchObject({ reason: 'Conta de teste usada para inflar votos', voided: 1 });

    // Still in the log, as voided; voiding it again is refused.
    const again = (await log(battle.id)).votes.find((v) => v.id === fanVote.id && v.source === 'fan');
    expect(again?.voided).toMatchObject({ reason: 'Conta de teste usada para inflar votos' });
    const twice = await voidVotes(battle.id, {
      reason: 'De novo',
      votes: [{ source: 'fan', id: fanVote.id }],
    });
    expect(twice.statusCode).toBe(409);
    // A voided vote does not give the right to vote for that fighter back.
    const revote = await vote(fan, battle.id, a.id);
    expect(revote.statusCode).toBe(409);
    expect(revote.json().error.code).toBe('VOTE_DUPLICATE');
    expect(await totalOf(battle.id, a.id)).toBe(1);
  });

  it('voids guest and admin votes without touching any wallet; the winner comes from the totals after voids', async () => {
    const { battle, fighters } = await openBattle();
    const [a, b] = fighters;
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: a.id, ipHash: 'a1' });
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: a.id, ipHash: 'a2' });
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: b.id, ipHash: 'b1' });
    const guestIds = (await log(battle.id, `?participantUserId=${a.id}`)).votes.map((v) => v.id);
    const res = await voidVotes(battle.id, {
      reason: 'Robô',
      votes: guestIds.map((id) => ({ source: 'guest', id })),
    });
    expect(res.json()).toMatchObject({ voided: 2, refunded: 0 });
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 minute' WHERE id = ${battle.id}`,
    );
    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(page.json().battle.winners).toEqual([b.id]);
  });
});

describe('suspicious-burst flags', () => {
  it('flags each rule once per window across two instances, voids a flagged group and gates the payout', async () => {
    await t.db
      .update(platformSettings)
      .set({ flagNewAccountVotes: 2, flagGuestNetworkVotes: 2, flagSignupNetworkAccounts: 2 });
    const { battle, fighters } = await openBattle();
    const [a, b] = fighters;
    // A closed window: 20 to 30 minutes ago, aligned to the 10-minute grid.
    const windowStart = Math.floor((Date.now() - 25 * MIN) / (10 * MIN)) * 10 * MIN;
    const at = (i: number) => new Date(windowStart + 1000 * (i + 1));
    // Three young accounts signed up from one network, each voting for `a` in the window.
    const young: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const fan = await fundedFan(2, { createdAt: new Date(windowStart - HOUR), signupNetwork: 'net-1' });
      young.push(fan.id);
      await t.db.execute(
        sql`INSERT INTO battle_event_user_votes (battle_event_id, participant_user_id, voter_user_id, created_at)
            VALUES (${battle.id}, ${a.id}, ${fan.id}, ${at(i).toISOString()}::timestamptz)`,
      );
      await t.db.insert(walletLedger).values({
        userId: fan.id,
        type: 'vote_expense',
        amount: -1,
        battleEventId: battle.id,
        participantUserId: a.id,
      });
      await t.db.update(wallets).set({ balance: 1 }).where(eq(wallets.userId, fan.id));
      await t.db.execute(
        sql`UPDATE battle_event_participants SET unsharded_votes = unsharded_votes + 1
             WHERE battle_event_id = ${battle.id} AND user_id = ${a.id}`,
      );
    }
    // Three guest votes for `b` from one /48 (different /64s), one from elsewhere.
    for (let i = 0; i < 3; i += 1)
      await castGuestVote(t.db, {
        battleId: battle.id,
        participantUserId: b.id,
        ipHash: `g${i}`,
        wideNetworkHash: 'wide-1',
        createdAt: at(i),
      });
    await castGuestVote(t.db, {
      battleId: battle.id,
      participantUserId: b.id,
      ipHash: 'g9',
      wideNetworkHash: 'wide-2',
      createdAt: at(5),
    });

    // A second API instance on the same database; both run the job at once, then again.
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: memoryMailer(),
      logger: false,
      web: null,
    });
    await second.ready();
    try {
      await Promise.all([runJobOnce(t.app.deps, voteFlagJob), runJobOnce(second.deps, voteFlagJob)]);
      await runJobOnce(second.deps, voteFlagJob);
      await runJobOnce(t.app.deps, voteFlagJob);
    } finally {
      await second.close();
    }
    const flags = (await log(battle.id)).flags;
    expect(flags.map((f) => f.kind).sort()).toEqual(['guest_network', 'new_accounts', 'signup_network']);
    expect(flags.every((f) => f.windowStart === new Date(windowStart).toISOString())).toBe(true);
    expect(flags.find((f) => f.kind === 'guest_network')).toMatchObject({
      participantUserId: b.id,
      votesCount: 3,
    });
    expect(flags.find((f) => f.kind === 'new_accounts')).toMatchObject({
      participantUserId: a.id,
      votesCount: 3,
    });

    // The admin card's badge.
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles?q=${encodeURIComponent(battle.title)}`,
      headers: as(cast.admin),
    });
    const card = list.json().battles.find((x: { id: string }) => x.id === battle.id);
    expect(card.openFlagsCount).toBe(3);
    // The log marks the flagged votes and filters by flag.
    const guestFlag = flags.find((f) => f.kind === 'guest_network')!;
    const flagged = await log(battle.id, `?flagId=${guestFlag.id}`);
    expect(flagged.votes).toHaveLength(3);
    expect(flagged.votes.every((v) => v.flagIds.includes(guestFlag.id))).toBe(true);

    // Void the guest group; dismiss one; the new-accounts group is voided with refunds.
    expect(
      (await voidVotes(battle.id, { reason: 'Rajada de uma rede', flagId: guestFlag.id })).json(),
    ).toMatchObject({
      voided: 3,
      refunded: 0,
    });
    expect(await totalOf(battle.id, b.id)).toBe(1);
    const signupFlag = flags.find((f) => f.kind === 'signup_network')!;
    const dismissed = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/flags/${signupFlag.id}/dismiss`,
      headers: as(cast.admin),
    });
    expect(dismissed.json().flag.review).toBe('dismissed');

    // A finished battle with an open flag: paid only when confirmed, and recorded so.
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 minute' WHERE id = ${battle.id}`,
    );
    const pay = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/payout`,
        headers: as(cast.admin),
        payload,
      });
    const refused = await pay({});
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('PAYOUT_OPEN_FLAGS');
    const paid = await pay({ confirmOpenFlags: true });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().battle.prizePaidWithOpenFlags).toBe(true);

    const newFlag = flags.find((f) => f.kind === 'new_accounts')!;
    expect((await voidVotes(battle.id, { reason: 'Contas novas', flagId: newFlag.id })).json()).toMatchObject(
      {
        voided: 3,
        refunded: 3,
      },
    );
    expect(await walletsMatchLedger()).toEqual([]);
    const after = (await log(battle.id)).flags;
    expect(after.every((f) => f.review !== null)).toBe(true);
  });

  it('lets the master admin set the thresholds', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: as(cast.master),
      payload: {
        dailyYodcoins: 3,
        guestVotesPerDay: 1,
        flagNewAccountVotes: 15,
        flagGuestNetworkVotes: 12,
        flagSignupNetworkAccounts: 4,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      flagNewAccountVotes: 15,
      flagGuestNetworkVotes: 12,
      flagSignupNetworkAccounts: 4,
    });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: as(cast.master),
      payload: { dailyYodcoins: 3, guestVotesPerDay: 1, flagNewAccountVotes: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('a ban disqualifies', () => {
  it('takes the fighter out of open battles, refunds the fans and refuses votes; an unban puts them back from zero', async () => {
    const { battle, fighters } = await openBattle();
    const [cheat, fair] = fighters;
    const done = await createBattle(t.db, {
      status: 'finished',
      startTime: new Date(Date.now() - 3 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    await addParticipant(t.db, done.id, { id: cheat.id });
    const fans = [await fundedFan(2), await fundedFan(2)];
    for (const fan of fans) expect((await vote(fan, battle.id, cheat.id)).statusCode).toBe(200);
    expect((await vote(fans[0]!, battle.id, fair.id)).statusCode).toBe(200);
    await castGuestVote(t.db, { battleId: battle.id, participantUserId: cheat.id, ipHash: 'x1' });

    const ban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${cheat.id}/ban`,
      headers: as(cast.admin),
      payload: { reason: 'Compra de votos', durationHours: 24, disqualify: true },
    });
    expect(ban.statusCode, ban.body).toBe(200);
    expect(ban.json().disqualifiedFrom).toBe(1);

    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(page.json().battle.participants.map((p: { userId: string }) => p.userId)).toEqual([fair.id]);
    const panel = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.admin),
    });
    const row = panel.json().participants.find((p: { userId: string }) => p.userId === cheat.id);
    expect(row).toMatchObject({ disqualified: true, votesCount: 0 });
    for (const fan of fans) {
      const w = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: fan.cookie } });
      expect(w.json().balance).toBe(fan === fans[0] ? 1 : 2);
    }
    expect(await walletsMatchLedger()).toEqual([]);
    const refused = await vote(await fundedFan(1), battle.id, cheat.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(
      'Este lutador foi desclassificado desta batalha e não pode mais receber votos.',
    );
    const [audit] = await queryRows<{ changes: { voided: number; refunded: number } }>(
      t.db,
      sql`SELECT changes FROM audit_log WHERE action = 'participant.disqualify' AND target_id = ${battle.id}`,
    );
    expect(audit?.changes).toMatchObject({ voided: 3, refunded: 2 });
    // The finished battle keeps its result.
    const [kept] = await queryRows<{ disqualified_at: string | null }>(
      t.db,
      sql`SELECT disqualified_at FROM battle_event_participants WHERE battle_event_id = ${done.id} AND user_id = ${cheat.id}`,
    );
    expect(kept?.disqualified_at).toBeNull();

    const unban = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${cheat.id}/unban`,
      headers: as(cast.admin),
      payload: {},
    });
    expect(unban.statusCode).toBe(200);
    expect(unban.json().restoredBattles).toBe(1);
    const back = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(back.json().battle.participants).toMatchObject([
      { userId: fair.id, votesCount: 1 },
      { userId: cheat.id, votesCount: 0 },
    ]);
    // The fans refunded by the disqualification may vote for the fighter again, once.
    expect((await vote(fans[1]!, battle.id, cheat.id)).statusCode).toBe(200);
    expect((await vote(fans[1]!, battle.id, cheat.id)).statusCode).toBe(409);
    expect(await walletsMatchLedger()).toEqual([]);
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 minute' WHERE id = ${battle.id}`,
    );
    // Read where no cache stands between (the public page's cache heard no event for the raw update).
    const ended = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles?q=${encodeURIComponent(battle.title)}`,
      headers: as(cast.admin),
    });
    const card = ended.json().battles.find((b: { id: string }) => b.id === battle.id);
    // Back in the ranking, the restored fighter counts: 1 vote each, both win (docs/decisions/0002-tie-rule.md).
    expect(card.winners.map((w: { userId: string }) => w.userId).sort()).toEqual([cheat.id, fair.id].sort());
  });

  it('disqualifies a fighter whose account an admin deletes', async () => {
    const { battle, fighters } = await openBattle();
    const [gone] = fighters;
    const fan = await fundedFan(1);
    expect((await vote(fan, battle.id, gone.id)).statusCode).toBe(200);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${gone.id}`,
      headers: as(cast.admin),
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    const page = await t.app.inject({ method: 'GET', url: `/api/battles/${battle.id}` });
    expect(page.json().battle.participants.map((p: { userId: string }) => p.userId)).not.toContain(gone.id);
    const w = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: { cookie: fan.cookie } });
    expect(w.json().balance).toBe(1);
  });
});
