import { useMemo } from 'react';
import { USERS_LOAD_FAILED } from '#domain/messages/admin.ts';
import { adminUserDefaultDir, adminUserListQuerySchema } from '#domain/schemas/admin-users.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { Ban, Shield, ShieldCheck, UserCheck, Users } from '#web/components/icons/icons.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAdminUserStats, useAdminUsers } from '#web/features/admin/api/use-admin-users.ts';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { StatCard } from '#web/features/admin/components/stat-card.tsx';
import { DataTable } from '#web/features/admin/components/table/data-table.tsx';
import { ListError } from '#web/features/admin/components/table/list-error.tsx';
import { nextSort } from '#web/features/admin/components/table/list-params.ts';
import { Pager } from '#web/features/admin/components/table/pager.tsx';
import { useListParams } from '#web/features/admin/components/table/use-list-params.ts';
import { LookalikesNotice } from '#web/features/admin/components/users/lookalikes-notice.tsx';
import { userColumns } from '#web/features/admin/components/users/user-columns.tsx';
import { UserFilters } from '#web/features/admin/components/users/user-filters.tsx';
import { useIsMobile } from '#web/lib/use-media-query.ts';
import { useMe } from '#web/shared/session/use-me.ts';

function UserStatsCards() {
  const stats = useAdminUserStats();
  const value = (n: number | undefined) => (n === undefined ? '—' : n);
  return (
    <section aria-label="Estatísticas" className="grid grid-cols-2 gap-3 md:grid-cols-5">
      <StatCard label="Total" value={value(stats.data?.total)} icon={Users} />
      <StatCard label="Ativos" value={value(stats.data?.active)} icon={UserCheck} tone="emerald" />
      <StatCard label="Banidos" value={value(stats.data?.banned)} icon={Ban} tone="red" />
      <StatCard label="Admins" value={value(stats.data?.admins)} icon={ShieldCheck} tone="amber" />
      <StatCard label="Moderadores" value={value(stats.data?.moderators)} icon={Shield} />
    </section>
  );
}

/**
 * /admin/users: the stats cards and one page of users at a time, searched, filtered and sorted
 * on the server; the whole view lives in the URL.
 */
export function UsersPage() {
  const { me } = useMe();
  const { values, update } = useListParams(adminUserListQuerySchema);
  const users = useAdminUsers(values);
  const sort = values.sort ?? 'created';
  const dir = values.dir ?? adminUserDefaultDir[sort];
  const isMobile = useIsMobile();
  const columns = useMemo(() => userColumns(me?.id ?? '', isMobile), [me?.id, isMobile]);
  const searching = Boolean(values.q || values.role || values.status);

  return (
    <>
      <PageMeta title="Usuários" description="Gerenciar usuários." />
      <PageHeader title="Usuários" description="Funções, banimentos e contas da plataforma." />
      <UserStatsCards />
      <LookalikesNotice />
      <UserFilters values={values} onChange={update} />
      {users.isPending ? (
        <PageSpinner label="Carregando usuários" />
      ) : users.isError && !users.data ? (
        <ListError
          error={users.error}
          fallback={USERS_LOAD_FAILED.message}
          onRetry={() => void users.refetch()}
          onFirstPage={() => update({ cursor: undefined })}
          isRetrying={users.isFetching}
        />
      ) : users.data.users.length === 0 ? (
        <EmptyState title={searching ? 'Nenhum usuário encontrado' : 'Nenhum usuário cadastrado'} />
      ) : (
        <>
          <DataTable
            label="Usuários"
            columns={columns}
            rows={users.data.users}
            rowKey={(u) => u.userId}
            rowTestId={(u) => `user-row-${u.username}`}
            sort={{ sort, dir }}
            onSort={(column) => update(nextSort({ sort, dir }, column, adminUserDefaultDir))}
            minWidth="900px"
            isFetching={users.isPlaceholderData}
          />
          <Pager
            label="Páginas de usuários"
            page={users.data}
            hasCursor={Boolean(values.cursor)}
            limit={values.limit}
            isFetching={users.isPlaceholderData}
            onCursor={(cursor) => update({ cursor })}
            onLimit={(limit) => update({ limit })}
          />
        </>
      )}
    </>
  );
}

export default UsersPage;
