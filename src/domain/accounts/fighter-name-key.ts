import unhomoglyph from 'unhomoglyph';
import { normalizeFighterName } from './fighter-name.ts';

const DEFAULT_IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The confusable skeleton of Unicode TR39 (section 4): NFD, default-ignorable code points removed,
 * each character replaced by its prototype from Unicode's confusables.txt (the `unhomoglyph`
 * package ships that table), NFD again. Two strings with the same skeleton look alike: Cyrillic
 * 'а' and Latin 'a', 'rn' and 'm', '0' and 'O'. Not for display: a skeleton mixes scripts.
 */
export function confusableSkeleton(text: string): string {
  return unhomoglyph(text.normalize('NFD').replace(DEFAULT_IGNORABLE, '')).normalize('NFD');
}

/**
 * What two fighter names must not share (profiles.username_skeleton): the skeleton of the
 * normalised name, lower-cased after the mapping, so 'SaenchaI' (capital i, drawn like 'l') meets
 * 'Saenchal' and case alone never tells two names apart.
 */
export function fighterNameKey(name: string): string {
  return confusableSkeleton(normalizeFighterName(name)).toLowerCase();
}
