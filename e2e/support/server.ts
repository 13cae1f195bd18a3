import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export interface E2eServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * One server per Playwright worker (the build the global setup made, run as `npm start` runs it),
 * on a fresh embedded database with the demo data: journeys in different workers never see each
 * other's bans, votes or mails.
 */
export async function startE2eServer(index: number): Promise<E2eServer> {
  const port = Number(process.env.E2E_PORT ?? 3100) + index;
  const url = `http://localhost:${port}`;
  const dataDir = path.resolve(ROOT, process.env.E2E_DATA_DIR ?? 'data/e2e', `w${index}`);
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, [path.join(ROOT, 'dist/server/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // Battles created to end a few seconds later finish (and notify) within the journey.
      STATUS_JOB_INTERVAL_MS: '2000',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`e2e server exited (${child.exitCode}): ${stderr.slice(-2000)}`);
    if (Date.now() - started > 120_000) {
      child.kill('SIGKILL');
      throw new Error(`e2e server not healthy after 120 s: ${stderr.slice(-2000)}`);
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The data directory of this worker's server (its dev outbox lives there). */
export function e2eDataDir(): string {
  const dir = process.env.E2E_SERVER_DATA_DIR;
  if (!dir) throw new Error('no e2e server in this worker yet');
  return dir;
}
