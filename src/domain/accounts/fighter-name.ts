/** The longest fighter name, counted after normalisation. */
export const MAX_FIGHTER_NAME_LENGTH = 40;

/**
 * Characters a fighter name may not hold, because they are invisible or change how the text
 * around them is drawn, so two names that look the same would differ: controls (Cc), format
 * characters (Cf: zero-width space and joiners, soft hyphen, bidi marks and overrides, word joiner,
 * BOM), private-use, surrogate and unassigned code points, line and paragraph separators, the
 * other Unicode default-ignorable code points (Hangul fillers, variation selectors, combining
 * grapheme joiner), spaces other than the plain space, and the blank Braille pattern.
 */
const HIDDEN_CHARACTER =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cs}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|[^\P{Zs} ]/u;

/**
 * The form a fighter name is stored in: NFKC (full-width letters, ligatures, styled mathematical
 * letters and odd spaces become their plain forms), trimmed, runs of spaces collapsed.
 */
export function normalizeFighterName(raw: string): string {
  return raw.normalize('NFKC').trim().replace(/ {2,}/g, ' ');
}

/** Whether a (normalised) name holds an invisible, control or bidi character. */
export function hasHiddenCharacters(name: string): boolean {
  return HIDDEN_CHARACTER.test(name);
}
