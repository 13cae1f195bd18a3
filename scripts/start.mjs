// `npm start`: build when the sources are newer than the build, then run the server (which
// migrates the database and, on the first start with the embedded database, seeds demo data).
// This process stays in between (npm -> start.mjs -> server), so it passes SIGTERM/SIGINT on to
// the child it runs and exits with the child's code: the server then shuts down gracefully
// instead of being orphaned when a supervisor stops `npm start`.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import path from 'node:path';
import { build } from './build.mjs';

const root = path.resolve(import.meta.dirname, '..');

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

try {
  build({ ifStale: true });
} catch {
  process.exit(1);
}

process.exit(await run(process.execPath, ['--enable-source-maps', 'dist/server/main.js']));
