import { pbkdf2 } from '@noble/hashes/pbkdf2.js';
import { sha256 } from '@noble/hashes/sha2.js';
import type { DeriveKeyFunction } from 'altcha-lib';

// For browsers without Web Crypto: `crypto.subtle` exists only in a secure context, so a phone
// opening the app over plain http on a LAN address (http://192.168.x.x:3000) has none, and the
// proof of work would fail (docs/decisions/0021-guest-vote-and-coin-state.md). The hashing is
// @noble/hashes' (audited, kept up to date); its modules are imported one by one so this chunk
// carries SHA-256, HMAC and PBKDF2 and none of the other hashes.

/** The main thread is given back this often while the plain-JavaScript solver works. */
const SLICE_MS = 40;
let sliceStart = 0;

/** A macrotask break, so taps and paints get through between slices of work. */
function yieldToPage(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const out = new Uint8Array(a.length + b.length);
  out.set(a);
  out.set(b, a.length);
  return out;
}

/**
 * altcha's key derivation without Web Crypto: PBKDF2/SHA-256 and SHA-256, the algorithms our
 * server issues, computed as altcha-lib's web versions do.
 */
export const fallbackDeriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  const { algorithm, cost, keyLength = 32 } = parameters;
  if (performance.now() - sliceStart > SLICE_MS) {
    await yieldToPage();
    sliceStart = performance.now();
  }
  if (algorithm === 'PBKDF2/SHA-256') {
    return { parameters: {}, derivedKey: pbkdf2(sha256, password, salt, { c: cost, dkLen: keyLength }) };
  }
  if (algorithm === 'SHA-256') {
    let key = concat(salt, password);
    for (let i = 0; i < Math.max(1, cost); i++) key = sha256(key);
    return { parameters: {}, derivedKey: key.slice(0, keyLength) };
  }
  throw new Error(`unsupported algorithm ${algorithm}`);
};
