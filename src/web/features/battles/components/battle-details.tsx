import { TIE_RULE_TEXT } from '#domain/battles/winners.ts';
import type { BattleDetail } from '#domain/schemas/battles.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { CalendarDays, Scale, Trophy } from '#web/components/icons/icons.ts';
import { Card } from '#web/components/ui/card.tsx';

/**
 * What a fan reads after the fight: the description, the prize's terms, start and end, and the tie rule
 * (docs/decisions/0002-tie-rule.md). Below the participants, so the fighters come first on a phone.
 */
export function BattleDetails({ battle }: { battle: BattleDetail }) {
  return (
    <section aria-labelledby="battle-details-title">
      <Card className="flex flex-col gap-4 p-4 md:p-6">
        <h2 id="battle-details-title" className="text-lg font-bold text-zinc-50">
          Sobre a batalha
        </h2>
        {battle.description ? <p className="text-zinc-300">{battle.description}</p> : null}
        {battle.prize.description ? (
          <p className="flex items-start gap-2 text-sm text-zinc-300">
            <Trophy className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
            <span>
              <span className="font-semibold text-zinc-100">Prêmio: </span>
              {battle.prize.description}
            </span>
          </p>
        ) : null}
        <div className="grid gap-2 sm:grid-cols-2">
          {battle.startTime ? (
            <p className="flex items-center gap-2 text-sm text-zinc-300">
              <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
              Início: <span className="text-zinc-100">{formatDateTime(battle.startTime)}</span>
            </p>
          ) : null}
          <p className="flex items-center gap-2 text-sm text-zinc-300">
            <CalendarDays className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            Término: <span className="text-zinc-100">{formatDateTime(battle.endTime)}</span>
          </p>
        </div>
        <p className="flex items-start gap-2 rounded-lg bg-zinc-950/60 p-3 text-sm text-zinc-300">
          <Scale className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
          <span>
            <span className="font-semibold text-zinc-100">Regra de empate: </span>
            {TIE_RULE_TEXT}
          </span>
        </p>
      </Card>
    </section>
  );
}
