import { randomBytes } from 'node:crypto';
import { verifyPassword } from 'better-auth/crypto';
import { SELF_DELETED_ACCOUNT_REASON } from '#domain/accounts/ban.ts';
import { disqualifyInTx } from '#server/admin/vote-review/disqualify.ts';
import { recordAudit } from '#server/audit/service.ts';
import { reservePasswordCheck } from '#server/auth/login-throttle.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { releaseUploads } from '#server/media/service.ts';
import { publishAccountEvent } from '#server/realtime/account-events.ts';
import { anonymiseAccount, findPasswordHash, insertPermanentBan } from './repository.ts';

/** The name a deleted account's rows show: unique (profiles need it), and nobody's. */
export function deletedAccountName(): string {
  return `conta_excluida_${randomBytes(4).toString('hex')}`;
}

/**
 * 'Excluir minha conta', confirmed with the password. Wrong passwords count like failed logins
 * (auth/login-throttle.ts reservePasswordCheck), so a borrowed session cannot guess it. One
 * transaction anonymises the account (repository.ts anonymiseAccount), bans the placeholder for
 * good, audits and tells the user's other tabs they are signed out; the photo file goes from
 * storage afterwards.
 */
export async function deleteOwnAccount(
  deps: AppDeps,
  viewer: Viewer,
  password: string,
  network: string,
): Promise<void> {
  if (viewer.email.toLowerCase() === deps.config.MASTER_ADMIN_EMAIL) throw appError('ACCOUNT_DELETE_MASTER');
  const attempt = await reservePasswordCheck(deps.db, {
    network,
    email: viewer.email,
    userId: viewer.id,
    refusal: 'ACCOUNT_DELETE_RATE_LIMITED',
  });
  const hash = await findPasswordHash(deps.db, viewer.id);
  if (!hash || !(await verifyPassword({ hash, password }))) throw appError('ACCOUNT_DELETE_WRONG_PASSWORD');
  await attempt.succeeded();
  const now = deps.clock();
  const erased = await deps.db.transaction(async (tx) => {
    const result = await anonymiseAccount(tx, { userId: viewer.id, placeholder: deletedAccountName(), now });
    await insertPermanentBan(tx, { userId: viewer.id, reason: SELF_DELETED_ACCOUNT_REASON, now });
    await disqualifyInTx(tx, {
      userId: viewer.id,
      now,
      actorId: null,
      cause: 'Conta excluída pelo próprio usuário',
    });
    // No personal data in the audit row: the user id ties it to the (anonymous) records.
    await recordAudit(tx, {
      actorUserId: viewer.id,
      action: 'user.self_delete',
      targetType: 'user',
      targetId: viewer.id,
    });
    await publishAccountEvent(tx, viewer.id, 'signed_out');
    return result;
  });
  // Only the user's own upload: a picture URL could name an object someone else uploaded.
  await releaseUploads(deps, [erased.profilePictureUrl], { bucket: 'profile-pictures', userId: viewer.id });
}
