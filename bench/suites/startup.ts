// Start-up: spawn `node dist/server/main.js` (already built; `npm start` adds only its build check)
// and time it to the first 200 from /healthz; then the idle RSS after 5 s.
import { rmSync } from 'node:fs';
import { createScratchDatabase, rssMiB, type StartOptions, sleep, startServer } from '../lib/server.ts';
import type { SuiteContext } from '../lib/suite.ts';

const IDLE_MS = 5_000;

async function measure(
  root: string,
  label: string,
  options: StartOptions & { stopOptions?: { keepData?: boolean } },
  log: SuiteContext['log'],
) {
  const server = await startServer(root, options);
  await sleep(IDLE_MS);
  const rss = rssMiB(server.pid);
  await server.stop(options.stopOptions);
  const line = `${label}: ready in ${server.readyMs.toFixed(0)} ms, idle RSS ${rss === null ? 'n/a' : `${rss.toFixed(1)} MiB`}`;
  log(line);
  return { line, server };
}

export async function run({ root, log }: SuiteContext): Promise<string[]> {
  const lines: string[] = [];
  // Embedded database: the first start migrates and seeds the demo data; the second reuses it.
  const cold = await measure(
    root,
    'PGlite, fresh data dir (migrate + demo seed)',
    { stopOptions: { keepData: true } },
    log,
  );
  lines.push(`- ${cold.line}`);
  const warm = await measure(
    root,
    'PGlite, second start (same data dir)',
    { dataDir: cold.server.dataDir },
    log,
  );
  lines.push(`- ${warm.line}`);
  rmSync(cold.server.dataDir, { recursive: true, force: true });

  const scratch = await createScratchDatabase();
  if ('error' in scratch) {
    const note = `PostgreSQL: skipped (${scratch.error})`;
    log(note);
    lines.push(`- ${note}`);
    return lines;
  }
  try {
    const pgCold = await measure(
      root,
      'PostgreSQL, empty database (migrate)',
      { env: { DATABASE_URL: scratch.url } },
      log,
    );
    lines.push(`- ${pgCold.line}`);
    const pgWarm = await measure(
      root,
      'PostgreSQL, second start',
      { env: { DATABASE_URL: scratch.url } },
      log,
    );
    lines.push(`- ${pgWarm.line}`);
  } finally {
    await scratch.drop();
  }
  return lines;
}
