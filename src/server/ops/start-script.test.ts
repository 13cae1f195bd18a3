import { type ChildProcess, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

/**
 * `npm start` runs scripts/start.ts (under tsx), which runs the server as a child. It is exercised
 * here in a throw-away project root holding a copy of the scripts and a "build" that is only a
 * tiny HTTP server: with no sources there the build counts as fresh, so nothing is built, and the
 * test sees whether a stop signal sent to start.ts reaches the server and how start.ts exits. The
 * project has no node_modules, as an install without dev dependencies has no build tools.
 */
const FAKE_SERVER = `
import http from 'node:http';
const server = http.createServer((_req, res) => res.end('ok'));
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('listening ' + process.pid + '\\n'));
const stop = (signal) => server.close(() => {
  process.stdout.write('drained after ' + signal + '\\n');
  process.exit(Number(process.env.FAKE_EXIT_CODE ?? 0));
});
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
`;

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** `npm start` is `node --import tsx scripts/start.ts`; tsx comes from this checkout. */
const tsxLoader = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
const roots: string[] = [];
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

function fakeProject(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'yod-start-'));
  roots.push(root);
  mkdirSync(path.join(root, 'scripts'));
  mkdirSync(path.join(root, 'dist/server'), { recursive: true });
  mkdirSync(path.join(root, 'dist/web/server'), { recursive: true });
  for (const script of ['start.ts', 'start-env.ts', 'build.ts', 'dist-package.ts']) {
    copyFileSync(path.join(repoRoot, 'scripts', script), path.join(root, 'scripts', script));
  }
  // The one server module the start script reads (the secret it generates under DATA_DIR).
  mkdirSync(path.join(root, 'src/server'), { recursive: true });
  copyFileSync(
    path.join(repoRoot, 'src/server/generated-secret.ts'),
    path.join(root, 'src/server/generated-secret.ts'),
  );
  writeFileSync(path.join(root, 'dist/web/server/index.js'), 'export {};');
  writeFileSync(path.join(root, 'dist/server/main.js'), FAKE_SERVER);
  writeFileSync(
    path.join(root, 'package.json'),
    JSON.stringify({ type: 'module', imports: { '#server/*.ts': './src/server/*.ts' } }),
  );
  return root;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function startScript(
  port: number,
  extraEnv: Record<string, string> = {},
  root = fakeProject(),
): Promise<{
  child: ChildProcess;
  exited: Promise<number | null>;
  serverPid: number;
  output: () => string;
}> {
  const { child, exited, output } = spawnStart(root, { PORT: String(port), ...extraEnv });
  const serverPid = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start: ${output()}`)), 15_000);
    child.stdout?.on('data', () => {
      const match = /listening (\d+)/.exec(output());
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
  });
  return { child, exited, serverPid, output };
}

function spawnStart(root: string, env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', tsxLoader, path.join(root, 'scripts/start.ts')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on('data', (d: Buffer) => {
    output += d.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

/** Sets a file's modification time `seconds` from now. */
function touch(file: string, seconds: number) {
  const at = new Date(Date.now() + seconds * 1000);
  utimesSync(file, at, at);
}

describe('npm start (scripts/start.ts)', () => {
  it.each(['SIGTERM', 'SIGINT'] as const)(
    'passes %s to the server, which drains and exits, and then exits itself',
    async (signal) => {
      const port = await freePort();
      const started = await startScript(port);
      expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');

      started.child.kill(signal);
      expect(await started.exited).toBe(0);
      expect(started.output()).toContain(`drained after ${signal}`);
      expect(isAlive(started.serverPid)).toBe(false);
      expect(await portIsFree(port)).toBe(true);
    },
  );

  it("exits with the server's exit code", async () => {
    const port = await freePort();
    const started = await startScript(port, { FAKE_EXIT_CODE: '3' });
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(3);
    expect(isAlive(started.serverPid)).toBe(false);
  });
});

describe('npm start in an install without dev dependencies (npm prune --omit=dev)', () => {
  /** A project built with `lockfile`, whose lockfile npm then wrote again unchanged (as prune does). */
  function builtWithLockfile(): string {
    const root = fakeProject();
    const lockfile = '{"name":"fake","lockfileVersion":3}\n';
    writeFileSync(path.join(root, 'package-lock.json'), lockfile);
    const hash = createHash('sha256').update(lockfile).digest('hex');
    mkdirSync(path.join(root, 'dist/.stamps'));
    for (const part of ['web', 'server']) {
      writeFileSync(path.join(root, `dist/.stamps/${part}.lockfile-sha256`), `${hash}\n`);
    }
    touch(path.join(root, 'package-lock.json'), 60);
    return root;
  }

  it('starts the build as it is when only the lockfile was rewritten, unchanged', async () => {
    const port = await freePort();
    const started = await startScript(port, {}, builtWithLockfile());
    expect(await (await fetch(`http://127.0.0.1:${port}/`)).text()).toBe('ok');
    expect(started.output()).not.toContain('Building');
    started.child.kill('SIGTERM');
    expect(await started.exited).toBe(0);
  });

  it('refuses a stale build it has no tools to rebuild, saying how to build', async () => {
    const root = builtWithLockfile();
    mkdirSync(path.join(root, 'src/server'), { recursive: true });
    writeFileSync(path.join(root, 'src/server/main.ts'), 'export {};');
    touch(path.join(root, 'src/server/main.ts'), 60);

    const port = await freePort();
    const { exited, output } = spawnStart(root, { PORT: String(port) });
    expect(await exited).toBe(1);
    expect(output()).toContain('is not installed');
    expect(output()).toContain('npm run build');
    expect(await portIsFree(port)).toBe(true);
  });
});
