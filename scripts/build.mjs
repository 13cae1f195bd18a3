// `npm run build` builds the web app (React Router: browser assets and the server render build,
// dist/web) and the server (tsc, dist/server). With --if-stale, a part is rebuilt only when a
// source is newer than its output: `npm start`, the test setup and the browser journeys share one
// build instead of each making its own.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);

export const parts = {
  web: {
    output: 'dist/web/server/index.js',
    inputs: [
      'src/web',
      'src/domain',
      'public',
      'vite.config.ts',
      'react-router.config.ts',
      'package-lock.json',
    ],
    // Vite takes NODE_ENV from the environment when set (vitest sets 'test'): the build is always
    // a production one, whoever asks for it.
    build: () =>
      execFileSync(bin('react-router'), ['build'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      }),
  },
  server: {
    output: 'dist/server/main.js',
    inputs: ['src/server', 'src/domain', 'tsconfig.json', 'tsconfig.server.json', 'package-lock.json'],
    build: () => {
      execFileSync(bin('tsc'), ['-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
      execFileSync(process.execPath, [path.join(root, 'scripts/dist-package.mjs')], { stdio: 'inherit' });
    },
  },
};

function newestMtime(p) {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function isStale(name) {
  const part = parts[name];
  const output = path.join(root, part.output);
  if (!existsSync(output)) return true;
  const sources = Math.max(...part.inputs.map((p) => newestMtime(path.join(root, p))));
  return sources > statSync(output).mtimeMs;
}

/** Builds the named parts (all when none are named); only stale ones with `ifStale`. */
export function build({ ifStale = false, only = Object.keys(parts) } = {}) {
  for (const name of only) {
    if (ifStale && !isStale(name)) continue;
    console.log(`Building the ${name === 'web' ? 'web app' : 'server'}…`);
    parts[name].build();
  }
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const only = args.filter((a) => a in parts);
  try {
    build({ ifStale: args.includes('--if-stale'), ...(only.length > 0 ? { only } : {}) });
  } catch {
    // The failing tool printed why.
    process.exit(1);
  }
}
