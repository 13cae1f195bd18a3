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

const OPERATIONS = 10_000;
const IN_FLIGHT = 200;
const FANS = 400;

type Op = { kind: string; run: () => Promise<number> };

describe.skipIf(!PG_URL)('storm: 10,000 mixed operations on PostgreSQL', () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let app: Awaited<ReturnType<typeof buildApp>>;
  const config = testConfig();

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
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('keeps every balance equal to its ledger, none negative, every count equal to its votes, no battle overfull', async () => {
    const setup = await withClient(scratch.url, async (c) => {
      const fighters = await createUsersSql(c, 'sf', 30, 0);
      // A quarter of the fans have not had today's grant: their first requests race to claim it.
      const fans = await createUsersSql(c, 'su', FANS * 0.75, 15);
      fans.push(...(await createUsersSql(c, 'sn', FANS * 0.25, 2, false)));
      await c.query(
        `INSERT INTO "user" (id, name, email, email_verified) VALUES ('master', 'master', $1, true);
         INSERT INTO profiles (id, username, pix_key) VALUES ('master', 'mestre', 'x');
         INSERT INTO user_credits (user_id, balance) VALUES ('master', 0);
         INSERT INTO user_roles (user_id, role) VALUES ('master', 'admin');`.replace(
          '$1',
          `'${TEST_MASTER_EMAIL}'`,
        ),
      );
      const battles: string[] = [];
      for (let i = 0; i < 10; i++) {
        const three = fighters.slice(i * 3, i * 3 + 3);
        battles.push(...(await createBattlesSql(c, `sb${i}_`, 4, 8, three)));
      }
      const { rows } = await c.query<{ id: string; battle_event_id: string; user_id: string }>(
        'SELECT id, battle_event_id, user_id FROM battle_event_participants',
      );
      const cookies = await sessionCookies(c, config.AUTH_SECRET, [...fans, 'master']);
      return { fans, battles, participantRows: rows, cookies };
    });
    const participants = new Map<string, string[]>();
    for (const r of setup.participantRows) {
      participants.set(r.battle_event_id, [...(participants.get(r.battle_event_id) ?? []), r.user_id]);
    }
    const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;
    const cookieOf = (id: string) => setup.cookies.get(id)!;
    const master = cookieOf('master');

    const ops: Op[] = [];
    for (let i = 0; i < OPERATIONS; i++) {
      const roll = Math.random();
      const fan = pick(setup.fans);
      const battle = pick(setup.battles);
      if (roll < 0.7) {
        ops.push({
          kind: 'vote',
          run: async () =>
            (
              await app.inject({
                method: 'POST',
                url: `/api/battles/${battle}/votes`,
                headers: { cookie: cookieOf(fan) },
                payload: { participantUserId: pick(participants.get(battle)!) },
              })
            ).statusCode,
        });
      } else if (roll < 0.82) {
        ops.push({
          kind: 'join',
          run: async () => {
            const res = await app.inject({
              method: 'POST',
              url: `/api/battles/${battle}/join`,
              headers: { cookie: cookieOf(fan) },
            });
            if (res.statusCode === 201) participants.get(battle)!.push(fan);
            return res.statusCode;
          },
        });
      } else if (roll < 0.9) {
        ops.push({
          kind: 'daily grant (first request of the day)',
          run: async () =>
            (await app.inject({ method: 'GET', url: '/api/me', headers: { cookie: cookieOf(fan) } }))
              .statusCode,
        });
      } else if (roll < 0.95) {
        ops.push({
          kind: 'admin adjustment',
          run: async () =>
            (
              await app.inject({
                method: 'POST',
                url: `/api/admin/wallets/${fan}/adjust`,
                headers: { cookie: master },
                payload: { amount: Math.random() < 0.5 ? 5 : -3, description: 'tempestade' },
              })
            ).statusCode,
        });
      } else {
        const row = pick(setup.participantRows);
        ops.push({
          kind: 'admin vote',
          run: async () =>
            (
              await app.inject({
                method: 'POST',
                url: `/api/admin/battles/${row.battle_event_id}/participants/${row.id}/vote`,
                headers: { cookie: master },
              })
            ).statusCode,
        });
      }
    }

    const statuses = new Map<string, Map<number, number>>();
    let next = 0;
    const worker = async () => {
      while (next < ops.length) {
        const op = ops[next++]!;
        const status = await op.run();
        const byKind = statuses.get(op.kind) ?? new Map<number, number>();
        byKind.set(status, (byKind.get(status) ?? 0) + 1);
        statuses.set(op.kind, byKind);
      }
    };
    await Promise.all(Array.from({ length: IN_FLIGHT }, worker));

    const summary = Object.fromEntries([...statuses].map(([k, m]) => [k, Object.fromEntries(m)]));
    const serverErrors = [...statuses.values()].flatMap((m) => [...m].filter(([s]) => s >= 500));
    expect(serverErrors, JSON.stringify(summary)).toEqual([]);
    // Each kind really happened, so the invariants were tested under load, not vacuously.
    expect(statuses.get('vote')?.get(200) ?? 0, JSON.stringify(summary)).toBeGreaterThan(1000);
    expect(statuses.get('join')?.get(201) ?? 0, JSON.stringify(summary)).toBeGreaterThan(50);
    expect(statuses.get('admin adjustment')?.get(200) ?? 0, JSON.stringify(summary)).toBeGreaterThan(50);
    expect(statuses.get('admin vote')?.get(200) ?? 0, JSON.stringify(summary)).toBeGreaterThan(50);

    const violations = await withClient(scratch.url, invariantViolations);
    expect(violations).toEqual([]);
    const grants = await withClient(scratch.url, async (c) => {
      const { rows } = await c.query<{ n: number; users: number }>(
        `SELECT count(*)::int AS n, count(DISTINCT user_id)::int AS users FROM credit_transactions WHERE type = 'daily_grant'`,
      );
      return rows[0]!;
    });
    // Every daily grant went to a different user: none was claimed twice under the storm.
    expect(grants.n).toBe(grants.users);
    expect(grants.n).toBeGreaterThan(0);
  });
});
