import { z } from 'zod';
import { PASSWORD_CONFIRM_REQUIRED, PASSWORD_REQUIRED } from '#domain/messages/account-fields.ts';
import {
  CONFIRM_LINK_INVALID,
  SIGNUP_PASSWORD_MISMATCH,
  SIGNUP_PASSWORD_SHORT,
} from '#domain/messages/auth.ts';
import { MIN_PASSWORD_LENGTH } from './auth.ts';

/*
 * The confirmation link of a sign-up opens /confirm-email?token=…: the link alone proves the
 * mailbox, not who chose the password, so it confirms nothing by itself
 * (docs/decisions/0017-accounts-under-attack.md). Either the sign-up's password confirms the
 * address as it is, or the mailbox's owner sets a password of their own and the account is theirs
 * without what the sign-up chose.
 */

/** The confirmation token of the e-mail link (a signed token of a few hundred characters). */
const confirmationTokenSchema = z.string().trim().min(1, CONFIRM_LINK_INVALID.message).max(2048);

/** "Fui eu": the password typed at sign-up. */
export const confirmEmailRequestSchema = z.object({
  token: confirmationTokenSchema,
  password: z.string('Senha é obrigatória').min(1, 'Senha é obrigatória').max(128),
});
export type ConfirmEmailRequest = z.infer<typeof confirmEmailRequestSchema>;

/** "Não fui eu, ou esqueci a senha": a password of the mailbox owner's own, twice. */
export const claimSignUpRequestSchema = z
  .object({
    token: confirmationTokenSchema,
    password: z
      .string(PASSWORD_REQUIRED.message)
      .min(1, PASSWORD_REQUIRED.message)
      .min(MIN_PASSWORD_LENGTH, SIGNUP_PASSWORD_SHORT.message)
      .max(128),
    confirmPassword: z.string(PASSWORD_CONFIRM_REQUIRED.message).min(1, PASSWORD_CONFIRM_REQUIRED.message),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: SIGNUP_PASSWORD_MISMATCH.message,
    path: ['confirmPassword'],
  });
export type ClaimSignUpRequest = z.infer<typeof claimSignUpRequestSchema>;

/** Either way: the confirmed address, so the page signs in with it and the password just typed. */
export const signUpConfirmedResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  email: z.string(),
});

export const EMAIL_CONFIRMED_MESSAGE = 'E-mail confirmado!';
export const SIGNUP_CLAIMED_MESSAGE = 'Senha definida! A conta agora é sua.';
