import { createHmac } from 'node:crypto';
import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import { derivedSecret } from '#server/derived-secret.ts';

// The proof of work a login must carry once its account is past the failure budget and the
// network is not one the account signed in from (docs/decisions/0017-accounts-under-attack.md).
// Its own secrets: a guest-vote challenge (votes/guest-challenge.ts) is no login challenge.

/** A solved challenge is accepted for this long after it was issued. */
export const LOGIN_CHALLENGE_TTL_MS = 10 * 60 * 1000;
/** The work doubles per level; level 4 is 16 times level 0. */
export const MAX_CHALLENGE_LEVEL = 4;

const ALGORITHM = 'PBKDF2/SHA-256';
const PURPOSE = 'login';

const secrets = (config: Config) => ({
  hmacSignatureSecret: derivedSecret(config, 'altcha-login-signature'),
  hmacKeySignatureSecret: derivedSecret(config, 'altcha-login-key'),
});

/**
 * Deterministic-effort mode (the browser walks the counter from 0 to a random target): level 0 is
 * about a second on a phone (a fifth of a guest vote's), each level doubles it. Tests use a tiny
 * target so they solve challenges quickly.
 */
function work(config: Config, level: number): { cost: number; counter: number } {
  const factor = 2 ** Math.min(Math.max(level, 0), MAX_CHALLENGE_LEVEL);
  if (config.NODE_ENV === 'test') return { cost: 1, counter: randomInt(10 * factor, 5 * factor) };
  return { cost: 1_000, counter: randomInt(1_000 * factor, 500 * factor) };
}

/** Which account a challenge was issued for, without the address in it. */
function accountTag(config: Config, email: string): string {
  return createHmac('sha256', derivedSecret(config, 'login-challenge-account'))
    .update(email)
    .digest('hex')
    .slice(0, 32);
}

export async function createLoginChallenge(config: Config, email: string, level: number): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    deriveKey,
    ...work(config, level),
    // altcha checks expiry against the real clock, so the injected app clock is not used here.
    expiresAt: new Date(Date.now() + LOGIN_CHALLENGE_TTL_MS),
    // Signed with the parameters: a solution is good for this account and this level only.
    data: { purpose: PURPOSE, account: accountTag(config, email), level },
    ...secrets(config),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is kept, because the signature covers all of them.
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().min(1),
      expiresAt: z.number(),
      data: z.looseObject({ purpose: z.literal(PURPOSE), account: z.string(), level: z.number().int() }),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type LoginChallengeCheck =
  | { ok: true; level: number; challengeKey: string; expiresAt: Date }
  | { ok: false };

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Verifies a solved login challenge for `email`: signed by us, unexpired, solved, and issued for
 * this account. Single use is the caller's (`challengeKey`, the signed nonce).
 */
export async function verifyLoginChallenge(
  config: Config,
  payload: string,
  email: string,
): Promise<LoginChallengeCheck> {
  const parsed = payloadSchema.safeParse(decode(payload));
  if (!parsed.success) return { ok: false };
  const { challenge, solution } = parsed.data;
  const { data, nonce, expiresAt } = challenge.parameters;
  if (data.account !== accountTag(config, email)) return { ok: false };
  const result = await verifySolution({
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey,
    ...secrets(config),
  });
  if (!result.verified) return { ok: false };
  return {
    ok: true,
    level: data.level,
    challengeKey: `login-pow:${nonce}`,
    expiresAt: new Date(expiresAt * 1000),
  };
}
