import { useQuery } from '@tanstack/react-query';
import { isOpenForVotes } from '#domain/battles/battle-status.ts';
import { battleEndpoints } from '#domain/endpoints/battles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * After a vote, the next battle taking votes other than this one (the arena's order: running
 * first, closing soonest), so "Ver outras batalhas abertas" never lands on the battle just voted
 * in. Null while unknown or when there is none.
 */
export function useOtherOpenBattle(battleId: string, enabled: boolean): string | null {
  const query = useQuery({
    queryKey: [...queryKeys.battles, 'other-open', battleId] as const,
    queryFn: ({ signal }) => api(battleEndpoints.list, { query: { limit: 4 } }, { signal }),
    enabled,
    staleTime: 60_000,
  });
  const now = new Date();
  const other = query.data?.battles.find(
    (b) => b.id !== battleId && isOpenForVotes(b.displayStatus, b.endTime, now),
  );
  return other ? `/battle/${encodeURIComponent(other.slug ?? other.id)}` : null;
}
