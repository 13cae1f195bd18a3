// CI: the built app starts and renders in an install without dev dependencies. Builds what is
// stale, copies the project with its build and node_modules to a temporary directory, runs
// `npm prune --omit=dev` there, then `npm start` (NODE_ENV=production, a fresh embedded database,
// no demo data, a spare port): /healthz must answer 200 and / a 200 HTML page. A package the
// server or its render build imports at run time but that sits in devDependencies fails here.
// The checkout's own node_modules is never touched (it may be a symlink to another checkout's).
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { lstatSync, mkdirSync, mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from './build.ts';

const root = path.resolve(import.meta.dirname, '..');
/** What a deployment does not carry: history, local data, test output, local settings. */
const NOT_COPIED = [
  '.git',
  'node_modules',
  'data',
  '.env',
  '.ci/node24',
  'bench/.tmp',
  'test-results',
  'playwright-report',
];
const READY_TIMEOUT_MS = 120_000;

const started = performance.now();
const step = (what: string) =>
  console.log(`[${((performance.now() - started) / 1000).toFixed(1)} s] ${what}`);

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The project as a deployment gets it: sources, dist/ and node_modules, modification times kept. */
function copyProject(target: string) {
  execFileSync(
    'sh',
    [
      '-c',
      `tar -C "$1" ${NOT_COPIED.map((p) => `--exclude=./${p}`).join(' ')} -cf - . | tar -C "$2" -xf -`,
      'copy',
      root,
      target,
    ],
    { stdio: 'inherit' },
  );
  // `<node_modules>/.`: the installed packages themselves, also when node_modules is a symlink
  // (written out: path.join would drop the trailing `.` and copy the symlink).
  const copied = path.join(target, 'node_modules');
  mkdirSync(copied);
  execFileSync('cp', ['-a', `${path.join(root, 'node_modules')}/.`, copied]);
  const react = path.join(copied, 'react');
  if (!lstatSync(react).isDirectory() || !realpathSync(react).startsWith(`${target}/`)) {
    throw new Error(`${copied} is not a copy of the installed packages: pruning it could prune the original`);
  }
}

async function waitUntilHealthy(url: string, server: ChildProcess) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`npm start exited with ${server.exitCode} before /healthz answered`);
    const status = await fetch(`${url}/healthz`).then(
      (res) => res.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`/healthz did not answer 200 within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null || server.signalCode !== null || server.pid === undefined) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  // npm, the start script and the server share a process group of their own (detached).
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(() => server.pid && process.kill(-server.pid, 'SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function main() {
  build({ ifStale: true });
  step('build is current');
  const work = mkdtempSync(path.join(tmpdir(), 'yod-production-'));
  const project = path.join(work, 'project');
  const dataDir = path.join(work, 'data');
  mkdirSync(project);
  let server: ChildProcess | undefined;
  try {
    copyProject(project);
    step(`copied to ${project}`);
    // --offline: pruning only removes; a copy that lacked packages would otherwise fetch them.
    execFileSync('npm', ['prune', '--omit=dev', '--offline', '--no-audit', '--no-fund'], {
      cwd: project,
      stdio: 'inherit',
    });
    step('npm prune --omit=dev');

    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    server = spawn('npm', ['start'], {
      cwd: project,
      detached: true,
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('hex'),
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'warn',
      },
    });
    await waitUntilHealthy(url, server);
    step('npm start: /healthz 200');

    const page = await fetch(`${url}/`);
    const html = await page.text();
    const type = page.headers.get('content-type') ?? '';
    if (page.status !== 200 || !type.startsWith('text/html') || !/^<!DOCTYPE html>/i.test(html)) {
      throw new Error(`GET / answered ${page.status} ${type}: ${html.slice(0, 500)}`);
    }
    step(`GET / 200, ${type}, ${(html.length / 1024).toFixed(1)} KB of HTML`);
  } finally {
    if (server) {
      await stop(server);
      step(`npm start stopped (exit ${server.exitCode ?? server.signalCode})`);
    }
    rmSync(work, { recursive: true, force: true });
  }
  step('production install check passed');
}

try {
  await main();
} catch (err) {
  console.error(`production install check failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
