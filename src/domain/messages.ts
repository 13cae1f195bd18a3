import { accountFieldMessages } from './messages/account-fields.ts';
import { adminMessages } from './messages/admin.ts';
import { authMessages } from './messages/auth.ts';
import { battlesMessages } from './messages/battles.ts';
import type { CatalogueEntry } from './messages/entry.ts';
import { genericMessages } from './messages/generic.ts';
import { mediaMessages } from './messages/media.ts';
import { votesMessages } from './messages/votes.ts';
import { walletMessages } from './messages/wallet.ts';

export type { CatalogueEntry } from './messages/entry.ts';

/** The whole catalogue; each area keeps its entries in src/domain/messages/<area>.ts. */
export const messages = {
  ...genericMessages,
  ...authMessages,
  ...accountFieldMessages,
  ...mediaMessages,
  ...votesMessages,
  ...battlesMessages,
  ...walletMessages,
  ...adminMessages,
} as const satisfies Record<string, CatalogueEntry>;

export type MessageCode = keyof typeof messages;

/** 'Sua conta está banida. Motivo: {reason}. O banimento é {que expira em <date> | permanente}.' */
export function banMessage(reason: string, expiresAtLabel: string | null): string {
  const tail = expiresAtLabel ? `que expira em ${expiresAtLabel}` : 'permanente';
  return `Sua conta está banida. Motivo: ${reason}. O banimento é ${tail}.`;
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
  const entry: CatalogueEntry = messages[code];
  const out: Refusal = { code, status: entry.status, message: message ?? entry.message };
  if (entry.title !== undefined) out.title = entry.title;
  return out;
}

/**
 * 'YodCoins insuficientes. Você recebe N YodCoin(s) gratuito(s) por dia!' with the configured
 * daily amount (the spec text hard-codes 1; the amount is a setting). Zero or less means no grant,
 * so the promise is dropped rather than stating "0".
 */
export function insufficientCoinsMessage(dailyAmount: number): string {
  if (dailyAmount <= 0) return 'YodCoins insuficientes.';
  const noun = dailyAmount === 1 ? 'YodCoin gratuito' : 'YodCoins gratuitos';
  return `YodCoins insuficientes. Você recebe ${dailyAmount} ${noun} por dia!`;
}

/** 'Aguarde N segundos para votar novamente.' (singular for 1, which the spec text never shows). */
export function voteWaitMessage(seconds: number): string {
  return `Aguarde ${seconds} ${seconds === 1 ? 'segundo' : 'segundos'} para votar novamente.`;
}

/** 'O saldo não pode ficar negativo. Saldo atual: N.' */
export function negativeBalanceMessage(balance: number): string {
  return `O saldo não pode ficar negativo. Saldo atual: ${balance}.`;
}

/** The spec's battle create/update refusal, naming the account that lacks the role. */
export function battleManageForbiddenMessage(email: string): string {
  return `O usuário '${email}' não tem permissão de administrador ou moderador. Entre em contato com um administrador.`;
}
