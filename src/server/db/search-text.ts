import { type SQL, sql } from 'drizzle-orm';
import { containsPattern } from '#domain/battles/battle-lookup.ts';

/**
 * The admin lists' substring search (docs/decisions/0010-admin-lists-at-scale.md), on trigram GIN
 * indexes (drizzle/0010_admin-lists.sql).
 *
 * Users: profiles.search_text holds username, PIX key, Instagram, e-mail and id, lowercased and
 * joined by chr(31), kept by triggers. One column of one table, so the planner has statistics for
 * it and can choose per query between the trigram index (a rare needle) and walking the list's
 * sort index with the match as a filter (a common one, such as 'gmail'); an OR across the user
 * and profile tables allows neither. Battles: the same over title and slug, as an expression.
 *
 * No trigram index sits on a bare column: the planner would also pick it for plain equality
 * lookups (`id = $1`, `slug = $1`), where it is far slower than the btree. chr(31) never reaches a
 * pattern (searchNeedle drops control characters), so a match cannot span two fields.
 */
export const profileSearchText = sql`p.search_text`;
/** Must stay the expression of battle_events_search_trgm_idx. */
export const battleSearchText = sql`lower(b.title || chr(31) || coalesce(b.slug, ''))`;

/** The text to look for, without control characters; '' when nothing is left. */
export function searchNeedle(q: string): string {
  return q.replace(/\p{Cc}/gu, ' ').trim();
}

/** `expression LIKE '%needle%'` on a lowercased expression, LIKE's wildcards in the needle taken literally. */
export function contains(expression: SQL, needle: string): SQL {
  return sql`${expression} LIKE lower(${containsPattern(needle)})`;
}
