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

/** The key as checkPixKey normalizes it (digits of a CPF, lower-case e-mail…), or as typed. */
function normalKey(key: string): string {
  const check = checkPixKey(key);
  return check.valid ? check.key : key;
}

/** The shortest start of `key` that none of `rivals` shares (the whole key at most). */
function uniqueStart(key: string, rivals: readonly string[]): number {
  let length = 1;
  while (length < key.length && rivals.some((r) => r.startsWith(key.slice(0, length)))) length += 1;
  return length;
}

function uniqueEnd(key: string, rivals: readonly string[]): number {
  let length = 1;
  while (length < key.length && rivals.some((r) => r.endsWith(key.slice(-length)))) length += 1;
  return length;
}

/** A mask of `key` that shows where it differs from `rivals`, which maskPixKey shows alike. */
function maskAgainst(key: string, rivals: readonly string[]): string {
  const at = key.lastIndexOf('@');
  if (at > 0) {
    const local = key.slice(0, at);
    const others = rivals.map((r) => r.slice(0, r.lastIndexOf('@')));
    const shown = uniqueStart(local, others);
    return shown >= local.length ? key : `${local.slice(0, shown)}***${key.slice(at)}`;
  }
  const start = uniqueStart(key, rivals);
  const end = uniqueEnd(key, rivals);
  if (Math.min(start, end) >= key.length - 2) return key;
  return start <= end
    ? `${key.slice(0, start)}${stars(Math.min(6, key.length - start - 2))}${key.slice(-2)}`
    : `${stars(Math.min(6, key.length - end))}${key.slice(-end)}`;
}

/**
 * The masks of several winners' keys shown together (the payout dialog): each as maskPixKey has
 * it, except that keys it would show alike ('lu***@yod.test' for luana@ and lucas@) show as much
 * more as tells them apart ('lua***@yod.test', 'luc***@yod.test'). Keys that are the same key stay
 * alike: the caller says so (sameKeyWinners).
 */
export function distinctPixKeyMasks(keys: readonly string[]): string[] {
  const masks = keys.map(maskPixKey);
  const normal = keys.map(normalKey);
  return keys.map((key, i) => {
    if (key === '') return masks[i]!;
    const rivals = normal.filter((other, j) => j !== i && masks[j] === masks[i] && other !== normal[i]);
    return rivals.length === 0 ? masks[i]! : maskAgainst(normal[i]!, rivals);
  });
}

/** Indexes of keys that equal another's (two winners paid to one key): a warning, not a mask. */
export function sharedPixKeyIndexes(keys: readonly string[]): Set<number> {
  const normal = keys.map(normalKey);
  const shared = new Set<number>();
  normal.forEach((key, i) => {
    if (key !== '' && normal.some((other, j) => j !== i && other === key)) shared.add(i);
  });
  return shared;
}
