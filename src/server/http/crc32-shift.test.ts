import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { crc32Join, crc32Shift } from './crc32-shift.ts';

describe('crc32Join', () => {
  it.each([0, 1, 7, 64, 1000, 65_537, 180_000])('gives the CRC of A + B for %i bytes of B', (length) => {
    const a = randomBytes(333);
    const b = randomBytes(length);
    const whole = crc32(Buffer.concat([a, b]));
    expect(crc32Join(crc32(a), crc32(b), crc32Shift(b.length))).toBe(whole);
  });

  it('joins many pieces in a row, as a page of shared and own pieces', () => {
    const pieces = [randomBytes(5000), randomBytes(12), randomBytes(40_000), randomBytes(900)];
    let crc = 0;
    for (const piece of pieces) crc = crc32Join(crc, crc32(piece), crc32Shift(piece.length));
    expect(crc).toBe(crc32(Buffer.concat(pieces)));
  });
});
