import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

// A merge that kept both sides of an append-only file (bench/RESULTS.md) once committed its
// markers with them; git itself does not refuse such a commit.
it('no tracked file holds a merge conflict marker', () => {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' })
    .split('\0')
    .filter((file) => file && !file.endsWith('.png') && !file.endsWith('.ico'));
  const marked: string[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readFileSync(path.join(ROOT, file), 'utf8');
    } catch {
      continue; // listed by git, not in this checkout (a deleted file not yet staged)
    }
    const line = text.split('\n').findIndex((l) => /^(<{7} |>{7} |={7}$)/.test(l));
    if (line >= 0) marked.push(`${file}:${line + 1}`);
  }
  expect(marked).toEqual([]);
});
