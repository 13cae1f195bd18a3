import type { Moderator } from '#domain/schemas/admin-users.ts';
import { findTargetUser, findTargetUserByEmail } from '#server/admin/users/repository.ts';
import { changeRoleInTx } from '#server/admin/users/service.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { listModerators as listModeratorRows, type ModeratorRow } from './repository.ts';

function toModerator(row: ModeratorRow): Moderator {
  return {
    userId: row.userId,
    email: row.email,
    username: row.username ?? row.email,
    profilePictureUrl: row.profilePictureUrl,
    grantedAt: row.grantedAt.toISOString(),
  };
}

export async function listModerators(deps: AppDeps): Promise<Moderator[]> {
  return (await listModeratorRows(deps.db)).map(toModerator);
}

/** Grants the real moderator role to an existing account, found by e-mail. */
export async function addModerator(deps: AppDeps, actor: Viewer, email: string): Promise<Moderator> {
  return deps.db.transaction(async (tx) => {
    const target = await findTargetUserByEmail(tx, email);
    if (!target) throw appError('MODERATOR_EMAIL_NOT_FOUND');
    if (target.id === actor.id) throw appError('ADMIN_SELF_ROLE');
    if (target.role === 'admin') throw appError('MODERATOR_TARGET_ADMIN');
    if (target.role !== 'moderator')
      await changeRoleInTx(
        tx,
        deps.clock(),
        deps.config.MASTER_ADMIN_EMAIL,
        actor,
        target,
        'moderator',
        'moderator.add',
      );
    const row = (await listModeratorRows(tx)).find((m) => m.userId === target.id);
    if (!row) throw new Error('moderator row missing after grant');
    return toModerator(row);
  });
}

export async function removeModerator(deps: AppDeps, actor: Viewer, userId: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const target = await findTargetUser(tx, userId);
    if (target?.role !== 'moderator') throw appError('MODERATOR_NOT_FOUND');
    await changeRoleInTx(
      tx,
      deps.clock(),
      deps.config.MASTER_ADMIN_EMAIL,
      actor,
      target,
      'user',
      'moderator.remove',
    );
  });
}
