import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { battleStreamUrl, liveStreamPaths } from '#domain/endpoints/realtime.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { applyAccountEvent, isAccountEvent } from './account-event.ts';
import { applyBattleUpdate } from './battle-cache.ts';
import { isBattleUpdateEvent } from './battle-update-event.ts';
import { useLiveStreamRegistration } from './live-streams.ts';
import { useEventSource } from './use-event-source.ts';

/**
 * Keeps the cached battles current from the server's live stream: `battleId` follows one battle,
 * `'all'` every public battle (for the arena).
 * After a reconnect the battles are refetched, since events sent during the drop are lost. The
 * stream also carries the signed-in viewer's account events (a ban shows at once), so the tab
 * needs no second stream for them (use-account-live.ts).
 */
export function useBattleLive(battleId: string | 'all' | null): void {
  const queryClient = useQueryClient();
  const url =
    battleId === null ? null : battleId === 'all' ? liveStreamPaths.allBattles : battleStreamUrl(battleId);

  const onMessage = useCallback(
    (data: unknown) => {
      if (isBattleUpdateEvent(data)) applyBattleUpdate(queryClient, data);
      else if (isAccountEvent(data)) applyAccountEvent(queryClient);
    },
    [queryClient],
  );
  const onReconnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.battles });
    applyAccountEvent(queryClient);
  }, [queryClient]);

  const { me } = useMe();
  useLiveStreamRegistration(url !== null);
  useEventSource(url, { onMessage, onReconnect }, me?.id);
}
