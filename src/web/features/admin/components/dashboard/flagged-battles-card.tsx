import { Link } from 'react-router';
import type { AdminSummary } from '#domain/schemas/admin-dashboard.ts';
import { plural } from '#domain/text/plural.ts';
import { TriangleAlert } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

/** Battles whose vote review has open suspicious-burst flags, each linking to its vote log. */
export function FlaggedBattlesCard({ battles }: { battles: AdminSummary['flaggedBattles'] }) {
  return (
    <Card data-testid="flagged-battles-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <TriangleAlert className="size-5 text-amber-400" aria-hidden="true" />
          Alertas de votos suspeitos
        </CardTitle>
      </CardHeader>
      <CardContent>
        {battles.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhum alerta em aberto.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-800">
            {battles.map((battle) => (
              <li key={battle.id}>
                <Link
                  to={`/admin/battles/${encodeURIComponent(battle.id)}/votes`}
                  className="flex min-h-11 items-center justify-between gap-2 py-2 text-zinc-100 hover:text-amber-300"
                >
                  <span className="min-w-0 truncate font-semibold">{battle.title}</span>
                  <Badge variant="warning">
                    {plural(battle.openFlags, { one: 'alerta', other: 'alertas' })}
                  </Badge>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
