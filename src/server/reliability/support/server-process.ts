import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Polls `check` until it returns a value other than undefined, or fails after `timeoutMs`. */
export async function until<T>(
  what: string,
  check: () => Promise<T | undefined>,
  timeoutMs = 30_000,
  everyMs = 50,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

/**
 * Spawns the built server (`node dist/server/main.js`, as `npm start` runs it) on PostgreSQL and
 * resolves once /healthz answers 200.
 */
export async function startServerProcess(options: {
  databaseUrl: string;
  secret: string;
  port?: number;
  /** Added to (and overriding) the server's environment. */
  env?: Record<string, string>;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'yod-rel-'));
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      DATABASE_URL: options.databaseUrl,
      AUTH_SECRET: options.secret,
      DATA_DIR: dataDir,
      SEED_DEMO: 'never',
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  await until(
    `the server on ${port} to answer /healthz (${output.slice(-500)})`,
    async () => {
      if (child.exitCode !== null) throw new Error(`server exited: ${output.slice(-2000)}`);
      const res = await fetch(`${url}/healthz`);
      return res.status === 200 ? true : undefined;
    },
    60_000,
  ).catch((err) => {
    child.kill('SIGKILL');
    throw new Error(`${(err as Error).message}\n${output.slice(-2000)}`);
  });
  return {
    url,
    port,
    child,
    output: () => output,
    exited,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

export const newSecret = () => randomBytes(32).toString('hex');
