// `npm run bench [suite ...]`: runs the named suites (all registered ones by default), prints each
// figure as it is measured, and appends the run, dated, to bench/RESULTS.md. Benchmarks measure and
// print; they never fail on a time. Exit code is non-zero only when a suite crashes.
import { appendResults } from './lib/results.ts';
import type { Suite, SuiteContext } from './lib/suite.ts';

/**
 * Hook point: each suite is a module exporting `async run(ctx)` that returns markdown lines for
 * RESULTS.md. To add one (votes, reads, sse, growth), write bench/suites/<name>.ts and add a line.
 */
const suites: Record<string, () => Promise<Suite>> = {
  startup: () => import('./suites/startup.ts'),
  frontend: () => import('./suites/frontend.ts'),
  votes: () => import('./suites/votes.ts'),
  reads: () => import('./suites/reads.ts'),
  sse: () => import('./suites/sse.ts'),
  growth: () => import('./suites/growth.ts'),
  ssr: () => import('./suites/ssr.ts'),
  'shell-gzip': () => import('./suites/shell-gzip.ts'),
  admin: () => import('./suites/admin.ts'),
  'guest-vote': () => import('./suites/guest-vote.ts'),
  cluster: () => import('./suites/cluster.ts'),
  micro: () => import('./suites/micro.ts'),
};

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !(name in suites));
if (unknown.length > 0) {
  console.error(`Unknown suite(s): ${unknown.join(', ')}. Available: ${Object.keys(suites).join(', ')}`);
  process.exit(2);
}
const names = requested.length > 0 ? requested : Object.keys(suites);
const ctx: SuiteContext = { root: new URL('..', import.meta.url).pathname, log: (line) => console.log(line) };

const sections: { name: string; lines: string[] }[] = [];
let crashed = false;
for (const name of names) {
  console.log(`\n=== ${name} ===`);
  try {
    const { run } = await suites[name]!();
    sections.push({ name, lines: await run(ctx) });
  } catch (err) {
    crashed = true;
    console.error(`suite ${name} crashed:`, err);
    sections.push({ name, lines: [`suite crashed: ${err instanceof Error ? err.message : String(err)}`] });
  }
}
const file = appendResults(ctx.root, sections);
console.log(`\nAppended to ${file}`);
process.exit(crashed ? 1 : 0);
