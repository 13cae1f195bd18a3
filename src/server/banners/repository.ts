import { and, desc, eq } from 'drizzle-orm';
import type { BannerPosition } from '#domain/pages/ad-page.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { banners } from '#server/db/schema.ts';

export type BannerRow = typeof banners.$inferSelect;
export type NewBannerRow = typeof banners.$inferInsert;

export async function listBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db.select().from(banners).orderBy(desc(banners.createdAt), desc(banners.id));
}

export async function findBanner(db: DbOrTx, id: string): Promise<BannerRow | null> {
  const rows = await db.select().from(banners).where(eq(banners.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function insertBanner(db: DbOrTx, values: NewBannerRow): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(
  db: DbOrTx,
  id: string,
  values: Partial<NewBannerRow>,
  now: Date,
): Promise<BannerRow | null> {
  const rows = await db
    .update(banners)
    .set({ ...values, updatedAt: now })
    .where(eq(banners.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteBanner(db: DbOrTx, id: string): Promise<BannerRow | null> {
  const rows = await db.delete(banners).where(eq(banners.id, id)).returning();
  return rows[0] ?? null;
}

export type ActiveBanner = Pick<BannerRow, 'id' | 'name' | 'imageUrl' | 'linkUrl' | 'targetPages'>;

/** Active banners of one position: the candidates a public slot picks from. */
export async function listActiveBanners(db: DbOrTx, position: BannerPosition): Promise<ActiveBanner[]> {
  return db
    .select({
      id: banners.id,
      name: banners.name,
      imageUrl: banners.imageUrl,
      linkUrl: banners.linkUrl,
      targetPages: banners.targetPages,
    })
    .from(banners)
    .where(and(eq(banners.isActive, true), eq(banners.position, position)));
}
