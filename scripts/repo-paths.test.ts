import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Where prose lives: every Markdown file, and the comments of the code folders. */
const CODE_FOLDERS = ['src', 'scripts', 'bench', 'e2e'];
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  'dist',
  'data',
  '.tmp',
  'test-results',
  'playwright-report',
]);

function filesUnder(folder: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_FOLDERS.has(entry.name)) continue;
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) found.push(...filesUnder(relative));
    else found.push(relative);
  }
  return found;
}

/**
 * The comments of a source file. A `//` inside a string (a URL) counts as a comment too: the
 * paths looked for never follow `//` in a URL (see the lookbehind of PATH), so the looseness costs
 * nothing.
 */
function commentsOf(text: string): string {
  return [...text.matchAll(/\/\*[\s\S]*?\*\/|\/\/.*$/gm)].map((m) => m[0]).join('\n');
}

/**
 * Each file with the prose it holds: a Markdown file whole, a source file's comments. Left out:
 * bench/RESULTS.md, a log of past runs that names the files of their day, and superseded decision
 * records, which describe code their successor replaced and are never rewritten
 * (docs/decisions/README.md).
 */
function prose(): { file: string; text: string }[] {
  const markdown = filesUnder('.')
    .filter((file) => file.endsWith('.md') && file !== 'bench/RESULTS.md')
    .map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }))
    .filter(({ file, text }) => !(file.startsWith('docs/decisions/') && /^Status: superseded/m.test(text)));
  const code = CODE_FOLDERS.flatMap(filesUnder).filter((file) => /\.(ts|tsx|css|sql)$/.test(file));
  return [
    ...markdown,
    ...code.map((file) => ({ file, text: commentsOf(readFileSync(path.join(ROOT, file), 'utf8')) })),
  ];
}

/**
 * A path from the project's root: a top-level folder, then path characters; glob and placeholder
 * characters are taken in too so that such a token can be recognised and left out. Not after a
 * word character, `/`, `.`, `#` or `@`: `#web/…` is an import alias, `…/src/x.ts` a path in
 * another tree (a URL, node_modules), `dist/src/…` a build output.
 */
const PATH =
  /(?<![\w/.#@-])(?:src|docs|scripts|bench|e2e|drizzle|patches|public)\/[\w./*{}<>$…[\]:-]*[\w/*}>…\]]/g;

/**
 * The paths a text names. Left out: globs (`src/web/**\/*.test.tsx`), placeholders (`NNNN`, `00NN`,
 * `<feature>`, `…`, `${…}`) and route-like names with `:` or `[`; a path counts only if it ends
 * in a file extension or a `/` (a folder), so `e2e/support` in a sentence is not taken for one.
 */
function pathsIn(text: string): string[] {
  return [...text.matchAll(PATH)]
    .map((m) => m[0])
    .filter((token) => !/[*{}<>$…[\]:]|NNNN|00NN/.test(token))
    .filter((token) => token.endsWith('/') || /\.[a-z]{1,5}$/i.test(token));
}

/**
 * A tracker's number cited as a reason (the word issue, then a number): the reason itself belongs in the text, or
 * in a decision record cited by path, since the number means nothing to a reader of the code.
 */
const ISSUE_CITATION = /\bissue ?#?\d+/gi;

/** Every file whose text could cite one: Markdown and source files whole, test names included. */
function citing(): { file: string; text: string }[] {
  const files = [
    ...filesUnder('.').filter((file) => file.endsWith('.md')),
    ...CODE_FOLDERS.flatMap(filesUnder).filter((file) => /\.(ts|tsx|css|sql)$/.test(file)),
  ];
  return [...new Set(files)].map((file) => ({ file, text: readFileSync(path.join(ROOT, file), 'utf8') }));
}

describe('docs and code say their reasons instead of citing issue numbers', () => {
  it('finds a citation', () => {
    const cited = ['the prize (', 'issue', ' 25, item 12) and ', 'Issue', ' #12'].join('');
    // Both, spelt apart here so that this file passes its own check.
    expect(cited.match(ISSUE_CITATION)).toHaveLength(2);
  });

  it('has none', () => {
    const citations = citing().flatMap(({ file, text }) =>
      (text.match(ISSUE_CITATION) ?? []).map((cited) => `${file}: ${cited}`),
    );
    expect(citations).toEqual([]);
  });
});

describe('the repository paths named in docs and comments exist', () => {
  it('finds the paths of a text and leaves out globs and placeholders', () => {
    expect(
      pathsIn(
        'see src/server/app.ts, docs/decisions/ and `scripts/build.ts`; not src/web/**/*.test.tsx, ' +
          'docs/decisions/NNNN-….md, #web/features/x.ts, https://example.com/src/a.ts or e2e/support',
      ),
    ).toEqual(['src/server/app.ts', 'docs/decisions/', 'scripts/build.ts']);
  });

  it('has no path that is gone', () => {
    const named = prose().flatMap(({ file, text }) => pathsIn(text).map((found) => ({ file, found })));
    // Hundreds are named: a handful would mean the extraction broke, not that the docs got tidy.
    expect(named.length).toBeGreaterThan(300);
    const missing = named.filter(({ found }) => !existsSync(path.join(ROOT, found)));
    expect(missing.map(({ file, found }) => `${file}: ${found}`)).toEqual([]);
  });

  it("has no Markdown link to a file that is gone (relative links, from the linking file's folder)", () => {
    const links = prose()
      .filter(({ file }) => file.endsWith('.md'))
      .flatMap(({ file, text }) =>
        [...text.matchAll(/\]\(([^)\s]+)\)/g)]
          .map((m) => m[1] as string)
          .filter((link) => !/^(https?:|mailto:|#)/.test(link))
          .map((link) => ({
            file,
            link,
            target: path.join(path.dirname(file), link.split('#')[0] as string),
          })),
      );
    expect(links.length).toBeGreaterThan(50);
    const broken = links.filter(({ target }) => !existsSync(path.join(ROOT, target)));
    expect(broken.map(({ file, link }) => `${file}: ${link}`)).toEqual([]);
  });
});
