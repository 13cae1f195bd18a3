import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { profiles, user, userRoles } from '#server/db/schema.ts';

export interface ModeratorRow {
  userId: string;
  email: string;
  username: string | null;
  profilePictureUrl: string | null;
  grantedAt: Date;
}

export async function listModerators(db: DbOrTx): Promise<ModeratorRow[]> {
  return db
    .select({
      userId: userRoles.userId,
      email: user.email,
      username: profiles.username,
      profilePictureUrl: profiles.profilePictureUrl,
      grantedAt: userRoles.createdAt,
    })
    .from(userRoles)
    .innerJoin(user, eq(user.id, userRoles.userId))
    .leftJoin(profiles, eq(profiles.id, userRoles.userId))
    .where(eq(userRoles.role, 'moderator'))
    .orderBy(asc(userRoles.createdAt), asc(user.email));
}
