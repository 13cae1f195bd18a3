import type { DbOrTx } from '#server/db/client.ts';
import { banners } from '#server/db/schema.ts';

export type BannerOverrides = Partial<typeof banners.$inferInsert>;

let sequence = 0;

/** Inserts an ad banner; active, sidebar and untargeted unless told otherwise. */
export async function createBanner(db: DbOrTx, overrides: BannerOverrides = {}) {
  sequence += 1;
  const [row] = await db
    .insert(banners)
    .values({
      name: `Banner ${sequence}`,
      imageUrl: `https://example.com/banner-${sequence}.png`,
      linkUrl: null,
      position: 'sidebar',
      isActive: true,
      targetPages: [],
      ...overrides,
    })
    .returning();
  return row!;
}
