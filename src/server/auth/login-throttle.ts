import type { Db } from '../db/client.ts';
import { appError } from '../http/app-error.ts';
import { clear, release, take } from '../rate-limit/repository.ts';

// Failed logins slow an attacker down per client network (http/client-network.ts: an IPv6 /64 or
// one IPv4 address, hashed) and per account, across every API instance.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_NETWORK = 30;
const MAX_FAILURES_PER_ACCOUNT = 8;

const networkKey = (network: string) => `login:net:${network}`;
const accountKey = (email: string) => `login:acct:${email}`;

/** What the caller reports once the password has been checked. */
export interface LoginAttempt {
  /** Right password, signed in: the account's failure streak ends and the network gets its slot back. */
  succeeded(): Promise<void>;
  /** Right password but no sign-in (unverified, banned, an error): not a failure, nothing stays counted. */
  notAFailure(): Promise<void>;
}

/**
 * Counts the attempt as a failure before the password is checked, and refuses it when either
 * budget is spent. Counting first (a conditional increment) instead of reading the counters and
 * counting afterwards means concurrent attempts cannot all pass the check before any of them is
 * counted. A wrong password simply leaves the attempt counted.
 */
export async function reserveLoginAttempt(db: Db, network: string, email: string): Promise<LoginAttempt> {
  // The network first: a blocked network never touches the accounts it sprays.
  if (!(await take(db, networkKey(network), WINDOW_MS, MAX_FAILURES_PER_NETWORK)))
    throw appError('LOGIN_RATE_LIMITED');
  if (!(await take(db, accountKey(email), WINDOW_MS, MAX_FAILURES_PER_ACCOUNT))) {
    await release(db, networkKey(network));
    throw appError('LOGIN_RATE_LIMITED');
  }
  return {
    succeeded: async () => {
      await release(db, networkKey(network));
      await clear(db, accountKey(email));
    },
    notAFailure: async () => {
      await release(db, networkKey(network));
      await release(db, accountKey(email));
    },
  };
}

/** The account's failure streak ends (its password was just reset through the e-mail link). */
export async function forgetLoginFailures(db: Db, email: string): Promise<void> {
  await clear(db, accountKey(email.toLowerCase()));
}
