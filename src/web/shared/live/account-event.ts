import type { QueryClient } from '@tanstack/react-query';
import { accountChanges } from '#domain/accounts/account-change.ts';
import type { AccountEvent } from '#domain/schemas/account-events.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The shape check `accountEventSchema` would do, hand-written so live streams do not load zod. */
export function isAccountEvent(data: unknown): data is AccountEvent {
  if (typeof data !== 'object' || data === null) return false;
  const e = data as Record<string, unknown>;
  return e.type === 'account' && (accountChanges as readonly unknown[]).includes(e.change);
}

/**
 * The viewer's account changed (banned, unbanned, signed out everywhere): the session is read again
 * at once, so the ban dialog or the signed-out state shows in every open tab.
 */
export function applyAccountEvent(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: queryKeys.me });
}
