import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './server-process.ts';

function newest(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return p.endsWith('.test.ts') ? 0 : stat.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((e) => newest(path.join(p, e))));
}

/** The fault tests run the built server: rebuild its JavaScript when the sources are newer. */
export default function setup() {
  const main = path.join(ROOT, 'dist/server/main.js');
  const sources = Math.max(newest(path.join(ROOT, 'src/server')), newest(path.join(ROOT, 'src/domain')));
  if (existsSync(main) && statSync(main).mtimeMs >= sources) return;
  try {
    execFileSync(path.join(ROOT, 'node_modules/.bin/tsc'), ['-p', 'tsconfig.server.json'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  } catch (err) {
    // tsc emits despite type errors (the typecheck step reports those); only a missing build stops.
    if (!existsSync(main)) throw err;
  }
}
