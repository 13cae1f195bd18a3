import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The admin list, the dashboard figures and the public battle pages all show battles. */
export function invalidateBattles(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminBattles }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminSummary }),
    queryClient.invalidateQueries({ queryKey: queryKeys.battles }),
  ]);
}

/** Users list, dashboard counts and moderators move together after a role or ban change. */
export function invalidateUsers(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.adminUsers }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminModerators }),
    queryClient.invalidateQueries({ queryKey: queryKeys.adminSummary }),
  ]);
}
