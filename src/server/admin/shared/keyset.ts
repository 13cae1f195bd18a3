import { type SQL, sql } from 'drizzle-orm';
import type { PageInfo, SortDir } from '#domain/schemas/admin-lists.ts';
import { appError } from '#server/http/app-error.ts';

/**
 * Keyset paging for the admin lists (docs/decisions/0010-admin-lists-at-scale.md). A page is "the `limit` rows after (or before) this
 * position" in ORDER BY key, id; the comparison `(key, id) > (value, id)` is a range condition on
 * the list's (key, id) index, so a page deep in the list costs what the first one does.
 */

/** How the sort key is compared: the cursor carries it as text and SQL casts it back. */
export type KeyType = 'timestamp' | 'text' | 'int' | 'numeric';

export interface SortKey {
  /** A non-null expression (coalesce nullable columns). */
  key: SQL;
  /** The row's id column, from the same table as `key` so one index serves both. */
  id: SQL;
  type: KeyType;
}

/** Where a page starts: the sort value (as Postgres prints it with ::text) and the id. */
export interface Position {
  value: string;
  id: string;
}

export interface PageRequest {
  after: Position | null;
  /** Reading backwards from `after` (the "previous page"). */
  backwards: boolean;
  limit: number;
}

const VALUE_PATTERNS: Record<KeyType, RegExp> = {
  // timestamptz::text, e.g. '2026-11-07 00:00:00.123456+00'; always with its offset.
  timestamp: /^(-?infinity|\d{4,6}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}( BC)?)$/,
  int: /^-?\d{1,10}$/,
  numeric: /^-?\d{1,30}(\.\d{1,10})?$/,
  text: /^[^\0]{0,1000}$/,
};
const ID = /^[^\p{Cc}]{1,200}$/u;

interface CursorBody {
  /** The sort and direction the cursor belongs to. */
  s: string;
  d: SortDir;
  v: string;
  i: string;
  /** 1 = the page before this position. */
  b?: 1;
}

export function encodeCursor(sort: string, dir: SortDir, at: Position, backwards: boolean): string {
  const body: CursorBody = { s: sort, d: dir, v: at.value, i: at.id, ...(backwards ? { b: 1 } : {}) };
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64url');
}

function parseBody(raw: string): CursorBody | null {
  if (!/^[A-Za-z0-9_-]+$/.test(raw)) return null;
  try {
    const body: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (typeof body !== 'object' || body === null) return null;
    const { s, d, v, i, b } = body as Record<string, unknown>;
    if (typeof s !== 'string' || (d !== 'asc' && d !== 'desc')) return null;
    if (typeof v !== 'string' || typeof i !== 'string' || (b !== undefined && b !== 1)) return null;
    return { s, d, v, i, ...(b ? { b } : {}) };
  } catch {
    return null;
  }
}

/**
 * The page a `cursor` asks for. A cursor made for another sort or direction, or not made by
 * encodeCursor at all, is a 400 with the catalogue's text (nothing is read).
 */
export function decodeCursor(
  raw: string | undefined,
  expected: { sort: string; dir: SortDir; type: KeyType; limit: number },
): PageRequest {
  if (raw === undefined) return { after: null, backwards: false, limit: expected.limit };
  const body = parseBody(raw);
  if (
    !body ||
    body.s !== expected.sort ||
    body.d !== expected.dir ||
    !VALUE_PATTERNS[expected.type].test(body.v) ||
    !ID.test(body.i)
  ) {
    throw appError('ADMIN_LIST_CURSOR_INVALID');
  }
  return { after: { value: body.v, id: body.i }, backwards: body.b === 1, limit: expected.limit };
}

function castValue(type: KeyType, value: string): SQL {
  switch (type) {
    case 'timestamp':
      return sql`${value}::timestamptz`;
    case 'int':
      return sql`${value}::int`;
    case 'numeric':
      return sql`${value}::numeric`;
    case 'text':
      return sql`${value}::text`;
  }
}

/** Rows read in this order ascend when (dir asc, forwards) or (dir desc, backwards). */
function ascending(dir: SortDir, backwards: boolean): boolean {
  return (dir === 'asc') !== backwards;
}

/** `AND (key, id) > (value, id)` (or `<`), or nothing for the first page. */
export function keysetCondition(sortKey: SortKey, dir: SortDir, page: PageRequest): SQL {
  if (!page.after) return sql``;
  const op = sql.raw(ascending(dir, page.backwards) ? '>' : '<');
  return sql`AND (${sortKey.key}, ${sortKey.id}) ${op} (${castValue(sortKey.type, page.after.value)}, ${page.after.id})`;
}

/** `ORDER BY key, id` in the reading direction, and the one extra row that tells if more follow. */
export function keysetOrder(sortKey: SortKey, dir: SortDir, page: PageRequest): SQL {
  const d = sql.raw(ascending(dir, page.backwards) ? 'ASC' : 'DESC');
  return sql`ORDER BY ${sortKey.key} ${d}, ${sortKey.id} ${d} LIMIT ${page.limit + 1}`;
}

/** The text of a row's sort value, selected beside it as `sort_value`. */
export function sortValueColumn(sortKey: SortKey): SQL {
  return sql`(${sortKey.key})::text AS sort_value`;
}

export interface KeyedRow {
  sort_value: string;
}

/**
 * Turns the rows a keyset query returned (limit + 1 at most, in reading order) into the page, in
 * display order, with its cursors. A backward read that reaches the start returns null: the caller
 * then serves the first page itself, so "previous" always lands on full pages.
 */
export function toPage<R extends KeyedRow>(
  rows: R[],
  page: PageRequest,
  sort: { name: string; dir: SortDir },
  idOf: (row: R) => string,
): (PageInfo & { rows: R[] }) | null {
  const more = rows.length > page.limit;
  const kept = rows.slice(0, page.limit);
  if (page.backwards && !more) return null;
  const ordered = page.backwards ? kept.reverse() : kept;
  const at = (row: R | undefined): Position | null => (row ? { value: row.sort_value, id: idOf(row) } : null);
  const first = at(ordered[0]) ?? page.after;
  const last = at(ordered.at(-1));
  const hasNext = page.backwards ? true : more;
  const hasPrev = page.backwards ? more : page.after !== null;
  return {
    rows: ordered,
    nextCursor: hasNext && last ? encodeCursor(sort.name, sort.dir, last, false) : null,
    prevCursor: hasPrev && first ? encodeCursor(sort.name, sort.dir, first, true) : null,
  };
}

/** Runs a keyset query for `page` and returns it with its cursors (see toPage). */
export async function readPage<R extends KeyedRow>(
  page: PageRequest,
  sort: { name: string; dir: SortDir },
  idOf: (row: R) => string,
  run: (page: PageRequest) => Promise<R[]>,
): Promise<PageInfo & { rows: R[] }> {
  const result = toPage(await run(page), page, sort, idOf);
  if (result) return result;
  const first: PageRequest = { after: null, backwards: false, limit: page.limit };
  return toPage(await run(first), first, sort, idOf) ?? { rows: [], nextCursor: null, prevCursor: null };
}
