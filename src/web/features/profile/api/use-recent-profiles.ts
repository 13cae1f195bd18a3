import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { recentProfilesResponseSchema } from '#domain/schemas/profiles.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchRecentProfiles(signal?: AbortSignal) {
  return apiGet<z.infer<typeof recentProfilesResponseSchema>>('/api/recent-profiles', { signal });
}

/** GET /api/recent-profiles: people who joined battles lately ('Outros Perfis'). */
export function useRecentProfiles() {
  return useQuery({
    queryKey: queryKeys.recentProfiles,
    queryFn: ({ signal }) => fetchRecentProfiles(signal),
    select: (data) => data.profiles,
    staleTime: 60 * 1000,
  });
}
