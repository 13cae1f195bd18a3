import { z } from 'zod';
import {
  hasHiddenCharacters,
  MAX_FIGHTER_NAME_LENGTH,
  normalizeFighterName,
} from '#domain/accounts/fighter-name.ts';
import {
  PIX_KEY_INVALID,
  PIX_KEY_INVALID_CNPJ,
  PIX_KEY_INVALID_CPF,
  PIX_KEY_INVALID_EMAIL,
  PIX_KEY_INVALID_EVP,
  PIX_KEY_INVALID_PHONE,
  PIX_KEY_REQUIRED,
  USERNAME_HIDDEN_CHARACTERS,
  USERNAME_REQUIRED,
  USERNAME_TOO_LONG,
} from '#domain/messages/account-fields.ts';
import type { CatalogueEntry } from '#domain/messages/entry.ts';
import { checkPixKey, PIX_KEY_TYPES, type PixKeyProblem } from '#domain/money/pix-key.ts';

/** A fighter name as stored: NFKC, trimmed, without hidden characters (domain/accounts/fighter-name.ts). */
export const fighterNameSchema = z
  .string(USERNAME_REQUIRED.message)
  .transform(normalizeFighterName)
  .pipe(
    z
      .string()
      .min(1, USERNAME_REQUIRED.message)
      .max(MAX_FIGHTER_NAME_LENGTH, USERNAME_TOO_LONG.message)
      .refine((name) => !hasHiddenCharacters(name), USERNAME_HIDDEN_CHARACTERS.message),
  );

const PIX_PROBLEM_MESSAGES: Record<PixKeyProblem, CatalogueEntry> = {
  empty: PIX_KEY_REQUIRED,
  unknown: PIX_KEY_INVALID,
  cpf: PIX_KEY_INVALID_CPF,
  cnpj: PIX_KEY_INVALID_CNPJ,
  phone: PIX_KEY_INVALID_PHONE,
  email: PIX_KEY_INVALID_EMAIL,
  evp: PIX_KEY_INVALID_EVP,
};

/** The catalogue text for why a PIX key was refused. */
export function pixKeyProblemMessage(problem: PixKeyProblem): string {
  return PIX_PROBLEM_MESSAGES[problem].message;
}

/** A valid PIX key of any kind; parses to its stored form (domain/money/pix-key.ts checkPixKey). */
export const pixKeySchema = z
  .string(PIX_KEY_REQUIRED.message)
  .max(140, PIX_KEY_INVALID.message)
  .transform((raw, ctx) => {
    const check = checkPixKey(raw);
    if (check.valid) return check.key;
    ctx.addIssue({ code: 'custom', message: pixKeyProblemMessage(check.problem) });
    return z.NEVER;
  });

export const pixKeyTypeSchema = z.enum(PIX_KEY_TYPES);
