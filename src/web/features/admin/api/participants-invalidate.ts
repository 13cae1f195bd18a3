import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { invalidateBattles } from './invalidate.ts';

/** A participant change moves the battle's list, its count on the card and the public pages. */
export function invalidateParticipants(queryClient: QueryClient, battleId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminParticipants(battleId) }),
    invalidateBattles(queryClient),
  ]);
}
