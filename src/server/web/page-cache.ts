import { PAGE_CACHE_TAG_HEADER, parseBattleCacheTag } from '#domain/page-cache.ts';
import { READ_CACHE_TTL_MS, type ReadCacheTag } from '#server/http/read-cache.ts';

/** How long this instance reuses a rendered page without live data (settings texts may change). */
export const STATIC_PAGE_TTL_MS = 60_000;

export type PageCacheDecision =
  /** The same for everyone: kept for STATIC_PAGE_TTL_MS and served to anyone. */
  | { kind: 'static'; cacheControl: string; ttlMs: number }
  /** Live data, anonymous copy: kept for the read cache's second, served to visitors only. */
  | { kind: 'live'; cacheControl: string; ttlMs: number }
  /** Personal: never kept, never stored by a browser or proxy. */
  | { kind: 'private'; cacheControl: string }
  /** Not cacheable but not personal (a form, a 404): the browser asks again. */
  | { kind: 'revalidate'; cacheControl: string };

const PRIVATE: PageCacheDecision = { kind: 'private', cacheControl: 'private, no-store' };
const REVALIDATE: PageCacheDecision = { kind: 'revalidate', cacheControl: 'no-cache' };

/**
 * What to do with a rendered page, from the policy its route declared (src/domain/page-cache.ts)
 * and what the render actually read: a page that read the signed-in viewer's data is private
 * whatever it declared, and a signed-in request of a `Vary: Cookie` page too.
 */
export function pageCacheDecision(page: {
  status: number;
  cacheControl: string | null;
  vary: string | null;
  hasSession: boolean;
  usedViewer: boolean;
}): PageCacheDecision {
  const cacheControl = page.cacheControl ?? '';
  const isPublic = /(^|[\s,])public([\s,]|$)/.test(cacheControl);
  const varyCookie = /(^|[\s,])cookie([\s,]|$)/i.test(page.vary ?? '');
  if (page.usedViewer || (page.hasSession && varyCookie)) return PRIVATE;
  if (page.status !== 200 || !isPublic) return page.hasSession ? PRIVATE : REVALIDATE;
  if (varyCookie) return { kind: 'live', cacheControl, ttlMs: READ_CACHE_TTL_MS };
  return { kind: 'static', cacheControl, ttlMs: STATIC_PAGE_TTL_MS };
}

/** What drops a kept page: its battle's writes and live events, or any list change, or time alone. */
export function cacheTagOf(response: Response, kind: 'live' | 'static'): ReadCacheTag {
  const battle = response.headers.get(PAGE_CACHE_TAG_HEADER);
  const parsed = battle ? parseBattleCacheTag(battle) : null;
  if (parsed) return { kind: 'battle', ...parsed };
  return kind === 'static' ? { kind: 'static' } : { kind: 'list' };
}

/** A rendered page's headers worth answering with: not its cookies, not the cache tag meant for us. */
export function answerHeaders(response: Response): [string, string][] {
  return [...response.headers].filter(([name]) => name !== 'set-cookie' && name !== PAGE_CACHE_TAG_HEADER);
}
