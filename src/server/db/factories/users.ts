import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { DbOrTx } from '../client.ts';
import { account, bans, profiles, user, userCredits, userRoles } from '../schema.ts';

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
  const suffix = `${Date.now().toString(36)}${sequence}`;
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
    await db.insert(profiles).values({
      id,
      username,
      pixKey: overrides.pixKey ?? email,
      instagramHandle: overrides.instagramHandle ?? null,
      profilePictureUrl: overrides.profilePictureUrl ?? null,
      createdAt,
    });
    await db.insert(userCredits).values({
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
