import { APIError } from 'better-auth/api';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyRequest } from 'fastify';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import { checkPixKey } from '#domain/money/pix-key.ts';
import type { LoginRequest, Me, RegisterRequest, SignInWelcome } from '#domain/schemas/auth.ts';
import { saoPauloDayStart } from '#domain/time/sao-paulo-days.ts';
import { findActiveBan } from '#server/bans/repository.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { signupAttemptMail } from '#server/mail/templates.ts';
import { verifiedCallback } from './better-auth.ts';
import { type LoginAttempt, reserveLoginAttempt } from './login-throttle.ts';
import { assertMailActionAllowed } from './mail-throttle.ts';
import {
  createAccountRows,
  deleteSessionByToken,
  deleteUser,
  findUserByEmail,
  usernameTaken,
} from './repository.ts';
import { isExpiredSignUp, signUpsExpiredBefore } from './signup-expiry.ts';
import { deleteExpiredSignUps } from './unverified-repository.ts';
import { banText, type Viewer } from './viewer.ts';
import { countUnreadNotifications } from './viewer-repository.ts';

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
}

function staffRoleFor(deps: AppDeps, email: string): 'admin' | null {
  const e = email.toLowerCase();
  return e === deps.config.MASTER_ADMIN_EMAIL || deps.config.ADMIN_EMAILS.includes(e) ? 'admin' : null;
}

/**
 * `network` is the client's network key (http/client-network.ts), for the sign-up throttle;
 * `wideNetwork` its wider network's key, kept on the profile for the vote review's flags.
 *
 * An address that already has an account gets the same answer as a new one (the route's 201),
 * after about the same work (a password hash and a mail), and its owner is mailed instead
 * (docs/decisions/0017-accounts-under-attack.md). A sign-up of the address never confirmed within
 * its window is deleted first, so the address is free again.
 */
export async function register(
  deps: AppDeps,
  input: RegisterRequest,
  network: string,
  wideNetwork: string | null = null,
): Promise<void> {
  await assertMailActionAllowed(deps.db, 'register', network, input.email);
  const nameKey = fighterNameKey(input.username);
  if (await usernameTaken(deps.db, input.username, nameKey)) throw appError('SIGNUP_USERNAME_TAKEN');
  const pix = checkPixKey(input.pixKey);
  // The schema parsed the key to its stored form, so this only re-reads its type.
  if (!pix.valid) throw appError('PIX_KEY_INVALID');
  if (!(await addressIsFree(deps, input.email))) return answerForTakenAddress(deps, input);
  let userId: string;
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: input.username,
        email: input.email,
        password: input.password,
      },
    });
    userId = result.user.id;
  } catch (err) {
    // Another sign-up of this address got in first.
    if (err instanceof APIError && err.statusCode === 422) return answerForTakenAddress(deps, input, false);
    if (err instanceof APIError && err.statusCode === 400) throw appError('SIGNUP_FAILED');
    throw err;
  }
  try {
    await deps.db.transaction((tx) =>
      createAccountRows(tx, {
        userId,
        username: input.username,
        nameKey,
        pixKey: pix.key,
        pixKeyType: pix.type,
        termsAcceptedAt: deps.clock(),
        signupNetwork: wideNetwork,
        role: staffRoleFor(deps, input.email),
      }),
    );
  } catch (err) {
    // The profile could not be created (a race for the name or a look-alike of it): undo the
    // account so the user can retry.
    await deleteUser(deps.db, userId);
    if (isUniqueViolation(err)) throw appError('SIGNUP_USERNAME_TAKEN');
    throw err;
  }
  // Sent once the profile exists: the mail shows the fighter name and PIX key it was made with.
  await deps.auth.api.sendVerificationEmail({
    body: { email: input.email, callbackURL: verifiedCallback(input.from) },
  });
}

/** Whether the address has no account, deleting a sign-up of it that expired unconfirmed. */
async function addressIsFree(deps: AppDeps, email: string): Promise<boolean> {
  const found = await findUserByEmail(deps.db, email);
  if (!found) return true;
  if (!isExpiredSignUp(found, deps.clock())) return false;
  const deleted = await deleteExpiredSignUps(deps.db, {
    createdBefore: signUpsExpiredBefore(deps.clock()),
    userId: found.id,
  });
  return deleted.length > 0;
}

/**
 * The address has an account: nothing is created, the owner hears of the attempt, and the caller
 * answers as for a new sign-up. The password is hashed as a sign-up would hash it (scrypt is most
 * of a sign-up's time), so the answer does not come back noticeably sooner.
 */
async function answerForTakenAddress(deps: AppDeps, input: RegisterRequest, hash = true): Promise<void> {
  if (hash) await hashPassword(input.password);
  const loginLink = new URL('/login', deps.config.PUBLIC_URL).toString();
  const resetLink = new URL('/forgot-password', deps.config.PUBLIC_URL).toString();
  await deps.mailer.send(signupAttemptMail(input.email, loginLink, resetLink));
}

export interface LoginResult {
  userId: string;
  setCookie: string[];
}

export async function login(
  deps: AppDeps,
  input: LoginRequest,
  network: string,
  headers: Headers,
  cookies: FastifyRequest['cookies'],
): Promise<LoginResult> {
  const attempt = await reserveLoginAttempt(deps, {
    network,
    email: input.email,
    altcha: input.altcha,
    cookies,
  });
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  try {
    signedIn = await signIn(deps, input, headers);
  } catch (err) {
    // A wrong password leaves the reserved attempt counted; anything else gives it back (best
    // effort: when the database is what failed, the attempt merely stays counted).
    if (err instanceof APIError && (err.statusCode === 401 || err.statusCode === 400))
      throw appError('LOGIN_INVALID_CREDENTIALS');
    await attempt.notAFailure().catch(() => undefined);
    // better-auth checks the password before the verification, so a 403 means the right password.
    if (err instanceof APIError && err.statusCode === 403) throw appError('LOGIN_EMAIL_NOT_VERIFIED');
    throw err;
  }
  return finishLogin(deps, signedIn, attempt);
}

async function finishLogin(
  deps: AppDeps,
  { response, headers }: Awaited<ReturnType<typeof signIn>>,
  attempt: LoginAttempt,
): Promise<LoginResult> {
  if (!response.user) {
    await attempt.notAFailure();
    throw appError('LOGIN_FAILED');
  }
  let ban: Awaited<ReturnType<typeof findActiveBan>>;
  try {
    ban = await findActiveBan(deps.db, response.user.id, deps.clock());
  } catch {
    await deleteSessionByToken(deps.db, response.token).catch(() => undefined);
    await attempt.notAFailure().catch(() => undefined);
    throw appError('LOGIN_BAN_CHECK_FAILED');
  }
  if (ban) {
    await deleteSessionByToken(deps.db, response.token);
    await attempt.notAFailure();
    throw appError('BANNED', { message: banText(ban) });
  }
  const { deviceCookie } = await attempt.succeeded();
  const setCookie = headers.getSetCookie();
  return { userId: response.user.id, setCookie: deviceCookie ? [...setCookie, deviceCookie] : setCookie };
}

function signIn(deps: AppDeps, input: LoginRequest, headers: Headers) {
  return deps.auth.api.signInEmail({
    body: { email: input.email, password: input.password, rememberMe: true },
    headers,
    returnHeaders: true,
  });
}

export async function logout(deps: AppDeps, headers: Headers): Promise<string[]> {
  try {
    const result = await deps.auth.api.signOut({ headers, returnHeaders: true });
    return result.headers.getSetCookie();
  } catch (err) {
    // Signing out without a valid session is still a successful sign-out for the browser.
    if (err instanceof APIError) return [];
    throw err;
  }
}

export async function resendVerification(
  deps: AppDeps,
  email: string,
  network: string,
  from?: string,
): Promise<void> {
  await assertMailActionAllowed(deps.db, 'resend', network, email);
  const found = await findUserByEmail(deps.db, email);
  // Same answer whether or not the address exists, so the endpoint does not reveal accounts. An
  // expired sign-up is on its way out (account-sweep-job.ts): no new link keeps it alive.
  if (!found || found.emailVerified || isExpiredSignUp(found, deps.clock())) return;
  await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: verifiedCallback(from) } });
}

/**
 * 'Esqueci minha senha': mails a one-time reset link when the address has an account (better-auth
 * requestPasswordReset, see better-auth.ts). Counted per address and per IP whatever the outcome,
 * and the same answer either way, so it reveals no account.
 */
export async function requestPasswordReset(deps: AppDeps, email: string, network: string): Promise<void> {
  await assertMailActionAllowed(deps.db, 'reset', network, email);
  await deps.auth.api.requestPasswordReset({ body: { email } });
}

/**
 * Sets the new password if the token is known, unused and unexpired; better-auth consumes it and
 * deletes every session of the account in the same transaction (revokeSessionsOnPasswordReset).
 */
export async function resetPassword(deps: AppDeps, token: string, password: string): Promise<void> {
  try {
    await deps.auth.api.resetPassword({ body: { token, newPassword: password } });
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 400) throw appError('RESET_TOKEN_INVALID');
    throw err;
  }
}

/**
 * What a sign-in brought (the viewer resolved for it): the account's first sign-in is the one that
 * claimed its first daily YodCoins, since no request of an account is authenticated before it.
 */
export function signInWelcome(viewer: Viewer): SignInWelcome {
  return {
    firstSignIn: viewer.dailyGrant?.first ?? false,
    dailyYodcoins: viewer.dailyGrant?.amount ?? 0,
  };
}

export async function toMe(deps: AppDeps, viewer: Viewer): Promise<Me> {
  return {
    id: viewer.id,
    email: viewer.email,
    username: viewer.username,
    pixKey: viewer.pixKey,
    instagramHandle: viewer.instagramHandle,
    profilePictureUrl: viewer.profilePictureUrl,
    role: viewer.role,
    isMaster: viewer.isMaster,
    balance: viewer.balance,
    unreadNotifications: viewer.unreadNotifications ?? (await countUnreadNotifications(deps.db, viewer.id)),
    ban: viewer.ban
      ? {
          reason: viewer.ban.reason,
          bannedByUsername: viewer.ban.bannedByUsername,
          expiresAt: viewer.ban.expiresAt?.toISOString() ?? null,
        }
      : null,
    dailyGrant: {
      lastDay: viewer.dailyClaimedDay,
      nextAt: saoPauloDayStart(deps.clock(), 1).toISOString(),
    },
  };
}
