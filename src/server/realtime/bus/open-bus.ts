import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';
import type { Bus, BusOptions } from './bus.ts';
import { memoryBus } from './memory-bus.ts';
import { natsBus } from './nats-bus.ts';
import { postgresBus } from './postgres-bus.ts';
import { redisBus } from './redis-bus.ts';

/**
 * The bus BUS_URL names; without one, PostgreSQL's NOTIFY on PostgreSQL and the process itself on
 * the embedded database.
 */
export async function openBus(config: Config, database: Database, options: BusOptions): Promise<Bus> {
  const url = config.BUS_URL;
  if (url?.startsWith('nats://')) return natsBus(url, options);
  if (url?.startsWith('redis://') || url?.startsWith('rediss://')) return redisBus(url, options);
  return database.kind === 'postgres' ? postgresBus(database, options) : memoryBus();
}
