import { Tabs } from 'radix-ui';
import { useState } from 'react';
import { analyticsPeriods } from '#domain/schemas/admin-analytics.ts';
import { formatDate } from '#domain/text/format.ts';
import { PageMeta } from '#web/app/page-meta.tsx';
import { ErrorState } from '#web/components/ui/error-state.tsx';
import { PageSpinner } from '#web/components/ui/spinner.tsx';
import { useAnalytics } from '#web/features/admin/api/use-analytics.ts';
import {
  CoinsChart,
  NewUsersChart,
  VotesChart,
} from '#web/features/admin/components/analytics/analytics-charts.tsx';
import { periodBoundLabel } from '#web/features/admin/components/analytics/chart-theme.ts';
import {
  TopBattlesTable,
  TopParticipantsTable,
} from '#web/features/admin/components/analytics/top-tables.tsx';
import { PageHeader } from '#web/features/admin/components/page-header.tsx';
import { errorMessage } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';

type Period = (typeof analyticsPeriods)[number];

const tabClass = cn(
  'rounded-md px-3 py-1.5 text-sm font-semibold text-zinc-300 hover:text-white',
  'focus-visible:outline-2 focus-visible:outline-amber-400',
  'data-[state=active]:bg-zinc-800 data-[state=active]:text-amber-300',
);

function AnalyticsContent({ days }: { days: Period }) {
  const analytics = useAnalytics(days);
  if (analytics.isPending) return <PageSpinner label="Carregando analytics" />;
  if (analytics.isError) {
    return (
      <ErrorState
        message={errorMessage(analytics.error)}
        onRetry={() => void analytics.refetch()}
        isRetrying={analytics.isFetching}
      />
    );
  }
  const { data } = analytics;
  return (
    <div
      className={cn('flex flex-col gap-4', analytics.isPlaceholderData && 'opacity-60')}
      aria-busy={analytics.isFetching}
    >
      <p className="text-sm text-zinc-300">
        {/* `to` is the exclusive end of the period; the last day shown is the last day of the series. */}
        De {periodBoundLabel(data.series[0]?.day ?? data.from, formatDate)} a{' '}
        {periodBoundLabel(data.series.at(-1)?.day ?? data.to, formatDate)}
      </p>
      <VotesChart series={data.series} />
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <NewUsersChart series={data.series} />
        <CoinsChart series={data.series} />
      </div>
      <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
        <TopBattlesTable battles={data.topBattles} />
        <TopParticipantsTable participants={data.topParticipants} />
      </div>
    </div>
  );
}

export function AnalyticsPage() {
  const [days, setDays] = useState<Period>(7);
  return (
    <>
      <PageMeta title="Estatísticas" description="Números da plataforma por período." />
      <PageHeader title="Estatísticas" description="Votos, usuários e YodCoins por dia." />
      <Tabs.Root value={String(days)} onValueChange={(value) => setDays(Number(value) as Period)}>
        <Tabs.List
          aria-label="Período"
          className="inline-flex gap-1 rounded-lg border border-zinc-800 bg-zinc-900 p-1"
        >
          {analyticsPeriods.map((period) => (
            <Tabs.Trigger key={period} value={String(period)} className={tabClass}>
              {period} dias
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {analyticsPeriods.map((period) => (
          <Tabs.Content key={period} value={String(period)} className="mt-4 focus-visible:outline-none">
            {period === days ? <AnalyticsContent days={period} /> : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </>
  );
}

export default AnalyticsPage;
