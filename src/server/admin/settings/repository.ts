import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { profiles } from '#server/db/schema.ts';

export async function usernameOf(db: DbOrTx, userId: string | null): Promise<string | null> {
  if (!userId) return null;
  const [row] = await db
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.username ?? null;
}
