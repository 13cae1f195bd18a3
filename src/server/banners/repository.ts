import { and, desc, eq } from 'drizzle-orm';
import type { BannerPosition } from '#domain/ad-page.ts';
import type { DbOrTx } from '../db/client.ts';
import { globalAdBanners } from '../db/schema.ts';

export type BannerRow = typeof globalAdBanners.$inferSelect;
export type NewBannerRow = typeof globalAdBanners.$inferInsert;

export async function listBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db.select().from(globalAdBanners).orderBy(desc(globalAdBanners.createdAt), desc(globalAdBanners.id));
}

export async function findBanner(db: DbOrTx, id: string): Promise<BannerRow | null> {
  const rows = await db.select().from(globalAdBanners).where(eq(globalAdBanners.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertBanner(db: DbOrTx, values: NewBannerRow): Promise<BannerRow> {
  const [row] = await db.insert(globalAdBanners).values(values).returning();
  return row!;
}

export async function updateBanner(
  db: DbOrTx,
  id: string,
  values: Partial<NewBannerRow>,
  now: Date,
): Promise<BannerRow | null> {
  const rows = await db
    .update(globalAdBanners)
    .set({ ...values, updatedAt: now })
    .where(eq(globalAdBanners.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteBanner(db: DbOrTx, id: string): Promise<BannerRow | null> {
  const rows = await db.delete(globalAdBanners).where(eq(globalAdBanners.id, id)).returning();
  return rows[0] ?? null;
}

export type ActiveBanner = Pick<BannerRow, 'id' | 'name' | 'imageUrl' | 'linkUrl' | 'targetPages'>;

/** Active banners of one position: the candidates a public slot picks from. */
export async function listActiveBanners(db: DbOrTx, position: BannerPosition): Promise<ActiveBanner[]> {
  return db
    .select({
      id: globalAdBanners.id,
      name: globalAdBanners.name,
      imageUrl: globalAdBanners.imageUrl,
      linkUrl: globalAdBanners.linkUrl,
      targetPages: globalAdBanners.targetPages,
    })
    .from(globalAdBanners)
    .where(and(eq(globalAdBanners.isActive, true), eq(globalAdBanners.position, position)));
}
