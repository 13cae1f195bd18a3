import { PAGE_CACHE_TAG_HEADER, parseBattleCacheTag } from '#domain/pages/page-cache.ts';
import { movedLocation } from '#domain/pages/page-query.ts';
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
 * What to do with a rendered page, from the policy its route declared (src/domain/pages/page-cache.ts)
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

/**
 * A rendered page's headers worth answering with: not its cookies, not the cache tag meant for us.
 * `Vary: Cookie` goes with signed-in answers only: the live policy declares it to say the page is
 * personal with a session (pageCacheDecision), and a visitor's answer without it can be kept once
 * by a shared cache instead of once per visitor's cookies (domain/pages/page-cache.ts).
 */
export function answerHeaders(response: Response, hasSession: boolean): [string, string][] {
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name === 'set-cookie' || name === PAGE_CACHE_TAG_HEADER || name === 'vary') continue;
    headers.push([name, value]);
  }
  const vary = withCookieVary(response.headers.get('vary'), hasSession);
  if (vary) headers.push(['vary', vary]);
  return headers;
}

/** A Vary value with Cookie added (a session's answer) or taken out (a visitor's). */
export function withCookieVary(vary: string | null, hasSession: boolean): string {
  const names = (vary ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && name.toLowerCase() !== 'cookie');
  if (hasSession) names.push('Cookie');
  return names.join(', ');
}

/** A permanent redirect's headers with the query the render did not see passed on (movedLocation). */
export function withMovedQuery(
  status: number,
  headers: [string, string][],
  canonicalUrl: string,
): [string, string][] {
  if (status !== 301 && status !== 308) return headers;
  return headers.map(([name, value]) => [
    name,
    name === 'location' ? movedLocation(value, canonicalUrl) : value,
  ]);
}
