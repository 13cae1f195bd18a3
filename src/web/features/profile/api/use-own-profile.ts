import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ownProfileResponseSchema } from '#domain/schemas/profiles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchOwnProfile(signal?: AbortSignal) {
  return apiGet<z.infer<typeof ownProfileResponseSchema>>('/api/profile', { signal });
}

/** GET /api/profile: the signed-in user's profile with statistics and achievements. */
export function useOwnProfile() {
  return useQuery({
    queryKey: queryKeys.ownProfile,
    queryFn: ({ signal }) => fetchOwnProfile(signal),
    select: (data) => data.profile,
  });
}
