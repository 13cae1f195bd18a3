import { useQuery } from '@tanstack/react-query';
import { fanEndpoints } from '#domain/endpoints/fans.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Whether the signed-in fan follows this fighter (asked only with a session). */
export function useFollowState(username: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.followState(username),
    queryFn: ({ signal }) => api(fanEndpoints.followState, { params: { username } }, { signal }),
    enabled,
  });
}
