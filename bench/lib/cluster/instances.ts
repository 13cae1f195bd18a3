// The cluster's API instances: `node dist/server/main.js` on fixed ports (haproxy's config names
// them, and a killed instance comes back on its own port), each process's CPU time from /proc.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sleep } from '../server.ts';
import { track } from './cleanup.ts';

export interface Instance {
  /** haproxy's name for it (i1, i2, ...), which it puts in x-served-by. */
  slot: string;
  port: number;
  url: string;
  pid: number;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

export async function startInstance(
  root: string,
  { slot, port, env }: { slot: string; port: number; env: Record<string, string> },
): Promise<Instance> {
  const main = path.join(root, 'dist/server/main.js');
  if (!existsSync(main)) throw new Error('dist/server/main.js is missing: run `npm run build` first');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `yod-cluster-${slot}-`));
  const url = `http://127.0.0.1:${port}`;
  const extraArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = track(
    spawn(process.execPath, [...extraArgs, main], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'never',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    }),
  );
  let output = '';
  child.stderr?.on('data', (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  });
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve();
    }),
  );
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`instance ${slot} exited: ${output.slice(-2000)}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`instance ${slot} not healthy after 90 s: ${output.slice(-2000)}`);
    }
    const ok = await fetch(`${url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok) break;
    await sleep(25);
  }
  return { slot, port, url, pid: child.pid!, child, exited, output: () => output };
}

/** kill -9, resolving once the process is gone. */
export async function kill9(instance: Instance): Promise<void> {
  instance.child.kill('SIGKILL');
  await instance.exited;
}

export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.child.exitCode !== null || instance.child.signalCode !== null) return;
  instance.child.kill('SIGTERM');
  const timer = setTimeout(() => instance.child.kill('SIGKILL'), 10_000);
  await instance.exited;
  clearTimeout(timer);
}

const clockTicks = (() => {
  const r = spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' });
  return Number(r.stdout.trim()) || 100;
})();

/** User + system CPU milliseconds a process has used (Linux /proc), or null once it is gone. */
export function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is the first, utime the 12th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks;
  } catch {
    return null;
  }
}
