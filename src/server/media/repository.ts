import { arrayOverlaps, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '#server/db/client.ts';
import { queryRows } from '#server/db/query.ts';
import { banners, battleSponsors, battles, uploadedFiles } from '#server/db/schema.ts';

/** Serialises one account's uploads for the rest of the transaction: the quota check holds. */
export async function lockUploader(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`uploaded_files:${userId}`}))`);
}

/** Bytes the account's stored uploads take. */
export async function bytesStoredBy(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ bytes: sql<string>`coalesce(sum(${uploadedFiles.bytes}), 0)` })
    .from(uploadedFiles)
    .where(eq(uploadedFiles.uploaderId, userId));
  return Number(row?.bytes ?? 0);
}

export async function recordUpload(
  db: DbOrTx,
  file: { key: string; uploaderId: string; bytes: number; createdAt: Date },
): Promise<void> {
  await db.insert(uploadedFiles).values(file);
}

export async function forgetUpload(db: DbOrTx, key: string): Promise<void> {
  await db.delete(uploadedFiles).where(eq(uploadedFiles.key, key));
}

/**
 * Whether a battle banner, a sponsor logo or an ad banner still shows one of `urls` (the spellings
 * of one stored file): staff may paste an uploaded image's address into a second form.
 */
export async function isShownByStaffContent(db: DbOrTx, urls: string[]): Promise<boolean> {
  const rows = await queryRows<{ shown: boolean }>(
    db,
    sql`SELECT EXISTS (
      ${db.select({ one: sql`1` }).from(battles).where(inArray(battles.adBannerUrl, urls))}
      UNION ALL
      ${db.select({ one: sql`1` }).from(battleSponsors).where(arrayOverlaps(battleSponsors.logos, urls))}
      UNION ALL
      ${db.select({ one: sql`1` }).from(banners).where(inArray(banners.imageUrl, urls))}
    ) AS shown`,
  );
  return rows[0]?.shown === true;
}
