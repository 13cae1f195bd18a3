import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fallbackDeriveKey } from './fallback-derive-key.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

const derive = async (
  algorithm: 'SHA-256' | 'PBKDF2/SHA-256',
  cost: number,
  keyLength: number,
  salt: Uint8Array,
  password: Uint8Array,
) =>
  hex(
    (
      await fallbackDeriveKey(
        { algorithm, cost, keyLength, nonce: '00', salt: '00', keyPrefix: '00' },
        salt,
        password,
      )
    ).derivedKey,
  );

// The vectors the hand-written SHA-256 was held to, now asked of the solver without Web Crypto.
describe('the solver without Web Crypto derives keys as node does', () => {
  it('SHA-256 across the padding edges', async () => {
    for (const size of [0, 1, 55, 56, 63, 64, 65, 119, 200]) {
      const data = randomBytes(size);
      expect(await derive('SHA-256', 1, 32, data, new Uint8Array()), `size ${size}`).toBe(
        createHash('sha256').update(data).digest('hex'),
      );
    }
  });

  it('HMAC-SHA-256 (one PBKDF2 iteration) with short and long keys', async () => {
    for (const keySize of [0, 16, 64, 65, 100]) {
      const key = randomBytes(keySize);
      const message = randomBytes(37);
      const firstBlock = Buffer.concat([message, Buffer.from([0, 0, 0, 1])]);
      expect(await derive('PBKDF2/SHA-256', 1, 32, message, key)).toBe(
        createHmac('sha256', key).update(firstBlock).digest('hex'),
      );
    }
  });

  it('PBKDF2-HMAC-SHA-256 (one and several blocks)', async () => {
    const password = randomBytes(20);
    const salt = randomBytes(16);
    for (const [iterations, length] of [
      [1, 32],
      [2, 32],
      [1000, 32],
      [5, 40],
      [3, 16],
    ] as const) {
      expect(await derive('PBKDF2/SHA-256', iterations, length, salt, password)).toBe(
        pbkdf2Sync(password, salt, iterations, length, 'sha256').toString('hex'),
      );
    }
  });

  it('repeats SHA-256 `cost` times and cuts the key to its length', async () => {
    const salt = randomBytes(8);
    const password = randomBytes(4);
    let expected: Buffer = Buffer.concat([salt, password]);
    for (let i = 0; i < 3; i++) expected = createHash('sha256').update(expected).digest();
    expect(await derive('SHA-256', 3, 16, salt, password)).toBe(expected.subarray(0, 16).toString('hex'));
  });
});
