import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { liveStreamPaths } from '#domain/endpoints/realtime.ts';
import { useMe } from '#web/shared/session/use-me.ts';
import { applyAccountEvent, isAccountEvent } from './account-event.ts';
import { useOpenLiveStreams } from './live-streams.ts';
import { useEventSource } from './use-event-source.ts';

/**
 * For the app shell: a signed-in viewer hears of their own ban (and unban, and being signed out
 * everywhere) within moments on every page. Pages with a battle stream already carry these events
 * (use-battle-live.ts), so this opens the account stream only while no other live stream is open.
 */
export function useAccountLive(): void {
  const queryClient = useQueryClient();
  const { sessionKey } = useMe();
  const others = useOpenLiveStreams();
  const url = sessionKey !== null && others === 0 ? liveStreamPaths.account : null;
  const onMessage = useCallback(
    (data: unknown) => {
      if (isAccountEvent(data)) applyAccountEvent(queryClient);
    },
    [queryClient],
  );
  // Events sent while the stream was down are lost: read the session again.
  const onReconnect = useCallback(() => applyAccountEvent(queryClient), [queryClient]);
  useEventSource(url, { onMessage, onReconnect }, sessionKey ?? undefined);
}
