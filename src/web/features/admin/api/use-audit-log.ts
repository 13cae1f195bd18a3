import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { adminAuditEndpoints } from '#domain/endpoints/admin-audit.ts';
import type { auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { api } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

export type AuditFilters = z.output<typeof auditQuerySchema>;

/** GET /api/admin/audit (admin): 50 entries a page on the server's cursors, newest first by default. */
export const auditLogQuery = (filters: AuditFilters) =>
  queryOptions({
    queryKey: queryKeys.adminAudit({ ...filters }),
    queryFn: ({ signal }) => api(adminAuditEndpoints.list, { query: filters }, { signal }),
  });

export function useAuditLog(filters: AuditFilters) {
  return useQuery({ ...auditLogQuery(filters), placeholderData: keepPreviousData });
}
