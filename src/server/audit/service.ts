import type { DbOrTx } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

export interface AuditEntry {
  actorUserId: string | null;
  /** Dotted verb, e.g. 'user.ban', 'battle.create', 'credits.adjust', 'banner.update'. */
  action: string;
  targetType: 'user' | 'battle' | 'participant' | 'banner' | 'settings' | 'credits' | 'vote' | 'payout';
  targetId: string | null;
  changes?: Record<string, unknown>;
}

/** Records an admin action; call it with the action's own transaction so both commit or neither. */
export async function recordAudit(tx: DbOrTx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, changes: entry.changes ?? null });
}
