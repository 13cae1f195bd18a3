/**
 * The href to render for an admin-entered link (banner targets), or null: only http(s) URLs and
 * paths of this site are linked, so a typo can never become a `javascript:` URL. Pure, so the
 * server renders the same link the browser would.
 */
export function safeLinkHref(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value) return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}
