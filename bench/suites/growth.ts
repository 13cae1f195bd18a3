// Growth: the vote and read measurements on an empty database and on one holding 100k users, 10k
// battles and 1M votes (bench/lib/growth.ts), side by side, plus EXPLAIN (ANALYZE) of the hot
// queries on the grown database.
import { withClient } from '../lib/data.ts';
import { generateGrowth } from '../lib/growth.ts';
import { fmt, table } from '../lib/load.ts';
import { hasPgbench } from '../lib/pgbench.ts';
import { createScratchDatabase } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';
import { measureReads, prepareReadData, type ReadFigures } from './reads.ts';
import {
  checkSession,
  measureVotes,
  prepareVoteData,
  startBenchServer,
  type VoteFigures,
  type VoteServer,
} from './votes.ts';

const VOTERS = Number(process.env.BENCH_GROWTH_VOTERS ?? 8_000);

/** A finished battle in the arena order (battles/arena-list-repository.ts statusParts), at now(). */
const FINISHED = `(status = 'finished' OR (status IN ('waiting', 'ready', 'active') AND end_time <= now())
  OR (status = 'scheduled' AND start_time <= now() AND end_time <= now()))`;
/** The group (0 running, 1 open, 2 scheduled) and sort time of a battle not finished (liveOrder). */
const LIVE_GROUP = `(CASE WHEN status = 'scheduled' AND (start_time IS NULL OR start_time > now()) THEN 2
  WHEN status IN ('ready', 'active') OR participants_count >= coalesce(max_participants, 50) THEN 0 ELSE 1 END)`;
const LIVE_SORT_AT = `(CASE WHEN status = 'scheduled' AND (start_time IS NULL OR start_time > now())
  THEN coalesce(start_time, end_time) ELSE end_time END)`;

/** The statements behind the hot paths, with real parameters, as the repositories issue them. */
const HOT_QUERIES: [name: string, sql: string][] = [
  [
    'signed-in request: session + viewer + active ban (auth/viewer-repository.ts)',
    `SELECT s.expires_at, u.id, u.email, p.username, r.role, c.balance, c.daily_claimed_day, ban.reason
       FROM session s JOIN "user" u ON u.id = s.user_id
       LEFT JOIN profiles p ON p.id = u.id LEFT JOIN user_roles r ON r.user_id = u.id
       LEFT JOIN user_credits c ON c.user_id = u.id
       LEFT JOIN LATERAL (SELECT b.reason FROM bans b LEFT JOIN profiles bp ON bp.id = b.banned_by
                           WHERE b.user_id = u.id AND b.revoked_at IS NULL AND (b.expires_at IS NULL OR b.expires_at > now())
                           ORDER BY b.created_at DESC LIMIT 1) ban ON true
      WHERE s.token = 'benchtoken_v_1' LIMIT 1`,
  ],
  [
    'the vote: its session check inside cast_vote() (src/server/db/functions/cast-vote.sql)',
    `SELECT s.user_id FROM session s
       JOIN profiles p ON p.id = s.user_id JOIN user_credits c ON c.user_id = s.user_id
      WHERE s.token = 'benchtoken_v_1' AND s.expires_at > now() + interval '29 days'
        AND c.daily_claimed_day = (now() AT TIME ZONE 'America/Sao_Paulo')::date
        AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = s.user_id AND b.revoked_at IS NULL
                          AND (b.expires_at IS NULL OR b.expires_at > now()))`,
  ],
  [
    'the vote itself (cast_vote() for a resolved voter, rolled back)',
    `SELECT * FROM cast_vote(NULL, 'g1', 'gb9999', 'g99991', now(), NULL, now(), 'America/Sao_Paulo')`,
  ],
  [
    'arena list, first page: the battles not finished (battles/arena-list-repository.ts listBattles)',
    `SELECT * FROM battle_events WHERE status <> 'pending' AND NOT ${FINISHED}
      ORDER BY ${LIVE_GROUP}, ${LIVE_SORT_AT}, id LIMIT 25`,
  ],
  [
    'arena list, a page of finished battles through the cursor (battles/arena-list-repository.ts listBattles)',
    `SELECT * FROM battle_events WHERE status <> 'pending' AND ${FINISHED}
        AND end_time <= (SELECT end_time FROM battle_events WHERE id = 'gb5000')
        AND (end_time < (SELECT end_time FROM battle_events WHERE id = 'gb5000') OR id > 'gb5000')
      ORDER BY end_time DESC NULLS LAST, id LIMIT 25`,
  ],
  [
    'battle page participants (battles/repository.ts listParticipants)',
    `SELECT bp.id, bp.user_id, coalesce(p.username, bp.username), coalesce(p.profile_picture_url, bp.avatar_url),
            p.instagram_handle,
            (bp.unsharded_votes + coalesce((SELECT sum(vs.votes) FROM participant_vote_shards vs
               WHERE vs.battle_event_id = bp.battle_event_id AND vs.participant_user_id = bp.user_id), 0))::int AS total,
            bp.joined_at
       FROM battle_event_participants bp
       LEFT JOIN LATERAL (SELECT pr.username, pr.profile_picture_url, pr.instagram_handle FROM profiles pr
                           WHERE pr.id = bp.user_id LIMIT 1) p ON true
      WHERE bp.battle_event_id = 'big1' ORDER BY total DESC, bp.joined_at, bp.id`,
  ],
  [
    "battle page, the viewer's votes (battles/repository.ts votedParticipantIds)",
    `SELECT participant_user_id FROM battle_event_user_votes WHERE battle_event_id = 'gb42' AND voter_user_id = 'g4201'`,
  ],
  [
    'wallet history (wallet/repository.ts listLedger)',
    `SELECT t.*, b.title FROM credit_transactions t LEFT JOIN battle_events b ON b.id = t.battle_event_id
      WHERE t.user_id = 'g77' ORDER BY t.created_at DESC, t.id DESC LIMIT 200`,
  ],
];

export async function explainHotQueries(url: string): Promise<{ name: string; plan: string }[]> {
  return withClient(url, async (c) => {
    // As the API's pool sets it (src/server/db/client.ts).
    await c.query('SET random_page_cost = 1.1');
    const out: { name: string; plan: string }[] = [];
    for (const [name, query] of HOT_QUERIES) {
      await c.query('BEGIN');
      const { rows } = await c.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${query}`,
      );
      await c.query('ROLLBACK');
      out.push({ name, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return out;
  });
}

async function measureOn({
  root,
  log,
  label,
  grow,
}: SuiteContext & { label: string; grow: boolean }): Promise<{
  votes: VoteFigures;
  reads: ReadFigures[];
  plans: { name: string; plan: string }[];
}> {
  const scratch = await createScratchDatabase();
  if ('error' in scratch) throw new Error(`PostgreSQL unreachable (${scratch.error})`);
  let server: VoteServer | undefined;
  try {
    const started = await startBenchServer(root, scratch);
    server = started.server;
    if (grow) await withClient(scratch.url, (c) => generateGrowth(c, log));
    await prepareVoteData(scratch.url, { voters: VOTERS });
    await prepareReadData(scratch.url);
    await checkSession(server, started.secret);
    const votes = await measureVotes({ root, server, secret: started.secret, log, voters: VOTERS, label });
    const reads = await measureReads({ server, secret: started.secret, log, label });
    const plans = grow ? await explainHotQueries(scratch.url) : [];
    return { votes, reads, plans };
  } finally {
    await server?.stop();
    await scratch.drop();
  }
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  if (!hasPgbench()) return ['- skipped: pgbench is not installed'];
  const empty = await measureOn({ root, log, label: '[empty] ', grow: false });
  const grown = await measureOn({ root, log, label: '[grown] ', grow: true });
  const rows: string[][] = [];
  /** A vote figure on both databases: its rate (API votes/s or pgbench tps) and p99. */
  const vote = (name: string, figure: (votes: VoteFigures) => { rate: number; p99: number }) => {
    const a = figure(empty.votes);
    const b = figure(grown.votes);
    rows.push([
      name,
      `${fmt.rate(a.rate)} /s, p99 ${fmt.ms(a.p99)}`,
      `${fmt.rate(b.rate)} /s, p99 ${fmt.ms(b.p99)}`,
      fmt.pct(b.rate / a.rate),
    ]);
  };
  vote('votes: API spread', (v) => ({ rate: v.apiSpread.okPerSec, p99: v.apiSpread.p99 }));
  vote('votes: pgbench cast_vote() spread', (v) => ({ rate: v.pgSpread.tps, p99: v.pgSpread.p99 }));
  vote('votes: API hot', (v) => ({ rate: v.apiHot.okPerSec, p99: v.apiHot.p99 }));
  vote('votes: pgbench cast_vote() hot', (v) => ({ rate: v.pgHot.tps, p99: v.pgHot.p99 }));
  empty.reads.forEach((e, i) => {
    const g = grown.reads[i]!;
    for (const [kind, key] of [
      ['anonymous 200', 'anon'],
      ['anonymous 304', 'revalidate'],
      ['signed in', 'signedIn'],
    ] as const) {
      rows.push([
        `${e.name}: ${kind}`,
        `${fmt.rate(e[key].okPerSec)} /s, p99 ${fmt.ms(e[key].p99)}`,
        `${fmt.rate(g[key].okPerSec)} /s, p99 ${fmt.ms(g[key].p99)}`,
        fmt.pct(g[key].okPerSec / e[key].okPerSec),
      ]);
    }
  });
  const lines = [
    `Grown database: 100k users, 10k battles × 10 fighters, 1M votes with their ledger rows (plus the bench's own rows). ${VOTERS - 100} votes per vote phase. The arena list is paged (24 battles a page, keyset on the arena order: the battles not finished sorted in full, then the finished ones walking an index on end_time, id), so its figures should not depend on the 10k battles; anonymous battle-page and first-arena-page reads are served from the 1 s micro-cache.`,
    '',
    ...table(['figure', 'empty DB', 'grown DB', 'grown / empty'], rows),
    '',
    '<details><summary>EXPLAIN (ANALYZE) of the hot queries on the grown database</summary>',
    '',
    ...grown.plans.flatMap((p) => [`**${p.name}**`, '', '```', p.plan, '```', '']),
    '</details>',
  ];
  for (const l of lines.slice(2, 2 + rows.length + 2)) log(l);
  return lines;
}
