import { Navigate, Outlet, useSearchParams } from 'react-router';
import { PageSpinner } from '../../components/ui/spinner.tsx';
import { useMe } from '../../features/auth/api/use-me.ts';
import { safeRedirectPath } from '../../lib/safe-redirect.ts';
import type { GuardProps } from './require-user.tsx';

/**
 * /login and /register are for visitors: a signed-in user goes to /arena, or to the page the
 * login was asked for (the same `from` the login form follows, so both agree on the target).
 */
export function RedirectIfLoggedIn({ children }: GuardProps) {
  const { me, isLoading } = useMe();
  const [searchParams] = useSearchParams();

  if (isLoading) return <PageSpinner />;
  if (me) return <Navigate to={safeRedirectPath(searchParams.get('from'))} replace />;
  return children ?? <Outlet />;
}
