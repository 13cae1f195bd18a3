import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminSummarySchema } from '#domain/schemas/admin-dashboard.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchAdminSummary(signal?: AbortSignal) {
  return apiGet<z.infer<typeof adminSummarySchema>>('/api/admin/summary', { signal });
}

/** GET /api/admin/summary (staff): dashboard figures and the sidebar's pending-battles badge. */
export function useAdminSummary() {
  return useQuery({
    queryKey: queryKeys.adminSummary,
    queryFn: ({ signal }) => fetchAdminSummary(signal),
    staleTime: 30 * 1000,
    refetchInterval: 60 * 1000,
  });
}
