/**
 * A sign-up whose e-mail is not confirmed within this long is deleted (account-sweep-job.ts, and at
 * once when someone signs up with its address again), so a sign-up made with someone else's
 * address holds it for two days at most (docs/decisions/0017-accounts-under-attack.md). The
 * confirmation link itself lasts a day.
 */
export const UNVERIFIED_SIGNUP_TTL_MS = 48 * 60 * 60 * 1000;

/** Sign-ups made before this, still unconfirmed, have expired. */
export function signUpsExpiredBefore(now: Date): Date {
  return new Date(now.getTime() - UNVERIFIED_SIGNUP_TTL_MS);
}

export function isExpiredSignUp(account: { emailVerified: boolean; createdAt: Date }, now: Date): boolean {
  return !account.emailVerified && account.createdAt < signUpsExpiredBefore(now);
}
