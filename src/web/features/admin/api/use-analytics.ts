import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { analyticsResponseSchema } from '#domain/schemas/admin-analytics.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export function fetchAnalytics(days: number, signal?: AbortSignal) {
  return apiGet<z.infer<typeof analyticsResponseSchema>>(`/api/admin/analytics?days=${days}`, { signal });
}

/** GET /api/admin/analytics?days=7|30|90 (admin). */
export function useAnalytics(days: number) {
  return useQuery({
    queryKey: queryKeys.adminAnalytics(days),
    queryFn: ({ signal }) => fetchAnalytics(days, signal),
    placeholderData: keepPreviousData,
  });
}
