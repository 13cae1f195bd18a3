import type { Db } from '../db/client.ts';
import { appError } from '../http/app-error.ts';
import { clear, release, take } from '../rate-limit/repository.ts';

// Failed logins slow an attacker down per address and per account, across every API instance.
const WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_IP = 30;
const MAX_FAILURES_PER_ACCOUNT = 8;

const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (email: string) => `login:acct:${email}`;

/** What the caller reports once the password has been checked. */
export interface LoginAttempt {
  /** Right password, signed in: the account's failure streak ends and the address gets its slot back. */
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
export async function reserveLoginAttempt(db: Db, ip: string, email: string): Promise<LoginAttempt> {
  // The address first: a blocked address never touches the accounts it sprays.
  if (!(await take(db, ipKey(ip), WINDOW_MS, MAX_FAILURES_PER_IP))) throw appError('LOGIN_RATE_LIMITED');
  if (!(await take(db, accountKey(email), WINDOW_MS, MAX_FAILURES_PER_ACCOUNT))) {
    await release(db, ipKey(ip));
    throw appError('LOGIN_RATE_LIMITED');
  }
  return {
    succeeded: async () => {
      await release(db, ipKey(ip));
      await clear(db, accountKey(email));
    },
    notAFailure: async () => {
      await release(db, ipKey(ip));
      await release(db, accountKey(email));
    },
  };
}
