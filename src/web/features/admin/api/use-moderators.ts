import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { moderatorListResponseSchema } from '#domain/schemas/admin-users.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchModerators(signal?: AbortSignal) {
  return apiGet<z.infer<typeof moderatorListResponseSchema>>('/api/admin/moderators', { signal });
}

/** GET /api/admin/moderators (admin): users holding the moderator role. */
export function useModerators() {
  return useQuery({
    queryKey: queryKeys.adminModerators,
    queryFn: ({ signal }) => fetchModerators(signal),
    select: (data) => data.moderators,
  });
}
