import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleStatusJob } from '#server/battles/status-job.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { fanVotes } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { fanNoticeJob } from './notice-job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const DAY = 86_400_000;

describe("a fan's side of her profile", () => {
  it('counts votes given, battles supported, champions backed and São Paulo days in a row', async () => {
    const fan = await signedInUser(t, { balance: 20 });
    const ended = await createBattle(t.db, {
      status: 'active',
      startTime: new Date(Date.now() - 3 * DAY),
      endTime: new Date(Date.now() + DAY),
    });
    const running = await createBattle(t.db, { status: 'active', endTime: new Date(Date.now() + DAY) });
    const [champion, rival, other] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, ended.id, champion, { votesCount: 5 });
    await addParticipant(t.db, ended.id, rival);
    await addParticipant(t.db, running.id, other);
    // Three São Paulo days in a row (24 h apart always lands on the day before).
    await castVote(t.db, {
      battleId: ended.id,
      participantUserId: champion.id,
      voterUserId: fan.id,
      createdAt: new Date(Date.now() - 2 * DAY),
    });
    await castVote(t.db, {
      battleId: ended.id,
      participantUserId: rival.id,
      voterUserId: fan.id,
      createdAt: new Date(Date.now() - DAY),
    });
    await castVote(t.db, { battleId: running.id, participantUserId: other.id, voterUserId: fan.id });
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 second' WHERE id = ${ended.id}`,
    );
    await runJobOnce(t.app.deps, battleStatusJob);
    await runJobOnce(t.app.deps, fanNoticeJob);

    const read = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie: fan.cookie } })).json()
        .profile;
    const profile = await read();
    expect(profile.stats).toMatchObject({
      votesGiven: 3,
      battlesSupported: 2,
      championsBacked: 1,
      dayStreak: 3,
      battlesJoined: 0,
    });
    const unlocked = profile.achievements
      .filter((a: { unlocked: boolean }) => a.unlocked)
      .map((a: { id: string }) => a.id);
    expect(unlocked).toEqual(['beta_member', 'first_vote', 'champion_backer']);
    // The competitors' six are kept, before the fans' six.
    expect(profile.achievements).toHaveLength(12);

    // A voided vote (fraud review) stops counting; the public page says the same.
    await t.db
      .update(fanVotes)
      .set({ voidedAt: new Date(), voidReason: 'Teste' })
      .where(eq(fanVotes.battleEventId, running.id));
    const after = await read();
    expect(after.stats).toMatchObject({ votesGiven: 2, battlesSupported: 1, dayStreak: 2 });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/profiles/${fan.username}` })).json().profile;
    expect(pub.stats).toMatchObject({ votesGiven: 2, championsBacked: 1 });
  });
});
