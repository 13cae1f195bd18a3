import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#domain/endpoints/profiles.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The signed-in user's profile with statistics and achievements. */
export const ownProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.ownProfile,
    queryFn: ({ signal }) => api(profileEndpoints.own, {}, { signal }),
  });

export function useOwnProfile() {
  return useQuery({ ...ownProfileQuery(), select: (data) => data.profile });
}
