/**
 * The text of an amount an admin types (docs/decisions/0022-admin-money-inputs.md): reais the
 * Brazilian way, comma before the centavos, dots between thousands ('R$ 1.234,56'). Kept apart
 * from format.ts so the currency field reads it without Intl or date code.
 */

/** What the field shows for `cents`: 'R$ 0,00', 'R$ 99,90', 'R$ 1.234,56'. */
export function formatCentsInput(cents: number): string {
  const whole = Math.floor(Math.abs(cents) / 100);
  const rest = String(Math.abs(cents) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `R$ ${grouped},${rest}`;
}

/** An amount in reais (99.9) as the field's text. */
export function formatMoneyInput(reais: number): string {
  return formatCentsInput(Math.round(reais * 100));
}

/** The most centavos the field takes: R$ 9.999.999.999,99, the prize column's range. */
export const MAX_INPUT_CENTS = 999_999_999_999;

/**
 * The mask that fills from the right, as banking apps do: each digit typed enters as the last
 * centavo ('9' → R$ 0,09, '9990' → R$ 99,90). Whatever is not a digit is ignored; digits past
 * the maximum are not taken.
 */
export function centsFromTypedDigits(text: string): number {
  let cents = 0;
  for (const digit of text.replace(/\D/g, '')) {
    const next = cents * 10 + Number(digit);
    if (next > MAX_INPUT_CENTS) break;
    cents = next;
  }
  return cents;
}

const PASTED = /^(?:R\$)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;
const DOT_DECIMAL = /^(?:R\$)?\s*(\d+)\.(\d{1,2})$/;

/**
 * A whole amount pasted or read from elsewhere, in centavos; null when it is not one.
 * '99,90', 'R$ 1.234,56', '1234' (reais), '1.234' (thousands) and the machine form '99.9' are
 * read as people mean them; '9,999' or '1,2,3' are refused rather than guessed.
 */
export function parseMoneyInput(text: string): number | null {
  const t = text.replace(/[\s\u00a0]+/g, ' ').trim();
  if (t === '') return null;
  const dot = DOT_DECIMAL.exec(t);
  // '1.234' groups thousands (three digits after the dot); '99.9' or '99.90' is a decimal point.
  if (dot && dot[2]!.length < 3) return toCents(dot[1]!, dot[2]!);
  const match = PASTED.exec(t);
  if (!match) return null;
  return toCents(match[1]!.replace(/\./g, ''), match[2] ?? '');
}

function toCents(whole: string, fraction: string): number | null {
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return Number.isSafeInteger(cents) && cents <= MAX_INPUT_CENTS ? cents : null;
}

/** The field's text back in reais (99.9), NaN when it holds no amount. */
export function reaisOfInput(text: string): number {
  const cents = parseMoneyInput(text);
  return cents === null ? Number.NaN : cents / 100;
}
