import { formatCompact } from '#domain/format.ts';
import type { ProfileStats as Stats } from '#domain/schemas/profiles.ts';
import { Swords, ThumbsUp, Trophy } from '#web/components/icons/icons.ts';

const items = [
  { key: 'battlesJoined', label: 'Batalhas', icon: Swords },
  { key: 'battlesWon', label: 'Vitórias', icon: Trophy },
  { key: 'votesReceived', label: 'Votos recebidos', icon: ThumbsUp },
] as const;

export function ProfileStats({ stats }: { stats: Stats }) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3">
      {items.map(({ key, label, icon: Icon }) => (
        <div
          key={key}
          className="flex flex-col items-center gap-1 rounded-xl border border-zinc-800 bg-zinc-900 p-3 text-center"
        >
          <Icon className="size-5 text-amber-400" aria-hidden="true" />
          <dt className="order-last text-xs text-zinc-300 sm:text-sm">{label}</dt>
          <dd className="text-2xl font-extrabold text-zinc-50">{formatCompact(stats[key])}</dd>
        </div>
      ))}
    </dl>
  );
}
