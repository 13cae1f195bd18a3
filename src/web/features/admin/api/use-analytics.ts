import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminAnalyticsEndpoints } from '#domain/endpoints/admin-analytics.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/analytics?days=7|30|90 (admin). */
export const analyticsQuery = (days: number) =>
  queryOptions({
    queryKey: queryKeys.adminAnalytics(days),
    queryFn: ({ signal }) => api(adminAnalyticsEndpoints.get, { query: { days } }, { signal }),
  });

export function useAnalytics(days: number) {
  return useQuery({ ...analyticsQuery(days), placeholderData: keepPreviousData });
}
