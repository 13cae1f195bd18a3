import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { movedLocation, PAGE_QUERY_PARAMS, pageListQuerySchemas, pageUrl } from './page-query.ts';
import { FIGHTER_PARAM } from './share.ts';

describe('pageUrl', () => {
  it('keeps only the parameters pages read, in name order', () => {
    expect(pageUrl('/battle/final?utm_source=ig&fbclid=PAZ&utm_medium=share')).toBe('/battle/final');
    expect(pageUrl('/battle/final?utm_source=ig&lutador=ana')).toBe('/battle/final?lutador=ana');
    expect(pageUrl('/arena?tab=open&gclid=x&filter=my_battles&q=muay')).toBe(
      '/arena?filter=my_battles&q=muay&tab=open',
    );
    expect(pageUrl('/battle/final.data?utm_source=ig&_routes=routes%2Fbattle')).toBe(
      '/battle/final.data?_routes=routes%2Fbattle',
    );
    expect(pageUrl('/')).toBe('/');
    expect(pageUrl('/arena?')).toBe('/arena');
  });

  it("keeps a parameter's repeated values in the order they came", () => {
    expect(pageUrl('/x?index&q=b&utm=1&q=a')).toBe('/x?index&q=b&q=a');
  });

  it('hands a permanent redirect the parameters the render did not see', () => {
    const canonical = '/battle/old?lutador=ana&utm_source=ig&fbclid=x';
    expect(movedLocation('/battle/new?lutador=ana', canonical)).toBe(
      '/battle/new?lutador=ana&utm_source=ig&fbclid=x',
    );
    expect(movedLocation('/admin/wallets', '/admin/yodcoins?user=u1')).toBe('/admin/wallets?user=u1');
    expect(movedLocation('/arena#top', '/battles?utm_source=ig')).toBe('/arena?utm_source=ig#top');
    // Elsewhere is left alone; so is a URL that lost nothing.
    expect(movedLocation('https://example.com/x', canonical)).toBe('https://example.com/x');
    expect(movedLocation('/arena', '/battles?tab=open')).toBe('/arena');
  });
});

const WEB = path.resolve(import.meta.dirname, '../../web');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Constants web code names query parameters by. */
const NAMED: Record<string, string> = { FIGHTER_PARAM };

/** The one place that reads a list's parameters by its schema's keys (checked apart, below). */
const SCHEMA_READER = path.join(WEB, 'features/admin/components/table/list-params.ts');
/** The hook that hands a page's schema to it. */
const SCHEMA_HOOK = path.join(WEB, 'features/admin/components/table/use-list-params.ts');

const READ =
  /\b(?:searchParams|params|URLSearchParams\([^()]*\))\s*\.\s*(?:get|getAll|has)\(\s*([^),]*?)\s*\)/g;
const WHOLE =
  /\b(?:searchParams|params)\s*\.\s*(?:entries|keys|values|forEach)\(|fromEntries\(\s*searchParams/g;
const LIST_PARAMS = /\b(?:useListParams|parseListParams)\(\s*(\w+)/g;

describe('the query parameters pages read', () => {
  const files = sources(WEB).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
  const where = (file: string, text: string, index: number) =>
    `${path.relative(WEB, file)}:${text.slice(0, index).split('\n').length}`;

  it('are all declared in page-query.ts (a page renders with those alone)', () => {
    const read = new Set<string>();
    const problems: string[] = [];
    for (const { file, text } of files) {
      for (const match of text.matchAll(READ)) {
        const arg = match[1] ?? '';
        const literal = /^(['"`])([^'"`]+)\1$/.exec(arg)?.[2];
        const name = literal ?? NAMED[arg];
        if (name === undefined) {
          if (file !== SCHEMA_READER) problems.push(`${where(file, text, match.index)}: reads ${arg}`);
          continue;
        }
        read.add(name);
        if (!PAGE_QUERY_PARAMS.has(name)) problems.push(`${where(file, text, match.index)}: '${name}'`);
      }
      for (const match of text.matchAll(WHOLE)) {
        problems.push(`${where(file, text, match.index)}: reads the whole query (${match[0]})`);
      }
    }
    expect(problems, 'declare these in src/domain/pages/page-query.ts PAGE_QUERY_PARAMS').toEqual([]);
    // The scan sees what it must: a scan that matched nothing would pass anything.
    for (const known of [
      'from',
      'token',
      'senha',
      'verified',
      'error',
      'cadastro',
      FIGHTER_PARAM,
      'tab',
      'q',
    ]) {
      expect(read, known).toContain(known);
    }
  });

  it("declare every admin list's schema read from the URL", () => {
    const declared: Record<string, unknown> = pageListQuerySchemas;
    const problems: string[] = [];
    let lists = 0;
    for (const { file, text } of files) {
      if (file === SCHEMA_READER || file === SCHEMA_HOOK) continue;
      for (const match of text.matchAll(LIST_PARAMS)) {
        lists += 1;
        const name = match[1] ?? '';
        // A schema narrowed in the page (`base.omit(…)`, `base.pick(…)`) reads its base's keys at most.
        const base = new RegExp(`const ${name}\\s*=\\s*(\\w+)\\.(?:omit|pick)\\(`).exec(text)?.[1] ?? name;
        if (!(base in declared)) problems.push(`${where(file, text, match.index)}: ${name}`);
      }
    }
    expect(problems, 'add these to pageListQuerySchemas in src/domain/pages/page-query.ts').toEqual([]);
    expect(lists).toBeGreaterThanOrEqual(4);
  });
});
