import {
  banExpiresAt,
  DEFAULT_UNBAN_REASON,
  DELETED_ACCOUNT_REASON,
  disqualifiesByDefault,
} from '#domain/accounts/ban.ts';
import type { AuditAction } from '#domain/admin/audit-actions.ts';
import type { UserSearchResult } from '#domain/schemas/admin-battles.ts';
import type { LookalikeGroup, LookalikeGroupsResponse } from '#domain/schemas/admin-lookalikes.ts';
import {
  type AdminUserListParams,
  type AdminUserListResponse,
  type AdminUserRow,
  type AdminUserStats,
  adminUserDefaultDir,
  type BanUserRequest,
  type BanUserResponse,
  type UpdateRoleResponse,
} from '#domain/schemas/admin-users.ts';
import type { Role } from '#domain/schemas/common.ts';
import { decodeCursor, readPage } from '#server/admin/shared/keyset.ts';
import { iso, isoOrNull } from '#server/admin/shared/time.ts';
import { disqualifyInTx } from '#server/admin/vote-review/disqualify.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { findActiveBan } from '#server/bans/repository.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { searchNeedle } from '#server/db/search-text.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { publishAccountEvent } from '#server/realtime/account-events.ts';
import { recordBanDisqualifications, restoreBanParticipationsTx } from './ban-participations.ts';
import {
  deleteSessions,
  findTargetUser,
  insertBan,
  listLookalikeRows,
  listUserPage,
  replaceRole,
  revokeActiveBans,
  searchUsers as searchUserRows,
  type TargetUser,
  USER_SORT_KEYS,
  type UserListRow,
  type UserPageRow,
  userRowsByIds,
  userStats,
} from './repository.ts';

function toUserRow(r: UserListRow): AdminUserRow {
  return {
    ...r,
    role: r.role ?? 'user',
    createdAt: iso(r.createdAt),
    banExpiresAt: isoOrNull(r.banExpiresAt),
  };
}

/**
 * Names that look alike (one TR39 skeleton): those that already existed when the rule came in,
 * or whose older holder renamed since. Reported, never renamed: an admin decides.
 */
export async function listLookalikeGroups(deps: AppDeps): Promise<LookalikeGroupsResponse> {
  const groups = new Map<string | null, LookalikeGroup>();
  for (const row of await listLookalikeRows(deps.db)) {
    let group = groups.get(row.nameKey);
    if (!group) {
      group = { users: [] };
      groups.set(row.nameKey, group);
    }
    group.users.push({
      userId: row.userId,
      username: row.username,
      createdAt: row.createdAt.toISOString(),
      isFirst: group.users.length === 0,
    });
  }
  return { groups: [...groups.values()] };
}

/** One page of the users table, filtered and sorted on the server. */
export async function listUsers(deps: AppDeps, query: AdminUserListParams): Promise<AdminUserListResponse> {
  const now = deps.clock();
  const sort = query.sort ?? 'created';
  const dir = query.dir ?? adminUserDefaultDir[sort];
  const filter = { q: query.q, role: query.role, status: query.status };
  const page = decodeCursor(query.cursor, { sort, dir, type: USER_SORT_KEYS[sort].type, limit: query.limit });
  const result = await readPage<UserPageRow>(
    page,
    { name: sort, dir },
    (row) => row.id,
    (p) => listUserPage(deps.db, filter, sort, dir, p, now),
  );
  const rows = await userRowsByIds(
    deps.db,
    result.rows.map((r) => r.id),
    now,
  );
  return { users: rows.map(toUserRow), nextCursor: result.nextCursor, prevCursor: result.prevCursor };
}

/** The stats cards: every user with a profile, from one aggregate query. */
export async function usersStats(deps: AppDeps): Promise<AdminUserStats> {
  const stats = await userStats(deps.db, deps.clock());
  return { ...stats, active: stats.total - stats.banned };
}

const USER_SEARCH_LIMIT = 10;

/**
 * The pickers' search (add participant, YodCoins): blank finds nothing, at most 10, by name; with
 * a battle, each result says that user's entry in it (taking part, disqualified or none).
 */
export async function searchUsers(deps: AppDeps, q: string, battleId?: string): Promise<UserSearchResult[]> {
  const needle = searchNeedle(q);
  if (needle === '') return [];
  const rows = await searchUserRows(deps.db, needle, USER_SEARCH_LIMIT, battleId);
  return rows.map(({ battleEntry, ...r }) => ({
    ...r,
    createdAt: iso(r.createdAt),
    ...(battleId === undefined ? {} : { battleEntry }),
  }));
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
  now: Date,
  masterEmail: string,
  actor: Viewer,
  target: TargetUser,
  role: Role,
  action: AuditAction = 'user.role',
): Promise<void> {
  if (target.id === actor.id) throw appError('ADMIN_SELF_ROLE');
  if (isMasterTarget(masterEmail, actor, target)) throw appError('ADMIN_TARGET_MASTER_ROLE');
  // Staff powers for an account locked out of the app make no sense: unban first.
  if (role !== 'user' && (await findActiveBan(tx, target.id, now))) throw appError('ROLE_TARGET_BANNED');
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
    await changeRoleInTx(tx, deps.clock(), deps.config.MASTER_ADMIN_EMAIL, actor, target, role);
  });
  return { userId, role };
}

export interface BanInput {
  /** MASTER_ADMIN_EMAIL: that account is never banned by anyone else. */
  masterEmail: string;
  reason: string;
  durationHours: number | null;
  action: 'user.ban' | 'user.delete' | 'participant.ban';
  /**
   * Take the user out of the battles that have not finished; absent: disqualifiesByDefault. An
   * account deletion always does.
   */
  disqualify?: boolean;
  /** Extra context for the audit row (e.g. the battle a participant was banned from). */
  context?: Record<string, unknown>;
}

/**
 * Bans inside the caller's transaction, enforcing who may be banned. The guard checks bans on
 * every request, so the ban bites on the user's next call, and the user's open tabs are told over
 * their live streams at commit; sessions are kept (the user must be able to see the ban dialog)
 * except when the account is deleted.
 */
export async function banInTx(
  tx: DbOrTx,
  now: Date,
  actor: Viewer,
  target: TargetUser,
  input: BanInput,
): Promise<{ expiresAt: Date | null; disqualifiedFrom: number }> {
  const deleting = input.action === 'user.delete';
  if (target.id === actor.id) throw appError(deleting ? 'ADMIN_SELF_DELETE' : 'ADMIN_SELF_BAN');
  if (isMasterTarget(input.masterEmail, actor, target))
    throw appError(deleting ? 'ADMIN_TARGET_MASTER_DELETE' : 'ADMIN_TARGET_MASTER_BAN');
  if (target.role === 'admin')
    throw appError(deleting ? 'ADMIN_TARGET_ADMIN_DELETE' : 'ADMIN_TARGET_ADMIN_BAN');
  const expiresAt = banExpiresAt(now, input.durationHours);
  const banId = await insertBan(tx, {
    userId: target.id,
    reason: input.reason,
    bannedBy: actor.id,
    expiresAt,
    createdAt: now,
  });
  if (deleting) await deleteSessions(tx, target.id);
  // A deleted fighter is out of every open battle; a banned one when the admin chose so (by
  // default a permanent ban), and an unban puts them back (ban-participations.ts). Their fans get
  // their coins back either way.
  const disqualify = deleting || (input.disqualify ?? disqualifiesByDefault(input.durationHours));
  const disqualified = disqualify
    ? await disqualifyInTx(tx, {
        userId: target.id,
        now,
        actorId: actor.id,
        cause: deleting ? 'Conta excluída' : `Banido: ${input.reason}`,
      })
    : [];
  if (!deleting)
    await recordBanDisqualifications(tx, { banId, userId: target.id, now, battles: disqualified });
  // Every open tab of theirs hears it at commit and shows the ban dialog (or signs out).
  await publishAccountEvent(tx, target.id, deleting ? 'signed_out' : 'banned');
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
      disqualify,
      disqualifiedFrom: disqualified.map((d) => ({ battleId: d.battleId, battleTitle: d.battleTitle })),
      ...input.context,
    },
  });
  return { expiresAt, disqualifiedFrom: disqualified.length };
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
  const { expiresAt, disqualifiedFrom } = await deps.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    return banInTx(tx, now, actor, target, {
      ...input,
      masterEmail: deps.config.MASTER_ADMIN_EMAIL,
      action: 'user.ban',
    });
  });
  return { userId, reason: input.reason, expiresAt: expiresAt?.toISOString() ?? null, disqualifiedFrom };
}

/**
 * Lifts the user's active bans and puts them back in the battles those bans took them out of,
 * where the battle still runs (ban-participations.ts). Returns how many battles they are back in.
 */
export async function unbanUser(
  deps: AppDeps,
  actor: Viewer,
  userId: string,
  reason: string | undefined,
): Promise<number> {
  const now = deps.clock();
  const revokeReason = reason?.trim() || DEFAULT_UNBAN_REASON;
  return deps.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    const revoked = await revokeActiveBans(tx, { userId, now, revokedBy: actor.id, reason: revokeReason });
    if (revoked.length === 0) throw appError('USER_NOT_BANNED');
    const restores = await restoreBanParticipationsTx(tx, {
      userId,
      banIds: revoked,
      now,
      actorId: actor.id,
    });
    await publishAccountEvent(tx, userId, 'unbanned');
    await recordAudit(tx, {
      actorUserId: actor.id,
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      changes: {
        reason: revokeReason,
        revokedBans: revoked.length,
        username: target.username,
        ...(restores.length > 0 ? { battles: restores } : {}),
      },
    });
    return restores.filter((r) => r.outcome === 'restored').length;
  });
}

/** 'Delete' is a permanent ban with the reason docs/product.md#admin-area names, plus the end of every session. */
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
