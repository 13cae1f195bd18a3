/**
 * The first user-perceived character of `text`: a whole emoji (🥊, 👍🏽, 🇧🇷, 👨‍👩‍👧) or a letter with
 * its accents, never half a surrogate pair (which a browser draws as '�').
 */
let segmenter: Intl.Segmenter | undefined;

function firstGrapheme(text: string): string {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    // One for every avatar: making one per call was a tenth of a signed-in page's own rendering.
    segmenter ??= new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
    const first = segmenter.segment(text)[Symbol.iterator]().next();
    return first.done ? '' : first.value.segment;
  }
  // Without Intl.Segmenter (old engines) at least a whole code point.
  return Array.from(text)[0] ?? '';
}

/**
 * An avatar's initials, by grapheme: the first of each of the first `max` words of the name
 * ('_', '.' and '-' separate words too), upper-cased; '?' for a blank name. Every avatar (the
 * page's UserAvatar and the share images) draws its letters with this.
 */
export function initials(name: string, max = 1): string {
  const words = name
    .replace(/[_.-]+/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  // Several words: the first character of each ('JS' for João Silva); one word: its first
  // characters ('BU' for Buakaw on a two-letter tile).
  const letters = words.length > 1 ? words.slice(0, max).map(firstGrapheme) : graphemes(words[0]!, max);
  return letters.join('').toUpperCase();
}

function graphemes(word: string, count: number): string[] {
  const out: string[] = [];
  let rest = word;
  while (rest && out.length < count) {
    const g = firstGrapheme(rest);
    out.push(g);
    rest = rest.slice(g.length);
  }
  return out;
}
