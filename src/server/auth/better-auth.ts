import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { safeRedirectPath } from '#domain/pages/redirect-target.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { passwordResetMail, verificationMail } from '#server/mail/templates.ts';
import { AUTH_COOKIE_PREFIX } from './cookie-names.ts';
import { afterPasswordReset } from './password-reset-claim.ts';
import { findPixKey } from './repository.ts';

export const AUTH_BASE_PATH = '/api/auth/ba';
/**
 * The callback better-auth puts in its verification address: the sign-in page saying the address
 * is confirmed, with the page the fan signed up from (`from`, only a path of this site).
 * confirmationPagePath takes the `from` out of it for the confirmation page, the link's target.
 */
export function verifiedCallback(from: string | undefined): string {
  const target = from ? safeRedirectPath(from, '') : '';
  const params = new URLSearchParams({ verified: '1' });
  if (target) params.set('from', target);
  return `/login?${params.toString()}`;
}
/** The web page the confirmation e-mail links to, with `?token=` and the sign-up's `from`. */
export const CONFIRM_EMAIL_PAGE = '/confirm-email';

/**
 * The confirmation page for better-auth's verification address (`…/verify-email?token=…&callbackURL=
 * /login?verified=1&from=…`): the link opens our page, which confirms nothing by itself
 * (docs/decisions/0017-accounts-under-attack.md), instead of better-auth's endpoint, which would.
 */
export function confirmationPagePath(verifyUrl: URL): string {
  const params = new URLSearchParams({ token: verifyUrl.searchParams.get('token') ?? '' });
  const callback = verifyUrl.searchParams.get('callbackURL');
  const from = callback ? new URL(callback, verifyUrl).searchParams.get('from') : null;
  const target = from ? safeRedirectPath(from, '') : '';
  if (target) params.set('from', target);
  return `${CONFIRM_EMAIL_PAGE}?${params.toString()}`;
}
/** The web page the reset e-mail links to, with `?token=`. */
export const RESET_PASSWORD_PAGE = '/reset-password';
/** A reset link works once, within this many seconds. */
export const RESET_TOKEN_EXPIRES_IN_S = 60 * 60;

/** Sessions last 30 days and are extended once a day of use (the viewer's fast path reads these). */
export const SESSION_EXPIRES_IN_S = 60 * 60 * 24 * 30;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export function createAuth(db: Db, config: Config, mailer: Mailer) {
  return betterAuth({
    appName: 'Yod Arena',
    baseURL: config.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: config.AUTH_SECRET,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
      },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      // 'Esqueci minha senha' (docs/decisions/0003-auth-flows.md): a one-time token in the
      // verification table, consumed in the same transaction that sets the password and deletes
      // every session of the account.
      resetPasswordTokenExpiresIn: RESET_TOKEN_EXPIRES_IN_S,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const link = new URL(RESET_PASSWORD_PAGE, config.PUBLIC_URL);
        link.searchParams.set('token', token);
        await mailer.send(passwordResetMail(user.email, user.name, link.toString()));
      },
      // Open tabs learn their session is gone, the failure count ends, and a sign-up never
      // confirmed becomes the mailbox owner's (decision 0017).
      onPasswordReset: async ({ user }) => afterPasswordReset(db, user, new Date()),
    },
    emailVerification: {
      // register() sends it once the profile exists: the mail shows the fighter name and PIX key.
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        const link = new URL(confirmationPagePath(new URL(url)), config.PUBLIC_URL);
        const pixKey = await findPixKey(db, user.id);
        await mailer.send(verificationMail(user.email, { username: user.name, pixKey }, link.toString()));
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN_S, updateAge: SESSION_UPDATE_AGE_S },
    // Our own routes rate-limit logins in Postgres, so every instance shares the counters.
    rateLimit: { enabled: false },
    trustedOrigins: [config.PUBLIC_URL],
    telemetry: { enabled: false },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: config.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: config.secureCookies },
    },
    // Our routes log auth outcomes themselves; the library's own warnings (e.g. each wrong password) are noise.
    logger: { level: 'error', disabled: config.NODE_ENV === 'test' },
  });
}

export type Auth = ReturnType<typeof createAuth>;
