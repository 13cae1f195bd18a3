export const SIDEBAR_COOKIE = 'admin_sidebar';
/** The sidebar keeps its state for 7 days (docs/product.md#admin-area). */
export const SIDEBAR_COOKIE_MAX_AGE_S = 7 * 24 * 60 * 60;

/** The stored open state from a `document.cookie` string; open when nothing was stored. */
export function readSidebarOpen(cookieString: string): boolean {
  for (const part of cookieString.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === SIDEBAR_COOKIE) return value !== 'false';
  }
  return true;
}

export function sidebarCookie(open: boolean): string {
  return `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE_S}; samesite=lax`;
}
