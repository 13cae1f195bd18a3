import { useLocation } from 'react-router';
import { safeRedirectPath } from '#domain/pages/redirect-target.ts';

/** The pages that sign a fan in or up: a link from one of them passes its own `from` on. */
const AUTH_PAGES = ['/login', '/register', '/forgot-password', '/reset-password', '/confirm-email'];

type Place = { pathname: string; search: string; hash: string };

/**
 * Where a fan should come back to after signing in or up from `place`: the page itself (a battle
 * with its `?lutador=`), or, on a sign-in page, the `from` it already carries. Null when there is
 * nothing to come back to (the home page, or no valid `from`): the sign-in then lands on /arena.
 */
export function returnTarget(place: Place): string | null {
  if (AUTH_PAGES.includes(place.pathname)) {
    const from = new URLSearchParams(place.search).get('from');
    return from && safeRedirectPath(from, '') !== '' ? safeRedirectPath(from) : null;
  }
  if (place.pathname === '/') return null;
  return `${place.pathname}${place.search}${place.hash}`;
}

/** '/login?from=%2Fbattle%2Fx' (or plain '/login' with nowhere to come back to). */
export function authPath(page: '/login' | '/register', from: string | null): string {
  return from ? `${page}?${new URLSearchParams({ from }).toString()}` : page;
}

/**
 * The header's, the drawer's and the vote box's Entrar and Cadastrar: both carry the page the fan
 * is on, through sign-up, the confirmation e-mail and the first sign-in (docs/product.md#accounts).
 */
export function useAuthLinks(): { login: string; register: string; from: string | null } {
  const from = returnTarget(useLocation());
  return { login: authPath('/login', from), register: authPath('/register', from), from };
}
