import type {
  forgotPasswordRequestSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  messageResponseSchema,
  registerRequestSchema,
  resendVerificationRequestSchema,
  resetPasswordRequestSchema,
} from '#domain/schemas/auth.ts';
import type { okSchema } from '#domain/schemas/common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Sign-up, sign-in and the session. The e-mail confirmation link (GET /api/auth/ba/verify-email)
 * is not here: the mail opens it, nothing calls it through `api`, and it answers better-auth's
 * redirect rather than JSON (http/endpoint-table.test.ts lists it with the other exceptions).
 */
export const authEndpoints = {
  /** A new account, unverified until its e-mail is confirmed; the same answer for a taken address. */
  register: endpoint<{ body: typeof registerRequestSchema; response: typeof messageResponseSchema }>()(
    'POST',
    '/api/auth/register',
    201,
  ),
  /** Opens a session (its cookie) and answers the session's user. */
  login: endpoint<{ body: typeof loginRequestSchema; response: typeof loginResponseSchema }>()(
    'POST',
    '/api/auth/login',
  ),
  /** Ends this browser's session. */
  logout: endpoint()('POST', '/api/auth/logout', 204),
  /** A new confirmation link for an unverified account (silently nothing for any other address). */
  resendVerification: endpoint<{
    body: typeof resendVerificationRequestSchema;
    response: typeof okSchema;
  }>()('POST', '/api/auth/resend-verification'),
  /** Mails a reset link; the same answer whether or not the address has an account. */
  forgotPassword: endpoint<{
    body: typeof forgotPasswordRequestSchema;
    response: typeof messageResponseSchema;
  }>()('POST', '/api/auth/forgot-password'),
  /** The new password with the e-mailed token; every session of the account ends. */
  resetPassword: endpoint<{
    body: typeof resetPasswordRequestSchema;
    response: typeof messageResponseSchema;
  }>()('POST', '/api/auth/reset-password'),
  /** The caller's session: the user with balance, unread count and active ban, or null. */
  me: endpoint<{ response: typeof meResponseSchema }>()('GET', '/api/me'),
};
