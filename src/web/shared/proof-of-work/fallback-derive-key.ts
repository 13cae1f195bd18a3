import type { DeriveKeyFunction } from 'altcha-lib';
import { pbkdf2Sha256, sha256 } from './sha256.ts';

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
 * altcha's key derivation without Web Crypto (sha256.ts says when that happens): PBKDF2/SHA-256
 * and SHA-256, the algorithms our server issues, computed as altcha-lib's web versions do.
 */
export const fallbackDeriveKey: DeriveKeyFunction = async (parameters, salt, password) => {
  const { algorithm, cost, keyLength = 32 } = parameters;
  if (performance.now() - sliceStart > SLICE_MS) {
    await yieldToPage();
    sliceStart = performance.now();
  }
  if (algorithm === 'PBKDF2/SHA-256') {
    return { parameters: {}, derivedKey: pbkdf2Sha256(password, salt, cost, keyLength) };
  }
  if (algorithm === 'SHA-256') {
    let key = concat(salt, password);
    for (let i = 0; i < Math.max(1, cost); i++) key = sha256(key);
    return { parameters: {}, derivedKey: key.slice(0, keyLength) };
  }
  throw new Error(`unsupported algorithm ${algorithm}`);
};
