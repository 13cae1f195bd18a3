import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { account, battleParticipants, profiles, session, user } from '#server/db/schema.ts';

/**
 * Deletes sign-ups whose e-mail was never confirmed and that were made before `createdBefore`
 * (all of them, or the one of `userId`), freeing their address and fighter name. Only accounts
 * that never did anything go: a password login of their own (an anonymised account has none), no
 * ban, no battle, no ledger line. Returns the ids deleted; the profile and wallet go with the user.
 */
export async function deleteExpiredSignUps(
  db: DbOrTx,
  input: { createdBefore: Date; userId?: string },
): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`DELETE FROM "user" u
        WHERE u.email_verified = false
          AND u.created_at < ${input.createdBefore.toISOString()}::timestamptz
          ${input.userId === undefined ? sql`` : sql`AND u.id = ${input.userId}`}
          AND EXISTS (SELECT 1 FROM account a WHERE a.user_id = u.id AND a.provider_id = 'credential')
          AND NOT EXISTS (SELECT 1 FROM bans b WHERE b.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM battle_event_participants bp WHERE bp.user_id = u.id)
          AND NOT EXISTS (SELECT 1 FROM credit_transactions ct WHERE ct.user_id = u.id)
        RETURNING u.id`,
  );
  return rows.map((r) => r.id);
}

/** The profile fields a sign-up wrote, as a password reset of a never-confirmed account finds them. */
export interface ClaimedAccount {
  userId: string;
  placeholder: string;
  placeholderKey: string;
  now: Date;
}

/**
 * The mailbox's owner takes over a sign-up they may not have made (decision 0017): the e-mail is
 * confirmed, and what the sign-up chose goes: the PIX key (prizes must not reach whoever typed
 * it), the fighter name (a placeholder until the owner picks theirs), Instagram, photo and the
 * sign-up network. Only while the account is still unconfirmed (checked under the row lock);
 * returns whether it was.
 */
export async function claimUnverifiedAccount(tx: DbOrTx, input: ClaimedAccount): Promise<boolean> {
  const confirmed = await tx
    .update(user)
    .set({ emailVerified: true, name: input.placeholder, updatedAt: input.now })
    .where(and(eq(user.id, input.userId), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  if (confirmed.length === 0) return false;
  await tx
    .update(profiles)
    .set({
      username: input.placeholder,
      usernameSkeleton: input.placeholderKey,
      usernameSkeletonDup: 0,
      pixKey: '',
      pixKeyType: null,
      instagramHandle: null,
      profilePictureUrl: null,
      signupNetwork: null,
      updatedAt: input.now,
    })
    .where(eq(profiles.id, input.userId));
  await tx
    .update(battleParticipants)
    .set({ username: input.placeholder, avatarUrl: null })
    .where(eq(battleParticipants.userId, input.userId));
  return true;
}

/** The account a confirmation link names, with its password hash (null without a password login). */
export async function findSignUpOfLink(db: DbOrTx, userId: string) {
  const rows = await db
    .select({
      id: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      passwordHash: account.password,
    })
    .from(user)
    .leftJoin(account, and(eq(account.userId, user.id), eq(account.providerId, 'credential')))
    .where(eq(user.id, userId))
    .limit(1);
  return rows[0] ?? null;
}

/** Confirms the address of a sign-up; false when it was confirmed already. */
export async function markEmailConfirmed(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(user)
    .set({ emailVerified: true, updatedAt: now })
    .where(and(eq(user.id, userId), eq(user.emailVerified, false)))
    .returning({ id: user.id });
  return rows.length > 0;
}

/** Replaces the password of the account's e-mail login (a hash made by better-auth/crypto). */
export async function setLoginPassword(db: DbOrTx, userId: string, passwordHash: string, now: Date) {
  await db
    .update(account)
    .set({ password: passwordHash, updatedAt: now })
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
}

export async function deleteSessionsOf(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(session).where(eq(session.userId, userId));
}
