import { describe, expect, it, vi } from 'vitest';
import { type GuestVoteChallenge, guestVoteChallengeSchema } from '#domain/schemas/votes.ts';
import { GuestProof } from './guest-proof.ts';

const challengeExpiringAt = (expiresAtMs: number): GuestVoteChallenge =>
  guestVoteChallengeSchema.parse({
    parameters: {
      algorithm: 'PBKDF2/SHA-256',
      nonce: 'aa',
      salt: 'bb',
      cost: 1,
      keyLength: 32,
      keyPrefix: '00',
      expiresAt: Math.floor(expiresAtMs / 1000),
    },
  });

function setup(now = { ms: 1_000_000_000 }) {
  let issued = 0;
  const fetchChallenge = vi.fn(async () => challengeExpiringAt(now.ms + 600_000));
  const solve = vi.fn(async () => `payload-${++issued}`);
  const proof = new GuestProof({ fetchChallenge, loadSolver: async () => solve, now: () => now.ms });
  return { proof, fetchChallenge, solve, now };
}

describe('GuestProof (the guest vote solved ahead of the tap)', () => {
  it('hands the proof solved while idle to the tap, once', async () => {
    const { proof, fetchChallenge } = setup();
    proof.prepare();
    proof.prepare();
    await vi.waitFor(() => expect(proof.isSolved()).toBe(true));
    expect(await proof.take(new AbortController().signal)).toBe('payload-1');
    expect(proof.isSolved()).toBe(false);
    // Single use: the next vote gets a fresh challenge.
    expect(await proof.take(new AbortController().signal)).toBe('payload-2');
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('does not use a proof whose challenge is about to expire', async () => {
    const { proof, fetchChallenge, now } = setup();
    proof.prepare();
    await vi.waitFor(() => expect(proof.isSolved()).toBe(true));
    now.ms += 9.5 * 60_000;
    expect(proof.isSolved()).toBe(false);
    expect(await proof.take(new AbortController().signal)).toBe('payload-2');
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });

  it('starts over at the tap when the idle attempt failed', async () => {
    const { proof, fetchChallenge } = setup();
    fetchChallenge.mockRejectedValueOnce(new Error('offline'));
    proof.prepare();
    await vi.waitFor(() => expect(fetchChallenge).toHaveBeenCalledTimes(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(await proof.take(new AbortController().signal)).toBe('payload-1');
    expect(fetchChallenge).toHaveBeenCalledTimes(2);
  });
});
