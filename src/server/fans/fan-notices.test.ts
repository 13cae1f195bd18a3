import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleStatusJob } from '#server/battles/status-job.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import {
  battleSupporters,
  fanRecords,
  fighterRecords,
  noticeRuns,
  notifications,
} from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { fanNoticeJob, runFanNotices } from './notice-job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3_600_000;
const notesFor = (userId: string) =>
  t.db
    .select({
      type: notifications.type,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));

/** A running battle with named fighters and the votes given, ended by the status job. */
async function endedBattle(prizeAmount: number, fighters: string[], votes: [string, string][]) {
  const battle = await createBattle(t.db, {
    status: 'active',
    prizeAmount,
    startTime: new Date(Date.now() - 2 * HOUR),
    endTime: new Date(Date.now() + HOUR),
  });
  const users = new Map<string, Awaited<ReturnType<typeof createUser>>>();
  for (const name of fighters) {
    const u = await createUser(t.db, { username: `${name}${Math.random().toString(36).slice(2, 6)}` });
    users.set(name, u);
    await addParticipant(t.db, battle.id, u);
  }
  const fans = new Map<string, Awaited<ReturnType<typeof createUser>>>();
  let at = Date.now() - HOUR;
  for (const [fan, fighter] of votes) {
    if (!fans.has(fan)) fans.set(fan, await createUser(t.db, { balance: 10 }));
    at += 1000;
    await castVote(t.db, {
      battleId: battle.id,
      participantUserId: users.get(fighter)!.id,
      voterUserId: fans.get(fan)!.id,
      createdAt: new Date(at),
    });
  }
  await t.db.execute(
    sql`UPDATE battle_events SET end_time = now() - interval '1 second' WHERE id = ${battle.id}`,
  );
  expect(await runJobOnce(t.app.deps, battleStatusJob)).toBe(true);
  return { battle, users, fans };
}

describe('the end of a battle reaches its fans', () => {
  it('tells each fan who voted how it ended, once, with her fighter and a link to share', async () => {
    const { battle, users, fans } = await endedBattle(
      500,
      ['Sittichai', 'Ana'],
      [
        ['maria', 'Sittichai'],
        ['joao', 'Ana'],
        ['bia', 'Sittichai'],
        ['bia', 'Ana'],
        ['carla', 'Sittichai'],
      ],
    );
    const sittichai = users.get('Sittichai')!.username;
    expect(await runJobOnce(t.app.deps, fanNoticeJob)).toBe(true);
    const maria = await notesFor(fans.get('maria')!.id);
    expect(maria).toHaveLength(1);
    expect(maria[0]).toMatchObject({
      type: 'battle_result',
      title: `${sittichai}, em quem você votou, é campeão!`,
      link: `/battle/${battle.slug}?lutador=${encodeURIComponent(sittichai)}`,
    });
    const joao = await notesFor(fans.get('joao')!.id);
    expect(joao[0]?.title).toBe(`Batalha encerrada: ${sittichai} é campeão`);
    expect(joao[0]?.body).toContain(`Obrigado por votar em ${users.get('Ana')!.username}!`);
    // Voted for both: her champion comes first.
    expect((await notesFor(fans.get('bia')!.id))[0]?.title).toContain('em quem você votou, é campeão!');

    // The winner: one notice, not two.
    const winner = await notesFor(users.get('Sittichai')!.id);
    expect(winner.map((n) => n.type)).toEqual(['battle_won']);

    // The job (or the status job) running again tells and counts nobody twice.
    await runJobOnce(t.app.deps, fanNoticeJob);
    await runJobOnce(t.app.deps, battleStatusJob);
    expect(await notesFor(fans.get('maria')!.id)).toHaveLength(1);
    const [record] = await t.db
      .select()
      .from(fanRecords)
      .where(eq(fanRecords.userId, fans.get('bia')!.id));
    expect(record).toMatchObject({ votesGiven: 2, battlesSupported: 1, championsBacked: 1 });
    const [fighter] = await t.db
      .select()
      .from(fighterRecords)
      .where(eq(fighterRecords.userId, users.get('Sittichai')!.id));
    expect(fighter).toMatchObject({ wins: 1, votesReceived: 3, battles: 1 });
  });

  it('a tie: each winner hears tie and split in one notice; fans hear the split', async () => {
    const { users, fans } = await endedBattle(
      150,
      ['Sittichai', 'Ana'],
      [
        ['maria', 'Sittichai'],
        ['joao', 'Ana'],
      ],
    );
    await runJobOnce(t.app.deps, fanNoticeJob);
    const winner = await notesFor(users.get('Ana')!.id);
    expect(winner).toHaveLength(1);
    expect(winner[0]?.title).toBe('Empate: você é um dos campeões!');
    expect(winner[0]?.body).toMatch(/O prêmio de R\$\s150,00 é dividido: R\$\s75,00 para cada\./);
    const fan = (await notesFor(fans.get('joao')!.id))[0];
    expect(fan?.body).toMatch(
      /dividem a vitória\. O prêmio de R\$\s150,00 é dividido: R\$\s75,00 para cada\./,
    );
  });

  it('walks many voters in short batches, each fan once, and ends the run', async () => {
    const battle = await createBattle(t.db, { status: 'active', endTime: new Date(Date.now() + HOUR) });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    const voters = [];
    for (let i = 0; i < 7; i += 1) {
      const fan = await createUser(t.db, { balance: 10 });
      voters.push(fan.id);
      // Same instant for several: the walk's (time, id) order still visits each once.
      await castVote(t.db, {
        battleId: battle.id,
        participantUserId: fighter.id,
        voterUserId: fan.id,
        createdAt: new Date(Date.now() - HOUR + Math.floor(i / 3) * 1000),
      });
    }
    await t.db.execute(
      sql`UPDATE battle_events SET end_time = now() - interval '1 second' WHERE id = ${battle.id}`,
    );
    await runJobOnce(t.app.deps, battleStatusJob);
    // Batches of 2 votes, one batch per tick: four ticks, each its own short transaction.
    const runId = `result:${battle.id}`;
    let ticks = 0;
    for (;;) {
      const [run] = await t.db.select().from(noticeRuns).where(eq(noticeRuns.id, runId));
      if (run?.doneAt) break;
      ticks += 1;
      await t.db.transaction((tx) => runFanNotices(t.app.deps, tx, 1, 2));
      expect(ticks).toBeLessThan(10);
    }
    expect(ticks).toBe(4);
    const told = await queryRows<{ n: number }>(
      t.db,
      sql`SELECT count(*)::int AS n FROM notifications WHERE dedupe_key = ${`battle_result:${battle.id}`}`,
    );
    expect(told[0]?.n).toBe(7);
    const supporters = await t.db
      .select()
      .from(battleSupporters)
      .where(eq(battleSupporters.battleEventId, battle.id));
    expect(supporters.map((s) => s.voterUserId).sort()).toEqual([...voters].sort());
  });
});

describe('an unban tells the refunded fans', () => {
  it('each fan whose vote the ban refunded learns the fighter is back and can be voted for again', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const battle = await createBattle(t.db, {
      status: 'active',
      maxParticipants: 10,
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + HOUR),
    });
    const fighter = await createUser(t.db);
    const rival = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    await addParticipant(t.db, battle.id, rival);
    const [fan, otherFan] = [
      await createUser(t.db, { balance: 10 }),
      await createUser(t.db, { balance: 10 }),
    ];
    await castVote(t.db, { battleId: battle.id, participantUserId: fighter.id, voterUserId: fan.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: rival.id, voterUserId: otherFan.id });

    const banned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${fighter.id}/ban`,
      headers: { cookie: admin.cookie },
      payload: { reason: 'Fraude', durationHours: 24, disqualify: true },
    });
    expect(banned.statusCode, banned.body).toBe(200);
    // The ban refunded her vote (and said so); nothing yet about the fighter coming back.
    expect((await notesFor(fan.id)).map((n) => n.type)).toEqual(['vote_refund']);
    const lifted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${fighter.id}/unban`,
      headers: { cookie: admin.cookie },
      payload: {},
    });
    expect(lifted.json().restoredBattles, lifted.body).toBe(1);
    const notes = (await notesFor(fan.id)).filter((n) => n.type !== 'vote_refund');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      type: 'fighter_back',
      title: `${fighter.username} está de volta à batalha`,
      link: `/battle/${battle.slug}`,
    });
    expect(notes[0]?.body).toContain(`você pode votar em ${fighter.username} de novo`);
    // A fan of the rival lost nothing and hears nothing.
    expect(await notesFor(otherFan.id)).toEqual([]);
  });
});
