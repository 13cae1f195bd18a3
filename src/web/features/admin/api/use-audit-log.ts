import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { auditListResponseSchema } from '../../../../domain/schemas/admin-audit.ts';
import { apiGet } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export interface AuditFilters {
  action?: string;
  actorId?: string;
  targetType?: string;
  /** 'yyyy-MM-dd' São Paulo days, inclusive. */
  from?: string;
  to?: string;
  page: number;
}

function toSearch(filters: AuditFilters): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return params.toString();
}

export function fetchAuditLog(filters: AuditFilters, signal?: AbortSignal) {
  return apiGet<z.infer<typeof auditListResponseSchema>>(`/api/admin/audit?${toSearch(filters)}`, { signal });
}

/** GET /api/admin/audit (admin): newest first, 50 per page. */
export function useAuditLog(filters: AuditFilters) {
  return useQuery({
    queryKey: queryKeys.adminAudit({ ...filters }),
    queryFn: ({ signal }) => fetchAuditLog(filters, signal),
    placeholderData: keepPreviousData,
  });
}
