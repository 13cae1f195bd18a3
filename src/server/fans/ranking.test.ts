import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { battleStatusJob } from '#server/battles/status-job.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { bans } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers, textOf } from '#server/web/pages-test-helpers.ts';
import { fanNoticeJob } from './notice-job.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});
const { get } = pageHelpers(() => t);
const HOUR = 3_600_000;

/** A battle that ran and ended, its result recorded by the fans' job. */
async function finishedBattle() {
  const battle = await createBattle(t.db, {
    status: 'active',
    startTime: new Date(Date.now() - 2 * HOUR),
    endTime: new Date(Date.now() + HOUR),
  });
  const champion = await createUser(t.db);
  const rival = await createUser(t.db);
  await addParticipant(t.db, battle.id, champion);
  await addParticipant(t.db, battle.id, rival);
  const fan = await createUser(t.db, { balance: 10 });
  const casual = await createUser(t.db, { balance: 10 });
  await castVote(t.db, { battleId: battle.id, participantUserId: champion.id, voterUserId: fan.id });
  await castVote(t.db, { battleId: battle.id, participantUserId: rival.id, voterUserId: fan.id });
  await castVote(t.db, { battleId: battle.id, participantUserId: champion.id, voterUserId: casual.id });
  await t.db.execute(
    sql`UPDATE battle_events SET end_time = now() - interval '1 second' WHERE id = ${battle.id}`,
  );
  await runJobOnce(t.app.deps, battleStatusJob);
  await runJobOnce(t.app.deps, fanNoticeJob);
  // What this instance kept of an earlier read (pages, the ranking) goes, as it would in a second.
  t.app.deps.readCache.clear();
  return { champion, rival, fan, casual };
}

describe('the public ranking', () => {
  it('lists fighters by wins then votes and fans by votes given, without banned accounts', async () => {
    const { champion, rival, fan, casual } = await finishedBattle();
    const res = await t.app.inject({ method: 'GET', url: '/api/ranking' });
    expect(res.statusCode).toBe(200);
    const { fighters, fans } = res.json();
    const names = fighters.map((f: { username: string }) => f.username);
    expect(names.indexOf(champion.username)).toBeGreaterThanOrEqual(0);
    expect(names.indexOf(champion.username)).toBeLessThan(names.indexOf(rival.username));
    expect(fighters.find((f: { username: string }) => f.username === champion.username)).toMatchObject({
      wins: 1,
      votesReceived: 2,
      battles: 1,
    });
    const fanNames = fans.map((f: { username: string }) => f.username);
    expect(fanNames.indexOf(fan.username)).toBeLessThan(fanNames.indexOf(casual.username));
    expect(fans.find((f: { username: string }) => f.username === fan.username)).toMatchObject({
      votesGiven: 2,
      battlesSupported: 1,
      championsBacked: 1,
    });
    expect(fighters.length).toBeLessThanOrEqual(50);

    await t.db.insert(bans).values({ userId: fan.id, reason: 'Teste', expiresAt: null });
    t.app.deps.readCache.clear();
    const after = (await t.app.inject({ method: 'GET', url: '/api/ranking' })).json();
    expect(after.fans.map((f: { username: string }) => f.username)).not.toContain(fan.username);
  });

  it('/ranking is rendered by the server with both lists', async () => {
    const { champion, casual } = await finishedBattle();
    const res = await get('/ranking');
    expect(res.statusCode).toBe(200);
    const text = textOf(res.body);
    expect(text).toContain('Lutadores');
    expect(text).toContain(champion.username);
    expect(text).toContain(casual.username);
  });
});

describe('the home page', () => {
  it('shows the battles taking votes first, a running one before an open one', async () => {
    const open = await createBattle(t.db, {
      title: `Aberta ${Date.now()}`,
      status: 'waiting',
      endTime: new Date(Date.now() + 30 * 60_000),
    });
    const running = await createBattle(t.db, {
      title: `Rodando ${Date.now()}`,
      status: 'active',
      startTime: new Date(Date.now() - HOUR),
      endTime: new Date(Date.now() + 48 * HOUR),
    });
    const res = await get('/');
    const text = textOf(res.body);
    expect(text).toContain('Batalhas ao vivo');
    expect(text.indexOf(running.title)).toBeGreaterThan(0);
    expect(text.indexOf(running.title)).toBeLessThan(text.indexOf(open.title));
    expect(res.body).toContain('href="/ranking"');
  });
});
