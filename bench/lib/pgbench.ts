// pgbench runs a SQL script straight against the database: the engine's own limit for that work.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ClientBase } from 'pg';
import { percentile } from './load.ts';

export function hasPgbench() {
  return spawnSync('pgbench', ['--version'], { encoding: 'utf8' }).status === 0;
}

/**
 * Runs `script` with `clients` connections, `transactions` per client, in extended query mode (as
 * node-postgres sends queries); `defines` become `-D name=value`. Returns tps (without connection
 * time), p50/p99 latency (ms, from the per-transaction log) and failures.
 */
export interface PgbenchResult {
  tps: number;
  processed: number;
  failed: number;
  p50: number;
  p95: number;
  p99: number;
}

export function pgbench({
  url,
  script,
  clients,
  transactions,
  defines = {},
}: {
  url: string;
  script: string;
  clients: number;
  transactions: number;
  defines?: Record<string, string | number>;
}): PgbenchResult {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yod-pgbench-'));
  try {
    const args = [
      '-n',
      '-M',
      'extended',
      '-f',
      script,
      '-c',
      String(clients),
      '-j',
      String(Math.min(clients, os.cpus().length)),
      '-t',
      String(transactions),
      '-l',
      `--log-prefix=${path.join(dir, 'log')}`,
      ...Object.entries(defines).flatMap(([k, v]) => ['-D', `${k}=${v}`]),
      url,
    ];
    const run = spawnSync('pgbench', args, { encoding: 'utf8', maxBuffer: 64 * 2 ** 20 });
    if (run.status !== 0) throw new Error(`pgbench failed (${run.status}): ${run.stderr.slice(-2000)}`);
    const tps = Number(/tps = ([\d.]+) \(without initial connection time\)/.exec(run.stdout)?.[1]);
    const failed = Number(/number of failed transactions: (\d+)/.exec(run.stdout)?.[1] ?? 0);
    const processed = Number(/actually processed: (\d+)/.exec(run.stdout)?.[1] ?? 0);
    const latencies: number[] = [];
    for (const f of readdirSync(dir)) {
      for (const line of readFileSync(path.join(dir, f), 'utf8').split('\n')) {
        const us = Number(line.split(' ')[2]);
        if (Number.isFinite(us) && line) latencies.push(us / 1000);
      }
    }
    latencies.sort((a, b) => a - b);
    return {
      tps,
      processed,
      failed,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many more connections the server accepts now, keeping `margin` for everyone else. */
export async function freeConnections(client: ClientBase, margin = 8): Promise<number> {
  const { rows } = await client.query<{ free: number }>(
    `SELECT current_setting('max_connections')::int - current_setting('superuser_reserved_connections')::int
       - (SELECT count(*) FROM pg_stat_activity)::int AS free`,
  );
  return Math.max(1, rows[0]!.free - margin);
}
