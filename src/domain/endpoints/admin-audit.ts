import type { auditListResponseSchema, auditQuerySchema } from '#domain/schemas/admin-audit.ts';
import { endpoint } from './endpoint.ts';

export const adminAuditEndpoints = {
  /** Admin: one page of the audit log, filtered, newest first by default. */
  list: endpoint<{ query: typeof auditQuerySchema; response: typeof auditListResponseSchema }>()(
    'GET',
    '/api/admin/audit',
  ),
};
