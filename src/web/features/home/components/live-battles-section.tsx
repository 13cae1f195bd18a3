import { Link } from 'react-router';
import { prizeInWords } from '#domain/money/prize-words.ts';
import { namesList } from '#domain/pages/share.ts';
import type { BattleListItem } from '#domain/schemas/battles.ts';
import { formatDateTime } from '#domain/text/format.ts';
import { ArrowRight, Radio, Trophy } from '#web/components/icons/icons.ts';
import { buttonClass } from '#web/components/ui/button.tsx';
import { StatusBadge } from '#web/shared/battles/status-badge.tsx';

function LiveBattleCard({ battle }: { battle: BattleListItem }) {
  const leaders = battle.leaders.filter((l) => l.isLeader).map((l) => l.username);
  return (
    <li
      className="flex min-w-0 flex-col gap-3 rounded-xl border border-zinc-800 bg-zinc-900 p-4"
      data-testid="home-battle"
      data-status={battle.displayStatus}
    >
      <div className="flex items-start justify-between gap-3">
        <h3 className="min-w-0 text-lg font-bold break-words text-zinc-50">{battle.title}</h3>
        <StatusBadge status={battle.displayStatus} className="shrink-0" shortOnSmallScreens />
      </div>
      <p className="flex min-w-0 items-start gap-2 text-sm font-semibold break-words text-zinc-100">
        <Trophy className="mt-0.5 size-4 shrink-0 text-amber-400" aria-hidden="true" />
        {prizeInWords(battle.prize)}
      </p>
      <p className="text-sm break-words text-zinc-300">
        {leaders.length > 0 ? `Na frente: ${namesList(leaders)} · ` : ''}
        Termina em {formatDateTime(battle.endTime)}
      </p>
      <Link
        to={`/battle/${encodeURIComponent(battle.slug ?? battle.id)}`}
        className={buttonClass('primary', 'md', 'mt-auto self-start')}
      >
        Votar agora
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </li>
  );
}

/** The home page's first battles: those taking votes now, running ones first (the arena's order). */
export function LiveBattlesSection({ battles }: { battles: BattleListItem[] }) {
  return (
    <section aria-labelledby="live-battles-title" className="mx-auto max-w-6xl px-4 py-10 md:px-6">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <h2 id="live-battles-title" className="flex items-center gap-2 text-2xl font-extrabold text-zinc-50">
          <Radio className="size-6 text-red-500" aria-hidden="true" />
          Batalhas ao vivo
        </h2>
        <div className="flex flex-wrap gap-2">
          <Link to="/ranking" className={buttonClass('secondary')}>
            Ver ranking
          </Link>
          <Link to="/arena" className={buttonClass('secondary')}>
            Ver todas
          </Link>
        </div>
      </div>
      {battles.length === 0 ? (
        <p className="rounded-xl border border-dashed border-zinc-700 px-4 py-6 text-center text-zinc-300">
          Nenhuma batalha aberta para votos agora. Veja as próximas na arena.
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {battles.map((b) => (
            <LiveBattleCard key={b.id} battle={b} />
          ))}
        </ul>
      )}
    </section>
  );
}
