import type { QueryClient } from '@tanstack/react-query';
import type { Me, MeResponse } from '#domain/schemas/auth.ts';
import { queryKeys, userIndependentRoots } from '#web/lib/query-keys.ts';

function isUserScoped(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return root !== queryKeys.me[0] && !(typeof root === 'string' && userIndependentRoots.has(root));
}

/** After login every user-scoped query (battles, wallet, ...) is refetched for the new user. */
export function applySignedIn(queryClient: QueryClient, user: Me): Promise<void> {
  queryClient.setQueryData<MeResponse>(queryKeys.me, { user });
  return queryClient.invalidateQueries({ predicate: (q) => isUserScoped(q.queryKey) });
}

/**
 * After logout the previous user's data is dropped, not merely marked stale: unused queries are
 * removed, the ones on screen go back to their initial state and refetch as a visitor.
 */
export function applySignedOut(queryClient: QueryClient): Promise<void> {
  queryClient.setQueryData<MeResponse>(queryKeys.me, { user: null });
  queryClient.removeQueries({ type: 'inactive', predicate: (q) => isUserScoped(q.queryKey) });
  return queryClient.resetQueries({ type: 'active', predicate: (q) => isUserScoped(q.queryKey) });
}
