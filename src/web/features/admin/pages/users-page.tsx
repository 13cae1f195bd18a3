import { Ban, Search, Shield, ShieldCheck, UserCheck, Users } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { PageMeta } from '../../../app/page-meta.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ErrorState } from '../../../components/ui/error-state.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PageSpinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useMe } from '../../auth/api/use-me.ts';
import { useAdminUsers } from '../api/use-admin-users.ts';
import { PageHeader } from '../components/page-header.tsx';
import { StatCard } from '../components/stat-card.tsx';
import { filterUsers } from '../components/users/filter-users.ts';
import { UsersCards, UsersTable } from '../components/users/users-table.tsx';

export function UsersPage() {
  const { me } = useMe();
  const users = useAdminUsers();
  const isMobile = useIsMobile();
  const searchId = useId();
  const [query, setQuery] = useState('');
  const visible = useMemo(() => filterUsers(users.data?.users ?? [], query), [users.data, query]);

  return (
    <>
      <PageMeta title="Usuários" description="Gerenciar usuários." />
      <PageHeader title="Usuários" description="Roles, banimentos e contas da plataforma." />
      {users.isPending ? (
        <PageSpinner label="Carregando usuários" />
      ) : users.isError ? (
        <ErrorState
          message={errorMessage(users.error, 'Não foi possível carregar os usuários')}
          onRetry={() => void users.refetch()}
          isRetrying={users.isFetching}
        />
      ) : (
        <>
          <section aria-label="Estatísticas" className="grid grid-cols-2 gap-3 md:grid-cols-5">
            <StatCard label="Total" value={users.data.stats.total} icon={Users} />
            <StatCard label="Ativos" value={users.data.stats.active} icon={UserCheck} tone="emerald" />
            <StatCard label="Banidos" value={users.data.stats.banned} icon={Ban} tone="red" />
            <StatCard label="Admins" value={users.data.stats.admins} icon={ShieldCheck} tone="amber" />
            <StatCard label="Moderadores" value={users.data.stats.moderators} icon={Shield} />
          </section>
          <div className="flex max-w-md flex-col gap-1.5">
            <Label htmlFor={searchId}>Buscar usuários</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-zinc-400"
                aria-hidden="true"
              />
              <Input
                id={searchId}
                type="search"
                className="pl-9"
                placeholder="Nome, email, PIX, Instagram ou ID"
                value={query}
                onChange={(event) => setQuery(event.target.value)}
              />
            </div>
          </div>
          {visible.length === 0 ? (
            <EmptyState title={query.trim() ? 'Nenhum usuário encontrado' : 'Nenhum usuário cadastrado'} />
          ) : isMobile ? (
            <UsersCards users={visible} selfId={me?.id ?? ''} />
          ) : (
            <UsersTable users={visible} selfId={me?.id ?? ''} />
          )}
        </>
      )}
    </>
  );
}

export default UsersPage;
