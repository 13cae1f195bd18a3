import { hashPassword, verifyJWT, verifyPassword } from 'better-auth/crypto';
import { z } from 'zod';
import { fighterNameKey } from '#domain/accounts/fighter-name-key.ts';
import type { ClaimSignUpRequest, ConfirmEmailRequest } from '#domain/schemas/signup-confirmation.ts';
import { recordAudit } from '#server/audit/service.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { take } from '#server/rate-limit/repository.ts';
import { publishAccountEvent } from '#server/realtime/account-events.ts';
import { forgetLoginFailures } from './login-throttle.ts';
import { claimedAccountName } from './password-reset-claim.ts';
import { isExpiredSignUp } from './signup-expiry.ts';
import {
  claimUnverifiedAccount,
  deleteSessionsOf,
  findSignUpOfLink,
  markEmailConfirmed,
  setLoginPassword,
} from './unverified-repository.ts';

/*
 * The confirmation link proves that its opener reads the mailbox, not that they chose the
 * password: someone may have signed up with another person's address. So the link confirms nothing
 * alone (docs/decisions/0017-accounts-under-attack.md): the sign-up's password confirms the account
 * as it is, or the mailbox's owner sets a password and takes the account without what the sign-up
 * chose. Neither opens a session; the page signs in next through the ordinary login.
 */

const WINDOW_MS = 60 * 60 * 1000;
// A person confirms once; a few wrong passwords are typos. Past these, whoever holds the link is
// guessing the sign-up's password (the owner of the mailbox has "não fui eu" for that).
const TRIES_PER_ACCOUNT = 10;
const TRIES_PER_NETWORK = 30;

/** What better-auth signs into its confirmation token (better-auth.ts sendVerificationEmail). */
const linkPayloadSchema = z.object({
  email: z.string(),
  userId: z.string(),
  // Set only by better-auth's change-of-address flow, which this app does not use.
  updateTo: z.undefined().optional(),
});

async function signUpOfLink(deps: AppDeps, token: string, network: string) {
  if (!(await take(deps.db, `confirm:net:${network}`, WINDOW_MS, TRIES_PER_NETWORK)))
    throw appError('CONFIRM_RATE_LIMITED');
  const payload = linkPayloadSchema.safeParse(await verifyJWT(token, deps.config.AUTH_SECRET));
  if (!payload.success) throw appError('CONFIRM_LINK_INVALID');
  const found = await findSignUpOfLink(deps.db, payload.data.userId);
  // The token names the account, not only the address: a link of a sign-up since deleted does not
  // confirm a later one of the same address.
  if (!found || found.email !== payload.data.email.toLowerCase() || isExpiredSignUp(found, deps.clock()))
    throw appError('CONFIRM_LINK_INVALID');
  if (!(await take(deps.db, `confirm:user:${found.id}`, WINDOW_MS, TRIES_PER_ACCOUNT)))
    throw appError('CONFIRM_RATE_LIMITED');
  return found;
}

/**
 * "Fui eu": the password typed at sign-up confirms the address. A link of an account confirmed
 * already answers the same, and the sign-in that follows checks the password.
 */
export async function confirmSignUp(
  deps: AppDeps,
  input: ConfirmEmailRequest,
  network: string,
): Promise<{ email: string }> {
  const found = await signUpOfLink(deps, input.token, network);
  if (found.emailVerified) return { email: found.email };
  const right =
    found.passwordHash !== null &&
    (await verifyPassword({ hash: found.passwordHash, password: input.password }));
  if (!right) throw appError('CONFIRM_WRONG_PASSWORD');
  await markEmailConfirmed(deps.db, found.id, deps.clock());
  return { email: found.email };
}

/**
 * "Não fui eu, ou esqueci a senha": the mailbox's owner sets a password, and the sign-up becomes
 * theirs as a password reset of it would (password-reset-claim.ts): the address confirmed, the
 * fighter name a placeholder, the PIX key, Instagram, photo and sign-up network cleared, any
 * session ended, audited. Only while the account is unconfirmed: the link of a confirmed account
 * sets no password.
 */
export async function claimSignUp(
  deps: AppDeps,
  input: ClaimSignUpRequest,
  network: string,
): Promise<{ email: string }> {
  const found = await signUpOfLink(deps, input.token, network);
  if (found.emailVerified) throw appError('CONFIRM_LINK_INVALID');
  const passwordHash = await hashPassword(input.password);
  const placeholder = claimedAccountName();
  const now = deps.clock();
  const claimed = await deps.db.transaction(async (tx) => {
    const done = await claimUnverifiedAccount(tx, {
      userId: found.id,
      placeholder,
      placeholderKey: fighterNameKey(placeholder),
      now,
    });
    if (!done) return false;
    await setLoginPassword(tx, found.id, passwordHash, now);
    await deleteSessionsOf(tx, found.id);
    await recordAudit(tx, {
      actorUserId: found.id,
      action: 'user.signup_claim',
      targetType: 'user',
      targetId: found.id,
    });
    await publishAccountEvent(tx, found.id, 'signed_out');
    return true;
  });
  // Confirmed by the other way meanwhile.
  if (!claimed) throw appError('CONFIRM_LINK_INVALID');
  // Whoever failed to sign in before had the sign-up's password, not this one.
  await forgetLoginFailures(deps.db, found);
  return { email: found.email };
}
