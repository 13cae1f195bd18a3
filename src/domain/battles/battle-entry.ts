/**
 * A user's entry in a battle: taking part, or disqualified (the entry stays, out of the ranking and
 * the count; docs/product.md#joining). A user without an entry has none (null).
 */
export const battleEntries = ['taking-part', 'disqualified'] as const;
export type BattleEntry = (typeof battleEntries)[number];
