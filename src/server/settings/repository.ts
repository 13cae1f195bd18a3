import { eq } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { platformSettings } from '#server/db/schema.ts';

export interface PlatformSettings {
  dailyYodcoins: number;
  guestVotesPerWindow: number;
  flagNewAccountVotes: number;
  flagGuestNetworkVotes: number;
  flagSignupNetworkAccounts: number;
  updatedAt: Date;
  updatedBy: string | null;
}

export async function getSettings(db: DbOrTx): Promise<PlatformSettings> {
  const [row] = await db.select().from(platformSettings).where(eq(platformSettings.id, 1)).limit(1);
  if (!row) throw new Error('platform_settings row missing: migrations did not run');
  return row;
}

export async function updateSettings(
  db: DbOrTx,
  patch: Partial<
    Pick<
      PlatformSettings,
      | 'dailyYodcoins'
      | 'guestVotesPerWindow'
      | 'flagNewAccountVotes'
      | 'flagGuestNetworkVotes'
      | 'flagSignupNetworkAccounts'
    >
  >,
  updatedBy: string,
): Promise<PlatformSettings> {
  const [row] = await db
    .update(platformSettings)
    .set({ ...patch, updatedBy, updatedAt: new Date() })
    .where(eq(platformSettings.id, 1))
    .returning();
  return row!;
}
