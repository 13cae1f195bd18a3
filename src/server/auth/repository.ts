import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, session, user, userCredits, userRoles } from '../db/schema.ts';

export async function usernameTaken(db: DbOrTx, username: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.username}) = lower(${username})`)
    .limit(1);
  return rows.length > 0;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const rows = await db
    .select({ id: user.id, emailVerified: user.emailVerified })
    .from(user)
    .where(eq(user.email, email))
    .limit(1);
  return rows[0] ?? null;
}

export async function createAccountRows(
  db: DbOrTx,
  input: { userId: string; username: string; pixKey: string; role: 'admin' | 'moderator' | null },
): Promise<void> {
  await db.insert(profiles).values({ id: input.userId, username: input.username, pixKey: input.pixKey });
  await db.insert(userCredits).values({ userId: input.userId, balance: 0 }).onConflictDoNothing();
  if (input.role) await db.insert(userRoles).values({ userId: input.userId, role: input.role });
}

export async function deleteUser(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(user).where(eq(user.id, userId));
}

export async function deleteSessionByToken(db: DbOrTx, token: string): Promise<void> {
  await db.delete(session).where(eq(session.token, token));
}
