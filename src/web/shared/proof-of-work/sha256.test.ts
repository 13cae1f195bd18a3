import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, pbkdf2Sha256, sha256 } from './sha256.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

describe('plain-JavaScript SHA-256 (the solver without Web Crypto)', () => {
  it('hashes as node does, across the padding edges', () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 200]) {
      const data = randomBytes(size);
      expect(hex(sha256(data)), `size ${size}`).toBe(createHash('sha256').update(data).digest('hex'));
    }
  });

  it('computes HMAC-SHA-256 with short and long keys', () => {
    for (const keySize of [0, 16, 64, 65, 100]) {
      const key = randomBytes(keySize);
      const message = randomBytes(37);
      expect(hex(hmacSha256(key, message))).toBe(createHmac('sha256', key).update(message).digest('hex'));
    }
  });

  it('derives PBKDF2-HMAC-SHA-256 keys as node does (one and several blocks)', () => {
    const password = randomBytes(20);
    const salt = randomBytes(16);
    for (const [iterations, length] of [
      [1, 32],
      [2, 32],
      [1000, 32],
      [5, 40],
      [3, 16],
    ] as const) {
      expect(hex(pbkdf2Sha256(password, salt, iterations, length))).toBe(
        pbkdf2Sync(password, salt, iterations, length, 'sha256').toString('hex'),
      );
    }
  });
});
