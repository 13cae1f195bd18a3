import type { ReactNode } from 'react';
import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useLocation } from 'react-router';
import { dehydrated, prefetched } from '#web/app/dehydrate.ts';
import { useInViewerShell } from '#web/app/viewer-shell.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { meQuery, useMe } from '#web/shared/session/use-me.ts';

export const SESSION_ERROR_MESSAGE = 'Não foi possível verificar sua sessão. Tente novamente.';

/** '/login?from=/wallet': the path to return to after login (read back with safeRedirectPath). */
export function loginPathFrom(location: { pathname: string; search: string; hash: string }): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ from }).toString()}`;
}

/**
 * A visitor is sent to /login by the server already, with the way back. A fan's shell is read as a
 * visitor's but made for signed-in fans only: it lets them through, and their session comes with
 * their own part of the page (the root's viewer queries).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (context.viewerShell) return { dehydrated: dehydrated([]) };
  const me = await context.pageData.me();
  if (!me.user) throw redirect(loginPathFrom(new URL(request.url)));
  return { dehydrated: dehydrated([prefetched(meQuery(), me)]) };
}

export interface GuardProps {
  /** Guarded content; without it the guard is a layout route and renders its <Outlet />. */
  children?: ReactNode;
}

/** Pages for signed-in users only: a visitor goes to /login and comes back here afterwards. */
export function RequireUser({ children }: GuardProps) {
  const session = useMe();
  const location = useLocation();
  const inShell = useInViewerShell();

  // The shell knows its viewer is a fan, and the browser renders the same with the fan's session.
  if (inShell) return children ?? <Outlet />;
  const { me, isLoading, isError, refetch } = session;
  if (isLoading) return <PageSpinner />;
  if (isError) {
    return <ErrorState className="m-4" message={SESSION_ERROR_MESSAGE} onRetry={() => void refetch()} />;
  }
  if (!me) return <Navigate to={loginPathFrom(location)} replace />;
  return children ?? <Outlet />;
}

export default RequireUser;
