import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { AuditListResponse, auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { apiGet } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { listSearch } from '../components/table/list-params.ts';

export type AuditFilters = z.output<typeof auditQuerySchema>;

export function fetchAuditLog(filters: AuditFilters, signal?: AbortSignal) {
  return apiGet<AuditListResponse>(`/api/admin/audit?${listSearch(filters)}`, { signal });
}

/** GET /api/admin/audit (admin): 50 entries a page on the server's cursors, newest first by default. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.adminAudit({ ...filters }),
    queryFn: ({ signal }) => fetchAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}
