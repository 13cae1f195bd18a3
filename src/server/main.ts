import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { hasDemoLogins, isEmpty, seedDemo } from './db/seed/demo.ts';
import { runBeforeServing, startJobs } from './jobs/index.ts';
import { startBanner, startStep } from './start-banner.ts';

async function main() {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  let log: FastifyBaseLogger | undefined;
  const pgliteDir = path.join(config.dataDir, 'pglite');
  const database = await startStep(
    config.DATABASE_URL ? 'Connecting to PostgreSQL' : `Opening the embedded database (${pgliteDir})`,
    () =>
      openDatabase({
        onError: (err) => log?.warn({ err }, 'database connection error'),
        databaseUrl: config.DATABASE_URL,
        directUrl: config.DATABASE_DIRECT_URL,
        readUrl: config.DATABASE_READ_URL,
        onReadReplica: (change, err) =>
          change === 'down'
            ? log?.warn({ err }, 'read replica unreachable: its reads go to the primary')
            : log?.info('read replica answers again: its reads go back to it'),
        pgliteDir,
        poolSize: config.DB_POOL_SIZE,
      }),
  );
  await startStep('Migrating the database', () => database.migrate());

  // `npm run dev` passes --dev: pages render through Vite (hot reload); otherwise the build.
  const web = process.argv.includes('--dev') ? ({ mode: 'dev' } as const) : undefined;
  const app = await buildApp({ config, database, ...(web ? { web } : {}) });
  log = app.log;
  if (config.SEED_DEMO === 'auto' && database.kind === 'pglite' && (await isEmpty(app.deps))) {
    await startStep('Seeding the demo data (first start)', () => seedDemo(app.deps));
    app.log.info('demo data seeded');
  }
  await startStep('Bringing the admin figures up to date', () => runBeforeServing(app.deps));
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
      database: database.kind === 'pglite' ? `embedded PGlite (${pgliteDir})` : 'PostgreSQL',
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
