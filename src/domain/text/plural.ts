/** A counted word in its two pt-BR forms: `{ one: 'batalha', other: 'batalhas' }`. */
export interface PluralForms {
  one: string;
  other: string;
}

// Built on first use: creating an Intl object loads the locale's data.
let rules: Intl.PluralRules | undefined;
let counts: Intl.NumberFormat | undefined;

/**
 * The form of the word that goes with `n` ('batalha' for 1, 'batalhas' for 2), by pt-BR's plural
 * rules: -1 and 1,5 take the singular too ('1,5 milhão'). Zero takes the plural, as counters are
 * written in Brazil ('0 votos'), although CLDR files 0 under 'one'.
 */
export function pluralWord(n: number, forms: PluralForms): string {
  if (n === 0) return forms.other;
  rules ??= new Intl.PluralRules('pt-BR');
  return rules.select(n) === 'one' ? forms.one : forms.other;
}

/** The count, grouped the pt-BR way, and its word: '1 batalha', '1.500 batalhas', '0 votos'. */
export function plural(n: number, forms: PluralForms): string {
  counts ??= new Intl.NumberFormat('pt-BR');
  return `${counts.format(n)} ${pluralWord(n, forms)}`;
}
