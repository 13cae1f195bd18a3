// `npm start`: build when the sources are newer than the build, then run the server (which
// migrates the database and, on the first start with the embedded database, seeds demo data).
// This process stays in between (npm -> start.ts -> server), so it passes SIGTERM/SIGINT on to
// the child it runs and exits with the child's code: the server then shuts down gracefully
// instead of being orphaned when a supervisor stops `npm start`.
// It runs under tsx (`node --import tsx`, a runtime dependency so that `npm start` works in an
// install without dev dependencies); the server it starts is the compiled dist/server, plain Node.
// The server runs as a deployment runs it: NODE_ENV=production (React's production build on the
// server), with the generated session secret unless one is configured (start-env.ts).
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';
import { BuildToolMissingError, build } from './build.ts';
import { startEnv } from './start-env.ts';

const root = path.resolve(import.meta.dirname, '..');
// The server reads .env too (main.ts), but values already in the environment win there: what
// .env says must be known here, before this script fills in NODE_ENV and the secret.
const dotenv = path.join(root, '.env');
if (existsSync(dotenv)) process.loadEnvFile(dotenv);
const stopSignals = ['SIGTERM', 'SIGINT'] as const;

/** Runs a command with inherited stdio, forwarding our stop signals to it; resolves its exit code. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    const forward = (signal: NodeJS.Signals) => child.kill(signal);
    for (const signal of stopSignals) process.on(signal, forward);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      for (const s of stopSignals) process.off(s, forward);
      // Killed by a signal (it had no handler): report it the way a shell does, 128 + its number.
      resolve(code ?? 128 + (signal ? constants.signals[signal] : 0));
    });
  });
}

try {
  build({ ifStale: true });
} catch (err) {
  // A failing tool printed why; a missing one did not.
  if (err instanceof BuildToolMissingError) console.error(err.message);
  process.exit(1);
}

process.exit(
  await run(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], startEnv(process.env, root)),
);
