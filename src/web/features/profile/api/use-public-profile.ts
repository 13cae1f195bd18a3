import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileEndpoints } from '#domain/endpoints/profiles.ts';
import { api, isApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A participant's public page (never e-mail or PIX key). */
export const publicProfileQuery = (username: string) =>
  queryOptions({
    queryKey: queryKeys.publicProfile(username),
    queryFn: ({ signal }) => api(profileEndpoints.public, { params: { username } }, { signal }),
  });

export function usePublicProfile(username: string) {
  return useQuery({
    ...publicProfileQuery(username),
    select: (data) => data.profile,
    // A missing profile will not appear by retrying.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
