import { and, count, desc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog, profiles } from '../../db/schema.ts';

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

function where(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  if (filter.actorId) parts.push(eq(auditLog.actorUserId, filter.actorId));
  if (filter.targetType) parts.push(eq(auditLog.targetType, filter.targetType));
  if (filter.targetTypes) parts.push(inArray(auditLog.targetType, [...filter.targetTypes]));
  if (filter.from) parts.push(gte(auditLog.createdAt, filter.from));
  if (filter.to) parts.push(lt(auditLog.createdAt, filter.to));
  return parts.length > 0 ? and(...parts) : undefined;
}

export interface AuditRow {
  id: number;
  action: string;
  targetType: string;
  targetId: string | null;
  actorUserId: string | null;
  actorUsername: string | null;
  changes: Record<string, unknown> | null;
  createdAt: Date;
}

export async function listAudit(
  db: DbOrTx,
  filter: AuditFilter,
  limit: number,
  offset: number,
): Promise<AuditRow[]> {
  return db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      actorUserId: auditLog.actorUserId,
      actorUsername: profiles.username,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorUserId))
    .where(where(filter))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
}

export async function countAudit(db: DbOrTx, filter: AuditFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(auditLog).where(where(filter));
  return row?.n ?? 0;
}

export async function distinctActions(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action);
  return rows.map((r) => r.action);
}
