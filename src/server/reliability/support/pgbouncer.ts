import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort, until } from './server-process.ts';

const CANDIDATES = ['/usr/sbin/pgbouncer', '/usr/bin/pgbouncer', '/usr/local/bin/pgbouncer'];

/** Debian's pgbouncer (apt-get install pgbouncer), or undefined. */
export const PGBOUNCER = CANDIDATES.find((p) => existsSync(p));

/**
 * PgBouncer refuses to run as root; the test then starts it as the PostgreSQL server's own user,
 * which owns nothing of ours but the temp directory handed to it.
 */
function runAs(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export interface Pgbouncer {
  port: number;
  /** `directUrl` (a URL of the PostgreSQL server) with its host and port turned to the pooler's. */
  urlFor(directUrl: string): string;
  /** The pooler's log, for failure messages. */
  log(): string;
  stop(): Promise<void>;
}

/**
 * A PgBouncer of its own in transaction mode (each transaction on whichever server connection is
 * free, the way a deployment behind a pooler runs) in front of `serverUrl`'s PostgreSQL: a free
 * port, a temp directory with its configuration and auth file, trust authentication as the
 * local server has.
 */
export async function startPgbouncer(
  serverUrl: string,
  options: { poolSize: number; queryWaitTimeoutS?: number } = { poolSize: 20 },
): Promise<Pgbouncer> {
  if (!PGBOUNCER) throw new Error('pgbouncer is not installed (apt-get install pgbouncer)');
  const server = new URL(serverUrl);
  const user = decodeURIComponent(server.username) || 'postgres';
  const port = await freePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'yod-pgbouncer-'));
  const file = (name: string) => path.join(dir, name);
  writeFileSync(file('userlist.txt'), `"${user}" ""\n`);
  writeFileSync(
    file('pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port || 5432}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${file('userlist.txt')}`,
      'pool_mode = transaction',
      `default_pool_size = ${options.poolSize}`,
      // How long a client's query may wait for a server connection before pgbouncer refuses it.
      `query_wait_timeout = ${options.queryWaitTimeoutS ?? 120}`,
      'max_client_conn = 2000',
      `logfile = ${file('pgbouncer.log')}`,
      `pidfile = ${file('pgbouncer.pid')}`,
      '',
    ].join('\n'),
  );
  const owner = runAs();
  if (owner) {
    for (const name of ['', 'userlist.txt', 'pgbouncer.ini']) chownSync(file(name), owner.uid, owner.gid);
  }
  let output = '';
  const child: ChildProcess = spawn(PGBOUNCER, [file('pgbouncer.ini')], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(owner ?? {}),
  });
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => {
    const logFile = file('pgbouncer.log');
    return `${output}${existsSync(logFile) ? readFileSync(logFile, 'utf8') : ''}`.slice(-3000);
  };
  const urlFor = (directUrl: string) => {
    const url = new URL(directUrl);
    url.hostname = '127.0.0.1';
    url.port = String(port);
    return url.toString();
  };
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await until(
      'pgbouncer to accept connections',
      async () => {
        if (child.exitCode !== null) throw new Error(`pgbouncer exited: ${log()}`);
        const c = new pg.Client({ connectionString: urlFor(serverUrl) });
        await c.connect();
        await c.query('SELECT 1');
        await c.end();
        return true;
      },
      15_000,
    );
  } catch (err) {
    await stop();
    throw new Error(`${(err as Error).message}\n${log()}`);
  }
  return { port, urlFor, log, stop };
}
