/**
 * How a server-rendered page may be cached: its route module declares it in its response
 * headers, and the server's page handler applies it (src/server/web/page-cache.ts). Signed-in
 * requests of a `live` page are always answered `private, no-store` by the server.
 */
export const pageCachePolicies = {
  /** The same HTML for everyone (nothing personal in it): rendered once, reused for minutes. */
  static: { 'Cache-Control': 'public, max-age=60, s-maxage=300' },
  /** Live data (counts move every vote), personal when signed in: anonymous copies for seconds. */
  live: { 'Cache-Control': 'public, max-age=2, s-maxage=2', Vary: 'Cookie' },
} as const;

/**
 * Internal header naming the battle a page shows ('<id> <slug>'), so a vote on that battle drops
 * the page's cached copy; the server removes it before the response leaves.
 */
export const PAGE_CACHE_TAG_HEADER = 'x-yod-cache-battle';

export function battleCacheTag(battle: { id: string; slug: string | null }): string {
  return battle.slug ? `${battle.id} ${battle.slug}` : battle.id;
}

export function parseBattleCacheTag(value: string): { battleId: string; slug: string | null } | null {
  const [battleId, slug] = value.trim().split(' ');
  return battleId ? { battleId, slug: slug ?? null } : null;
}
