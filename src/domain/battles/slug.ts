/** Used when a title has no letters or digits left after cleaning (e.g. '!!!'). */
export const FALLBACK_SLUG = 'batalha';
/** Keeps URLs readable; titles are rarely longer, and uniqueness suffixes still fit after it. */
export const SLUG_MAX_LENGTH = 80;

/**
 * The slug: lowercase, trim, drop non-word characters, spaces and underscores to hyphens, collapse
 * hyphens, trim edge hyphens. Diacritics are stripped first, because JavaScript's `\w` is ASCII
 * only and would otherwise drop accented letters ('Campeões' would become 'campes'). No slug has
 * an underscore and every battle id has one (newBattleId), so a title can never make a slug that
 * is another battle's id.
 */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .trim()
    .replace(/[^\w\s-]/g, '')
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, '');
  return slug === '' ? FALLBACK_SLUG : slug;
}

/**
 * Slugs that a fixed path below /api/battles/ already answers (the arena's live stream); a battle
 * called 'Live' gets 'live-1' so its page stays reachable.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['live']);

/** base, then base-1, base-2 … the first neither reserved nor in `taken` (when editing, leave the battle's own out). */
export function uniqueSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base) && !RESERVED_SLUGS.has(base)) return base;
  for (let i = 1; ; i++) {
    const candidate = `${base}-${i}`;
    if (!taken.has(candidate)) return candidate;
  }
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
const ID_RANDOM_LENGTH = 6;

/**
 * 'battle_<ms timestamp>_<6 base-36 chars>'. Older ids are 'battle_' plus a timestamp; the
 * random tail keeps two battles created in the same millisecond apart. `random` returns [0, 1).
 */
export function newBattleId(now: Date, random: () => number = Math.random): string {
  let tail = '';
  for (let i = 0; i < ID_RANDOM_LENGTH; i++) {
    const index = Math.min(ID_ALPHABET.length - 1, Math.floor(random() * ID_ALPHABET.length));
    tail += ID_ALPHABET[index];
  }
  return `battle_${now.getTime()}_${tail}`;
}
