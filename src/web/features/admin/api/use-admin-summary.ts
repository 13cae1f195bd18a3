import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminDashboardEndpoints } from '#domain/endpoints/admin-dashboard.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/summary (staff): dashboard figures and the sidebar's pending-battles badge. */
export const adminSummaryQuery = () =>
  queryOptions({
    queryKey: queryKeys.adminSummary,
    queryFn: ({ signal }) => api(adminDashboardEndpoints.summary, {}, { signal }),
  });

export function useAdminSummary() {
  return useQuery({ ...adminSummaryQuery(), staleTime: 30 * 1000, refetchInterval: 60 * 1000 });
}
