import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#domain/endpoints/profiles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** People who joined battles lately ('Outros perfis'). */
export const recentProfilesQuery = () =>
  queryOptions({
    queryKey: queryKeys.recentProfiles,
    queryFn: ({ signal }) => api(profileEndpoints.recent, {}, { signal }),
  });

export function useRecentProfiles() {
  return useQuery({ ...recentProfilesQuery(), select: (data) => data.profiles, staleTime: 60 * 1000 });
}
