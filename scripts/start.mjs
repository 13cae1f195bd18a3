// `npm start`: build when the sources are newer than the build, then run the server (which
// migrates the database and, on the first start with the embedded database, seeds demo data).
// This process stays in between (npm -> start.mjs -> server), so it passes SIGTERM/SIGINT on to
// the child it runs and exits with the child's code: the server then shuts down gracefully
// instead of being orphaned when a supervisor stops `npm start`.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const outputs = ['dist/web/index.html', 'dist/server/main.js'].map((p) => path.join(root, p));
const inputs = [
  'src',
  'index.html',
  'vite.config.ts',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.server.json',
];

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = outputs.every((p) => existsSync(p));
const buildTime = built ? Math.min(...outputs.map((p) => statSync(p).mtimeMs)) : 0;
const sourceTime = Math.max(...inputs.map((p) => newestMtime(path.join(root, p))));

/** Runs a command with inherited stdio, forwarding our stop signals to it; resolves its exit code. */
function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    const forward = (signal) => child.kill(signal);
    const signals = ['SIGTERM', 'SIGINT'];
    for (const signal of signals) process.on(signal, forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of signals) process.off(s, forward);
      // Killed by a signal (it had no handler): report it the way a shell does, 128 + its number.
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

if (!built || sourceTime > buildTime) {
  console.log(built ? 'Sources changed: rebuilding…' : 'First start: building…');
  const status = await run('npm', ['run', 'build']);
  if (status !== 0) process.exit(status);
}

process.exit(await run(process.execPath, ['--enable-source-maps', 'dist/server/main.js']));
