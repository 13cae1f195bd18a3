import { APIError } from 'better-auth/api';
import type { LoginRequest, Me, RegisterRequest } from '../../domain/schemas/auth.ts';
import { findActiveBan } from '../bans/repository.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../http/app-error.ts';
import { VERIFIED_CALLBACK } from './better-auth.ts';
import { assertLoginAllowed, recordLoginFailure, recordLoginSuccess } from './login-throttle.ts';
import {
  createAccountRows,
  deleteSessionByToken,
  deleteUser,
  findUserByEmail,
  usernameTaken,
} from './repository.ts';
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

export async function register(deps: AppDeps, input: RegisterRequest): Promise<void> {
  if (await usernameTaken(deps.db, input.username)) throw appError('SIGNUP_USERNAME_TAKEN');
  if (await findUserByEmail(deps.db, input.email)) throw appError('SIGNUP_EMAIL_TAKEN');
  let userId: string;
  try {
    const result = await deps.auth.api.signUpEmail({
      body: {
        name: input.username,
        email: input.email,
        password: input.password,
        callbackURL: VERIFIED_CALLBACK,
      },
    });
    userId = result.user.id;
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 422) throw appError('SIGNUP_EMAIL_TAKEN');
    if (err instanceof APIError && err.statusCode === 400) throw appError('SIGNUP_FAILED');
    throw err;
  }
  try {
    await deps.db.transaction((tx) =>
      createAccountRows(tx, {
        userId,
        username: input.username,
        pixKey: input.pixKey,
        role: staffRoleFor(deps, input.email),
      }),
    );
  } catch (err) {
    // The profile could not be created (a username race): undo the account so the user can retry.
    await deleteUser(deps.db, userId);
    if (isUniqueViolation(err)) throw appError('SIGNUP_USERNAME_TAKEN');
    throw err;
  }
}

export interface LoginResult {
  userId: string;
  setCookie: string[];
}

export async function login(
  deps: AppDeps,
  input: LoginRequest,
  ip: string,
  headers: Headers,
): Promise<LoginResult> {
  await assertLoginAllowed(deps.db, ip, input.email);
  let signedIn: Awaited<ReturnType<typeof signIn>>;
  try {
    signedIn = await signIn(deps, input, headers);
  } catch (err) {
    if (err instanceof APIError && err.statusCode === 403) throw appError('LOGIN_EMAIL_NOT_VERIFIED');
    if (err instanceof APIError && (err.statusCode === 401 || err.statusCode === 400)) {
      await recordLoginFailure(deps.db, ip, input.email);
      throw appError('LOGIN_INVALID_CREDENTIALS');
    }
    throw err;
  }
  const { response, headers: outHeaders } = signedIn;
  if (!response.user) throw appError('LOGIN_FAILED');
  let ban: Awaited<ReturnType<typeof findActiveBan>>;
  try {
    ban = await findActiveBan(deps.db, response.user.id, deps.clock());
  } catch {
    await deleteSessionByToken(deps.db, response.token).catch(() => undefined);
    throw appError('LOGIN_BAN_CHECK_FAILED');
  }
  if (ban) {
    await deleteSessionByToken(deps.db, response.token);
    throw appError('BANNED', { message: banText(ban) });
  }
  await recordLoginSuccess(deps.db, input.email);
  return { userId: response.user.id, setCookie: outHeaders.getSetCookie() };
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

export async function resendVerification(deps: AppDeps, email: string): Promise<void> {
  const found = await findUserByEmail(deps.db, email);
  // Same answer whether or not the address exists, so the endpoint does not reveal accounts.
  if (!found || found.emailVerified) return;
  await deps.auth.api.sendVerificationEmail({ body: { email, callbackURL: VERIFIED_CALLBACK } });
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
    unreadNotifications: await countUnreadNotifications(deps.db, viewer.id),
    ban: viewer.ban
      ? {
          reason: viewer.ban.reason,
          bannedByUsername: viewer.ban.bannedByUsername,
          expiresAt: viewer.ban.expiresAt?.toISOString() ?? null,
        }
      : null,
  };
}
