import { useQuery } from '@tanstack/react-query';
import { adminUserEndpoints } from '#domain/endpoints/admin-users.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** What a disqualifying ban would take from the user, read while the ban dialog is open (admin). */
export function useBanStakes(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.adminBanStakes(userId),
    queryFn: ({ signal }) => api(adminUserEndpoints.banStakes, { params: { id: userId } }, { signal }),
    enabled,
    staleTime: 0,
  });
}
