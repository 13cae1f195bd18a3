import type { z } from 'zod';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntryView,
  type AuditListResponse,
  type auditQuerySchema,
} from '../../../domain/schemas/admin-audit.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { saoPauloMidnight } from '../shared/time.ts';
import { type AuditFilter, type AuditRow, countAudit, distinctActions, listAudit } from './repository.ts';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;

function toEntry(row: AuditRow): AuditEntryView {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

/** The last `limit` entries, newest first, optionally of some target types only: the dashboard's recent activity. */
export async function recentAudit(
  db: DbOrTx,
  limit: number,
  targetTypes?: readonly string[],
): Promise<AuditEntryView[]> {
  return (await listAudit(db, { targetTypes }, limit, 0)).map(toEntry);
}

export async function searchAudit(
  deps: AppDeps,
  query: z.output<typeof auditQuerySchema>,
): Promise<AuditListResponse> {
  const filter: AuditFilter = {
    action: query.action,
    actorId: query.actorId,
    targetType: query.targetType,
    from: query.from
      ? DAY_KEY.test(query.from)
        ? saoPauloMidnight(query.from)
        : new Date(query.from)
      : undefined,
    // A day 'to' includes that whole São Paulo day.
    to: query.to
      ? DAY_KEY.test(query.to)
        ? new Date(saoPauloMidnight(query.to).getTime() + 24 * 3_600_000)
        : new Date(new Date(query.to).getTime() + 1)
      : undefined,
  };
  const offset = (query.page - 1) * AUDIT_PAGE_SIZE;
  const [rows, total, actions] = await Promise.all([
    listAudit(deps.db, filter, AUDIT_PAGE_SIZE, offset),
    countAudit(deps.db, filter),
    distinctActions(deps.db),
  ]);
  return { entries: rows.map(toEntry), page: query.page, pageSize: AUDIT_PAGE_SIZE, total, actions };
}
