export type LookupStrategy = 'slug' | 'id' | 'former' | 'partial';

/**
 * The order in which /battle/{identifier} is resolved. Every battle id has an underscore or is a
 * bare number (an old timestamp-style id), and no slug made now has an underscore: those try id
 * first, so an id wins over a slug that happens to equal it (an older slug made from a title). An
 * identifier with a letter or hyphen and no underscore can only be a slug: slug first. A battle's
 * former slug (a link shared before a rename) comes next, and the partial match is always last
 * because it can hit several battles.
 */
export function lookupOrder(identifier: string): LookupStrategy[] {
  return /[\p{L}-]/u.test(identifier) && !identifier.includes('_')
    ? ['slug', 'id', 'former', 'partial']
    : ['id', 'slug', 'former', 'partial'];
}

/** A SQL LIKE/ILIKE pattern matching `text` anywhere, with its own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
