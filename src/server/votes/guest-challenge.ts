import { type Challenge, createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import type { Config } from '#server/config.ts';
import { derivedSecret } from '#server/derived-secret.ts';

/** A solved challenge is accepted for this long after it was issued. */
export const CHALLENGE_TTL_MS = 10 * 60 * 1000;

const ALGORITHM = 'PBKDF2/SHA-256';

/**
 * Deterministic-effort mode: the browser walks the counter from 0 to a random target, each step one
 * PBKDF2 of GUEST_POW_COST iterations, so the work is predictable while the server verifies with one
 * HMAC. 100-500 steps (300k PBKDF2 iterations on average) fit a cheap phone's 2 s budget even in
 * plain JavaScript, and the page solves it while idle, before the tap; the per-network limit is
 * what stops an attacker, the work only prices each try
 * (docs/decisions/0021-guest-vote-and-coin-state.md). Tests use a tiny target.
 */
export const GUEST_POW_COST = 1_000;
export const GUEST_POW_COUNTER = { min: 100, max: 500 } as const;

function difficulty(config: Config): { cost: number; counter: number } {
  if (config.NODE_ENV === 'test') return { cost: 1, counter: randomInt(20, 1) };
  return { cost: GUEST_POW_COST, counter: randomInt(GUEST_POW_COUNTER.max, GUEST_POW_COUNTER.min) };
}

export async function createGuestChallenge(config: Config): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    deriveKey,
    ...difficulty(config),
    // altcha checks expiry against the real clock, so the injected app clock is not used here.
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
    hmacSignatureSecret: derivedSecret(config, 'altcha-signature'),
    hmacKeySignatureSecret: derivedSecret(config, 'altcha-key'),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    // Loose: every parameter is kept, because the signature covers all of them.
    parameters: z.looseObject({
      algorithm: z.literal(ALGORITHM),
      nonce: z.string().min(1),
      expiresAt: z.number(),
    }),
    signature: z.string().min(1),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string() }),
});

export type ChallengeCheck =
  | { ok: true; challengeKey: string; expiresAt: Date }
  | { ok: false; reason: 'missing' | 'malformed' | 'expired' | 'invalid' };

function decode(payload: string): unknown {
  try {
    return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/**
 * Verifies the widget's payload (base64 JSON of { challenge, solution }). Single use is enforced by
 * the caller with `challengeKey` (the signed nonce), inside the vote transaction.
 */
export async function verifyGuestChallenge(
  config: Config,
  payload: string | undefined,
): Promise<ChallengeCheck> {
  if (!payload) return { ok: false, reason: 'missing' };
  const parsed = payloadSchema.safeParse(decode(payload));
  if (!parsed.success) return { ok: false, reason: 'malformed' };
  const { challenge, solution } = parsed.data;
  const result = await verifySolution({
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey,
    hmacSignatureSecret: derivedSecret(config, 'altcha-signature'),
    hmacKeySignatureSecret: derivedSecret(config, 'altcha-key'),
  });
  if (result.expired) return { ok: false, reason: 'expired' };
  if (!result.verified) return { ok: false, reason: 'invalid' };
  return {
    ok: true,
    challengeKey: `altcha:${challenge.parameters.nonce}`,
    expiresAt: new Date(challenge.parameters.expiresAt * 1000),
  };
}
