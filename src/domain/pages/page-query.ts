import { auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { adminBattleListQuerySchema } from '#domain/schemas/admin-battles.ts';
import { adminUserListQuerySchema } from '#domain/schemas/admin-users.ts';
import { voteLogQuerySchema } from '#domain/schemas/vote-review.ts';
import { FIGHTER_PARAM } from './share.ts';

/**
 * The admin lists whose pages keep their filters, sort and page in the URL (useListParams reads
 * every key of its schema). A list page whose schema is not here would lose its query on the
 * server: page-query.test.ts fails first.
 */
export const pageListQuerySchemas = {
  adminBattleListQuerySchema,
  adminUserListQuerySchema,
  auditQuerySchema,
  voteLogQuerySchema,
};

/**
 * Every query parameter a page reads, in its loaders, its components or the framework. The server
 * renders a page with these alone and keys its cached copy on them (src/server/web/page-handler.ts),
 * so a link's tracking junk (`?utm_source=ig&fbclid=…`) gets the copy of the bare URL and a render
 * cannot depend on a parameter missing here. page-query.test.ts fails when web code reads one
 * that is not.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  // Sign-in and sign-up: where to return, the confirmation link's outcome, the reset's and the
  // confirmation's token, the confirmation page's "não fui eu" mode.
  'from',
  'token',
  'definir',
  'senha',
  'verified',
  'error',
  'cadastro',
  // A fighter's own link: the battle page scrolls to them (share.ts).
  FIGHTER_PARAM,
  // The arena's view (arena-view.ts arenaViewOf).
  'filter',
  'tab',
  'q',
  ...Object.values(pageListQuerySchemas).flatMap((schema) => Object.keys(schema.shape)),
  // React Router's own: a client navigation's routes, an index route's action, the route manifest.
  '_routes',
  'index',
  'paths',
  'version',
]);

/**
 * A page's URL (a canonical path and query, http/canonical-url.ts) with only the parameters pages
 * read, in name order (a parameter's repeated values keep theirs): equal for every spelling of
 * the same page, so one kept copy serves them all.
 */
export function pageUrl(canonicalUrl: string): string {
  const { path, declared } = splitQuery(canonicalUrl);
  if (declared.length === 0) return path;
  // A stable sort: a name's values keep the order they came in.
  declared.sort((a, b) => {
    const [x, y] = [paramName(a), paramName(b)];
    return x < y ? -1 : x > y ? 1 : 0;
  });
  return `${path}?${declared.join('&')}`;
}

/**
 * The Location of a permanent redirect rendered from pageUrl, with the parameters pageUrl left out
 * put back: an old address moved keeps the whole query it was linked with (a campaign's tags on
 * a renamed battle). Redirects are never kept, so the render still depends on declared ones only.
 */
export function movedLocation(location: string, canonicalUrl: string): string {
  const { undeclared } = splitQuery(canonicalUrl);
  if (undeclared.length === 0 || !location.startsWith('/') || location.startsWith('//')) return location;
  const hash = location.indexOf('#');
  const [target, fragment] = hash === -1 ? [location, ''] : [location.slice(0, hash), location.slice(hash)];
  return `${target}${target.includes('?') ? '&' : '?'}${undeclared.join('&')}${fragment}`;
}

function splitQuery(canonicalUrl: string): { path: string; declared: string[]; undeclared: string[] } {
  const mark = canonicalUrl.indexOf('?');
  const path = mark === -1 ? canonicalUrl : canonicalUrl.slice(0, mark);
  const declared: string[] = [];
  const undeclared: string[] = [];
  if (mark === -1) return { path, declared, undeclared };
  for (const part of canonicalUrl.slice(mark + 1).split('&')) {
    if (part === '') continue;
    (PAGE_QUERY_PARAMS.has(paramName(part)) ? declared : undeclared).push(part);
  }
  return { path, declared, undeclared };
}

function paramName(part: string): string {
  const eq = part.indexOf('=');
  const raw = eq === -1 ? part : part.slice(0, eq);
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}
