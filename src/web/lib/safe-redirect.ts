/**
 * A `from` target taken from the URL is attacker-controlled: only same-origin paths are followed,
 * never '//host' or 'https://host', so the login form cannot become an open redirect.
 */
export function safeRedirectPath(from: string | null | undefined, fallback = '/arena'): string {
  if (!from?.startsWith('/') || from.startsWith('//') || from.startsWith('/\\')) return fallback;
  if (from === '/login' || from.startsWith('/login?') || from === '/register') return fallback;
  return from;
}
