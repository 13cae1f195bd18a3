import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { invalidateBattles } from './invalidate.ts';

/**
 * A participant change moves the battle's list, its count on the card, the public pages and the
 * pickers' 'Já participa'.
 */
export function invalidateParticipants(queryClient: QueryClient, battleId: string): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminParticipants(battleId) }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminUserSearches }),
    invalidateBattles(queryClient),
  ]);
}
