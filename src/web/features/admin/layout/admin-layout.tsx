import { Navigate, Outlet, useLocation } from 'react-router';
import type { Me } from '#domain/schemas/auth.ts';
import { SkipLink } from '#web/app/layouts/public-layout.tsx';
import { PageMeta } from '#web/app/page-meta.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import {
  adminLoginPathFrom,
  canAccessAdminPath,
  deniedNoticeFor,
  isStaff,
} from '#web/features/admin/access.ts';
import { useAdminSummary } from '#web/features/admin/api/use-admin-summary.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { AccessDenied } from './access-denied.tsx';
import { AdminHeader } from './admin-header.tsx';
import { AdminSidebar } from './admin-sidebar.tsx';
import { useSidebarState } from './use-sidebar-state.ts';

const SESSION_ERROR_MESSAGE = 'Não foi possível verificar sua sessão. Tente novamente.';

function AdminShell({ me }: { me: Me }) {
  const location = useLocation();
  const sidebar = useSidebarState();
  const summary = useAdminSummary();
  const allowed = canAccessAdminPath(me.role, location.pathname);

  return (
    <div
      className="flex min-h-dvh bg-zinc-950 text-zinc-100"
      data-admin-access={allowed ? 'authenticated' : 'denied'}
    >
      <SkipLink />
      <AdminSidebar
        role={me.role}
        pendingBattles={summary.data?.pendingBattles ?? 0}
        open={sidebar.open}
        isMobile={sidebar.isMobile}
        mobileOpen={sidebar.mobileOpen}
        onMobileOpenChange={sidebar.setMobileOpen}
      />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminHeader
          me={me}
          onToggleSidebar={sidebar.toggle}
          sidebarOpen={sidebar.isMobile ? sidebar.mobileOpen : sidebar.open}
        />
        <main id="conteudo" tabIndex={-1} className="flex flex-1 flex-col gap-6 p-4 md:p-6">
          {allowed ? (
            <Outlet />
          ) : (
            <AccessDenied
              className="mt-10"
              backTo={{ to: '/admin/dashboard', label: 'Ir para o painel' }}
              notice={deniedNoticeFor(location.pathname)}
            />
          )}
        </main>
      </div>
    </div>
  );
}

/**
 * The admin guard and layout. States: loading (session pending), denied (not staff, or a
 * moderator outside dashboard/battles) and authenticated. Visitors go to /admin/login keeping
 * the origin. The server enforces every permission again on each call.
 */
/**
 * The admin area renders in the browser only (its pages are private and never shared): the
 * server sends this placeholder, and the guard below takes over once the session is known.
 */
export async function clientLoader() {
  return null;
}
clientLoader.hydrate = true as const;

export function HydrateFallback() {
  return (
    <div data-admin-access="loading" className="min-h-dvh bg-zinc-950">
      <PageMeta
        title="Área administrativa"
        description="Área administrativa da Yod Arena."
        robots="noindex"
      />
      <PageSpinner className="min-h-dvh" label="Verificando acesso" />
    </div>
  );
}

export function AdminLayout() {
  const { me, isLoading, isError, refetch } = useMe();
  const location = useLocation();

  if (isLoading) {
    return (
      <div data-admin-access="loading" className="min-h-dvh bg-zinc-950">
        <PageSpinner className="min-h-dvh" label="Verificando acesso" />
      </div>
    );
  }
  if (isError) {
    return (
      <div className="grid min-h-dvh place-items-center bg-zinc-950 p-4">
        <ErrorState message={SESSION_ERROR_MESSAGE} onRetry={() => void refetch()} />
      </div>
    );
  }
  if (!me) return <Navigate to={adminLoginPathFrom(location)} replace />;
  if (!isStaff(me.role)) {
    return (
      <div data-admin-access="denied" className="grid min-h-dvh place-items-center bg-zinc-950 p-4">
        <AccessDenied notice={deniedNoticeFor(location.pathname)} />
      </div>
    );
  }
  return <AdminShell me={me} />;
}

export default AdminLayout;
