import { randomBytes } from 'node:crypto';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { Db } from '#server/db/client.ts';
import { publishAccountEvent } from '#server/realtime/account-events.ts';
import { forgetLoginFailures } from './login-throttle.ts';
import { claimUnverifiedAccount } from './unverified-repository.ts';

/** The fighter name a claimed account starts with, until its owner picks one: unique and nobody's. */
export function claimedAccountName(): string {
  return `lutador_${randomBytes(4).toString('hex')}`;
}

/**
 * After a password reset (better-auth's onPasswordReset; its transaction has set the password,
 * consumed the link and deleted every session). The link reached the mailbox, so its owner has
 * the account now (docs/decisions/0017-accounts-under-attack.md): a sign-up never confirmed is
 * claimed (e-mail confirmed; the PIX key, fighter name and the rest the sign-up chose cleared, an
 * audit row written), open tabs are told they are signed out, the failure count ends and the
 * known networks are forgotten.
 */
export async function afterPasswordReset(
  db: Db,
  user: { id: string; email: string; emailVerified: boolean },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    if (!user.emailVerified) {
      const placeholder = claimedAccountName();
      const claimed = await claimUnverifiedAccount(tx, {
        userId: user.id,
        placeholder,
        placeholderKey: fighterNameKey(placeholder),
        now,
      });
      if (claimed)
        await recordAudit(tx, {
          actorUserId: user.id,
          action: 'user.reset_claim',
          targetType: 'user',
          targetId: user.id,
        });
    }
    await publishAccountEvent(tx, user.id, 'signed_out');
  });
  await forgetLoginFailures(db, user);
}
