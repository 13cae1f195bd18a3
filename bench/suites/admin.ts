// Admin: the admin area on the grown database (growth.ts: 100k users, 10k battles, 1M votes; plus
// admin-growth.ts: a 200k-row audit log, bans, staff, a 20k-row wallet, a 1,000-fighter battle;
// plus the demo seed), signed in as the master admin. Each list's first page and a page deep in it,
// searches, the stats, the summary and the analytics: status, p50/p95 of sequential requests and
// the body size; EXPLAIN (ANALYZE) of the SQL behind them (built by the compiled repositories, so
// it is the SQL the server sends); the time until /admin/users and /admin/battles show their
// first rows in Chromium. Growing takes a few minutes of CPU: BENCH_ADMIN_DB_URL reuses a database
// this suite grew before (it is grown only when it is not). First, the dashboard and the 90-day
// analytics right after a start on the grown database with no rollup yet (as after the upgrade that
// brings the rollup, or a long stop), for this build and each of BENCH_BASELINES.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { explainQueries, one } from '../lib/admin-explain.ts';
import { ADMIN_GROWTH, generateAdminGrowth, hasAdminGrowth } from '../lib/admin-growth.ts';
import { baselines } from '../lib/baselines.ts';
import { withClient } from '../lib/data.ts';
import { GROWTH, generateGrowth } from '../lib/growth.ts';
import { percentile, table } from '../lib/load.ts';
import { type BenchServer, createScratchDatabase, sleep, startServer } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';

/**
 * The compiled server's modules this suite imports from dist/ (so the SQL is what the server
 * sends), typed as their sources.
 */
type Keyset = typeof import('#server/admin/shared/keyset.ts');

const RUNS = Number(process.env.BENCH_ADMIN_RUNS ?? 20);
const BROWSER_RUNS = Number(process.env.BENCH_ADMIN_BROWSER_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MASTER = { email: 'mestre@yod.test', password: 'yodarena' };
const TARGET = { ms: 300, bytes: 200 * 1024 };

interface Answer {
  status: number;
  ms: number;
  bytes: number;
  buffer: Buffer;
  headers: http.IncomingHttpHeaders;
}

function request(
  base: string,
  pathname: string,
  {
    method = 'GET',
    headers = {},
    body,
  }: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // No Accept-Encoding: the body size is the JSON itself, before any compression.
    const req = http.request(new URL(pathname, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (d: Buffer) => chunks.push(d));
      res.on('end', () => {
        const buffer = Buffer.concat(chunks);
        resolve({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          bytes: buffer.length,
          buffer,
          headers: res.headers,
        });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function signIn(base: string): Promise<string> {
  const res = await request(base, '/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(MASTER),
  });
  if (res.status !== 200) throw new Error(`master login failed: ${res.status} ${res.buffer}`);
  return (res.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]).join('; ');
}

/** Sequential requests (two warm-ups first): p50/p95 of the 200s, the last status and body size. */
async function timeRequest(base: string, cookie: string, pathname: string) {
  for (let i = 0; i < 2; i++) await request(base, pathname, { headers: { cookie } });
  const times: number[] = [];
  let last = await request(base, pathname, { headers: { cookie } });
  times.push(last.ms);
  for (let i = 1; i < RUNS; i++) {
    last = await request(base, pathname, { headers: { cookie } });
    times.push(last.ms);
  }
  times.sort((a, b) => a - b);
  return {
    status: last.status,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    bytes: last.bytes,
    body: last.buffer,
  };
}

/** The database to measure: the one named by BENCH_ADMIN_DB_URL, or a scratch one dropped after. */
async function prepareDatabase(
  root: string,
  log: SuiteContext['log'],
): Promise<{ url: string; drop: () => Promise<void> }> {
  const own = process.env.BENCH_ADMIN_DB_URL;
  const scratch = own ? null : await createScratchDatabase();
  if (scratch && 'error' in scratch) throw new Error(`PostgreSQL unreachable (${scratch.error})`);
  const url = own ?? scratch?.url;
  if (!url) throw new Error('no database to measure');
  // Migrations, then the demo data when the database has no users yet.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yod-bench-admin-'));
  try {
    const out = execFileSync(process.execPath, [path.join(root, 'dist/server/db/seed-cli.js')], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    log(`database: ${out.trim()}`);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  await withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM "user" WHERE id = 'g${GROWTH.users}'`,
    );
    if (rows[0]!.n === 0) await generateGrowth(c, log);
    else log('database: already grown');
    if (!(await hasAdminGrowth(c))) await generateAdminGrowth(c, log);
    else log('database: admin growth already in');
  });
  return { url, drop: scratch ? () => scratch.drop() : async () => {} };
}

/** The server's rollup job runs at start; measuring before it ends would time the live fallback. */
async function waitForRollup(url: string, since: number, log: SuiteContext['log']) {
  const started = Date.now();
  for (;;) {
    const fresh = await withClient(url, async (c) => {
      const { rows } = await c.query<{ rolled_until: Date }>(
        'SELECT rolled_until FROM admin_rollup_state WHERE id = 1',
      );
      return rows[0] && rows[0].rolled_until.getTime() >= since - 2 * 60_000;
    });
    if (fresh) break;
    if (Date.now() - started > 10 * 60_000)
      throw new Error('the analytics rollup did not finish in 10 minutes');
    await sleep(500);
  }
  log(`rollup ready ${((Date.now() - started) / 1000).toFixed(1)} s after the server`);
}

/** The analytics rollup as a database that grew without it has it: nothing rolled up. */
async function forgetRollup(url: string) {
  await withClient(url, (c) =>
    c.query('TRUNCATE admin_rollup_state, admin_daily_stats, admin_daily_votes, admin_period_tops'),
  );
}

const FIRST_REQUESTS: [label: string, path: string][] = [
  ['summary (dashboard)', '/api/admin/summary'],
  ['analytics, 90 days', '/api/admin/analytics?days=90'],
];

/**
 * Starts `root`'s build on the database without a rollup and times its first answers: how long
 * the start took (until /healthz), then one request of each of FIRST_REQUESTS, signed in.
 */
async function firstRequests(
  root: string,
  url: string,
  log: SuiteContext['log'],
  name: string,
): Promise<{ server: BenchServer; row: string[] }> {
  await forgetRollup(url);
  const server = await startServer(root, {
    env: { DATABASE_URL: url, SEED_DEMO: 'never' },
    timeoutMs: 10 * 60_000,
  });
  const cookie = await signIn(server.url);
  const times: string[] = [];
  for (const [label, pathname] of FIRST_REQUESTS) {
    const r = await request(server.url, pathname, { headers: { cookie } });
    if (r.status !== 200) throw new Error(`${name} ${pathname}: ${r.status}`);
    times.push(`${r.ms.toFixed(0)} ms`);
    log(`${name}, first request after the start, ${label}: ${r.ms.toFixed(0)} ms`);
  }
  log(`${name}: healthy ${(server.readyMs / 1000).toFixed(1)} s after spawning`);
  return { server, row: [name, `${(server.readyMs / 1000).toFixed(1)} s`, ...times] };
}

type Cursors = Record<'usersCreated' | 'usersName' | 'battles' | 'audit' | 'ledger', string>;

/** Cursors into the middle of each list, made as the server makes them (dist keyset.js). */
async function deepCursors(root: string, url: string): Promise<Cursors> {
  const { encodeCursor }: Keyset = await import(path.join(root, 'dist/server/admin/shared/keyset.js'));
  return withClient(url, async (c) => {
    const user = await one<{ v: string }>(c, `SELECT created_at::text AS v FROM "user" WHERE id = 'g50000'`);
    const battle = await one<{ v: string }>(
      c,
      `SELECT created_at::text AS v FROM battle_events WHERE id = 'gb5000'`,
    );
    const audit = await one<{ id: string; v: string }>(
      c,
      `SELECT id::text AS id, created_at::text AS v FROM audit_log WHERE target_id = 'bench-100000'`,
    );
    const ledger = await one<{ id: string; v: string }>(
      c,
      `SELECT id::text AS id, created_at::text AS v FROM credit_transactions WHERE user_id = 'g77'
       ORDER BY created_at DESC, id DESC OFFSET 10000 LIMIT 1`,
    );
    return {
      usersCreated: encodeCursor('created', 'desc', { value: user.v, id: 'g50000' }, false),
      usersName: encodeCursor('name', 'asc', { value: 'g_user_50000', id: 'g50000' }, false),
      battles: encodeCursor('created', 'desc', { value: battle.v, id: 'gb5000' }, false),
      audit: encodeCursor('created', 'desc', { value: audit.v, id: audit.id }, false),
      ledger: encodeCursor('created', 'desc', { value: ledger.v, id: ledger.id }, false),
    };
  });
}

/** [label, path] of every measured request; the first five are the issue's table. */
function adminRequests(cursors: Cursors): [label: string, path: string][] {
  const c = (x: string) => encodeURIComponent(x);
  return [
    ['users, first page (newest)', '/api/admin/users'],
    ['battles, first page (newest)', '/api/admin/battles'],
    ['analytics, 90 days', '/api/admin/analytics?days=90'],
    ['summary (dashboard)', '/api/admin/summary'],
    ['user picker search', '/api/admin/users/search?q=g_user_99'],
    ['users, page in the middle (newest first)', `/api/admin/users?cursor=${c(cursors.usersCreated)}`],
    ['users by name, first page', '/api/admin/users?sort=name'],
    [
      'users by name, page in the middle',
      `/api/admin/users?sort=name&dir=asc&cursor=${c(cursors.usersName)}`,
    ],
    ['users by battles, 50 rows', '/api/admin/users?sort=battles&limit=50'],
    ['users by e-mail', '/api/admin/users?sort=email'],
    ['users search "g_user_99"', '/api/admin/users?q=g_user_99'],
    ['users search "bench.yod" by name (matches all)', '/api/admin/users?q=bench.yod&sort=name'],
    ['users search "qz" (2 characters: no trigram)', '/api/admin/users?q=qz'],
    ['users search "qzx" (rare: the trigram index)', '/api/admin/users?q=qzx'],
    ['users banned', '/api/admin/users?status=banned'],
    ['users role user, by battles', '/api/admin/users?role=user&sort=battles'],
    ['users stats cards', '/api/admin/users/stats'],
    ['battles, page in the middle', `/api/admin/battles?cursor=${c(cursors.battles)}`],
    ['battles by title', '/api/admin/battles?sort=title'],
    ['battles finished, by prize', '/api/admin/battles?status=finished&sort=prize'],
    ['battles by status shown', '/api/admin/battles?sort=status'],
    ['battles search "batalha 99"', `/api/admin/battles?q=${c('batalha 99')}`],
    ['audit, first page', '/api/admin/audit'],
    ['audit, page in the middle', `/api/admin/audit?cursor=${c(cursors.audit)}`],
    ['audit, one action', '/api/admin/audit?action=user.ban'],
    ['YodCoins history (20k rows), first page', '/api/admin/wallets/g77/transactions'],
    [
      'YodCoins history, page in the middle',
      `/api/admin/wallets/g77/transactions?cursor=${c(cursors.ledger)}`,
    ],
    ['analytics, 30 days', '/api/admin/analytics?days=30'],
    ['analytics, 7 days', '/api/admin/analytics?days=7'],
    [
      `participants of a ${ADMIN_GROWTH.bigBattleFighters}-fighter battle`,
      '/api/admin/battles/gbig/participants',
    ],
  ];
}

/** Milliseconds from navigation to the first row in view, `runs` times per page, in Chromium at 1280 px. */
async function firstRows(base: string, log: SuiteContext['log']): Promise<string[][]> {
  let chromium: typeof import('@playwright/test').chromium;
  try {
    ({ chromium } = await import('@playwright/test'));
  } catch {
    return [['(Chromium)', 'skipped: @playwright/test is not installed']];
  }
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const rows: string[][] = [];
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const login = await context.request.post(`${base}/api/auth/login`, { data: MASTER });
    if (login.status() !== 200) throw new Error(`browser login failed: ${login.status()}`);
    for (const [pathname, selector] of [
      ['/admin/users', '[data-testid^="user-row-"]'],
      ['/admin/battles', '[data-testid^="admin-battle-"]'],
    ] as const) {
      const times: number[] = [];
      for (let i = 0; i < BROWSER_RUNS + 1; i++) {
        const page = await context.newPage();
        const started = Date.now();
        await page.goto(`${base}${pathname}`, { waitUntil: 'commit' });
        await page.locator(selector).first().waitFor({ state: 'visible', timeout: 60_000 });
        if (i > 0) times.push(Date.now() - started); // the first load fills the HTTP cache
        await page.close();
      }
      times.sort((a, b) => a - b);
      const line = `median ${percentile(times, 50)} ms, slowest ${times.at(-1)} ms (${BROWSER_RUNS} loads after one that fills the cache)`;
      log(`Chromium ${pathname}: first rows, ${line}`);
      rows.push([pathname, line]);
    }
  } finally {
    await browser.close();
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const db = await prepareDatabase(root, log);
  let server: BenchServer | undefined;
  try {
    const afterStart: string[][] = [];
    for (const build of baselines()) {
      const first = await firstRequests(build.root, db.url, log, build.name);
      await first.server.stop();
      afterStart.push(first.row);
    }
    const startedAt = Date.now();
    const first = await firstRequests(root, db.url, log, 'this build');
    server = first.server;
    afterStart.unshift(first.row);
    await waitForRollup(db.url, startedAt, log);
    const cookie = await signIn(server.url);
    const cursors = await deepCursors(root, db.url);
    const rows: (string | number)[][] = [];
    for (const [label, pathname] of adminRequests(cursors)) {
      const r = await timeRequest(server.url, cookie, pathname);
      const ok = r.status === 200 && r.p95 <= TARGET.ms && r.bytes <= TARGET.bytes;
      const row = [
        label,
        `\`${pathname.length > 60 ? `${pathname.slice(0, 57)}...` : pathname}\``,
        r.status,
        `${r.p50.toFixed(0)} ms`,
        `${r.p95.toFixed(0)} ms`,
        kb(r.bytes),
        ok ? 'yes' : '**no**',
      ];
      log(`${label}: ${r.status}, p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms, ${kb(r.bytes)}`);
      rows.push(row);
    }
    const browser = await firstRows(server.url, log);
    const plans = await explainQueries(root, db.url);
    return [
      `Grown database: ${GROWTH.users / 1000}k users, ${GROWTH.battles / 1000}k battles × ${GROWTH.fighters} fighters, ${GROWTH.votes / 1e6}M votes (growth.ts), a ${ADMIN_GROWTH.auditRows / 1000}k-row audit log, ${ADMIN_GROWTH.activeBans} active bans, ${ADMIN_GROWTH.moderators} moderators, a ${ADMIN_GROWTH.ledgerRows / 1000}k-row wallet and a ${ADMIN_GROWTH.bigBattleFighters}-fighter battle (admin-growth.ts), plus the demo seed; signed in as the master admin. ${RUNS} sequential requests each after 2 warm-ups; body = the JSON, uncompressed. Target: p95 <= ${TARGET.ms} ms and <= 200 KB.`,
      '',
      `Right after a start on the grown database without a rollup (tables emptied before each start): time from spawning the server to its first 200 from /healthz, then one signed-in request of each (target ${TARGET.ms} ms from the first request).`,
      '',
      ...table(['build', 'healthy after', ...FIRST_REQUESTS.map(([label]) => `first ${label}`)], afterStart),
      '',
      'Then, once the rollup is up to date:',
      '',
      ...table(['request', 'path', 'status', 'p50', 'p95', 'body', 'on target'], rows),
      '',
      `Chromium (${CHROMIUM}, 1280 × 800, signed in as the master admin): from navigation to the first row visible. Target: 2 s.`,
      '',
      ...table(['page', 'first rows'], browser),
      '',
      '<details><summary>EXPLAIN (ANALYZE) of the admin queries on the grown database</summary>',
      '',
      ...plans.flatMap((p) => [`**${p.name}**`, '', '```', p.plan, '```', '']),
      '</details>',
    ];
  } finally {
    await server?.stop();
    if (!process.env.BENCH_ADMIN_KEEP_DB) await db.drop();
  }
}
