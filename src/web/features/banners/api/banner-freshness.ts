import { AD_BANNER_CACHE_MS } from '../../../../domain/ad-page.ts';

/**
 * Picks are HTTP-cached for 5 minutes (spec section 9), which is right for visitors but means the
 * admin who just changed a banner would keep getting the old pick from the browser cache. So a
 * change is remembered here, and for 5 minutes after it (the longest a cached pick can live) this
 * browser's pick requests skip the HTTP cache and refresh it ('reload'). Kept in localStorage so
 * the admin's other tabs and a page reload see it too; in memory when storage is unavailable.
 */
const STORAGE_KEY = 'yod-banners-changed-at';

export interface ChangeStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

let changedInMemory = 0;

function browserStore(): ChangeStore | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage can throw when disabled (privacy settings): fall back to memory.
    return null;
  }
}

export function markBannersChanged(
  now: number = Date.now(),
  store: ChangeStore | null = browserStore(),
): void {
  if (!store) {
    changedInMemory = now;
    return;
  }
  try {
    store.setItem(STORAGE_KEY, String(now));
  } catch {
    changedInMemory = now;
  }
}

function lastChange(store: ChangeStore | null): number {
  if (!store) return changedInMemory;
  try {
    const stored = Number(store.getItem(STORAGE_KEY) ?? 0);
    return Math.max(changedInMemory, Number.isFinite(stored) ? stored : 0);
  } catch {
    return changedInMemory;
  }
}

/** The cache mode for a pick request: 'reload' within 5 minutes of a banner change here. */
export function bannerRequestCache(
  now: number = Date.now(),
  store: ChangeStore | null = browserStore(),
): RequestCache {
  const changedAt = lastChange(store);
  return changedAt > 0 && now - changedAt < AD_BANNER_CACHE_MS ? 'reload' : 'default';
}
