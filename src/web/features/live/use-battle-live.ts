import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../lib/query-keys.ts';
import { applyBattleUpdate } from './battle-cache.ts';
import { isBattleUpdateEvent } from './battle-update-event.ts';
import { useEventSource } from './use-event-source.ts';

/**
 * Keeps the cached battles current from the server's live stream: `battleId` follows one battle
 * (/api/battles/:id/live), `'all'` every public battle (/api/battles/live, for the arena).
 * After a reconnect the battles are refetched, since events sent during the drop are lost.
 */
export function useBattleLive(battleId: string | 'all' | null): void {
  const queryClient = useQueryClient();
  const url =
    battleId === null
      ? null
      : battleId === 'all'
        ? '/api/battles/live'
        : `/api/battles/${encodeURIComponent(battleId)}/live`;

  const onMessage = useCallback(
    (data: unknown) => {
      if (isBattleUpdateEvent(data)) applyBattleUpdate(queryClient, data);
    },
    [queryClient],
  );
  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.battles });
  }, [queryClient]);

  useEventSource(url, { onMessage, onReconnect });
}
