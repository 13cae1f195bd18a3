import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type Database, openDatabase } from '#server/db/client.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { TEST_MASTER_EMAIL, testConfig } from '#server/test-support/test-config.ts';
import {
  createBattlesSql,
  createMigratedDatabase,
  createUsersSql,
  PG_URL,
  type ScratchDatabase,
  sessionCookies,
  withClient,
} from './support/database.ts';
import { invariantViolations } from './support/invariants.ts';
import { sleep } from './support/server-process.ts';

const ROUNDS = 3;
const FANS = 20;

/**
 * Votes (fan, guest, admin) still counted for a fighter who is disqualified in that battle or no
 * longer in it: every one of them should have been voided (and its fan refunded) by the
 * disqualification or the removal that raced with it.
 */
async function liveVotesForGoneFighters(c: pg.Client): Promise<string[]> {
  const out: string[] = [];
  for (const table of ['battle_event_user_votes', 'guest_votes', 'admin_votes']) {
    const { rows } = await c.query<{ what: string }>(
      `SELECT '${table} ' || v.id || ' for ' || v.participant_user_id AS what FROM ${table} v
        WHERE v.voided_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM battle_event_participants p
                           WHERE p.battle_event_id = v.battle_event_id AND p.user_id = v.participant_user_id
                             AND p.disqualified_at IS NULL)`,
    );
    out.push(...rows.map((r) => r.what));
  }
  return out;
}

/**
 * docs/decisions/0016-money-moves-by-the-rules.md, 4: a disqualification (or a removal) and the
 * votes for that fighter serialize on PostgreSQL, so a vote that read the fighter before the
 * disqualification committed is either voided and refunded by it, or refused.
 */
describe.skipIf(!PG_URL)('a disqualification or a removal racing with votes on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const config = testConfig();
  let cookies: Map<string, string>;
  let fans: string[];

  beforeAll(async () => {
    scratch = await createMigratedDatabase();
    database = await openDatabase({ databaseUrl: scratch.url, poolSize: 20 });
    app = await buildApp({
      config,
      database,
      mailer: memoryMailer(),
      logger: false,
      web: null,
      voteGapMs: 0,
    });
    await app.ready();
    await withClient(scratch.url, async (c) => {
      fans = await createUsersSql(c, 'rf', FANS, 50);
      await c.query(
        `INSERT INTO "user" (id, name, email, email_verified) VALUES
           ('master', 'master', '${TEST_MASTER_EMAIL}', true), ('mod', 'mod', 'mod@rel.yod', true);
         INSERT INTO profiles (id, username, pix_key) VALUES ('master', 'mestre', 'x'), ('mod', 'moderador', 'y');
         INSERT INTO user_credits (user_id, balance) VALUES ('master', 0), ('mod', 0);
         INSERT INTO user_roles (user_id, role) VALUES ('master', 'admin'), ('mod', 'moderator');`,
      );
      cookies = await sessionCookies(c, config.AUTH_SECRET, [...fans, 'master', 'mod']);
    });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  /** A fresh running battle with a fighter to take out and one who stays; the participant row ids. */
  async function freshBattle(round: string) {
    return withClient(scratch.url, async (c) => {
      const [target, stays] = await createUsersSql(c, `rx${round}_`, 2, 0);
      const [battle] = await createBattlesSql(c, `rb${round}_`, 1, 50, [target!, stays!], 'active');
      const { rows } = await c.query<{ id: string }>(
        'SELECT id FROM battle_event_participants WHERE battle_event_id = $1 AND user_id = $2',
        [battle, target],
      );
      return { battle: battle!, target: target!, stays: stays!, participantId: rows[0]!.id };
    });
  }

  /**
   * Fans vote for the target (a quarter for the other fighter first) one after another over about
   * 200 ms, and the master adds admin votes, while `takeOut` starts among them. Returns every
   * answer's status and how many votes for the target were sent while the take-out ran.
   */
  async function storm(
    round: { battle: string; target: string; stays: string; participantId: string },
    takeOut: () => Promise<number>,
  ) {
    const statuses: number[] = [];
    // When each vote for the fighter was sent and answered: it raced if it was in flight while the
    // take-out ran (a take-out faster than the 10 ms between sends may start no vote of its own).
    const forTarget: { sent: number; answered: number }[] = [];
    const vote = async (fan: string, participantUserId: string) => {
      const sent = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: `/api/battles/${round.battle}/votes`,
        headers: { cookie: cookies.get(fan)! },
        payload: { participantUserId },
      });
      if (participantUserId === round.target) forTarget.push({ sent, answered: performance.now() });
      statuses.push(res.statusCode);
    };
    const votes = fans.map(async (fan, i) => {
      await sleep(i * 10);
      await vote(fan, i % 4 === 0 ? round.stays : round.target);
      if (i % 2 === 0) await vote(fan, i % 4 === 0 ? round.target : round.stays);
    });
    const adminVotes = Array.from({ length: 4 }, async (_, i) => {
      await sleep(i * 40);
      const res = await app.inject({
        method: 'POST',
        url: `/api/admin/battles/${round.battle}/participants/${round.participantId}/vote`,
        headers: { cookie: cookies.get('master')! },
      });
      statuses.push(res.statusCode);
    });
    let started = 0;
    let ended = 0;
    const out = (async () => {
      await sleep(30);
      started = performance.now();
      const status = await takeOut();
      ended = performance.now();
      return status;
    })();
    await Promise.all([...votes, ...adminVotes]);
    const outStatus = await out;
    const sentDuring = forTarget.filter((v) => v.sent <= ended && v.answered >= started).length;
    return { statuses, outStatus, sentDuring };
  }

  /** Votes for the target sent while a take-out ran, over a test's rounds: the race was run. */
  let raced = 0;

  it('never leaves a live vote for a fighter an admin banned while fans voted for them', async () => {
    raced = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const round = await freshBattle(`b${r}`);
      const { statuses, outStatus, sentDuring } = await storm(
        round,
        async () =>
          (
            await app.inject({
              method: 'POST',
              url: `/api/admin/users/${round.target}/ban`,
              headers: { cookie: cookies.get('master')! },
              payload: { reason: 'Compra de votos', durationHours: null },
            })
          ).statusCode,
      );
      expect(outStatus).toBe(200);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      raced += sentDuring;
    }
    // Else the test proved nothing: every vote was answered before the take-out or sent after it.
    expect(raced, 'votes for the fighter in flight while the take-out ran').toBeGreaterThan(0);
    expect(await withClient(scratch.url, liveVotesForGoneFighters)).toEqual([]);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);
  });

  it("never leaves a live vote for a fighter a moderator disqualified from the battle's panel", async () => {
    raced = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const round = await freshBattle(`m${r}`);
      const { statuses, outStatus, sentDuring } = await storm(
        round,
        async () =>
          (
            await app.inject({
              method: 'POST',
              url: `/api/admin/battles/${round.battle}/participants/${round.participantId}/ban`,
              headers: { cookie: cookies.get('mod')! },
            })
          ).statusCode,
      );
      expect(outStatus).toBe(200);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      raced += sentDuring;
    }
    // Else the test proved nothing: every vote was answered before the take-out or sent after it.
    expect(raced, 'votes for the fighter in flight while the take-out ran').toBeGreaterThan(0);
    expect(await withClient(scratch.url, liveVotesForGoneFighters)).toEqual([]);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);
  });

  it('never leaves a live vote for a fighter removed from the battle while fans voted for them', async () => {
    raced = 0;
    for (let r = 0; r < ROUNDS; r++) {
      const round = await freshBattle(`r${r}`);
      const { statuses, outStatus, sentDuring } = await storm(
        round,
        async () =>
          (
            await app.inject({
              method: 'DELETE',
              url: `/api/admin/battles/${round.battle}/participants/${round.participantId}`,
              headers: { cookie: cookies.get('mod')! },
            })
          ).statusCode,
      );
      expect(outStatus).toBe(200);
      expect(statuses.filter((s) => s >= 500)).toEqual([]);
      raced += sentDuring;
    }
    // Else the test proved nothing: every vote was answered before the take-out or sent after it.
    expect(raced, 'votes for the fighter in flight while the take-out ran').toBeGreaterThan(0);
    expect(await withClient(scratch.url, liveVotesForGoneFighters)).toEqual([]);
    expect(await withClient(scratch.url, invariantViolations)).toEqual([]);
  });
});
