import type { BattleLeader } from '#domain/schemas/battles.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { UserAvatar } from '#web/app/header/user-avatar.tsx';
import { Crown } from '#web/components/icons/icons.ts';
import { cn } from '#web/lib/cn.ts';

export interface BattleCardLeadersProps {
  leaders: readonly BattleLeader[];
  /** A finished battle's leaders are its winners: they read 'Vencedor', not 'Líder'. */
  finished: boolean;
}

/** Who is fighting: up to 3 fighters with photo, name and votes, the leader(s) marked. */
export function BattleCardLeaders({ leaders, finished }: BattleCardLeadersProps) {
  if (leaders.length === 0) {
    return <p className="text-sm text-zinc-400">Nenhum lutador inscrito ainda.</p>;
  }
  const mark = finished ? 'Vencedor' : 'Líder';
  return (
    <ol className="flex flex-col gap-2" aria-label="Lutadores em destaque" data-testid="card-leaders">
      {leaders.map((leader) => (
        <li
          key={leader.userId}
          data-testid={`card-leader-${leader.username}`}
          data-leader={leader.isLeader ? 'true' : undefined}
          className={cn(
            'flex min-w-0 items-center gap-3 rounded-lg px-2 py-1.5',
            leader.isLeader ? 'bg-amber-400/10 ring-1 ring-amber-400/40' : 'bg-zinc-800/50',
          )}
        >
          <UserAvatar username={leader.username} pictureUrl={leader.avatarUrl} className="size-9" />
          <span className="min-w-0 flex-1">
            <span className="block truncate text-sm font-semibold text-zinc-50" title={leader.username}>
              {leader.username}
            </span>
            {leader.isLeader ? (
              <span className="flex items-center gap-1 text-xs font-semibold text-amber-300">
                <Crown className="size-3" aria-hidden="true" />
                {mark}
              </span>
            ) : null}
          </span>
          <span className="shrink-0 text-sm text-zinc-300 tabular-nums" data-testid="card-leader-votes">
            {votesLabel(leader.votesCount)}
          </span>
        </li>
      ))}
    </ol>
  );
}
