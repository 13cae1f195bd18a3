/**
 * PIX keys: which of the five kinds a key is, whether it is valid, and the one form it is stored
 * in. The kinds and stored forms follow the Central Bank's key directory (DICT): CPF and CNPJ
 * without punctuation, phone in E.164 (+55…), e-mail in lower case, random key (EVP) as a
 * lower-case UUID.
 */

export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'phone', 'email', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export const PIX_KEY_TYPE_LABELS: Record<PixKeyType, string> = {
  cpf: 'CPF',
  cnpj: 'CNPJ',
  phone: 'Telefone',
  email: 'E-mail',
  evp: 'Chave aleatória',
};

/** Why a key was refused: the kind it looked like, or that it looked like none. */
export type PixKeyProblem = 'empty' | PixKeyType | 'unknown';

export type PixKeyCheck =
  | { valid: true; type: PixKeyType; key: string }
  | { valid: false; type: PixKeyType | null; problem: PixKeyProblem };

/** DICT's limit for an e-mail key. */
const MAX_EMAIL_LENGTH = 77;

/** Brazilian area codes (DDD) in use. */
const AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Hex digits and hyphens only, at least 8 characters: someone typing a random key. */
const UUID_LIKE = /^[0-9a-f-]{8,}$/i;
// DICT's own pattern for e-mail keys (lower case), with the usual length limits per label.
const EMAIL =
  /^[a-z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
/** Punctuation people type inside documents and phone numbers. */
const SEPARATORS = /[\s.\-/()]/g;

/**
 * Mod-11 check digit of the Receita Federal, for CPF and CNPJ alike: each character's value (its
 * ASCII code minus 48, so digits are themselves and A-Z are 17-42, as the alphanumeric CNPJ from
 * July 2026 defines) times its weight, summed; a remainder below 2 gives 0, otherwise 11 minus it.
 */
function mod11Digit(body: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum += (body.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const allSame = (text: string) => /^(.)\1*$/.test(text);

/** CPF weights: 10..2 for the first check digit, 11..2 for the second. */
const cpfWeights = (length: number) => Array.from({ length }, (_, i) => length + 1 - i);

/** The two check digits of a CPF's first 9 digits. */
export function cpfCheckDigits(body: string): string {
  const first = mod11Digit(body, cpfWeights(9));
  const second = mod11Digit(`${body}${first}`, cpfWeights(10));
  return `${first}${second}`;
}

export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || allSame(digits)) return false;
  return cpfCheckDigits(digits.slice(0, 9)) === digits.slice(9);
}

/** CNPJ weights: 2..9 repeating from the right. */
const cnpjWeights = (length: number) => Array.from({ length }, (_, i) => ((length - 1 - i) % 8) + 2);

/** The two (numeric) check digits of a CNPJ's first 12 characters (0-9, A-Z). */
export function cnpjCheckDigits(body: string): string {
  const first = mod11Digit(body, cnpjWeights(12));
  const second = mod11Digit(`${body}${first}`, cnpjWeights(13));
  return `${first}${second}`;
}

/** A numeric or alphanumeric CNPJ, in upper case without punctuation. */
export function isValidCnpj(key: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(key) || allSame(key)) return false;
  return cnpjCheckDigits(key.slice(0, 12)) === key.slice(12);
}

/** A Brazilian number as E.164, from its national digits (DDD + 8 or 9 digits), or null. */
function brazilianPhone(national: string): string | null {
  const match = /^(\d{2})(\d{8,9})$/.exec(national);
  if (!match) return null;
  const [, ddd = '', number = ''] = match;
  if (!AREA_CODES.has(Number(ddd))) return null;
  // Nine digits are a mobile number, which starts with 9; eight never start with 0 or 1.
  if (number.length === 9 ? number[0] !== '9' : /^[01]/.test(number)) return null;
  return `+55${ddd}${number}`;
}

const ok = (type: PixKeyType, key: string): PixKeyCheck => ({ valid: true, type, key });
const bad = (type: PixKeyType | null, problem: PixKeyProblem): PixKeyCheck => ({
  valid: false,
  type,
  problem,
});

function checkPhone(compact: string): PixKeyCheck {
  const national = compact.startsWith('55') ? compact.slice(2) : '';
  const phone = /^\d+$/.test(national) ? brazilianPhone(national) : null;
  return phone ? ok('phone', phone) : bad('phone', 'phone');
}

/** Digits only: 11 are a CPF (or, when no CPF, a mobile number), 14 a CNPJ, 10/12/13 a phone. */
function checkDigits(digits: string, phoneMarks: boolean): PixKeyCheck {
  if (phoneMarks) {
    const phone =
      brazilianPhone(digits) ?? (digits.startsWith('55') ? brazilianPhone(digits.slice(2)) : null);
    return phone ? ok('phone', phone) : bad('phone', 'phone');
  }
  switch (digits.length) {
    case 11: {
      if (isValidCpf(digits)) return ok('cpf', digits);
      const phone = brazilianPhone(digits);
      return phone ? ok('phone', phone) : bad('cpf', 'cpf');
    }
    case 14:
      return isValidCnpj(digits) ? ok('cnpj', digits) : bad('cnpj', 'cnpj');
    case 10:
      return brazilianPhone(digits) ? ok('phone', `+55${digits}`) : bad('phone', 'phone');
    case 12:
    case 13:
      return checkPhone(digits);
    default:
      return bad(null, 'unknown');
  }
}

/**
 * Detects the kind of a PIX key as typed and validates it:
 * - '@' makes it an e-mail; a UUID (8-4-4-4-12 hex) a random key; a leading '+' a phone, which
 *   must be +55, a DDD in use and 8 or 9 digits (9 starting with 9);
 * - 14 characters with letters are an alphanumeric CNPJ (punctuation and case aside);
 * - digits only: 11 a CPF (a mobile number with its DDD when the check digits are not a CPF's),
 *   14 a CNPJ, 10 a phone with DDD, 12-13 a phone with 55; parentheses mean a phone.
 * The returned key is the stored form: 11 or 14 characters without punctuation (CNPJ letters in
 * upper case), +55… for phones, lower case for e-mails and random keys.
 */
export function checkPixKey(raw: string): PixKeyCheck {
  const text = raw.trim();
  if (text === '') return bad(null, 'empty');
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email) ? ok('email', email) : bad('email', 'email');
  }
  if (UUID.test(text)) return ok('evp', text.toLowerCase());
  const compact = text.replace(SEPARATORS, '');
  if (text.startsWith('+')) return checkPhone(compact.slice(1));
  if (/^\d+$/.test(compact)) return checkDigits(compact, /[()]/.test(text));
  if (/^[0-9a-z]{12}\d{2}$/i.test(compact)) {
    const cnpj = compact.toUpperCase();
    return isValidCnpj(cnpj) ? ok('cnpj', cnpj) : bad('cnpj', 'cnpj');
  }
  if (UUID_LIKE.test(text) && text.includes('-')) return bad('evp', 'evp');
  return bad(null, 'unknown');
}
