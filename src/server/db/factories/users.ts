import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import { checkPixKey } from '#domain/money/pix-key.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { account, bans, profiles, user, userRoles, wallets } from '#server/db/schema.ts';

export const DEFAULT_PASSWORD = 'yodarena';

// scrypt is slow on purpose; a hash is salted per call but any valid hash works for any user.
const hashes = new Map<string, Promise<string>>();
function cachedHash(password: string): Promise<string> {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

let sequence = 0;

export interface UserOverrides {
  id?: string;
  email?: string;
  username?: string;
  password?: string;
  pixKey?: string;
  instagramHandle?: string | null;
  profilePictureUrl?: string | null;
  role?: 'user' | 'moderator' | 'admin';
  balance?: number;
  emailVerified?: boolean;
  /** Mark today's daily grant as taken so a test's balance stays exactly as given. */
  dailyClaimedDay?: string | null;
  createdAt?: Date;
  withProfile?: boolean;
  ban?: { reason: string; expiresAt: Date | null; bannedBy?: string | null };
  /**
   * A name that already looked like an older user's before the look-alike rule (1, 2, …); only
   * tests and the demo data write such rows, the app refuses them.
   */
  lookalikeOfOlder?: number;
  /** The hashed wide network the account signed up from (the vote review's flags). */
  signupNetwork?: string | null;
  /**
   * Any other profile column, as stored: a column added to the table can be set by a test without
   * a new option here.
   */
  profile?: Partial<Omit<typeof profiles.$inferInsert, 'id'>>;
}

export interface CreatedUser {
  id: string;
  email: string;
  username: string;
  password: string;
}

/** Inserts a complete, verified account (auth user + password + profile + wallet + role). */
export async function createUser(db: DbOrTx, overrides: UserOverrides = {}): Promise<CreatedUser> {
  sequence += 1;
  // Digits only: two default names never share a look-alike key (base 36 could: 'l' and '1').
  const suffix = `${Date.now()}${sequence}`;
  const id = overrides.id ?? randomUUID();
  const username = overrides.username ?? `lutador_${suffix}`;
  const email = (overrides.email ?? `user_${suffix}@test.yod`).toLowerCase();
  const password = overrides.password ?? DEFAULT_PASSWORD;
  const createdAt = overrides.createdAt ?? new Date();
  await db.insert(user).values({
    id,
    name: username,
    email,
    emailVerified: overrides.emailVerified ?? true,
    createdAt,
    updatedAt: createdAt,
  });
  await db.insert(account).values({
    id: randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: await cachedHash(password),
  });
  if (overrides.withProfile !== false) {
    // A valid key is stored as the app stores it; an invalid one (older data) as given, untyped.
    const pix = checkPixKey(overrides.pixKey ?? email);
    await db.insert(profiles).values({
      id,
      username,
      usernameSkeleton: fighterNameKey(username),
      usernameSkeletonDup: overrides.lookalikeOfOlder ?? 0,
      pixKey: pix.valid ? pix.key : (overrides.pixKey ?? email),
      pixKeyType: pix.valid ? pix.type : null,
      termsAcceptedAt: createdAt,
      signupNetwork: overrides.signupNetwork ?? null,
      instagramHandle: overrides.instagramHandle ?? null,
      profilePictureUrl: overrides.profilePictureUrl ?? null,
      createdAt,
      ...overrides.profile,
    });
    await db.insert(wallets).values({
      userId: id,
      balance: overrides.balance ?? 0,
      dailyClaimedDay: overrides.dailyClaimedDay === undefined ? null : overrides.dailyClaimedDay,
    });
  }
  if (overrides.role && overrides.role !== 'user') {
    await db.insert(userRoles).values({ userId: id, role: overrides.role });
  }
  if (overrides.ban) {
    await db.insert(bans).values({
      userId: id,
      reason: overrides.ban.reason,
      expiresAt: overrides.ban.expiresAt,
      bannedBy: overrides.ban.bannedBy ?? null,
    });
  }
  return { id, email, username, password };
}
