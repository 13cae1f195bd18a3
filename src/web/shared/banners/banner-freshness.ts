import { AD_BANNER_CACHE_MS } from '#domain/ad-page.ts';

/**
 * Picks are HTTP-cached for 5 minutes, which is right for visitors but means the
 * admin who just changed a banner would keep getting the old pick from the browser cache. So a
 * change is remembered here, and for 5 minutes after it (the longest a cached pick can live) this
 * browser's pick requests skip the HTTP cache and refresh it ('reload'). Kept in a cookie that
 * expires with it, so the admin's other tabs and a page reload see it too; in memory when cookies
 * are off. Not localStorage: every visitor's pick reads the mark, and a page's first
 * localStorage access opens the origin's storage (a blocking call that took 5-25 ms on a loaded
 * machine), where the cookie string is already at hand.
 */
const COOKIE = 'yod-banners-changed';
const COOKIE_VALUE = /(?:^|;\s*)yod-banners-changed=(\d+)/;

/** Where the mark lives: `document` in the browser, anything with a cookie string in tests. */
export interface CookieJar {
  cookie: string;
}

let changedInMemory = 0;

function browserJar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function markInCookie(jar: CookieJar | null): number {
  const stored = Number(jar?.cookie.match(COOKIE_VALUE)?.[1] ?? 0);
  return Number.isFinite(stored) ? stored : 0;
}

export function markBannersChanged(now: number = Date.now(), jar: CookieJar | null = browserJar()): void {
  if (jar) {
    const maxAge = Math.ceil(AD_BANNER_CACHE_MS / 1000);
    jar.cookie = `${COOKIE}=${now}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
    // Cookies switched off ignore the write silently.
    if (markInCookie(jar) === now) return;
  }
  changedInMemory = now;
}

/** The cache mode for a pick request: 'reload' within 5 minutes of a banner change here. */
export function bannerRequestCache(
  now: number = Date.now(),
  jar: CookieJar | null = browserJar(),
): RequestCache {
  const changedAt = Math.max(changedInMemory, markInCookie(jar));
  return changedAt > 0 && now - changedAt < AD_BANNER_CACHE_MS ? 'reload' : 'default';
}
