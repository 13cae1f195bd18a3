/**
 * CRC-32 of joined bytes from the CRCs of their parts (what zlib's crc32_combine does, which Node
 * does not expose): crc(A + B) = shift_len(B)(crc(A)) xor crc(B), where shift_n is a linear map on
 * the 32 bits of a CRC, kept as a 32 x 32 matrix over GF(2) (one column a number). A page shell's
 * pieces keep their CRC and their shift, so an answer built on them never runs the CRC over the
 * shell's bytes again (piecewise-body.ts).
 */

export type Crc32Shift = Uint32Array;

/** The matrix applied to a vector: the columns of the vector's set bits, xored. */
function times(matrix: Crc32Shift, vector: number): number {
  let sum = 0;
  let bits = vector >>> 0;
  for (let i = 0; bits !== 0; i += 1, bits >>>= 1) if (bits & 1) sum ^= matrix[i]!;
  return sum >>> 0;
}

function product(a: Crc32Shift, b: Crc32Shift): Crc32Shift {
  const out = new Uint32Array(32);
  for (let n = 0; n < 32; n += 1) out[n] = times(a, b[n]!);
  return out;
}

const IDENTITY: Crc32Shift = Uint32Array.from({ length: 32 }, (_, n) => (1 << n) >>> 0);

/** One zero bit through the reflected CRC-32 register (polynomial 0xedb88320). */
const ONE_BIT: Crc32Shift = Uint32Array.from({ length: 32 }, (_, n) =>
  n === 0 ? 0xedb88320 : (1 << (n - 1)) >>> 0,
);

/** The shift over `length` bytes: the one-byte shift (8 bits) raised to `length` by squaring. */
export function crc32Shift(length: number): Crc32Shift {
  let power = ONE_BIT;
  for (let i = 0; i < 3; i += 1) power = product(power, power);
  let result = IDENTITY;
  for (let n = length; n > 0; n = Math.floor(n / 2)) {
    if (n % 2 === 1) result = product(power, result);
    if (n > 1) power = product(power, power);
  }
  return result;
}

/** The CRC-32 of A + B, from A's CRC, B's CRC and B's shift (crc32Shift of B's length). */
export function crc32Join(crcA: number, crcB: number, shiftB: Crc32Shift): number {
  return (times(shiftB, crcA) ^ crcB) >>> 0;
}
