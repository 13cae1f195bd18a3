import { createHmac } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { MessageCode } from '#domain/messages.ts';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { derivedSecret } from '#server/derived-secret.ts';
import { appError } from '#server/http/app-error.ts';
import { claimOnce, clear, hit, release, take } from '#server/rate-limit/repository.ts';
import { createLoginChallenge, MAX_CHALLENGE_LEVEL, verifyLoginChallenge } from './login-challenge.ts';
import { deviceCookie, deviceOf } from './login-device.ts';
import {
  findUserByEmail,
  forgetLoginNetworks,
  isKnownLoginNetwork,
  rememberLoginNetwork,
} from './repository.ts';

// Failed logins slow the attacker, never lock the owner out (docs/decisions/0017-accounts-under-attack.md):
// - a client network (http/client-network.ts: an IPv6 /64 or one IPv4 address, hashed) that keeps
//   failing is refused for a while, whichever accounts it tries: that network is the attacker's,
//   unless the browser holds a device cookie from a sign-in to that account (login-device.ts):
//   many people share one carrier address, and the others' failures must not lock its owner out;
// - an account past its failure budget asks every network it never signed in from for a proof of
//   work that grows with the failures, while the networks its owner signs in from pass as before.
// Every counter lives in Postgres, so all instances share them.
const NETWORK_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_NETWORK = 30;
/** Failures a browser with a device cookie may have once its network's budget is spent. */
const MAX_FAILURES_PER_DEVICE = 8;
/** An account's failures are remembered for a day, so the work asked does not reset every few minutes. */
const ACCOUNT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Failures of an account (from anywhere) answered without a proof of work. */
export const ACCOUNT_FREE_FAILURES = 8;
/** Past the free ones, every this many failures double the work. */
const FAILURES_PER_LEVEL = 8;
/**
 * A known network that itself failed this often on the account proves work too: someone sharing
 * the owner's network (a flatmate, a carrier's NAT) gets no endless free guesses.
 */
const FREE_FAILURES_FROM_KNOWN_NETWORK = 8;
/** Known networks kept per account (the most recently used). */
const KNOWN_NETWORKS_KEPT = 20;
/** Wrong passwords a signed-in user may type when confirming an action, per account. */
const CONFIRM_WINDOW_MS = 15 * 60 * 1000;
const MAX_CONFIRM_FAILURES = 8;

const networkKey = (network: string) => `login:net:${network}`;
const accountKey = (email: string) => `login:acct:${email}`;
const pairKey = (email: string, network: string) => `login:pair:${email}:${network}`;
const confirmKey = (userId: string) => `confirm:acct:${userId}`;
const deviceKey = (device: string) => `login:device:${device}`;

/**
 * A known network as stored: a keyed hash of the user and the network key, so no address is kept
 * and the tag matches neither another account's nor a guest vote's.
 */
export function loginNetworkTag(config: Config, userId: string, network: string): string {
  return createHmac('sha256', derivedSecret(config, 'login-network'))
    .update(`${userId}:${network}`)
    .digest('hex');
}

/** The work level asked of the `failures`-th failure in the window (1-based); -1 before any is asked. */
export function challengeLevel(failures: number): number {
  if (failures <= ACCOUNT_FREE_FAILURES) return -1;
  return Math.min(
    MAX_CHALLENGE_LEVEL,
    Math.floor((failures - ACCOUNT_FREE_FAILURES - 1) / FAILURES_PER_LEVEL),
  );
}

/** What the caller reports once the password has been checked. */
export interface LoginAttempt {
  /**
   * Right password, signed in: the network is remembered and gets its slot back. Answers the
   * device cookie to set (a new one, or the browser's own with its age renewed).
   */
  succeeded(): Promise<{ deviceCookie: string | null }>;
  /** Right password but no sign-in (unverified, banned, an error): not a failure, nothing stays counted. */
  notAFailure(): Promise<void>;
}

export interface LoginAttemptInput {
  network: string;
  email: string;
  /** The solved proof of work, when the browser was asked for one. */
  altcha?: string | undefined;
  /** The request's cookies: a device cookie of this account's may pass a spent network. */
  cookies: FastifyRequest['cookies'];
}

/**
 * Counts the attempt as a failure before the password is checked, and refuses it when the
 * network's budget is spent (LOGIN_RATE_LIMITED) or when the account is past its budget, the
 * network is not one it signed in from, and no fresh solved challenge for this account and level
 * came with it (LOGIN_CHALLENGE_REQUIRED, with the challenge in `details`). Counting first (an
 * atomic increment) means concurrent attempts cannot all pass before any of them is counted. A
 * wrong password simply leaves the attempt counted.
 */
export async function reserveLoginAttempt(
  deps: { db: Db; config: Config; clock: () => Date },
  input: LoginAttemptInput,
): Promise<LoginAttempt> {
  const { db, config } = deps;
  const { network, email } = input;
  // Looked up for every address alike, so the answer's timing says nothing of which have accounts.
  const account = await findUserByEmail(db, email);
  const device = account ? deviceOf(config, input.cookies, account.id) : null;
  // The key this attempt is counted on: the network's, or, once the network is spent, the
  // device's of a browser the owner signed in from.
  let budgetKey = networkKey(network);
  if (!(await take(db, budgetKey, NETWORK_WINDOW_MS, MAX_FAILURES_PER_NETWORK))) {
    if (!device || !(await take(db, deviceKey(device), NETWORK_WINDOW_MS, MAX_FAILURES_PER_DEVICE)))
      throw appError('LOGIN_RATE_LIMITED');
    budgetKey = deviceKey(device);
  }
  const failures = (await hit(db, accountKey(email), ACCOUNT_WINDOW_MS)).count;
  const fromHere = (await hit(db, pairKey(email, network), ACCOUNT_WINDOW_MS)).count;
  const tag = account ? loginNetworkTag(config, account.id, network) : null;
  const level = challengeLevel(failures);
  if (level >= 0) {
    const known =
      account !== null &&
      tag !== null &&
      fromHere <= FREE_FAILURES_FROM_KNOWN_NETWORK &&
      (await isKnownLoginNetwork(db, account.id, tag));
    if (!known && !(await acceptsSolution(deps, input, level))) {
      // Not a password guess: the account's counters give it back. The network keeps it, so one
      // network cannot ask for challenges without end.
      await release(db, accountKey(email));
      await release(db, pairKey(email, network));
      throw appError('LOGIN_CHALLENGE_REQUIRED', undefined, {
        challenge: await createLoginChallenge(config, email, level),
      });
    }
  }
  const giveBack = async () => {
    await release(db, budgetKey);
    await release(db, accountKey(email));
  };
  return {
    succeeded: async () => {
      await giveBack();
      // The account's own count stays: the owner signing in does not hand an attacker elsewhere
      // a fresh budget. This network's failures on it were the owner's typing.
      await clear(db, pairKey(email, network));
      if (device) await clear(db, deviceKey(device));
      if (!account || !tag) return { deviceCookie: null };
      await rememberLoginNetwork(db, {
        userId: account.id,
        networkTag: tag,
        now: deps.clock(),
        keep: KNOWN_NETWORKS_KEPT,
      });
      return { deviceCookie: deviceCookie(config, account.id, device) };
    },
    notAFailure: async () => {
      await giveBack();
      await release(db, pairKey(email, network));
    },
  };
}

/**
 * A solution is taken when it is ours, for this account, fresh and unused, and of at most one
 * level below the current one (failures elsewhere may have raised it while the browser worked).
 */
async function acceptsSolution(
  deps: { db: Db; config: Config },
  input: LoginAttemptInput,
  level: number,
): Promise<boolean> {
  if (!input.altcha) return false;
  const check = await verifyLoginChallenge(deps.config, input.altcha, input.email);
  if (!check.ok || check.level < level - 1) return false;
  return claimOnce(deps.db, check.challengeKey, check.expiresAt);
}

/** What the caller of a password confirmation reports once the password has been checked. */
export interface PasswordCheck {
  /** The right password: nothing of this check stays counted. */
  succeeded(): Promise<void>;
}

/**
 * A signed-in user confirms an action with their password (deleting the account, changing the PIX
 * key). A wrong one counts like a failed login: against the network's budget and the account's
 * failures, raising the work asked of logins from elsewhere. The refusal (`refusal`, a 429) comes
 * from the network's budget or from this account's own confirmation budget, which only someone
 * holding one of its sessions can spend: failed logins elsewhere never block the owner here.
 */
export async function reservePasswordCheck(
  db: Db,
  input: { network: string; email: string; userId: string; refusal: MessageCode },
): Promise<PasswordCheck> {
  if (!(await take(db, networkKey(input.network), NETWORK_WINDOW_MS, MAX_FAILURES_PER_NETWORK)))
    throw appError(input.refusal);
  if (!(await take(db, confirmKey(input.userId), CONFIRM_WINDOW_MS, MAX_CONFIRM_FAILURES))) {
    await release(db, networkKey(input.network));
    throw appError(input.refusal);
  }
  await hit(db, accountKey(input.email.toLowerCase()), ACCOUNT_WINDOW_MS);
  return {
    succeeded: async () => {
      await release(db, networkKey(input.network));
      await release(db, confirmKey(input.userId));
      await release(db, accountKey(input.email.toLowerCase()));
    },
  };
}

/**
 * The account's password was just reset through the e-mail link: its failure count ends, and the
 * networks it signed in from are forgotten (whoever knew the old password may have used them).
 */
export async function forgetLoginFailures(db: Db, user: { id: string; email: string }): Promise<void> {
  await clear(db, accountKey(user.email.toLowerCase()));
  await forgetLoginNetworks(db, user.id);
}
