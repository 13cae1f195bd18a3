/**
 * Other spellings of a request path, as an attacker would try them against a check that reads the
 * URL's text (docs/decisions/0015-access-by-route.md). `same` spellings name the very route the
 * canonical path names, so they must get its answer; `other` spellings are other paths to the
 * router (letter case, `;` parameters), which must never get further than the canonical path does.
 */
export interface PathSpelling {
  name: string;
  kind: 'same' | 'other';
  url: string;
}

/** `%61`-style escapes of a segment's letters: every letter, or only the first. */
function escapeLetters(segment: string, which: 'first' | 'all', upperHex: boolean): string {
  let done = false;
  return segment.replace(/[a-z]/gi, (letter) => {
    if (which === 'first' && done) return letter;
    done = true;
    const hex = letter.charCodeAt(0).toString(16);
    return `%${upperHex ? hex.toUpperCase() : hex}`;
  });
}

/**
 * The spellings of `url` (a concrete path with its query, e.g. `/api/admin/users/7?limit=5`). Only
 * the path's literal segments change; ids stay as they are, since the route reads them.
 * `literal(i)` tells whether segment i (0 = the first after `/`) is literal in the route.
 */
export function pathSpellings(url: string, literal: (index: number) => boolean): PathSpelling[] {
  const mark = url.indexOf('?');
  const path = mark === -1 ? url : url.slice(0, mark);
  const query = mark === -1 ? '' : url.slice(mark);
  const segments = path.split('/').slice(1);
  const rewrite = (change: (segment: string, index: number) => string) =>
    `/${segments.map((s, i) => (literal(i) ? change(s, i) : s)).join('/')}${query}`;
  const lastLiteral = segments.reduce((last, _s, i) => (literal(i) ? i : last), -1);

  const out: PathSpelling[] = [
    { name: 'first letter escaped', kind: 'same', url: rewrite((s) => escapeLetters(s, 'first', false)) },
    { name: 'every letter escaped', kind: 'same', url: rewrite((s) => escapeLetters(s, 'all', true)) },
    { name: 'trailing slash', kind: 'same', url: `${path === '/' ? '' : path}/${query}` },
    { name: 'doubled slashes', kind: 'same', url: `/${path.replace(/\//g, '//')}${query}` },
    { name: 'upper case', kind: 'other', url: rewrite((s) => s.toUpperCase()) },
  ];
  if (lastLiteral >= 0) {
    out.push({
      name: '; parameter',
      kind: 'other',
      url: rewrite((s, i) => (i === lastLiteral ? `${s};x=1` : s)),
    });
  }
  return out.filter((spelling) => spelling.url !== url);
}

/** The literal-segment test for a route pattern such as `/api/battles/:id/votes` or `/uploads/*`. */
export function literalSegmentsOf(pattern: string): (index: number) => boolean {
  const parts = pattern.split('/').slice(1);
  return (index) => {
    const part = parts[index];
    return part !== undefined && part !== '' && !part.startsWith(':') && !part.includes('*');
  };
}
