import type { MessageCode } from '#domain/messages.ts';
import type { Db } from '#server/db/client.ts';
import { appError } from '#server/http/app-error.ts';
import { release, take } from '#server/rate-limit/repository.ts';

// Sign-up, "resend the confirmation" and "forgot my password" each send a mail: limit them per
// address (so nobody floods someone else's inbox) and per client network (http/client-network.ts:
// an IPv6 /64 or one IPv4 address, hashed; so nobody sprays addresses), across every instance.
const WINDOW_MS = 60 * 60 * 1000;

interface MailActionLimit {
  perNetwork: number;
  perAddress: number;
  refusal: MessageCode;
}

const LIMITS = {
  // A shared address (a campus, a mobile carrier's NAT) may sign up several people in an hour.
  register: { perNetwork: 20, perAddress: 5, refusal: 'SIGNUP_RATE_LIMITED' },
  resend: { perNetwork: 10, perAddress: 3, refusal: 'RESEND_RATE_LIMITED' },
  // 'Esqueci minha senha': a few links an hour to one address is plenty for a person.
  reset: { perNetwork: 10, perAddress: 3, refusal: 'RESET_RATE_LIMITED' },
} as const satisfies Record<string, MailActionLimit>;

export type MailAction = keyof typeof LIMITS;

/**
 * Counts one request of `action` and refuses it (429) once the address's or the network's hourly
 * budget is spent. Every request counts, whatever its outcome, so the answer reveals nothing
 * about which addresses have accounts.
 */
export async function assertMailActionAllowed(
  db: Db,
  action: MailAction,
  network: string,
  email: string,
): Promise<void> {
  const limit = LIMITS[action];
  const networkKey = `${action}:net:${network}`;
  if (!(await take(db, networkKey, WINDOW_MS, limit.perNetwork))) throw appError(limit.refusal);
  if (!(await take(db, `${action}:addr:${email}`, WINDOW_MS, limit.perAddress))) {
    // Refused for the address: the network's budget is not spent on it.
    await release(db, networkKey);
    throw appError(limit.refusal);
  }
}
