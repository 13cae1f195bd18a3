import { battleStatuses } from '#domain/battle-status.ts';
import { formatCount } from '#domain/format-number.ts';
import type { AdminSummary } from '#domain/schemas/admin-dashboard.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { StatusBadge } from '#web/features/battles/components/status-badge.tsx';

export function BattlesByStatusCard({ battles }: { battles: AdminSummary['battles'] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Batalhas por status</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-2 sm:grid-cols-2">
          {battleStatuses.map((status) => (
            <div
              key={status}
              className="flex items-center justify-between gap-2 rounded-lg bg-zinc-950/60 px-3 py-2"
            >
              <dt className="min-w-0">
                <StatusBadge status={status} />
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
