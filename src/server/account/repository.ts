import { and, eq, sql } from 'drizzle-orm';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import type { DbOrTx } from '#server/db/client.ts';
import {
  account,
  bans,
  battleParticipants,
  notifications,
  profiles,
  session,
  user,
  userRoles,
  verification,
  walletLedger,
} from '#server/db/schema.ts';

/** The password hash of the user's e-mail and password login, or null when there is none. */
export async function findPasswordHash(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ password: account.password })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')))
    .limit(1);
  return row?.password ?? null;
}

export interface AnonymisedAccount {
  /** The profile picture the account had, for the caller to remove from storage. */
  profilePictureUrl: string | null;
}

/**
 * Erases what identifies the person and keeps what others' records need
 * (docs/decisions/0003-auth-flows.md): the user row, profile and wallet stay under a placeholder name so
 * their votes, ledger rows and battle rows still add up; e-mail, PIX key, Instagram, photo, login,
 * sessions, pending tokens, role and notifications go. A permanent ban keeps the placeholder out of
 * public lists and sign-in, as an account deleted by an admin is. A column of the user or profile
 * row that this leaves as it was fails anonymise-columns.test.ts until it is cleared here or allowed
 * there with its reason.
 */
export async function anonymiseAccount(
  tx: DbOrTx,
  input: { userId: string; placeholder: string; now: Date },
): Promise<AnonymisedAccount> {
  const { userId, placeholder, now } = input;
  const [before] = await tx
    .select({ profilePictureUrl: profiles.profilePictureUrl })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .for('update');
  await tx
    .update(profiles)
    .set({
      username: placeholder,
      // The look-alike key is the old name in other letters: it goes with it.
      usernameSkeleton: fighterNameKey(placeholder),
      usernameSkeletonDup: 0,
      pixKey: '',
      pixKeyType: null,
      instagramHandle: null,
      profilePictureUrl: null,
      updatedAt: now,
    })
    .where(eq(profiles.id, userId));
  await tx
    .update(user)
    .set({
      name: placeholder,
      // Unique and undeliverable (the .invalid top-level domain is reserved for this).
      email: `${userId}@deleted.invalid`,
      emailVerified: false,
      image: null,
      updatedAt: now,
    })
    .where(eq(user.id, userId));
  await tx.delete(account).where(eq(account.userId, userId));
  await tx.delete(session).where(eq(session.userId, userId));
  // Reset-password tokens hold the user id as their value.
  await tx.delete(verification).where(eq(verification.value, userId));
  await tx.delete(userRoles).where(eq(userRoles.userId, userId));
  await tx.delete(notifications).where(eq(notifications.userId, userId));
  await tx
    .update(battleParticipants)
    .set({ username: placeholder, avatarUrl: null })
    .where(eq(battleParticipants.userId, userId));
  // Fans' ledgers named this fighter in each vote's description ('Voto em <name>').
  await tx
    .update(walletLedger)
    .set({ description: sql`'Voto em ' || ${placeholder}` })
    .where(and(eq(walletLedger.participantUserId, userId), eq(walletLedger.type, 'vote_expense')));
  return { profilePictureUrl: before?.profilePictureUrl ?? null };
}

export async function insertPermanentBan(
  tx: DbOrTx,
  input: { userId: string; reason: string; now: Date },
): Promise<void> {
  await tx.insert(bans).values({
    userId: input.userId,
    reason: input.reason,
    bannedBy: input.userId,
    expiresAt: null,
    createdAt: input.now,
  });
}
