import { z } from 'zod';
import {
  EMAIL_INVALID,
  EMAIL_REQUIRED,
  PASSWORD_CONFIRM_REQUIRED,
  PASSWORD_REQUIRED,
  SIGNUP_TERMS_REQUIRED,
} from '#domain/messages/account-fields.ts';
import {
  RESET_TOKEN_INVALID,
  SIGNUP_PASSWORD_MISMATCH,
  SIGNUP_PASSWORD_SHORT,
} from '#domain/messages/auth.ts';
import { fighterNameSchema, pixKeySchema } from './account-fields.ts';
import { roleSchema } from './common.ts';
import { proofOfWorkChallengeSchema, proofOfWorkPayloadSchema } from './proof-of-work.ts';

export const MIN_PASSWORD_LENGTH = 6;

/**
 * The page a fan signed up or asked for a new link from (`/battle/x?lutador=y`): the confirmation
 * e-mail's link brings them back to the sign-in with it, and the first sign-in lands there
 * (docs/product.md#accounts). Only a path of this site is ever followed (domain/pages/redirect-target.ts).
 */
const returnPathSchema = z.string().max(2048).optional();

const emailSchema = z
  .string(EMAIL_REQUIRED.message)
  .trim()
  .toLowerCase()
  .min(1, EMAIL_REQUIRED.message)
  .email(EMAIL_INVALID.message);

export const registerRequestSchema = z
  .object({
    username: fighterNameSchema,
    email: emailSchema,
    password: z
      .string(PASSWORD_REQUIRED.message)
      .min(1, PASSWORD_REQUIRED.message)
      .min(MIN_PASSWORD_LENGTH, SIGNUP_PASSWORD_SHORT.message)
      .max(128),
    confirmPassword: z.string(PASSWORD_CONFIRM_REQUIRED.message).min(1, PASSWORD_CONFIRM_REQUIRED.message),
    pixKey: pixKeySchema,
    /** The Terms (/terms) and the Privacy Policy (/privacy), accepted with a checkbox; recorded with its date. */
    acceptTerms: z
      .boolean(SIGNUP_TERMS_REQUIRED.message)
      .refine((accepted) => accepted, SIGNUP_TERMS_REQUIRED.message),
    from: returnPathSchema,
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: SIGNUP_PASSWORD_MISMATCH.message,
    path: ['confirmPassword'],
  });
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

/** An accepted request's pt-BR confirmation: sign-up, password reset, account deletion. */
export const messageResponseSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
});

/**
 * What every accepted sign-up hears, whether the address was free or already had an account (its
 * owner is mailed instead), so the form reveals no account.
 */
export const REGISTER_DONE_MESSAGE = 'Verifique seu e-mail para confirmar a conta.';

export const loginRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, 'E-mail é obrigatório').email('E-mail inválido'),
  password: z.string().min(1, 'Senha é obrigatória').max(128),
  /**
   * The solved proof of work, when an earlier answer was LOGIN_CHALLENGE_REQUIRED (an account past
   * its failure budget, asked from a network it never signed in from; decision 0017).
   */
  altcha: proofOfWorkPayloadSchema.optional(),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The `details` of a LOGIN_CHALLENGE_REQUIRED refusal: the challenge to solve before trying again. */
export const loginChallengeDetailsSchema = z.object({ challenge: proofOfWorkChallengeSchema });
export type LoginChallengeDetails = z.infer<typeof loginChallengeDetailsSchema>;

export const resendVerificationRequestSchema = z.object({
  email: z.string().trim().toLowerCase().email('E-mail inválido'),
  from: returnPathSchema,
});

export const activeBanSchema = z.object({
  reason: z.string(),
  bannedByUsername: z.string().nullable(),
  expiresAt: z.string().nullable(),
});
export type ActiveBan = z.infer<typeof activeBanSchema>;

/** The signed-in user as the browser sees them: never another user's data, never internals. */
export const meSchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string(),
  pixKey: z.string(),
  instagramHandle: z.string().nullable(),
  profilePictureUrl: z.string().nullable(),
  role: roleSchema,
  isMaster: z.boolean(),
  balance: z.number().int(),
  unreadNotifications: z.number().int(),
  ban: activeBanSchema.nullable(),
  /**
   * The free daily YodCoins (docs/product.md#money): the São Paulo day ('yyyy-MM-dd') of the last
   * grant, so the page can mark today's once, and when the next one is due (the next São Paulo
   * midnight; it lands on the first request after it).
   */
  dailyGrant: z.object({ lastDay: z.string().nullable(), nextAt: z.string() }),
});
export type Me = z.infer<typeof meSchema>;

export const meResponseSchema = z.object({ user: meSchema.nullable() });
export type MeResponse = z.infer<typeof meResponseSchema>;

/**
 * What this sign-in brought: `firstSignIn` the account's very first one (it is welcomed as new,
 * not "de volta"), `dailyYodcoins` the coins of the day it granted (0 when today's were granted
 * already), so the welcome can say how many the fan got.
 */
export const signInWelcomeSchema = z.object({
  firstSignIn: z.boolean(),
  dailyYodcoins: z.number().int().nonnegative(),
});
export type SignInWelcome = z.infer<typeof signInWelcomeSchema>;

export const loginResponseSchema = z.object({ user: meSchema, welcome: signInWelcomeSchema });

/** 'Esqueci minha senha': the address to send the reset link to. */
export const forgotPasswordRequestSchema = z.object({
  email: z.string().trim().toLowerCase().min(1, EMAIL_REQUIRED.message).email('E-mail inválido'),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

/** The same answer whether or not the address has an account, so the page reveals none. */
export const FORGOT_PASSWORD_SENT_MESSAGE =
  'Se este e-mail estiver cadastrado, enviamos um link para redefinir sua senha. Ele vale por 1 hora.';

/** The reset page: the one-time token from the e-mail link and the new password, twice. */
export const resetPasswordRequestSchema = z
  .object({
    token: z.string().trim().min(1, RESET_TOKEN_INVALID.message).max(200),
    password: z.string().min(MIN_PASSWORD_LENGTH, SIGNUP_PASSWORD_SHORT.message).max(128),
    confirmPassword: z.string().min(1, PASSWORD_CONFIRM_REQUIRED.message),
  })
  .refine((v) => v.password === v.confirmPassword, {
    message: SIGNUP_PASSWORD_MISMATCH.message,
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;

export const RESET_PASSWORD_DONE_MESSAGE = 'Senha redefinida! Entre com sua nova senha.';

/** 'Excluir minha conta': confirmed with the password. */
export const deleteAccountRequestSchema = z.object({
  password: z.string().min(1, 'Informe sua senha').max(128),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

export const ACCOUNT_DELETED_MESSAGE = 'Sua conta foi excluída.';
