import { effectiveMaxParticipants } from '#domain/battles/battle-status.ts';
import { prizeTypeLabel } from '#domain/money/prize-type.ts';
import type { ScheduledBattle } from '#domain/schemas/admin-dashboard.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import { startsInLabel } from '#domain/time/countdown.ts';
import { CalendarClock } from '#web/components/icons/icons.ts';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { useNow } from '#web/lib/use-now.ts';

/** Stored 'scheduled' battles by start time, each with the time left before it opens. */
export function ScheduledBattlesCard({ battles }: { battles: ScheduledBattle[] }) {
  // Minutes are the finest unit shown; a 15 s tick keeps 'Iniciando...' timely.
  const now = useNow();
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <CalendarClock className="size-5 text-amber-400" aria-hidden="true" />
          Batalhas agendadas
        </CardTitle>
      </CardHeader>
      <CardContent>
        {battles.length === 0 ? (
          <p className="text-sm text-zinc-300">Nenhuma batalha agendada.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-zinc-800">
            {battles.map((battle) => (
              <li key={battle.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
                <div className="min-w-0">
                  <p className="truncate font-semibold text-zinc-100">{battle.title}</p>
                  <p className="text-xs text-zinc-400">
                    {formatMoney(battle.prizeAmount)} · {prizeTypeLabel(battle.prizeType)} · máx.{' '}
                    {effectiveMaxParticipants(battle.maxParticipants)}
                    {battle.startTime ? ` · ${formatDateTime(battle.startTime)}` : ''}
                  </p>
                </div>
                <span className="rounded-md bg-zinc-800 px-2 py-1 text-sm font-semibold text-amber-300 tabular-nums">
                  {battle.startTime ? (
                    <>
                      <span className="sr-only">Começa em </span>
                      {startsInLabel(battle.startTime, now)}
                    </>
                  ) : (
                    'Sem horário'
                  )}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
