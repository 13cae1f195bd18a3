import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { hasDemoLogins, seedDemoIfEmpty } from './db/seed/demo.ts';
import { runBeforeServing, startJobs } from './jobs/index.ts';
import { startBanner } from './start-banner.ts';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  let log: FastifyBaseLogger | undefined;
  const database = await openDatabase({
    onError: (err) => log?.warn({ err }, 'database connection error'),
    databaseUrl: config.DATABASE_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: config.DB_POOL_SIZE,
  });
  await database.migrate();

  // `npm run dev` passes --dev: pages render through Vite (hot reload); otherwise the build.
  const web = process.argv.includes('--dev') ? ({ mode: 'dev' } as const) : undefined;
  const app = await buildApp({ config, database, ...(web ? { web } : {}) });
  log = app.log;
  if (config.SEED_DEMO === 'auto' && database.kind === 'pglite') {
    const seeded = await seedDemoIfEmpty(app.deps);
    if (seeded) app.log.info('demo data seeded');
  }
  await runBeforeServing(app.deps);
  const stopJobs = startJobs(app);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: draining in-flight requests');
    stopJobs();
    // app.close stops accepting connections and waits for in-flight requests to finish. A keep-alive
    // connection whose request finishes meanwhile would hold the exit for the keep-alive timeout
    // (72 s), so idle connections are closed as they appear.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 100);
    await app.close();
    clearInterval(sweep);
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  process.stdout.write(
    startBanner({
      publicUrl: config.PUBLIC_URL,
      database:
        database.kind === 'pglite'
          ? `embedded PGlite (${path.join(config.dataDir, 'pglite')})`
          : 'PostgreSQL',
      demoLogins: await hasDemoLogins(app.deps),
    }),
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(
      `Yod Arena failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    );
  }
  process.exit(1);
});
