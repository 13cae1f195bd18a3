import { battleStatuses } from '#domain/battles/battle-status.ts';
import type { AdminSummary } from '#domain/schemas/admin-dashboard.ts';
import { formatCount } from '#domain/text/format-number.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';

export function BattlesByStatusCard({ battles }: { battles: AdminSummary['battles'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Batalhas por status</CardTitle>
      </CardHeader>
      <CardContent>
        {/* Two columns only where a row holds the longest label ('Aguardando Participantes') and its
            count side by side; the badge may wrap rather than run under the count. */}
        <dl className="grid grid-cols-[repeat(auto-fill,minmax(min(100%,16rem),1fr))] gap-2">
          {battleStatuses.map((status) => (
            <div
              key={status}
              data-testid="status-count"
              className="flex items-center justify-between gap-2 rounded-lg bg-zinc-950/60 px-3 py-2"
            >
              <dt className="min-w-0 flex-1">
                <StatusBadge status={status} className="whitespace-normal" />
              </dt>
              <dd className="text-lg font-bold text-zinc-50 tabular-nums">{battles.byStatus[status]}</dd>
            </div>
          ))}
        </dl>
        <p className="mt-3 text-sm text-zinc-300">Total: {formatCount(battles.total)}</p>
      </CardContent>
    </Card>
  );
}
