// C0 controls and DEL, raw or escaped: a URL parser drops tab, CR and LF silently, so
// `/\t/evil.example` would parse as `//evil.example`, and a decoding step turns `%09` into a tab.
// No page of ours has one in its address, so a target holding one is refused before any parsing.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f]|%(?:[01][0-9a-f]|7f)/i;
/** An origin no real request has: a target that keeps it after parsing stayed on this site. */
const PROBE_ORIGIN = 'http://same-origin.invalid';

/**
 * A redirect target taken from a URL or a form (`from`) is attacker-controlled: it is followed only
 * when it parses, against this site's origin, to a path of this very site, and it comes back in
 * the parser's own spelling (so `/\evil` or `/%09/evil` can never turn into `//evil` later).
 * Anything else gives `fallback`.
 */
export function sameOriginPath(target: string | null | undefined, fallback: string): string {
  if (!target?.startsWith('/') || CONTROL.test(target)) return fallback;
  let url: URL;
  try {
    url = new URL(target, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // The parser keeps `/%2F…` as is; a browser given `//…` back would still leave the site.
  return path.startsWith('//') ? fallback : path;
}

function underPath(target: string, page: string): boolean {
  const path = target.split(/[?#]/)[0] ?? '';
  return path === page || path.startsWith(`${page}/`);
}

/** Where a fan goes after signing in: a same-origin page, never back to the sign-in pages. */
export function safeRedirectPath(from: string | null | undefined, fallback = '/arena'): string {
  const target = sameOriginPath(from, fallback);
  return underPath(target, '/login') || underPath(target, '/register') ? fallback : target;
}
