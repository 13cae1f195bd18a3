import { z } from 'zod';

/**
 * What every paged admin list shares: 25 to 50 rows a page, a server-made keyset cursor,
 * a sort column and its direction, filters that treat a blank URL parameter as absent.
 */
export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_PAGE_SIZE_MAX = 50;

export const sortDirSchema = z.enum(['asc', 'desc']);
export type SortDir = z.infer<typeof sortDirSchema>;

/** A blank query parameter (`?role=`) means "no filter", as an emptied select leaves it. */
export const blankAsAbsent = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/** Free text: trimmed, at most 200 characters; blank is absent. */
export const listTextSchema = z.preprocess(blankAsAbsent, z.string().trim().max(200).optional());

/** Opaque: the server's `nextCursor` / `prevCursor` of the same sort, handed back as is. */
export const listCursorSchema = z.preprocess(blankAsAbsent, z.string().max(2000).optional());

export const listLimitSchema = z.coerce
  .number()
  .int()
  .min(ADMIN_PAGE_SIZE)
  .max(ADMIN_PAGE_SIZE_MAX)
  .default(ADMIN_PAGE_SIZE);

/** An optional enum filter or sort parameter, blank meaning absent. */
export function optionalParam<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankAsAbsent, schema.optional());
}

/**
 * Where a page sits: `nextCursor` reads on (null on the last page), `prevCursor` reads back (null
 * on the first page). Both belong to the sort and direction they were made for.
 */
export const pageInfoSchema = z.object({
  nextCursor: z.string().nullable(),
  prevCursor: z.string().nullable(),
});
export type PageInfo = z.infer<typeof pageInfoSchema>;
