import { type SQL, sql } from 'drizzle-orm';
import type { AuditEntryView } from '#domain/schemas/admin-audit.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import {
  type KeyedRow,
  keysetCondition,
  keysetOrder,
  type PageRequest,
  type SortKey,
  sortValueColumn,
} from '#server/admin/shared/keyset.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';

export interface AuditFilter {
  action?: string | undefined;
  actorId?: string | undefined;
  targetType?: string | undefined;
  /** Any of these target types (the dashboard narrows moderators' activity to battles). */
  targetTypes?: readonly string[] | undefined;
  from?: Date | undefined;
  /** Exclusive. */
  to?: Date | undefined;
}

function conditions(filter: AuditFilter): SQL {
  const parts: SQL[] = [];
  if (filter.action) parts.push(sql`AND a.action = ${filter.action}`);
  if (filter.actorId) parts.push(sql`AND a.actor_user_id = ${filter.actorId}`);
  if (filter.targetType) parts.push(sql`AND a.target_type = ${filter.targetType}`);
  if (filter.targetTypes)
    parts.push(
      sql`AND a.target_type IN (${sql.join(
        [...filter.targetTypes].map((t) => sql`${t}`),
        sql`, `,
      )})`,
    );
  if (filter.from) parts.push(sql`AND a.created_at >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`AND a.created_at < ${filter.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` `);
}

/** Newest first on audit_log_created_id_idx; ids are bigint. */
export const AUDIT_SORT_KEY: SortKey = { key: sql`a.created_at`, id: sql`a.id`, type: 'timestamp' };

/** A log row as auditPageQuery reads it: the entry's names, its id and date unfinished, no target yet. */
export type AuditRow = Omit<AuditEntryView, 'id' | 'createdAt' | 'target'> & {
  id: number | string;
  createdAt: Date | string;
} & KeyedRow;

/** One page of the log with the author's name (the SQL alone). */
export function auditPageQuery(filter: AuditFilter, dir: SortDir, page: PageRequest): SQL {
  return sql`
    SELECT a.id, a.action, a.target_type AS "targetType", a.target_id AS "targetId",
           a.actor_user_id AS "actorUserId", p.username AS "actorUsername", a.changes,
           a.created_at AS "createdAt", ${sortValueColumn(AUDIT_SORT_KEY)}
    FROM audit_log a LEFT JOIN profiles p ON p.id = a.actor_user_id
    WHERE true ${conditions(filter)} ${keysetCondition(AUDIT_SORT_KEY, dir, page)}
    ${keysetOrder(AUDIT_SORT_KEY, dir, page)}`;
}

export function listAuditPage(
  db: DbOrTx,
  filter: AuditFilter,
  dir: SortDir,
  page: PageRequest,
): Promise<AuditRow[]> {
  return queryRows<AuditRow>(db, auditPageQuery(filter, dir, page));
}

/**
 * Every distinct action, sorted, as a loose index scan of audit_log_action_idx: one index probe per
 * action instead of reading the whole log (the SQL alone).
 */
export function distinctActionsQuery(): SQL {
  return sql`
    WITH RECURSIVE acts AS (
      (SELECT action FROM audit_log ORDER BY action LIMIT 1)
      UNION ALL
      SELECT (SELECT a.action FROM audit_log a WHERE a.action > acts.action ORDER BY a.action LIMIT 1)
      FROM acts WHERE acts.action IS NOT NULL
    )
    SELECT action FROM acts WHERE action IS NOT NULL`;
}

export async function distinctActions(db: DbOrTx): Promise<string[]> {
  return (await queryRows<{ action: string }>(db, distinctActionsQuery())).map((r) => r.action);
}

/** Every distinct author with their name, by name; the same loose scan on audit_log_actor_idx. */
export function distinctActorsQuery(): SQL {
  return sql`
    WITH RECURSIVE actors AS (
      (SELECT actor_user_id AS id FROM audit_log WHERE actor_user_id IS NOT NULL ORDER BY actor_user_id LIMIT 1)
      UNION ALL
      SELECT (SELECT a.actor_user_id FROM audit_log a WHERE a.actor_user_id > actors.id
              ORDER BY a.actor_user_id LIMIT 1)
      FROM actors WHERE actors.id IS NOT NULL
    )
    SELECT actors.id, p.username FROM actors LEFT JOIN profiles p ON p.id = actors.id
    WHERE actors.id IS NOT NULL
    ORDER BY lower(p.username), actors.id`;
}

export function distinctActors(db: DbOrTx): Promise<{ id: string; username: string | null }[]> {
  return queryRows<{ id: string; username: string | null }>(db, distinctActorsQuery());
}
