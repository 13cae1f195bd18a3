import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorState } from '../../components/ui/error-state.tsx';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useMe } from '../../features/auth/api/use-me.ts';

export const SESSION_ERROR_MESSAGE = 'Não foi possível verificar sua sessão. Tente novamente.';

/** '/login?from=/wallet': the path to return to after login (read back with safeRedirectPath). */
export function loginPathFrom(location: { pathname: string; search: string; hash: string }): string {
  const from = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ from }).toString()}`;
}

export interface GuardProps {
  /** Guarded content; without it the guard is a layout route and renders its <Outlet />. */
  children?: ReactNode;
}

/** Pages for signed-in users only: a visitor goes to /login and comes back here afterwards. */
export function RequireUser({ children }: GuardProps) {
  const { me, isLoading, isError, refetch } = useMe();
  const location = useLocation();

  if (isLoading) return <PageSpinner />;
  if (isError) {
    return <ErrorState className="m-4" message={SESSION_ERROR_MESSAGE} onRetry={() => void refetch()} />;
  }
  if (!me) return <Navigate to={loginPathFrom(location)} replace />;
  return children ?? <Outlet />;
}
