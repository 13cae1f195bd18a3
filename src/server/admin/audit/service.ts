import type { z } from 'zod';
import {
  AUDIT_PAGE_SIZE,
  type AuditEntryView,
  type AuditListResponse,
  type AuditTarget,
  type auditQuerySchema,
} from '#domain/schemas/admin-audit.ts';
import { saoPauloMidnight } from '#domain/time/sao-paulo-days.ts';
import { decodeCursor, readPage } from '#server/admin/shared/keyset.ts';
import { iso } from '#server/admin/shared/time.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import {
  AUDIT_SORT_KEY,
  type AuditFilter,
  type AuditRow,
  distinctActions,
  distinctActors,
  listAuditPage,
} from './repository.ts';
import { auditTargets } from './targets.ts';

const DAY_KEY = /^\d{4}-\d{2}-\d{2}$/;
const SORT = 'created';

/** The rows as entries, each target named (one batch of lookups for the whole list). */
async function toEntries(db: DbOrTx, rows: AuditRow[]): Promise<AuditEntryView[]> {
  const targets = await auditTargets(db, rows);
  return rows.map((row, i) => toEntry(row, targets[i] ?? null));
}

function toEntry({ sort_value, ...row }: AuditRow, target: AuditTarget | null): AuditEntryView {
  return { ...row, id: Number(row.id), target, createdAt: iso(row.createdAt) };
}

/** The last `limit` entries, newest first, optionally of some target types only: the dashboard's recent activity. */
export async function recentAudit(
  db: DbOrTx,
  limit: number,
  targetTypes?: readonly string[],
): Promise<AuditEntryView[]> {
  const rows = await listAuditPage(db, { targetTypes }, 'desc', { after: null, backwards: false, limit });
  return toEntries(db, rows.slice(0, limit));
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
  const dir = query.dir ?? 'desc';
  const page = decodeCursor(query.cursor, {
    sort: SORT,
    dir,
    type: AUDIT_SORT_KEY.type,
    limit: AUDIT_PAGE_SIZE,
  });
  const [result, actions, actors] = await Promise.all([
    readPage(
      page,
      { name: SORT, dir },
      (row: AuditRow) => String(row.id),
      (p) => listAuditPage(deps.db, filter, dir, p),
    ),
    distinctActions(deps.db),
    distinctActors(deps.db),
  ]);
  return {
    entries: await toEntries(deps.db, result.rows),
    nextCursor: result.nextCursor,
    prevCursor: result.prevCursor,
    actions,
    actors,
  };
}
