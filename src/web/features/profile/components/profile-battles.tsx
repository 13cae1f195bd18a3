import { Link } from 'react-router';
import type { ProfileBattle } from '#domain/schemas/profiles.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { Trophy } from '#web/components/icons/icons.ts';
import { Badge } from '#web/components/ui/badge.tsx';

/** A participant's battles, newest first, each linking to its battle page. */
export function ProfileBattles({ battles }: { battles: ProfileBattle[] }) {
  if (battles.length === 0) {
    return <p className="text-sm text-zinc-300">Ainda não participou de nenhuma batalha.</p>;
  }
  return (
    <ul className="flex flex-col divide-y divide-zinc-800">
      {battles.map((b) => (
        <li key={b.id} className="flex items-center justify-between gap-3 py-2.5">
          <Link
            to={`/battle/${encodeURIComponent(b.slug ?? b.id)}`}
            className="min-w-0 truncate text-sm font-semibold text-zinc-100 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-amber-400"
          >
            {b.title}
          </Link>
          <span className="flex shrink-0 items-center gap-2">
            <span className="text-xs text-zinc-300">{votesLabel(b.votesCount)}</span>
            {b.won ? (
              <Badge variant="highlight">
                <Trophy className="size-3" aria-hidden="true" />
                Vitória
              </Badge>
            ) : b.finished ? (
              <Badge variant="outline">Finalizada</Badge>
            ) : (
              <Badge variant="success">Em disputa</Badge>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
