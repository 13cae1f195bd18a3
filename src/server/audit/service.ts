import type { AuditAction, AuditTargetType } from '#domain/admin/audit-actions.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';

export interface AuditEntry {
  actorUserId: string | null;
  /** Dotted verb, e.g. 'user.ban', 'battle.create': one with a pt-BR label (domain/admin/audit-actions.ts). */
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string | null;
  changes?: Record<string, unknown>;
}

/** Records an admin action; call it with the action's own transaction so both commit or neither. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}
