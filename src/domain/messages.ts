import { plural } from '#domain/text/plural.ts';
import { endSentence } from '#domain/text/sentence.ts';
import { type MessageCode, messages } from './messages/catalogue.ts';
import type { CatalogueEntry } from './messages/entry.ts';

export { type MessageCode, messages } from './messages/catalogue.ts';
export type { CatalogueEntry } from './messages/entry.ts';

/**
 * 'Sua conta está banida. Motivo: {reason}.' then 'O banimento expira em <date>.' or 'O banimento é
 * permanente.' (docs/product.md#accounts).
 */
export function banMessage(reason: string, expiresAtLabel: string | null): string {
  const tail = expiresAtLabel ? `expira em ${expiresAtLabel}` : 'é permanente';
  return `Sua conta está banida. Motivo: ${endSentence(reason)} O banimento ${tail}.`;
}

/** A refused request: the catalogue entry plus its code, with `message` possibly filled in. */
export interface Refusal {
  code: MessageCode;
  status: CatalogueEntry['status'];
  message: string;
  title?: string;
}

/** The catalogue entry for `code`; `message` overrides the text when it carries a number. */
export function refusal(code: MessageCode, message?: string): Refusal {
  return refusalOf(code, messages[code], message);
}

/**
 * refusal() for a caller that imports its entry by name: rules the browser runs too (an admin
 * form's check) use it, so the page's bundle holds that entry and not the whole catalogue. The
 * entry's type is the one `code` names, so a mismatched pair does not compile.
 */
export function refusalOf<C extends MessageCode>(
  code: C,
  entry: (typeof messages)[C],
  message?: string,
): Refusal {
  const found: CatalogueEntry = entry;
  const out: Refusal = { code, status: found.status, message: message ?? found.message };
  if (found.title !== undefined) out.title = found.title;
  return out;
}

/**
 * 'YodCoins insuficientes. Você recebe N YodCoin(s) gratuita(s) por dia!' with the configured
 * daily amount (the amount is a setting, docs/product.md#money). Zero or less means no grant,
 * so the promise is dropped rather than stating "0".
 */
export function insufficientCoinsMessage(dailyAmount: number): string {
  if (dailyAmount <= 0) return 'YodCoins insuficientes.';
  const free = plural(dailyAmount, { one: 'YodCoin gratuita', other: 'YodCoins gratuitas' });
  return `YodCoins insuficientes. Você recebe ${free} por dia!`;
}

/** 'Aguarde N segundos para votar novamente.' (singular for 1). */
export function voteWaitMessage(seconds: number): string {
  return `Aguarde ${plural(seconds, { one: 'segundo', other: 'segundos' })} para votar novamente.`;
}

/** 'O saldo não pode ficar negativo. Saldo atual: N.' */
export function negativeBalanceMessage(balance: number): string {
  return `O saldo não pode ficar negativo. Saldo atual: ${balance}.`;
}
