/**
 * The answer every visitor without a session gets of a live page or a JSON read: browsers keep it
 * but ask again each time (a 304 by ETag when nothing changed), shared caches (a CDN, the nginx
 * sample in docs/nginx) reuse it for 2 s and may hand out the previous copy for 30 s more while
 * they fetch the next one. Live counts in it may lag that much; the page's live stream corrects
 * them. It is sent without `Vary: Cookie`: every visitor's cookies differ (analytics, consent), so
 * a cache that honoured it would keep a copy per visitor; a request with a session cookie is the
 * edge's to pass by (docs/operations.md, "Behind a CDN"), and a signed-in answer is never stored.
 */
export const ANONYMOUS_CACHE_CONTROL = 'public, max-age=0, s-maxage=2, stale-while-revalidate=30';

/**
 * How a server-rendered page may be cached: its route module declares it in its response
 * headers, and the server's page handler applies it (src/server/web/page-cache.ts). Signed-in
 * requests of a `live` page are always answered `private, no-store` by the server; its `Vary:
 * Cookie` says so to the server, which sends it with signed-in answers only.
 */
export const pageCachePolicies = {
  /**
   * The same HTML for everyone (nothing personal in it): rendered once, reused for minutes by
   * shared caches. Browsers ask again each time: a visitor's copy shows the signed-out header.
   */
  static: { 'Cache-Control': 'public, max-age=0, s-maxage=300, stale-while-revalidate=30' },
  /** Live data (counts move every vote), personal when signed in: anonymous copies for seconds. */
  live: { 'Cache-Control': ANONYMOUS_CACHE_CONTROL, Vary: 'Cookie' },
} as const;

/**
 * Internal header naming the battle a page shows ('<id> <slug>'), so the server keeps the page's
 * copy under that battle: a change to it (a join or leave on this instance, a live event such as a
 * status change or a void from any instance) drops the copy. The server removes the header before
 * the response leaves. A vote drops nothing (`cacheWrite: 'counts'`,
 * src/server/http/read-cache-hooks.ts), or a busy battle's page would never stay cached: the kept
 * page's counts may be ~2 s old, and the live stream corrects them
 * (docs/decisions/0032-reads-under-votes.md).
 */
export const PAGE_CACHE_TAG_HEADER = 'x-yod-cache-battle';

export function battleCacheTag(battle: { id: string; slug: string | null }): string {
  return battle.slug ? `${battle.id} ${battle.slug}` : battle.id;
}

export function parseBattleCacheTag(value: string): { battleId: string; slug: string | null } | null {
  const [battleId, slug] = value.trim().split(' ');
  return battleId ? { battleId, slug: slug ?? null } : null;
}
