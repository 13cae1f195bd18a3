import type { ProfileStats as Stats } from '#domain/schemas/profiles.ts';
import { formatCompact } from '#domain/text/format.ts';
import { CalendarDays, Crown, Swords, ThumbsUp, Trophy, Users, Vote } from '#web/components/icons/icons.ts';

const fighterItems = [
  { key: 'battlesJoined', label: 'Batalhas', icon: Swords },
  { key: 'battlesWon', label: 'Vitórias', icon: Trophy },
  { key: 'votesReceived', label: 'Votos recebidos', icon: ThumbsUp },
] as const;

const fanItems = [
  { key: 'votesGiven', label: 'Votos dados', icon: Vote },
  { key: 'battlesSupported', label: 'Batalhas apoiadas', icon: Users },
  { key: 'championsBacked', label: 'Campeões apoiados', icon: Crown },
  { key: 'dayStreak', label: 'Dias seguidos', icon: CalendarDays },
] as const;

type StatKey = (typeof fighterItems)[number]['key'] | (typeof fanItems)[number]['key'];

function StatList({
  stats,
  items,
  label,
  className,
}: {
  stats: Stats;
  items: readonly { key: StatKey; label: string; icon: typeof Swords }[];
  label: string;
  className: string;
}) {
  return (
    <dl aria-label={label} className={className}>
      {items.map(({ key, label: itemLabel, icon: Icon }) => (
        <div
          key={key}
          className="flex flex-col items-center gap-1 rounded-xl border border-zinc-800 bg-zinc-900 p-3 text-center"
          data-testid={`stat-${key}`}
        >
          <Icon className="size-5 text-amber-400" aria-hidden="true" />
          <dt className="order-last text-xs text-zinc-300 sm:text-sm">{itemLabel}</dt>
          <dd className="text-2xl font-extrabold text-zinc-50">{formatCompact(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** As a fighter (battles, wins, votes received) and as a fan (votes given, support, days in a row). */
export function ProfileStats({ stats }: { stats: Stats }) {
  return (
    <div className="flex flex-col gap-3">
      <StatList
        stats={stats}
        items={fighterItems}
        label="Como lutador"
        className="grid grid-cols-3 gap-2 sm:gap-3"
      />
      <h3 className="text-sm font-bold text-zinc-200">Como fã</h3>
      <StatList
        stats={stats}
        items={fanItems}
        label="Como fã"
        className="grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3"
      />
    </div>
  );
}
