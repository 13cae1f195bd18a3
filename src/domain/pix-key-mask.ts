import { checkPixKey } from './pix-key.ts';

/** What a mail shows for an account without a key (one cleared by a password reset, decision 0017). */
export const NO_PIX_KEY_LABEL = '(nenhuma)';

const stars = (n: number) => '*'.repeat(Math.max(0, n));

/** 'jo***@gmail.com': the first two characters of the mailbox (one when it is that short). */
function maskEmail(key: string): string {
  const at = key.lastIndexOf('@');
  const local = key.slice(0, at);
  const shown = local.length > 2 ? 2 : Math.min(1, local.length - 1);
  return `${local.slice(0, shown)}***${key.slice(at)}`;
}

/**
 * A PIX key as a notice mail may show it: enough for the owner to recognise their key, not enough
 * for a reader of the mail to take it. CPF as the Central Bank's apps mask it ('***.982.247-**'),
 * CNPJ without its first and last two characters, phone with its area code and last four digits,
 * e-mail with two characters of the mailbox, random key with its first and last blocks' ends.
 * A key stored before keys were checked keeps its first and last two characters.
 */
export function maskPixKey(key: string): string {
  if (key === '') return NO_PIX_KEY_LABEL;
  const check = checkPixKey(key);
  if (check.valid) {
    const k = check.key;
    switch (check.type) {
      case 'cpf':
        return `***.${k.slice(3, 6)}.${k.slice(6, 9)}-**`;
      case 'cnpj':
        return `**.${k.slice(2, 5)}.${k.slice(5, 8)}/${k.slice(8, 12)}-**`;
      case 'phone':
        return `+55 ${k.slice(3, 5)} ${stars(k.length - 9)}-${k.slice(-4)}`;
      case 'email':
        return maskEmail(k);
      case 'evp':
        return `${k.slice(0, 4)}****-****-****-****-********${k.slice(-4)}`;
    }
  }
  if (key.length <= 4) return stars(key.length);
  return `${key.slice(0, 2)}${stars(Math.min(8, key.length - 4))}${key.slice(-2)}`;
}
