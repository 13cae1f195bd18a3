export type LookupStrategy = 'slug' | 'id' | 'former' | 'partial';

/**
 * The order in which /battle/{identifier} is resolved. An identifier with a letter or hyphen looks
 * like a slug, so slug comes first; a bare number (an old timestamp-style id) tries id first. A
 * battle's former slug (a link shared before a rename) comes next, and the partial match is always
 * last because it can hit several battles.
 */
export function lookupOrder(identifier: string): LookupStrategy[] {
  return /[\p{L}-]/u.test(identifier)
    ? ['slug', 'id', 'former', 'partial']
    : ['id', 'slug', 'former', 'partial'];
}

/** A SQL LIKE/ILIKE pattern matching `text` anywhere, with its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
