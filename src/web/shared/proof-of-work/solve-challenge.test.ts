import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey as nodePbkdf2 } from 'altcha-lib/algorithms/pbkdf2';
import { deriveKey as nodeSha } from 'altcha-lib/algorithms/sha';
import { describe, expect, it } from 'vitest';
import { proofOfWorkChallengeSchema } from '#domain/schemas/proof-of-work.ts';
import { ProofOfWorkError, solveProofOfWork } from './solve-challenge.ts';

const secrets = { hmacSignatureSecret: 'sig-secret', hmacKeySignatureSecret: 'key-secret' };

function decode(payload: string) {
  return JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
}

describe('solveProofOfWork', () => {
  it('solves a server-made PBKDF2 challenge, after the API schema, so the server verifies it', async () => {
    const issued = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      deriveKey: nodePbkdf2,
      cost: 10,
      counter: 25,
      expiresAt: new Date(Date.now() + 60_000),
      ...secrets,
    });
    // The browser sees the challenge only as the API schema parses it.
    const challenge = proofOfWorkChallengeSchema.parse(JSON.parse(JSON.stringify(issued)));
    const payload = decode(await solveProofOfWork(challenge));
    expect(payload.solution.counter).toBe(25);
    const result = await verifySolution({ ...payload, deriveKey: nodePbkdf2, ...secrets });
    expect(result.verified).toBe(true);
  });

  it('solves without Web Crypto (a page over plain http on a LAN address), so the server verifies it', async () => {
    for (const [algorithm, deriveKey] of [
      ['PBKDF2/SHA-256', nodePbkdf2],
      ['SHA-256', nodeSha],
    ] as const) {
      const issued = await createChallenge({
        algorithm,
        deriveKey,
        cost: 20,
        counter: 30,
        expiresAt: new Date(Date.now() + 60_000),
        ...secrets,
      });
      const challenge = proofOfWorkChallengeSchema.parse(JSON.parse(JSON.stringify(issued)));
      const payload = decode(await solveProofOfWork(challenge, undefined, { webCrypto: false }));
      expect(payload.solution.counter).toBe(30);
      const result = await verifySolution({ ...payload, deriveKey, ...secrets });
      expect(result.verified).toBe(true);
    }
  });

  it('does not start solving for a vote already cancelled', async () => {
    // Millions of key derivations: solving this would outlast the test's timeout.
    const issued = await createChallenge({
      algorithm: 'SHA-256',
      deriveKey: nodeSha,
      cost: 1,
      counter: 50_000_000,
      expiresAt: new Date(Date.now() + 60_000),
      ...secrets,
    });
    const challenge = proofOfWorkChallengeSchema.parse(JSON.parse(JSON.stringify(issued)));
    const cancelled = new AbortController();
    cancelled.abort();
    const started = performance.now();
    await expect(solveProofOfWork(challenge, cancelled.signal)).rejects.toThrow(ProofOfWorkError);
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('rejects an algorithm it cannot solve', async () => {
    const challenge = proofOfWorkChallengeSchema.parse({
      parameters: { algorithm: 'ARGON2ID', nonce: '00', salt: '00', cost: 1, keyLength: 32, keyPrefix: '00' },
    });
    await expect(solveProofOfWork(challenge)).rejects.toThrow(/unsupported/);
  });
});
