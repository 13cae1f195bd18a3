import { existsSync } from 'node:fs';
import path from 'node:path';
import { type Config, loadConfig } from '#server/config.ts';
import { type Database, openDatabase } from './client.ts';

/** Config and database exactly as the server would open them (for the CLIs). */
export async function openFromEnv(): Promise<{ config: Config; database: Database }> {
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    directUrl: config.DATABASE_DIRECT_URL,
    pgliteDir: path.join(config.dataDir, 'pglite'),
    poolSize: 2,
  });
  return { config, database };
}
