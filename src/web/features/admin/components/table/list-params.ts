import type { z } from 'zod';
import type { SortDir } from '#domain/schemas/admin-lists.ts';

/**
 * A list's query (filters, sort, page) read from the URL through its zod schema, so a reload or a
 * shared link shows the same view. A parameter the schema refuses (a stale or
 * hand-edited link) is dropped, as if absent, instead of breaking the page.
 */
export function parseListParams<S extends z.ZodObject>(schema: S, params: URLSearchParams): z.output<S> {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  for (;;) {
    const result = schema.safeParse(raw);
    if (result.success) return result.data;
    const bad = result.error.issues.map((issue) => String(issue.path[0] ?? '')).filter((key) => key in raw);
    if (bad.length === 0) throw result.error;
    for (const key of bad) delete raw[key];
  }
}

/** The query string the API gets for a parsed list query: its set values, in a stable order. */
export function listSearch(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

/**
 * The sort after clicking a column: the same column flips its direction; another one starts in its
 * own default direction. The URL leaves out a sort equal to the list's default.
 */
export function nextSort<K extends string>(
  current: { sort: K; dir: SortDir },
  column: K,
  defaults: Record<K, SortDir>,
): { sort: K; dir: SortDir } {
  if (current.sort === column) return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { sort: column, dir: defaults[column] };
}
