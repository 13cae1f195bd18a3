import { AD_BANNER_CACHE_MS } from '#domain/pages/ad-page.ts';

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

/**
 * Reading document.cookie asks the browser's cookie store, and every banner slot's query asks for
 * the mark on each render (its staleTime): 72 reads, 52 ms of main thread on a 4x slower CPU while
 * a battle page hydrated. One reading serves for a second; other tabs' marks still show within it.
 */
const READ_FOR_MS = 1000;
const lastRead = new WeakMap<CookieJar, { at: number; mark: number }>();

function readMark(jar: CookieJar): number {
  const stored = Number(jar.cookie.match(COOKIE_VALUE)?.[1] ?? 0);
  return Number.isFinite(stored) ? stored : 0;
}

function markInCookie(jar: CookieJar | null, now: number, fresh = false): number {
  if (!jar) return 0;
  const last = lastRead.get(jar);
  if (!fresh && last && Math.abs(now - last.at) < READ_FOR_MS) return last.mark;
  const mark = readMark(jar);
  lastRead.set(jar, { at: now, mark });
  return mark;
}

export function markBannersChanged(now: number = Date.now(), jar: CookieJar | null = browserJar()): void {
  if (jar) {
    const maxAge = Math.ceil(AD_BANNER_CACHE_MS / 1000);
    jar.cookie = `${COOKIE}=${now}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
    // Cookies switched off ignore the write silently.
    if (markInCookie(jar, now, true) === now) return;
  }
  changedInMemory = now;
}

/** The cache mode for a pick request: 'reload' within 5 minutes of a banner change here. */
export function bannerRequestCache(
  now: number = Date.now(),
  jar: CookieJar | null = browserJar(),
): RequestCache {
  const changedAt = Math.max(changedInMemory, markInCookie(jar, now));
  return changedAt > 0 && now - changedAt < AD_BANNER_CACHE_MS ? 'reload' : 'default';
}
