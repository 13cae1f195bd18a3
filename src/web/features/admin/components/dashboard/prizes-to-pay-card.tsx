import { Link } from 'react-router';
import { formatDayKey, PRIZE_PAYMENT_BUSINESS_DAYS } from '#domain/money/prize-deadline.ts';
import type { PrizesToPay } from '#domain/schemas/admin-dashboard.ts';
import { formatDateTime, formatMoney } from '#domain/text/format.ts';
import { plural } from '#domain/text/plural.ts';
import { Coins } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';

const BATTLES = { one: 'batalha', other: 'batalhas' };

/**
 * 'Prêmios a pagar' (admins): money owed to winners of finished battles, with the Terms' deadline
 * (7 business days after the end, Monday to Friday on the São Paulo calendar, holidays not left
 * out, so never later than promised), the nearest first, each linking to its battle's card.
 */
export function PrizesToPayCard({ prizes }: { prizes: PrizesToPay }) {
  return (
    <Card data-testid="prizes-to-pay-card">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Coins className="size-5 text-amber-400" aria-hidden="true" />
          Prêmios a pagar
        </CardTitle>
        <CardDescription>
          Prazo dos Termos: {PRIZE_PAYMENT_BUSINESS_DAYS} dias úteis após o fim (segunda a sexta, sem
          descontar feriados).
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {prizes.count === 0 ? (
          <p className="text-sm text-zinc-300">Nenhum prêmio a pagar.</p>
        ) : (
          <>
            <dl className="grid grid-cols-3 gap-2 text-sm" data-testid="prizes-to-pay-figures">
              <div>
                <dt className="text-xs text-zinc-400">Batalhas</dt>
                <dd className="text-lg font-bold text-zinc-50">{prizes.count}</dd>
              </div>
              <div>
                <dt className="text-xs text-zinc-400">Total</dt>
                <dd className="text-lg font-bold text-amber-300">{formatMoney(prizes.total)}</dd>
              </div>
              <div>
                <dt className="text-xs text-zinc-400">Prazo mais próximo</dt>
                <dd className={prizes.nearest?.overdue ? 'font-bold text-red-300' : 'font-bold text-zinc-50'}>
                  {prizes.nearest ? formatDayKey(prizes.nearest.lastDay) : '—'}
                </dd>
              </div>
            </dl>
            {prizes.overdueCount > 0 ? (
              <p className="text-sm font-semibold text-red-300" data-testid="prizes-overdue">
                {plural(prizes.overdueCount, BATTLES)} com o prazo vencido.
              </p>
            ) : null}
            <ul className="flex flex-col divide-y divide-zinc-800">
              {prizes.battles.map((battle) => (
                <li key={battle.id}>
                  <Link
                    to={`/admin/battles?q=${encodeURIComponent(battle.id)}`}
                    className="flex min-h-11 items-start justify-between gap-3 py-2 text-zinc-100 hover:text-amber-300"
                    data-testid="prize-to-pay"
                  >
                    <span className="min-w-0 flex-1">
                      <span className="block truncate font-semibold">{battle.title}</span>
                      <span className="block text-xs text-zinc-400">
                        Terminou em {formatDateTime(battle.endTime)} ·{' '}
                        {battle.winnersUnpaid === battle.winners
                          ? plural(battle.winnersUnpaid, { one: 'vencedor', other: 'vencedores' })
                          : `${battle.winnersUnpaid} de ${battle.winners} vencedores`}{' '}
                        a pagar
                        {battle.failedAttempts > 0
                          ? ` · ${plural(battle.failedAttempts, { one: 'falha', other: 'falhas' })}`
                          : ''}
                      </span>
                    </span>
                    <span className="flex shrink-0 flex-col items-end gap-1">
                      <span className="font-semibold text-amber-300">{formatMoney(battle.owed)}</span>
                      <Badge variant={battle.overdue ? 'danger' : 'warning'}>
                        {battle.overdue ? 'Venceu em' : 'Até'} {formatDayKey(battle.lastDay)}
                      </Badge>
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
            {prizes.count > prizes.battles.length ? (
              <p className="text-xs text-zinc-400">
                Mostrando as {prizes.battles.length} de prazo mais próximo.
              </p>
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
