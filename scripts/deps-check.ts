// `npm run deps:check`: the direct dependencies behind their latest release (current, wanted,
// latest, majors marked) and the packages the install patches or overrides. It informs and always
// exits 0: taking an update, a major above all, is a decision of its own.

import { execFile } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { type OutdatedEntry, type Overrides, outdatedLines, patchedLines } from './deps-report.ts';

const root = path.resolve(import.meta.dirname, '..');

/** `npm outdated` exits 1 when something is outdated; its JSON on stdout is the answer either way. */
async function outdated(): Promise<Record<string, OutdatedEntry> | string> {
  const run = promisify(execFile);
  const read = (stdout: string) =>
    stdout.trim() === '' ? {} : (JSON.parse(stdout) as Record<string, OutdatedEntry>);
  try {
    return read(
      (await run('npm', ['outdated', '--json', '--long'], { cwd: root, maxBuffer: 16 << 20 })).stdout,
    );
  } catch (error) {
    const stdout = (error as { stdout?: unknown }).stdout;
    if (typeof stdout === 'string' && stdout.trim().startsWith('{')) return read(stdout);
    return `npm outdated failed: ${error instanceof Error ? error.message : String(error)}`;
  }
}

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { overrides?: Overrides };
const patchesDir = path.join(root, 'patches');
const found = await outdated();
const lines = [
  ...(typeof found === 'string' ? [found] : outdatedLines(found)),
  // npm's "latest" is the newest release whose `engines` accept the Node running it: under the
  // oldest Node we support, a major that needs a newer one is not listed at all.
  `(Node ${process.version}: npm lists no release whose "engines" exclude this Node; run it under`,
  'the newest Node of package.json\'s "engines" to see those too.)',
  '',
  ...patchedLines(existsSync(patchesDir) ? readdirSync(patchesDir) : [], pkg.overrides ?? {}),
];
console.log(lines.join('\n'));
