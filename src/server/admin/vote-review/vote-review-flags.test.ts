import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, payEveryWinner, withCastApp } from '#server/admin/test-helpers.ts';
import { buildApp } from '#server/app.ts';
import { castGuestVote } from '#server/db/factories/battles.ts';
import { platformSettings, walletLedger, wallets } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { voteFlagJob } from './flag-job.ts';
import { HOUR, MIN, voteReviewHelpers } from './vote-review-test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp(
  (app, c) => {
    t = app;
    cast = c;
  },
  { voteGapMs: 0 },
);

const { fundedFan, openBattle, log, totalOf, walletsMatchLedger, voidVotes } = voteReviewHelpers(
  () => t,
  () => cast,
);

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
    const pay = (payload: Record<string, unknown>) => payEveryWinner(t, battle.id, cast.admin, payload);
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
