import type { DbOrTx } from '../client.ts';
import { globalAdBanners } from '../schema.ts';

export type BannerOverrides = Partial<typeof globalAdBanners.$inferInsert>;

let sequence = 0;

/** Inserts an ad banner; active, sidebar and untargeted unless told otherwise. */
export async function createBanner(db: DbOrTx, overrides: BannerOverrides = {}) {
  sequence += 1;
  const [row] = await db
    .insert(globalAdBanners)
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
