import { type LoaderFunctionArgs, Navigate, Outlet, redirect, useSearchParams } from 'react-router';
import { safeRedirectPath } from '#domain/pages/redirect-target.ts';
import { dehydrated, prefetched } from '#web/app/dehydrate.ts';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { meQuery, useMe } from '#web/shared/session/use-me.ts';
import type { GuardProps } from './require-user.tsx';

/** A signed-in user never sees the forms: the server sends them on. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const me = await context.pageData.me();
  if (me.user) throw redirect(safeRedirectPath(new URL(request.url).searchParams.get('from')));
  return { dehydrated: dehydrated([prefetched(meQuery(), me)]) };
}

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

export default RedirectIfLoggedIn;
