import { and, eq, lt, sql } from 'drizzle-orm';
import type { PixKeyType } from '#domain/money/pix-key.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { loginNetworks, profiles, session, user, userRoles, wallets } from '#server/db/schema.ts';

/**
 * Whether a fighter name is taken: the same name in any case, or a look-alike (the same
 * domain/accounts/fighter-name-key.ts key), whoever holds it, older look-alikes included.
 */
export async function usernameTaken(db: DbOrTx, username: string, nameKey: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username}) OR ${profiles.usernameSkeleton} = ${nameKey}`)
    .limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: user.id, name: user.name, emailVerified: user.emailVerified, createdAt: user.createdAt })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return rows[0] ?? null;
}

/** The account's PIX key as stored ('' when it has none). */
export async function findPixKey(db: DbOrTx, userId: string): Promise<string> {
  const rows = await db
    .select({ pixKey: profiles.pixKey })
    .from(profiles)
    .where(eq(profiles.id, userId))
    .limit(1);
  return rows[0]?.pixKey ?? '';
}

export interface NewAccount {
  userId: string;
  username: string;
  /** domain/accounts/fighter-name-key.ts fighterNameKey(username); unique with dup 0 (the index decides races). */
  nameKey: string;
  pixKey: string;
  pixKeyType: PixKeyType;
  termsAcceptedAt: Date;
  /** http/client-network.ts wideNetworkKey of the sign-up request (the vote review's flags). */
  signupNetwork?: string | null;
  role: 'admin' | 'moderator' | null;
}

export async function createAccountRows(db: DbOrTx, input: NewAccount): Promise<void> {
  await db.insert(profiles).values({
    id: input.userId,
    username: input.username,
    usernameSkeleton: input.nameKey,
    pixKey: input.pixKey,
    pixKeyType: input.pixKeyType,
    termsAcceptedAt: input.termsAcceptedAt,
    signupNetwork: input.signupNetwork ?? null,
  });
  await db.insert(wallets).values({ userId: input.userId, balance: 0 }).onConflictDoNothing();
  if (input.role) await db.insert(userRoles).values({ userId: input.userId, role: input.role });
}

export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(session).where(eq(session.token, token));
}

/** Whether the account signed in from this network (a tag of known-networks.ts). */
export async function isKnownLoginNetwork(db: DbOrTx, userId: string, networkTag: string): Promise<boolean> {
  const rows = await db
    .select({ userId: loginNetworks.userId })
    .from(loginNetworks)
    .where(and(eq(loginNetworks.userId, userId), eq(loginNetworks.networkTag, networkTag)))
    .limit(1);
  return rows.length > 0;
}

/** Remembers a network the account just signed in from, keeping only its `keep` most recent ones. */
export async function rememberLoginNetwork(
  db: DbOrTx,
  input: { userId: string; networkTag: string; now: Date; keep: number },
): Promise<void> {
  await db
    .insert(loginNetworks)
    .values({ userId: input.userId, networkTag: input.networkTag, lastSeenAt: input.now })
    .onConflictDoUpdate({
      target: [loginNetworks.userId, loginNetworks.networkTag],
      set: { lastSeenAt: input.now },
    });
  await db.execute(sql`
    DELETE FROM login_networks WHERE user_id = ${input.userId} AND network_tag NOT IN (
      SELECT network_tag FROM login_networks WHERE user_id = ${input.userId}
      ORDER BY last_seen_at DESC LIMIT ${input.keep})`);
}

export async function forgetLoginNetworks(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(loginNetworks).where(eq(loginNetworks.userId, userId));
}

export async function deleteLoginNetworksSeenBefore(db: DbOrTx, before: Date): Promise<number> {
  const rows = await db
    .delete(loginNetworks)
    .where(lt(loginNetworks.lastSeenAt, before))
    .returning({ userId: loginNetworks.userId });
  return rows.length;
}
