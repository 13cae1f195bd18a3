import { banExpiresAt, DEFAULT_UNBAN_REASON, DELETED_ACCOUNT_REASON } from '../../../domain/ban.ts';
import type {
  AdminUserListResponse,
  BanUserRequest,
  BanUserResponse,
  UpdateRoleResponse,
} from '../../../domain/schemas/admin-users.ts';
import type { Role } from '../../../domain/schemas/common.ts';
import { recordAudit } from '../../audit/service.ts';
import type { Viewer } from '../../auth/viewer.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { appError } from '../../http/app-error.ts';
import { isoOrNull } from '../shared/time.ts';
import {
  deleteSessions,
  findTargetUser,
  insertBan,
  listUserRows,
  replaceRole,
  revokeActiveBans,
  type TargetUser,
} from './repository.ts';

export async function listUsers(deps: AppDeps): Promise<AdminUserListResponse> {
  const rows = await listUserRows(deps.db, deps.clock());
  const users = rows.map((r) => ({
    userId: r.user_id,
    email: r.email,
    username: r.username,
    pixKey: r.pix_key,
    instagramHandle: r.instagram_handle,
    profilePictureUrl: r.profile_picture_url,
    role: (r.role ?? 'user') as Role,
    createdAt: isoOrNull(r.created_at) ?? '',
    isBanned: r.is_banned,
    banReason: r.ban_reason,
    banExpiresAt: isoOrNull(r.ban_expires_at),
    battlesParticipatedCount: Number(r.battles_count),
  }));
  const banned = users.filter((u) => u.isBanned).length;
  return {
    users,
    stats: {
      total: users.length,
      active: users.length - banned,
      banned,
      admins: users.filter((u) => u.role === 'admin').length,
      moderators: users.filter((u) => u.role === 'moderator').length,
    },
  };
}

async function requireTarget(db: DbOrTx, userId: string): Promise<TargetUser> {
  const target = await findTargetUser(db, userId);
  if (!target) throw appError('USER_NOT_FOUND');
  return target;
}

/**
 * The master admin's account (MASTER_ADMIN_EMAIL), which nobody else may demote, ban or delete.
 * Checked by e-mail, not role, so demoting the master first cannot open the way to a ban; checked
 * in changeRoleInTx and banInTx, so every page that reaches them (users, moderators, a battle's
 * participant panel) is covered.
 */
function isMasterTarget(masterEmail: string, actor: Viewer, target: TargetUser): boolean {
  return target.id !== actor.id && target.email.toLowerCase() === masterEmail.toLowerCase();
}

/** Role change with its audit row, in the caller's transaction (also used by the moderators page). */
export async function changeRoleInTx(
  tx: DbOrTx,
  masterEmail: string,
  actor: Viewer,
  target: TargetUser,
  role: Role,
  action = 'user.role',
): Promise<void> {
  if (target.id === actor.id) throw appError('ADMIN_SELF_ROLE');
  if (isMasterTarget(masterEmail, actor, target)) throw appError('ADMIN_TARGET_MASTER_ROLE');
  const before: Role = target.role ?? 'user';
  await replaceRole(tx, target.id, role, actor.id);
  await recordAudit(tx, {
    actorUserId: actor.id,
    action,
    targetType: 'user',
    targetId: target.id,
    changes: { before, after: role, email: target.email },
  });
}

export async function updateRole(
  deps: AppDeps,
  actor: Viewer,
  userId: string,
  role: Role,
): Promise<UpdateRoleResponse> {
  await deps.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    await changeRoleInTx(tx, deps.config.MASTER_ADMIN_EMAIL, actor, target, role);
  });
  return { userId, role };
}

export interface BanInput {
  /** MASTER_ADMIN_EMAIL: that account is never banned by anyone else. */
  masterEmail: string;
  reason: string;
  durationHours: number | null;
  action: 'user.ban' | 'user.delete' | 'participant.ban';
  /** Extra context for the audit row (e.g. the battle a participant was banned from). */
  context?: Record<string, unknown>;
}

/**
 * Bans inside the caller's transaction, enforcing who may be banned. The guard checks bans on
 * every request, so the ban bites on the user's next call; sessions are kept (the user must be
 * able to see the ban dialog) except when the account is deleted.
 */
export async function banInTx(
  tx: DbOrTx,
  now: Date,
  actor: Viewer,
  target: TargetUser,
  input: BanInput,
): Promise<Date | null> {
  const deleting = input.action === 'user.delete';
  if (target.id === actor.id) throw appError(deleting ? 'ADMIN_SELF_DELETE' : 'ADMIN_SELF_BAN');
  if (isMasterTarget(input.masterEmail, actor, target))
    throw appError(deleting ? 'ADMIN_TARGET_MASTER_DELETE' : 'ADMIN_TARGET_MASTER_BAN');
  if (target.role === 'admin')
    throw appError(deleting ? 'ADMIN_TARGET_ADMIN_DELETE' : 'ADMIN_TARGET_ADMIN_BAN');
  const expiresAt = banExpiresAt(now, input.durationHours);
  await insertBan(tx, {
    userId: target.id,
    reason: input.reason,
    bannedBy: actor.id,
    expiresAt,
    createdAt: now,
  });
  if (deleting) await deleteSessions(tx, target.id);
  await recordAudit(tx, {
    actorUserId: actor.id,
    action: input.action,
    targetType: 'user',
    targetId: target.id,
    changes: {
      reason: input.reason,
      durationHours: input.durationHours,
      expiresAt: expiresAt?.toISOString() ?? null,
      username: target.username,
      ...input.context,
    },
  });
  return expiresAt;
}

/** Banning from the participant panel: a permanent ban, same protections as the users page. */
export async function banParticipantUserInTx(
  tx: DbOrTx,
  now: Date,
  masterEmail: string,
  actor: Viewer,
  userId: string,
  reason: string,
  context: Record<string, unknown>,
): Promise<void> {
  const target = await requireTarget(tx, userId);
  await banInTx(tx, now, actor, target, {
    masterEmail,
    reason,
    durationHours: null,
    action: 'participant.ban',
    context,
  });
}

export async function banUser(
  deps: AppDeps,
  actor: Viewer,
  userId: string,
  input: BanUserRequest,
): Promise<BanUserResponse> {
  const now = deps.clock();
  const expiresAt = await deps.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    return banInTx(tx, now, actor, target, {
      ...input,
      masterEmail: deps.config.MASTER_ADMIN_EMAIL,
      action: 'user.ban',
    });
  });
  return { userId, reason: input.reason, expiresAt: expiresAt?.toISOString() ?? null };
}

export async function unbanUser(
  deps: AppDeps,
  actor: Viewer,
  userId: string,
  reason: string | undefined,
): Promise<void> {
  const now = deps.clock();
  const revokeReason = reason?.trim() || DEFAULT_UNBAN_REASON;
  await deps.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    const revoked = await revokeActiveBans(tx, { userId, now, revokedBy: actor.id, reason: revokeReason });
    if (revoked === 0) throw appError('USER_NOT_BANNED');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      changes: { reason: revokeReason, revokedBans: revoked, username: target.username },
    });
  });
}

/** 'Delete' is a permanent ban with the spec's reason, plus the end of every session. */
export async function deleteUserAccount(deps: AppDeps, actor: Viewer, userId: string): Promise<void> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    await banInTx(tx, now, actor, target, {
      masterEmail: deps.config.MASTER_ADMIN_EMAIL,
      reason: DELETED_ACCOUNT_REASON,
      durationHours: null,
      action: 'user.delete',
    });
  });
}
