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
import type {
  claimSignUpRequestSchema,
  confirmEmailRequestSchema,
  signUpConfirmedResponseSchema,
} from '#domain/schemas/signup-confirmation.ts';
import { endpoint } from './endpoint.ts';

/**
 * Sign-up, sign-in and the session. The confirmation link of mails sent before the link opened
 * /confirm-email (GET /api/auth/ba/verify-email) is not here: the mail opens it, nothing calls it
 * through `api`, and it answers a redirect rather than JSON (http/endpoint-table.test.ts lists it
 * with the other exceptions).
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
  /**
   * The confirmation link's "fui eu": the sign-up's own password confirms the address
   * (docs/decisions/0017-accounts-under-attack.md). Opens no session: the page signs in next.
   */
  confirmEmail: endpoint<{
    body: typeof confirmEmailRequestSchema;
    response: typeof signUpConfirmedResponseSchema;
  }>()('POST', '/api/auth/confirm-email'),
  /**
   * The confirmation link's "não fui eu": the mailbox's owner sets a password, and the sign-up
   * becomes theirs without the fighter name and PIX key it chose. Opens no session either.
   */
  claimSignUp: endpoint<{
    body: typeof claimSignUpRequestSchema;
    response: typeof signUpConfirmedResponseSchema;
  }>()('POST', '/api/auth/claim-signup'),
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
