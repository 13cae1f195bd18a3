import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { battleStreamUrl, liveStreamPaths } from '#domain/endpoints/realtime.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { applyAccountEvent, isAccountEvent } from './account-event.ts';
import { applyBattleUpdate, REFETCH_SPREAD_MS, refetchDetail } from './battle-cache.ts';
import { isBattleUpdateEvent } from './battle-update-event.ts';
import { useLiveStreamRegistration } from './live-streams.ts';
import { usePollWhile } from './stream-fallback.ts';
import { useEventSource } from './use-event-source.ts';

/**
 * Keeps the cached battles current from the server's live stream: `battleId` follows one battle,
 * `'all'` every public battle (for the arena).
 * After a reconnect the battles are refetched, since events sent during the drop are lost. The
 * stream also carries the signed-in viewer's account events (a ban shows at once), so the tab
 * needs no second stream for them (use-account-live.ts).
 * While the server turns the stream away for load, the page reads the battle (or the arena's
 * lists) again every few seconds instead; its JSON is cacheable, so a crowd of such pages costs
 * the server little, and the stream is tried again later.
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
    // After a restart every open page reconnects within the same seconds: their reads are spread.
    setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.battles }),
      Math.random() * REFETCH_SPREAD_MS,
    );
    applyAccountEvent(queryClient);
  }, [queryClient]);

  const poll = useCallback(() => {
    if (battleId === null) return;
    if (battleId !== 'all') refetchDetail(queryClient, battleId);
    else void queryClient.invalidateQueries({ queryKey: [...queryKeys.battles, 'list'] });
  }, [queryClient, battleId]);

  const { sessionKey } = useMe();
  useLiveStreamRegistration(url !== null);
  const refused = useEventSource(url, { onMessage, onReconnect }, sessionKey ?? undefined);
  usePollWhile(refused, poll);
}
