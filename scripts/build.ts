// `npm run build` builds the web app (React Router: browser assets and the server render build,
// dist/web) and the server (tsc, dist/server). With --if-stale, a part is rebuilt only when a
// source is newer than its output or the lockfile changed since it was built: `npm start`, the
// test setup and the browser journeys share one build instead of each making its own.

import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { writeDistPackage } from './dist-package.ts';

const root = path.resolve(import.meta.dirname, '..');

export class BuildToolMissingError extends Error {}

/** A build tool from the dev dependencies, or an error saying why it is missing. */
function tool(name: string): string {
  const bin = path.join(root, 'node_modules', '.bin', name);
  if (!existsSync(bin)) {
    throw new BuildToolMissingError(
      `The build is out of date and \`${name}\` is not installed: this install has no dev dependencies ` +
        '(npm ci --omit=dev, npm prune --omit=dev). Build where they are installed (`npm ci && npm run build`) ' +
        'and bring dist/ with you, or run `npm ci` here.',
    );
  }
  return bin;
}

/**
 * React Router 7's Vite plugin starts its route compiler with `envFile: false`, which Vite 8 warns
 * about on every start of it (nine lines per build); React Router 8 passes `envDir: false`. The
 * lines say nothing about this project and `npm start` prints what it does without warnings a
 * newcomer must learn to ignore, so they are dropped here; every other line of the build's
 * standard error is printed as it came.
 */
function withoutKnownNoise(stderr: string): string {
  return stderr
    .split(/(?<=\n)/)
    .filter(
      (line) => !line.includes('The `envFile` option is deprecated, please use `envDir: false` instead.'),
    )
    .join('');
}

interface Part {
  /** The file whose modification time stands for the part's build. */
  output: string;
  /** Sources (files or folders): the part is stale when one of them is newer than the output. */
  inputs: string[];
  build: () => void;
}

export const parts = {
  web: {
    output: 'dist/web/server/index.js',
    inputs: ['src/web', 'src/domain', 'public', 'vite.config.ts', 'react-router.config.ts'],
    // Vite takes NODE_ENV from the environment when set (vitest sets 'test'): the build is always
    // a production one, whoever asks for it.
    build: () => {
      const result = spawnSync(tool('react-router'), ['build'], {
        cwd: root,
        stdio: ['inherit', 'inherit', 'pipe'],
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
      });
      process.stderr.write(withoutKnownNoise(result.stderr ?? ''));
      if (result.status !== 0) throw new Error(`react-router build exited with ${result.status}`);
    },
  },
  server: {
    output: 'dist/server/main.js',
    inputs: ['src/server', 'src/domain', 'tsconfig.json', 'tsconfig.server.json'],
    build: () => {
      execFileSync(tool('tsc'), ['-p', 'tsconfig.server.json'], { cwd: root, stdio: 'inherit' });
      writeDistPackage(root);
    },
  },
} satisfies Record<string, Part>;

export type PartName = keyof typeof parts;
const partNames = Object.keys(parts) as PartName[];
const isPartName = (name: string): name is PartName => name in parts;

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const stat = statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

/**
 * The installed dependencies are part of every build (a new React Router, say). They
 * are known by the lockfile's content, not its time: npm rewrites the file unchanged on
 * `npm prune`, which must not make a production install's build look stale.
 */
function lockfileHash(): string {
  const lockfile = path.join(root, 'package-lock.json');
  if (!existsSync(lockfile)) return '';
  return createHash('sha256').update(readFileSync(lockfile)).digest('hex');
}

/** Where a part's build records the lockfile it was made with. */
const stampFile = (name: PartName) => path.join(root, 'dist', '.stamps', `${name}.lockfile-sha256`);

function stampedLockfile(name: PartName): string {
  const file = stampFile(name);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : '';
}

export function isStale(name: PartName): boolean {
  const part: Part = parts[name];
  const output = path.join(root, part.output);
  if (!existsSync(output)) return true;
  if (stampedLockfile(name) !== lockfileHash()) return true;
  const sources = Math.max(...part.inputs.map((p) => newestMtime(path.join(root, p))));
  return sources > statSync(output).mtimeMs;
}

/** Builds the named parts (all when none are named); only stale ones with `ifStale`. */
export function build({ ifStale = false, only = partNames }: { ifStale?: boolean; only?: PartName[] } = {}) {
  for (const name of only) {
    if (ifStale && !isStale(name)) continue;
    const started = performance.now();
    console.log(`Building the ${name === 'web' ? 'web app (Vite)' : 'server (TypeScript)'}…`);
    parts[name].build();
    console.log(
      `  built the ${name === 'web' ? 'web app' : 'server'} in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const stamp = stampFile(name);
    mkdirSync(path.dirname(stamp), { recursive: true });
    writeFileSync(stamp, `${lockfileHash()}\n`);
  }
}

if (process.argv[1] === import.meta.filename) {
  const args = process.argv.slice(2);
  const only = args.filter(isPartName);
  try {
    build({ ifStale: args.includes('--if-stale'), ...(only.length > 0 ? { only } : {}) });
  } catch (err) {
    // A failing tool printed why; a missing one did not.
    if (err instanceof BuildToolMissingError) console.error(err.message);
    process.exit(1);
  }
}
