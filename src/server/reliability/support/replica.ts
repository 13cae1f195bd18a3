import { type ChildProcess, execFile, spawn } from 'node:child_process';
import {
  appendFileSync,
  chownSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort, until } from './server-process.ts';

const run = promisify(execFile);

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

/** The PostgreSQL binaries of the server's own major version (Debian: /usr/lib/postgresql/<v>/bin). */
export async function serverBinaries(serverUrl: string): Promise<string | undefined> {
  const [row] = await query<{ v: string }>(serverUrl, "SELECT current_setting('server_version_num') AS v");
  const dir = `/usr/lib/postgresql/${Math.floor(Number(row!.v) / 10_000)}/bin`;
  return ['postgres', 'pg_basebackup'].every((b) => existsSync(path.join(dir, b))) ? dir : undefined;
}

/** PostgreSQL refuses to run as root: as root, the replica's files and processes are postgres's. */
async function postgresUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  const id = async (flag: string) => Number((await run('id', [flag, 'postgres'])).stdout.trim());
  return { uid: await id('-u'), gid: await id('-g') };
}

/**
 * Lets pg_basebackup connect for replication from 127.0.0.1. The local test server's pg_hba.conf
 * has no replication line: one is added, with the method its `host all all 127.0.0.1/32` line
 * already uses, and the configuration reloaded; a file that has any replication line is left as
 * it is, so this runs once per machine. Returns why it could not, or null.
 */
export async function allowLocalReplication(serverUrl: string): Promise<string | null> {
  const [row] = await query<{ setting: string }>(
    serverUrl,
    `SELECT setting FROM pg_settings WHERE name = 'hba_file'`,
  );
  const file = row!.setting;
  if (!existsSync(file)) return `pg_hba.conf (${file}) is not on this machine`;
  const hba = readFileSync(file, 'utf8');
  if (/^\s*host\s+replication\s/m.test(hba)) return null;
  const method = /^\s*host\s+all\s+all\s+127\.0\.0\.1\/32\s+(\S+)/m.exec(hba)?.[1];
  if (!method) return `no "host all all 127.0.0.1/32" line in ${file} to copy the method from`;
  appendFileSync(
    file,
    `\n# Added by the Yod Arena reliability suite (read replica test): pg_basebackup from this machine.\nhost replication all 127.0.0.1/32 ${method}\n`,
  );
  await query(serverUrl, 'SELECT pg_reload_conf()');
  return null;
}

export interface Replica {
  port: number;
  /** `primaryUrl` (a database of the primary) as read on the replica. */
  urlFor(primaryUrl: string): string;
  /** Stops applying the primary's changes: reads on the replica keep what it has (until resumed). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has applied everything the primary had written when asked. */
  caughtUp(): Promise<void>;
  /** Fast shutdown (open connections are terminated), as an operator's restart or a failover. */
  stop(): Promise<void>;
  log(): string;
}

/**
 * A streaming replica of `serverUrl`'s cluster: `pg_basebackup -R` into a temp directory, started
 * with the server's own `postgres` binary on a free port, as a hot standby. Its files and the
 * process are removed by stop().
 */
export async function startReplica(serverUrl: string, bin: string): Promise<Replica> {
  const owner = await postgresUser();
  const base = mkdtempSync(path.join(os.tmpdir(), 'yod-replica-'));
  if (owner) chownSync(base, owner.uid, owner.gid);
  const dataDir = path.join(base, 'data');
  const primary = new URL(serverUrl);
  const port = await freePort();
  let child: ChildProcess | null = null;
  let output = '';
  const exited = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null || child.signalCode !== null) resolve();
      else child.once('exit', () => resolve());
    });
  const cleanUp = async () => {
    if (child && child.exitCode === null && child.signalCode === null) {
      child.kill('SIGINT');
      const timer = setTimeout(() => child?.kill('SIGQUIT'), 10_000);
      await exited();
      clearTimeout(timer);
    }
    rmSync(base, { recursive: true, force: true });
  };
  const urlFor = (primaryUrl: string) => {
    const url = new URL(primaryUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  try {
    // Settings a hot standby must have at least as high as its primary.
    const settings = await query<{ name: string; setting: string }>(
      serverUrl,
      `SELECT name, setting FROM pg_settings WHERE name IN ('max_connections', 'max_worker_processes',
         'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    await run(
      path.join(bin, 'pg_basebackup'),
      [
        '-h',
        primary.hostname,
        '-p',
        primary.port || '5432',
        '-U',
        decodeURIComponent(primary.username) || 'postgres',
        '-D',
        dataDir,
        '-R',
        '-X',
        'stream',
        '-c',
        'fast',
      ],
      { ...(owner ?? {}), timeout: 90_000 },
    );
    const write = (name: string, text: string) => {
      writeFileSync(path.join(dataDir, name), text);
      if (owner) chownSync(path.join(dataDir, name), owner.uid, owner.gid);
    };
    write(
      'postgresql.conf',
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${base}'`,
        'hot_standby = on',
        // Reads the primary would cancel are kept alive rather than cancelled on the replica.
        'hot_standby_feedback = on',
        'fsync = off',
        'shared_buffers = 16MB',
        ...settings.map((s) => `${s.name} = ${s.setting}`),
        '',
      ].join('\n'),
    );
    write('pg_hba.conf', 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    write('pg_ident.conf', '');
    const started = spawn(path.join(bin, 'postgres'), ['-D', dataDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(owner ?? {}),
    });
    child = started;
    started.stdout?.on('data', (d) => {
      output += d;
    });
    started.stderr?.on('data', (d) => {
      output += d;
    });
    await until(
      'the replica to accept reads',
      async () => {
        if (started.exitCode !== null) throw new Error(`replica exited: ${output.slice(-2000)}`);
        const [row] = await query<{ standby: boolean }>(
          urlFor(serverUrl),
          'SELECT pg_is_in_recovery() AS standby',
        );
        return row?.standby ? true : undefined;
      },
      60_000,
      200,
    );
  } catch (err) {
    await cleanUp();
    throw new Error(`${(err as Error).message}\n${output.slice(-2000)}`);
  }
  const onReplica = (text: string) => query(urlFor(serverUrl), text);
  return {
    port,
    urlFor,
    pauseReplay: async () => {
      await onReplica('SELECT pg_wal_replay_pause()');
    },
    resumeReplay: async () => {
      await onReplica('SELECT pg_wal_replay_resume()');
    },
    caughtUp: async () => {
      const [at] = await query<{ lsn: string }>(serverUrl, 'SELECT pg_current_wal_lsn()::text AS lsn');
      await until(
        'the replica to catch up',
        async () => {
          const [row] = await query<{ behind: boolean }>(
            urlFor(serverUrl),
            `SELECT pg_last_wal_replay_lsn() < '${at!.lsn}'::pg_lsn AS behind`,
          );
          return row?.behind === false ? true : undefined;
        },
        30_000,
        100,
      );
    },
    stop: cleanUp,
    log: () => output.slice(-3000),
  };
}
