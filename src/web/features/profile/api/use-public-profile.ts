import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { publicProfileResponseSchema } from '#domain/schemas/profiles.ts';
import { apiGet, isApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchPublicProfile(username: string, signal?: AbortSignal) {
  return apiGet<z.infer<typeof publicProfileResponseSchema>>(
    `/api/profiles/${encodeURIComponent(username)}`,
    { signal },
  );
}

/** GET /api/profiles/:username: a participant's public page (never e-mail or PIX key). */
export function usePublicProfile(username: string) {
  return useQuery({
    queryKey: queryKeys.publicProfile(username),
    queryFn: ({ signal }) => fetchPublicProfile(username, signal),
    select: (data) => data.profile,
    // A missing profile will not appear by retrying.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });
}
