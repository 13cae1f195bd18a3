// Growth: the vote and read measurements on an empty database and on one holding 100k users, 10k
// battles and 1M votes (bench/lib/growth.mjs), side by side, plus EXPLAIN (ANALYZE) of the hot
// queries on the grown database.
import { withClient } from '../lib/data.mjs';
import { generateGrowth } from '../lib/growth.mjs';
import { fmt, table } from '../lib/load.mjs';
import { hasPgbench } from '../lib/pgbench.mjs';
import { createScratchDatabase } from '../lib/server.mjs';
import { measureReads, prepareReadData } from './reads.mjs';
import { checkSession, measureVotes, prepareVoteData, startBenchServer } from './votes.mjs';

const VOTERS = Number(process.env.BENCH_GROWTH_VOTERS ?? 8_000);

/** The statements behind the hot paths, with real parameters, as the repositories issue them. */
const HOT_QUERIES = [
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
    'vote checks in one read (votes/repository.ts loadVoteContext)',
    `SELECT b.*, bp.username, c.balance, c.last_vote_at,
            EXISTS (SELECT 1 FROM battle_event_user_votes v WHERE v.battle_event_id = b.id
                     AND v.participant_user_id = 'g5' AND v.voter_user_id = 'g77') AS voted, s.daily_yodcoins
       FROM battle_events b
       LEFT JOIN battle_event_participants bp ON bp.battle_event_id = b.id AND bp.user_id = 'g5'
       LEFT JOIN user_credits c ON c.user_id = 'g77'
       LEFT JOIN platform_settings s ON s.id = 1
      WHERE b.id = 'gb0' OR b.slug = 'gb0' ORDER BY b.id = 'gb0' DESC LIMIT 1`,
  ],
  [
    'the vote itself (record_vote, rolled back)',
    `SELECT * FROM record_vote('gb9999', 'g99991', 'x', 'g1', now(), NULL, 'bench_explain')`,
  ],
  [
    'arena list (battles/repository.ts listBattles)',
    `SELECT * FROM battle_events WHERE status <> 'pending' ORDER BY created_at DESC, id DESC`,
  ],
  [
    'battle page participants (battles/repository.ts listParticipants)',
    `SELECT bp.id, bp.user_id, coalesce(p.username, bp.username), bp.votes_count, bp.joined_at
       FROM battle_event_participants bp LEFT JOIN profiles p ON p.id = bp.user_id
      WHERE bp.battle_event_id = 'big1' ORDER BY bp.votes_count DESC, bp.joined_at, bp.id`,
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

export async function explainHotQueries(url) {
  return withClient(url, async (c) => {
    // As the API's pool sets it (src/server/db/client.ts).
    await c.query('SET random_page_cost = 1.1');
    const out = [];
    for (const [name, query] of HOT_QUERIES) {
      await c.query('BEGIN');
      const { rows } = await c.query(`EXPLAIN (ANALYZE, COSTS OFF, SUMMARY ON) ${query}`);
      await c.query('ROLLBACK');
      out.push({ name, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return out;
  });
}

async function measureOn({ root, log, label, grow }) {
  const scratch = await createScratchDatabase();
  if (!scratch.url) throw new Error(`PostgreSQL unreachable (${scratch.error})`);
  let server;
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

export async function run({ root, log }) {
  if (!hasPgbench()) return ['- skipped: pgbench is not installed'];
  const empty = await measureOn({ root, log, label: '[empty] ', grow: false });
  const grown = await measureOn({ root, log, label: '[grown] ', grow: true });
  const rows = [];
  const vote = (name, key, rate) => {
    const a = empty.votes[key];
    const b = grown.votes[key];
    const r = (x) => (rate === 'api' ? x.okPerSec : x.tps);
    rows.push([
      name,
      `${fmt.rate(r(a))} /s, p99 ${fmt.ms(a.p99)}`,
      `${fmt.rate(r(b))} /s, p99 ${fmt.ms(b.p99)}`,
      fmt.pct(r(b) / r(a)),
    ]);
  };
  vote('votes: API spread', 'apiSpread', 'api');
  vote('votes: pgbench record_vote() spread', 'pgSpread', 'pg');
  vote('votes: API hot', 'apiHot', 'api');
  vote('votes: pgbench record_vote() hot', 'pgHot', 'pg');
  empty.reads.forEach((e, i) => {
    const g = grown.reads[i];
    for (const [kind, key] of [
      ['anonymous 200', 'anon'],
      ['anonymous 304', 'revalidate'],
      ['signed in', 'signedIn'],
    ]) {
      rows.push([
        `${e.name}: ${kind}`,
        `${fmt.rate(e[key].okPerSec)} /s, p99 ${fmt.ms(e[key].p99)}`,
        `${fmt.rate(g[key].okPerSec)} /s, p99 ${fmt.ms(g[key].p99)}`,
        fmt.pct(g[key].okPerSec / e[key].okPerSec),
      ]);
    }
  });
  const lines = [
    `Grown database: 100k users, 10k battles × 10 fighters, 1M votes with their ledger rows (plus the bench's own rows). ${VOTERS - 100} votes per vote phase. The arena list returns every battle (no paging), so on the grown database it carries 10k battles.`,
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
