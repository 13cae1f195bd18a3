import http from 'node:http';
import type pg from 'pg';
import { voteTotalSql } from '#server/db/vote-totals.ts';
import { createBattlesSql, createUsersSql, sessionCookies } from './database.ts';
import type { ServerProcess } from './server-process.ts';

/** Fans with sessions, and battles they vote in: every (voter, battle, fighter) used at most once. */
export interface Crowd {
  secret: string;
  voters: string[];
  battles: string[];
  fighters: string[];
  cookies: Map<string, string>;
}

export async function seedCrowd(
  c: pg.Client,
  secret: string,
  prefix: string,
  sizes = { voters: 300, battles: 4, fighters: 4 },
): Promise<Crowd> {
  const fighters = await createUsersSql(c, `${prefix}f`, sizes.fighters, 0);
  const voters = await createUsersSql(c, `${prefix}v`, sizes.voters, 50);
  const battles = await createBattlesSql(c, `${prefix}b`, sizes.battles, sizes.fighters, fighters, 'active');
  const cookies = await sessionCookies(c, secret, voters);
  return { secret, voters, battles, fighters, cookies };
}

/** Votes answered 200, per "battle fighter". */
export type Counted = Map<string, number>;

/**
 * The k-th vote of a crowd: voters in turn, each next time on another (battle, fighter), so no
 * vote repeats one already cast and a voter's turns come seconds apart (the 5 s gap may still
 * refuse some: a 429, counted apart).
 */
export function nthVote(crowd: Crowd, k: number) {
  const voter = crowd.voters[k % crowd.voters.length]!;
  const pair = Math.floor(k / crowd.voters.length);
  const battle = crowd.battles[pair % crowd.battles.length]!;
  const fighter = crowd.fighters[Math.floor(pair / crowd.battles.length) % crowd.fighters.length]!;
  return { voter, battle, fighter };
}

export async function castVote(server: ServerProcess, crowd: Crowd, k: number, counted: Counted) {
  const { voter, battle, fighter } = nthVote(crowd, k);
  const res = await fetch(`${server.url}/api/battles/${battle}/votes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: crowd.cookies.get(voter)! },
    body: JSON.stringify({ participantUserId: fighter }),
  });
  if (res.status === 200) counted.set(`${battle} ${fighter}`, (counted.get(`${battle} ${fighter}`) ?? 0) + 1);
  return res;
}

/** A signed-in fan's reads: the battle (JSON and page), their own state, the arena. */
export function signedInRead(server: ServerProcess, crowd: Crowd, i: number): Promise<Response> {
  const voter = crowd.voters[(i * 7) % crowd.voters.length]!;
  const battle = crowd.battles[i % crowd.battles.length]!;
  const cookie = crowd.cookies.get(voter)!;
  const paths = [`/api/battles/${battle}`, `/battle/${battle}`, '/api/me', '/api/battles', '/arena'];
  return fetch(`${server.url}${paths[i % paths.length]}`, { headers: { cookie } });
}

/** Each fighter's count in the database, as the battle page shows it. */
export async function countsInDatabase(c: pg.Client, battles: string[]): Promise<Counted> {
  const { rows } = await c.query<{ battle: string; fighter: string; n: number }>(
    `SELECT p.battle_event_id AS battle, p.user_id AS fighter, (${voteTotalSql('p')})::int AS n
       FROM battle_event_participants p WHERE p.battle_event_id = ANY($1)`,
    [battles],
  );
  return new Map(rows.filter((r) => r.n > 0).map((r) => [`${r.battle} ${r.fighter}`, r.n]));
}

/** One battle's live stream as a page reads it: the latest total of each fighter. */
export interface LiveTotals {
  latest: Map<string, number>;
  /** Set when the stream ended or failed while it should have stayed open. */
  broken(): string | null;
  close(): void;
}

export function openLiveTotals(server: ServerProcess, battleId: string): Promise<LiveTotals> {
  return new Promise((resolve, reject) => {
    let closing = false;
    let broken: string | null = null;
    const latest = new Map<string, number>();
    const req = http.get(`${server.url}/api/battles/${battleId}/live`, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        reject(new Error(`live stream of ${battleId} answered ${res.statusCode}`));
        return;
      }
      res.setEncoding('utf8');
      res.on('error', () => undefined);
      res.once('close', () => {
        if (!closing) broken ??= 'the stream ended';
      });
      let rest = '';
      res.on('data', (chunk: string) => {
        resolve({ latest, broken: () => broken, close });
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) {
          if (!line.startsWith('data: ')) continue;
          const event = JSON.parse(line.slice(6)) as {
            type?: string;
            battleId?: string;
            totals?: { participantUserId: string; votesCount: number }[];
          };
          if (event.type !== 'totals' || event.battleId !== battleId) continue;
          for (const t of event.totals ?? []) latest.set(t.participantUserId, t.votesCount);
        }
      });
    });
    const close = () => {
      closing = true;
      req.destroy();
    };
    req.on('error', (err) => {
      broken ??= err.message;
      reject(err);
    });
  });
}
