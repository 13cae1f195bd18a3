import { z } from 'zod';
import { hasHiddenCharacters, MAX_FIGHTER_NAME_LENGTH, normalizeFighterName } from '../fighter-name.ts';
import type { MessageCode } from '../messages.ts';
import { checkPixKey, PIX_KEY_TYPES, type PixKeyProblem } from '../pix-key.ts';
import { catalogue } from './common.ts';

/** A fighter name as stored: NFKC, trimmed, without hidden characters (domain/fighter-name.ts). */
export const fighterNameSchema = z
  .string(catalogue('USERNAME_REQUIRED'))
  .transform(normalizeFighterName)
  .pipe(
    z
      .string()
      .min(1, catalogue('USERNAME_REQUIRED'))
      .max(MAX_FIGHTER_NAME_LENGTH, catalogue('USERNAME_TOO_LONG'))
      .refine((name) => !hasHiddenCharacters(name), catalogue('USERNAME_HIDDEN_CHARACTERS')),
  );

const PIX_PROBLEM_MESSAGES: Record<PixKeyProblem, MessageCode> = {
  empty: 'PIX_KEY_REQUIRED',
  unknown: 'PIX_KEY_INVALID',
  cpf: 'PIX_KEY_INVALID_CPF',
  cnpj: 'PIX_KEY_INVALID_CNPJ',
  phone: 'PIX_KEY_INVALID_PHONE',
  email: 'PIX_KEY_INVALID_EMAIL',
  evp: 'PIX_KEY_INVALID_EVP',
};

/** The catalogue text for why a PIX key was refused. */
export function pixKeyProblemMessage(problem: PixKeyProblem): string {
  return catalogue(PIX_PROBLEM_MESSAGES[problem]);
}

/** A valid PIX key of any kind; parses to its stored form (domain/pix-key.ts checkPixKey). */
export const pixKeySchema = z
  .string(catalogue('PIX_KEY_REQUIRED'))
  .max(140, catalogue('PIX_KEY_INVALID'))
  .transform((raw, ctx) => {
    const check = checkPixKey(raw);
    if (check.valid) return check.key;
    ctx.addIssue({ code: 'custom', message: pixKeyProblemMessage(check.problem) });
    return z.NEVER;
  });

export const pixKeyTypeSchema = z.enum(PIX_KEY_TYPES);
