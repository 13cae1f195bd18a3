/**
 * SHA-256, HMAC-SHA-256 and PBKDF2-HMAC-SHA-256 in plain JavaScript, for browsers without Web
 * Crypto: `crypto.subtle` exists only in a secure context, so a phone opening the app over plain
 * http on a LAN address (http://192.168.x.x:3000) has none, and the proof of work would fail.
 * Written for the proof of work's inner loop: PBKDF2's iterations run on 32-bit words, without
 * converting to bytes between rounds (docs/decisions/0021-guest-vote-and-coin-state.md).
 */

const K = new Int32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const IV = new Int32Array([
  0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
]);

/** Compresses one 64-byte block (its 16 big-endian words in w[0..15]) into `state`; w is scratch. */
function compress(state: Int32Array, w: Int32Array): void {
  for (let i = 16; i < 64; i++) {
    const a = w[i - 15]!;
    const b = w[i - 2]!;
    const s0 = ((a >>> 7) | (a << 25)) ^ ((a >>> 18) | (a << 14)) ^ (a >>> 3);
    const s1 = ((b >>> 17) | (b << 15)) ^ ((b >>> 19) | (b << 13)) ^ (b >>> 10);
    w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) | 0;
  }
  let a = state[0]!;
  let b = state[1]!;
  let c = state[2]!;
  let d = state[3]!;
  let e = state[4]!;
  let f = state[5]!;
  let g = state[6]!;
  let h = state[7]!;
  for (let i = 0; i < 64; i++) {
    const S1 = ((e >>> 6) | (e << 26)) ^ ((e >>> 11) | (e << 21)) ^ ((e >>> 25) | (e << 7));
    const ch = (e & f) ^ (~e & g);
    const t1 = (h + S1 + ch + K[i]! + w[i]!) | 0;
    const S0 = ((a >>> 2) | (a << 30)) ^ ((a >>> 13) | (a << 19)) ^ ((a >>> 22) | (a << 10));
    const maj = (a & b) ^ (a & c) ^ (b & c);
    const t2 = (S0 + maj) | 0;
    h = g;
    g = f;
    f = e;
    e = (d + t1) | 0;
    d = c;
    c = b;
    b = a;
    a = (t1 + t2) | 0;
  }
  state[0] = (state[0]! + a) | 0;
  state[1] = (state[1]! + b) | 0;
  state[2] = (state[2]! + c) | 0;
  state[3] = (state[3]! + d) | 0;
  state[4] = (state[4]! + e) | 0;
  state[5] = (state[5]! + f) | 0;
  state[6] = (state[6]! + g) | 0;
  state[7] = (state[7]! + h) | 0;
}

/** Hashes `data` onto `state` (a copy of IV or of a keyed HMAC state) as if `prefixBytes` came first. */
function update(state: Int32Array, data: Uint8Array, prefixBytes: number): void {
  const w = new Int32Array(64);
  const total = prefixBytes + data.length;
  const padded = new Uint8Array(((data.length + 9 + 63) >> 6) << 6);
  padded.set(data);
  padded[data.length] = 0x80;
  const view = new DataView(padded.buffer);
  // Message length in bits, big-endian 64-bit (inputs here stay far below 2^32 bits).
  view.setUint32(padded.length - 4, (total * 8) >>> 0, false);
  view.setUint32(padded.length - 8, Math.floor((total * 8) / 2 ** 32), false);
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getInt32(offset + i * 4, false);
    compress(state, w);
  }
}

function toBytes(words: Int32Array): Uint8Array {
  const out = new Uint8Array(words.length * 4);
  const view = new DataView(out.buffer);
  for (let i = 0; i < words.length; i++) view.setInt32(i * 4, words[i]!, false);
  return out;
}

export function sha256(data: Uint8Array): Uint8Array {
  const state = IV.slice();
  update(state, data, 0);
  return toBytes(state);
}

/** The inner and outer states of HMAC-SHA-256 after the padded key block. */
function hmacStates(key: Uint8Array): { inner: Int32Array; outer: Int32Array } {
  const block = new Uint8Array(64);
  block.set(key.length > 64 ? sha256(key) : key);
  const w = new Int32Array(64);
  const keyed = (pad: number) => {
    const state = IV.slice();
    for (let i = 0; i < 16; i++) {
      w[i] =
        ((block[i * 4]! ^ pad) << 24) |
        ((block[i * 4 + 1]! ^ pad) << 16) |
        ((block[i * 4 + 2]! ^ pad) << 8) |
        (block[i * 4 + 3]! ^ pad);
    }
    compress(state, w);
    return state;
  };
  return { inner: keyed(0x36), outer: keyed(0x5c) };
}

export function hmacSha256(key: Uint8Array, message: Uint8Array): Uint8Array {
  const { inner, outer } = hmacStates(key);
  update(inner, message, 64);
  update(outer, toBytes(inner), 64);
  return toBytes(outer);
}

/**
 * HMAC of a 32-byte message given as 8 words, with keyed states: two compressions, no allocation
 * (the message block's padding and length are constant: (64 + 32) bytes = 768 bits).
 */
function hmacWords(inner: Int32Array, outer: Int32Array, u: Int32Array, state: Int32Array, w: Int32Array) {
  state.set(inner);
  w.set(u);
  w[8] = 0x80000000 | 0;
  w.fill(0, 9, 15);
  w[15] = 768;
  compress(state, w);
  const innerDigest = state.slice();
  state.set(outer);
  w.set(innerDigest);
  w[8] = 0x80000000 | 0;
  w.fill(0, 9, 15);
  w[15] = 768;
  compress(state, w);
  u.set(state);
}

/** PBKDF2 with HMAC-SHA-256 (RFC 8018), as Web Crypto's deriveBits computes it. */
export function pbkdf2Sha256(
  password: Uint8Array,
  salt: Uint8Array,
  iterations: number,
  keyLength: number,
): Uint8Array {
  const { inner, outer } = hmacStates(password);
  const out = new Uint8Array(keyLength);
  const blockSalt = new Uint8Array(salt.length + 4);
  blockSalt.set(salt);
  const u = new Int32Array(8);
  const t = new Int32Array(8);
  const state = new Int32Array(8);
  const w = new Int32Array(64);
  for (let block = 1, offset = 0; offset < keyLength; block++, offset += 32) {
    new DataView(blockSalt.buffer).setUint32(salt.length, block, false);
    // U1 = HMAC(password, salt || INT(block)); the rounds after it run on words.
    const innerState = inner.slice();
    update(innerState, blockSalt, 64);
    const outerState = outer.slice();
    update(outerState, toBytes(innerState), 64);
    u.set(outerState);
    t.set(outerState);
    for (let i = 1; i < iterations; i++) {
      hmacWords(inner, outer, u, state, w);
      for (let j = 0; j < 8; j++) t[j] = t[j]! ^ u[j]!;
    }
    out.set(toBytes(t).subarray(0, Math.min(32, keyLength - offset)), offset);
  }
  return out;
}
