// Front end: Lighthouse (mobile preset) for /, /arena and a battle page against the built server,
// driving the system Chromium, and the JavaScript each page really loads (from Lighthouse's own
// network log, gzip sizes), with a check that no admin chunk reaches a public page.
// BENCH_BASELINES="name=/path/to/other/checkout,..." measures other built checkouts (e.g. the
// previous front end) in the same run, one after the other, for a comparison on equal terms.
import { existsSync } from 'node:fs';
import os from 'node:os';
import { gzipSync } from 'node:zlib';
import type { LaunchedChrome } from 'chrome-launcher';
import type { RunnerResult } from 'lighthouse';
import { baselines } from '../lib/baselines.ts';
import { AFTER_HYDRATED_MS, hydrationTasks } from '../lib/hydration-tasks.ts';
import { type BenchServer, startServer } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';

type Lighthouse = typeof import('lighthouse').default;

const PUBLIC_TARGET_KB = 150;
// Five runs and their median, as Lighthouse's own guidance on variability recommends.
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const CHROME_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The same-origin scripts a Lighthouse run requested until the page's load event: what the page
 * needs to become interactive. Code fetched later on purpose (the toaster, on idle) or on a click
 * (the share dialog) is not part of a page's start.
 */
function scriptUrls(result: RunnerResult, origin: string): string[] {
  const items = auditItems(result, 'network-requests');
  // What the page loads to start: the scripts requested until it was hydrated (root.tsx marks
  // it; builds without the mark: until the load event). Later ones load on idle or on demand.
  const hydrated = auditItems(result, 'user-timings').find((item) => item.name === 'yod:hydrated');
  const loadAt =
    numberOr(hydrated?.startTime) ??
    numberOr(auditItems(result, 'metrics')[0]?.observedLoad) ??
    Number.POSITIVE_INFINITY;
  return items
    .filter((item) => item.resourceType === 'Script' && String(item.url).startsWith(origin))
    .filter((item) => (numberOr(item.networkRequestTime) ?? numberOr(item.startTime) ?? 0) <= loadAt)
    .map((item) => String(item.url));
}

/** The rows of an audit's table (network requests, user timings, metrics): cells by column key. */
function auditItems(result: RunnerResult, audit: string): Record<string, unknown>[] {
  const details = result.lhr.audits[audit]?.details;
  return details && 'items' in details && Array.isArray(details.items) ? details.items : [];
}

const numberOr = (value: unknown) => (typeof value === 'number' ? value : undefined);

async function gzipSize(url: string, cache: Map<string, number>): Promise<number> {
  const known = cache.get(url);
  if (known !== undefined) return known;
  const body = Buffer.from(await (await fetch(url)).arrayBuffer());
  const size = gzipSync(body, { level: 9 }).length;
  cache.set(url, size);
  return size;
}

interface ListedBattle {
  id: string;
  slug?: string;
  participantsCount?: { current: number };
}

async function pagesOf(server: BenchServer): Promise<string[]> {
  const pages = ['/', '/arena'];
  const list = await fetch(`${server.url}/api/battles`).catch(() => null);
  const battles = list?.ok ? (((await list.json()) as { battles?: ListedBattle[] }).battles ?? []) : [];
  // A battle people vote in (fighters, counts, vote buttons), not an empty scheduled one.
  const battle = battles.find((b) => (b.participantsCount?.current ?? 0) > 0) ?? battles[0];
  if (battle) pages.push(`/battle/${encodeURIComponent(battle.slug ?? battle.id)}`);
  return pages;
}

/** Lighthouse until RUNS scored runs (a run it cannot finish is listed and measured again). */
async function lighthouseRuns(
  lighthouse: Lighthouse,
  chrome: LaunchedChrome,
  url: string,
  log: SuiteContext['log'],
): Promise<{ median: RunnerResult | null; scored: RunnerResult[]; all: string }> {
  const perf = (result: RunnerResult) => Math.round((result.lhr.categories.performance?.score ?? 0) * 100);
  const failed = (result: RunnerResult) =>
    Boolean(result.lhr.runtimeError) || result.lhr.categories.performance?.score == null;
  const runs: RunnerResult[] = [];
  for (let attempt = 0; attempt < RUNS * 2 && runs.filter((r) => !failed(r)).length < RUNS; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error(`${url}: Lighthouse returned no result`);
    if (failed(result))
      log(`${url}: a Lighthouse run failed: ${result.lhr.runtimeError?.code ?? 'no score'}`);
    runs.push(result);
  }
  const scored = runs.filter((result) => !failed(result)).sort((a, b) => perf(a) - perf(b));
  // With an even count, the lower of the two middle runs.
  const median = scored[Math.floor((scored.length - 1) / 2)] ?? null;
  return { median, scored, all: runs.map((r) => (failed(r) ? 'failed' : perf(r))).join(', ') };
}

interface Site {
  name: string;
  root: string;
}

async function measureSite({
  name,
  root,
  lighthouse,
  chrome,
  log,
}: Site & { lighthouse: Lighthouse; chrome: LaunchedChrome; log: SuiteContext['log'] }) {
  const server = await startServer(root);
  const rows: string[] = [];
  const gz = new Map<string, number>();
  const union = new Set<string>();
  const jsRows: string[] = [];
  const taskRows: string[] = [];
  try {
    for (const page of await pagesOf(server)) {
      const load = os.loadavg()[0]!.toFixed(1);
      const { median, scored, all } = await lighthouseRuns(lighthouse, chrome, `${server.url}${page}`, log);
      if (!median) {
        rows.push(`| ${name} | ${page} | every run failed | | | | | | | | |`);
        continue;
      }
      const c = median.lhr.categories;
      const score = (cat: { score: number | null } | undefined) =>
        cat?.score == null ? 'n/a' : Math.round(cat.score * 100);
      const metrics = METRICS.map((id) => median.lhr.audits[id]?.displayValue ?? 'n/a').join(' | ');
      const row = `| ${name} | ${page} | ${score(c.performance)} (${all}) | ${score(c.accessibility)} | ${score(c['best-practices'])} | ${score(c.seo)} | ${metrics} |`;
      log(row);
      rows.push(row);
      const tasks = hydrationTasks(median.artifacts.Trace);
      const longest = scored.map((r) => hydrationTasks(r.artifacts.Trace)?.longestMs ?? 0);
      const taskRow = tasks
        ? `| ${name} | ${page} | ${tasks.longestMs.toFixed(0)} ms | ${Math.min(...longest).toFixed(0)}-${Math.max(...longest).toFixed(0)} ms | ${tasks.longestCpuMs === null ? 'n/a' : `${tasks.longestCpuMs.toFixed(0)} ms`} | ${tasks.over50} | ${tasks.blockingMs.toFixed(0)} ms | ${median.lhr.audits['total-blocking-time']?.displayValue ?? 'n/a'} | ${load} → ${os.loadavg()[0]!.toFixed(1)} |`
        : `| ${name} | ${page} | no hydration mark in the trace | | | | | | ${load} |`;
      log(taskRow);
      taskRows.push(taskRow);
      const scripts = scriptUrls(median, server.url);
      let bytes = 0;
      for (const url of scripts) {
        bytes += await gzipSize(url, gz);
        union.add(url);
      }
      const admin = scripts.filter((url) => /\/assets\/[^/]*admin/.test(url));
      jsRows.push(
        `| ${name} | ${page} | ${scripts.length} | ${kb(bytes)} | ${admin.length === 0 ? 'none' : `**${admin.length} (LEAK)**`} |`,
      );
    }
  } finally {
    await server.stop();
  }
  let total = 0;
  for (const url of union) total += gz.get(url) ?? 0;
  jsRows.push(`| ${name} | all three together | ${union.size} | **${kb(total)}** | |`);
  for (const row of jsRows) log(row);
  return { rows, jsRows, taskRows, total };
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  let lighthouse: Lighthouse;
  let chromeLauncher: typeof import('chrome-launcher');
  try {
    lighthouse = (await import('lighthouse')).default;
    chromeLauncher = await import('chrome-launcher');
  } catch (err) {
    return [`- Lighthouse skipped: ${err instanceof Error ? err.message : String(err)}`];
  }
  if (!existsSync(CHROME_PATH)) return [`- Lighthouse skipped: no Chromium at ${CHROME_PATH}`];
  const sites: Site[] = [{ name: 'this build', root }, ...baselines()];
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME_PATH,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const results: (Site & Awaited<ReturnType<typeof measureSite>>)[] = [];
  try {
    for (const site of sites) {
      log(`\n${site.name} (${site.root}):`);
      results.push({ ...site, ...(await measureSite({ ...site, lighthouse, chrome, log })) });
    }
  } finally {
    await chrome.kill();
  }
  const ours = results[0]!;
  return [
    'Lighthouse, mobile preset (emulated phone, simulated slow 4G), median of the scored runs:',
    '',
    '| build | page | performance (runs) | accessibility | best-practices | SEO | FCP | LCP | TBT | CLS | Speed Index |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) => r.rows),
    '',
    `The main thread while the page starts, unthrottled (the trace of each Lighthouse run: it loads the page at full speed and simulates the phone afterwards), from the first module script to ${AFTER_HYDRATED_MS} ms after the \`yod:hydrated\` mark; TBT is Lighthouse's simulated figure of the median run; load is the 1-min load average when the page's runs started → ended:`,
    '',
    '| build | page | longest task (median run) | longest task (all runs) | most CPU in one task (median run) | tasks > 50 ms | their time over 50 ms | TBT (simulated) | load |',
    '|---|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.flatMap((r) => r.taskRows),
    '',
    'JavaScript each page loaded until its load event (same-origin scripts in the median run, gzip -9):',
    '',
    '| build | page | scripts | JS gzip | admin chunks |',
    '|---|---|---:|---:|---|',
    ...results.flatMap((r) => r.jsRows),
    '',
    `Targets: performance >= 95, LCP <= 1.5 s, TBT <= 150 ms, CLS <= 0.02, every task while hydrating <= 50 ms unthrottled; public JS of the three pages together <= ${PUBLIC_TARGET_KB} KB gzip (this build: ${ours.total <= PUBLIC_TARGET_KB * 1024 ? 'met' : 'NOT met'}).`,
  ];
}
