import { PageMeta } from '#web/app/page-meta.tsx';
import { Clock, Swords, Users, Vote } from '#web/components/icons/icons.ts';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAdminSummary } from '#web/features/admin/api/use-admin-summary.ts';
import { BattlesByStatusCard } from '#web/features/admin/components/dashboard/battles-by-status-card.tsx';
import { FlaggedBattlesCard } from '#web/features/admin/components/dashboard/flagged-battles-card.tsx';
import { PrizesToPayCard } from '#web/features/admin/components/dashboard/prizes-to-pay-card.tsx';
import { RecentActivityCard } from '#web/features/admin/components/dashboard/recent-activity-card.tsx';
import { ScheduledBattlesCard } from '#web/features/admin/components/dashboard/scheduled-battles-card.tsx';
import { CoinsCard, VotesCard } from '#web/features/admin/components/dashboard/votes-coins-card.tsx';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { StatCard } from '#web/features/admin/components/stat-card.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { useMe } from '#web/shared/session/use-me.ts';

export function DashboardPage() {
  const { me } = useMe();
  const summary = useAdminSummary();

  return (
    <>
      <PageMeta title="Painel" description="Visão geral da plataforma." />
      <PageHeader title="Painel" description="Visão geral da Yod Arena com os números de agora." />
      {summary.isPending ? (
        <PageSpinner label="Carregando dashboard" />
      ) : summary.isError ? (
        <ErrorState
          message={errorMessage(summary.error)}
          onRetry={() => void summary.refetch()}
          isRetrying={summary.isFetching}
        />
      ) : (
        <>
          <section aria-label="Resumo" className="grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-4">
            <StatCard
              label="Usuários"
              value={summary.data.users.total}
              hint={`+${summary.data.users.newThisWeek} nos últimos 7 dias`}
              icon={Users}
            />
            <StatCard
              label="Batalhas"
              value={summary.data.battles.total}
              hint={`${summary.data.battles.byStatus.active} em andamento`}
              icon={Swords}
              tone="red"
            />
            <StatCard
              label="Aguardando aprovação"
              value={summary.data.pendingBattles}
              hint="Batalhas pendentes"
              icon={Clock}
              tone="amber"
            />
            <StatCard
              label="Votos hoje"
              value={summary.data.votes.today.total}
              hint={`${summary.data.votes.week.total} nos últimos 7 dias`}
              icon={Vote}
              tone="emerald"
            />
          </section>
          <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
            {summary.data.prizesToPay ? <PrizesToPayCard prizes={summary.data.prizesToPay} /> : null}
            <FlaggedBattlesCard battles={summary.data.flaggedBattles} />
            <ScheduledBattlesCard battles={summary.data.scheduledBattles} />
            <BattlesByStatusCard battles={summary.data.battles} />
            <VotesCard votes={summary.data.votes} />
            <CoinsCard yodcoins={summary.data.yodcoins} />
          </div>
          <RecentActivityCard entries={summary.data.recentActivity} showAuditLink={me?.role === 'admin'} />
        </>
      )}
    </>
  );
}

export default DashboardPage;
