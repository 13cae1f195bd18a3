import http from 'node:http';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBattlesSql,
  createMigratedDatabase,
  createUsersSql,
  PG_URL,
  type ScratchDatabase,
  sessionCookies,
  withClient,
} from './support/database.ts';
import { newSecret, type ServerProcess, sleep, startServerProcess, until } from './support/server-process.ts';

/** An SSE stream of `url`: `opened` once the first bytes arrive, `event` the first event matching. */
function firstEvent(url: string, match: (e: Record<string, unknown>) => boolean) {
  let markOpen: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    markOpen = resolve;
  });
  let req: http.ClientRequest | undefined;
  const event = new Promise<Record<string, unknown>>((resolve, reject) => {
    req = http.get(url, (res) => {
      res.setEncoding('utf8');
      let text = '';
      res.on('data', (chunk: string) => {
        markOpen();
        text += chunk;
        const lines = text.split('\n');
        text = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: ')) continue;
          const e = JSON.parse(line.slice(6)) as Record<string, unknown>;
          if (match(e)) resolve(e);
        }
      });
    });
    req.on('error', reject);
  });
  return { opened, event, close: () => req?.destroy() };
}

describe.skipIf(!PG_URL)('two API instances on one PostgreSQL', () => {
  const secret = newSecret();
  let scratch: ScratchDatabase;
  let listener: pg.Client;
  const statusEvents: string[] = [];
  let a: ServerProcess;
  let b: ServerProcess;
  let cookies: Map<string, string>;

  beforeAll(async () => {
    scratch = await createMigratedDatabase();
    await withClient(scratch.url, async (c) => {
      await createUsersSql(c, 'tf', 2, 0);
      const voters = await createUsersSql(c, 'tv', 10, 10);
      cookies = await sessionCookies(c, secret, voters);
      await createBattlesSql(c, 'tb', 1, 10, ['tf1', 'tf2']);
      // Due to finish: the status job of whichever instance takes the lock moves it.
      await createBattlesSql(c, 'tdue', 1, 10, ['tf1', 'tf2'], 'active');
      await c.query(
        `UPDATE battle_events SET end_time = now() - interval '1 minute', start_time = now() - interval '2 hours' WHERE id = 'tdue1'`,
      );
    });
    listener = new pg.Client({ connectionString: scratch.url });
    await listener.connect();
    listener.on('notification', (msg) => {
      const update = JSON.parse(msg.payload ?? '{}') as { type?: string; battleId?: string };
      if (update.type === 'status' && update.battleId === 'tdue1') statusEvents.push(msg.payload!);
    });
    await listener.query('LISTEN battle_updates');
    // Both start at once, so both run the status job's first tick at the same moment.
    [a, b] = await Promise.all([
      startServerProcess({ databaseUrl: scratch.url, secret }),
      startServerProcess({ databaseUrl: scratch.url, secret }),
    ]);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await listener?.end();
    await scratch?.drop();
  });

  const vote = (server: ServerProcess, voter: string, participant: string) =>
    fetch(`${server.url}/api/battles/tb1/votes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.get(voter)! },
      body: JSON.stringify({ participantUserId: participant }),
    });

  it('runs the status job once per tick: one status move, one set of notifications', async () => {
    await until('the due battle to be finished', async () =>
      withClient(scratch.url, async (c) => {
        const { rows } = await c.query<{ status: string }>(
          `SELECT status FROM battle_events WHERE id = 'tdue1'`,
        );
        return rows[0]?.status === 'finished' ? true : undefined;
      }),
    );
    await sleep(1_000);
    expect(statusEvents).toHaveLength(1);
    const notifications = await withClient(scratch.url, async (c) => {
      const { rows } = await c.query<{ type: string; user_id: string }>(
        `SELECT type, user_id FROM notifications WHERE link LIKE '%tdue1%' ORDER BY type, user_id`,
      );
      return rows.map((r) => `${r.type}:${r.user_id}`);
    });
    // Each fighter is told once (no votes, so no winner), though both instances ticked together.
    expect(notifications).toEqual(['battle_finished:tf1', 'battle_finished:tf2']);
  });

  it("delivers a vote taken by one instance to the other instance's live listeners", async () => {
    // Counts reach every instance from the one live publisher's snapshots, not from the vote.
    const seen = (e: Record<string, unknown>) =>
      e.type === 'totals' &&
      (e.totals as { participantUserId: string; votesCount: number }[]).some(
        (t) => t.participantUserId === 'tf1' && t.votesCount >= 1,
      );
    const stream = firstEvent(`${b.url}/api/battles/tb1/live`, seen);
    await stream.opened;
    try {
      const res = await vote(a, 'tv1', 'tf1');
      expect(res.status).toBe(200);
      const { votesCount } = (await res.json()) as { votesCount: number };
      const event = (await stream.event) as {
        battleId: string;
        totals: { participantUserId: string; votesCount: number }[];
      };
      expect(event.battleId).toBe('tb1');
      expect(event.totals).toContainEqual({ participantUserId: 'tf1', votesCount });
    } finally {
      stream.close();
    }
  });

  it('holds the 5 s gap across both instances', async () => {
    const [one, two] = await Promise.all([vote(a, 'tv2', 'tf1'), vote(b, 'tv2', 'tf2')]);
    expect([one.status, two.status].sort()).toEqual([200, 429]);
  });

  it('holds the guest limit (one vote per IP per 24 h) across both instances', async () => {
    const solved = async (server: ServerProcess) => {
      const challenge = (await (await fetch(`${server.url}/api/guest-votes/challenge`)).json()) as Challenge;
      const solution = await solveChallenge({ challenge, deriveKey });
      if (!solution) throw new Error('challenge not solved');
      return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    };
    const guestVote = (server: ServerProcess, altcha: string) =>
      fetch(`${server.url}/api/battles/tb1/guest-votes`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ participantUserId: 'tf2', altcha }),
      });
    const [forA, forB] = await Promise.all([solved(a), solved(b)]);
    const [one, two] = await Promise.all([guestVote(a, forA), guestVote(b, forB)]);
    expect([one.status, two.status].sort()).toEqual([200, 429]);
  });
});
