import { type DeriveKeyFunction, solveChallenge } from 'altcha-lib';
import { deriveKey as pbkdf2DeriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { deriveKey as shaDeriveKey } from 'altcha-lib/algorithms/web/sha';
import type { ProofOfWorkChallenge } from '#domain/schemas/proof-of-work.ts';

/** Give up well before the server's challenge expires; a slow phone then gets a clear error. */
const SOLVE_TIMEOUT_MS = 60_000;

export class ProofOfWorkError extends Error {
  override readonly name = 'ProofOfWorkError';
}

/**
 * Web Crypto where the page has it; plain JavaScript where it does not (a page served over plain
 * http on a LAN address is not a secure context, so `crypto.subtle` is missing there). The plain
 * JavaScript is a chunk of its own, fetched only by the pages that lack Web Crypto: the hashes
 * weigh more than the solver (docs/decisions/0036-libraries-instead-of-our-own.md).
 */
async function deriveKeyFor(algorithm: string, webCrypto = hasWebCrypto()): Promise<DeriveKeyFunction> {
  if (!webCrypto && (algorithm === 'PBKDF2/SHA-256' || algorithm === 'SHA-256')) {
    return (await import('./fallback-derive-key.ts')).fallbackDeriveKey;
  }
  if (algorithm.startsWith('PBKDF2/') && webCrypto) return pbkdf2DeriveKey;
  if (algorithm.startsWith('SHA-') && webCrypto) return shaDeriveKey;
  throw new ProofOfWorkError(`unsupported algorithm ${algorithm}`);
}

export function hasWebCrypto(): boolean {
  return typeof globalThis.crypto?.subtle?.importKey === 'function';
}

/** UTF-8 safe base64 (btoa alone rejects characters above U+00FF). */
function toBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Solves the server's altcha challenge in the page (no worker, so the CSP needs
 * no worker-src; the solver yields to the event loop, keeping the page responsive) and returns
 * the payload the guest vote and the login expect: base64 of JSON `{ challenge, solution }`.
 * Imported on demand (`import()`), so pages download it only when a challenge comes.
 */
export async function solveProofOfWork(
  challenge: ProofOfWorkChallenge,
  signal?: AbortSignal,
  options: { webCrypto?: boolean } = {},
): Promise<string> {
  const deriveKey = await deriveKeyFor(challenge.parameters.algorithm, options.webCrypto);
  const controller = new AbortController();
  // A request cancelled before we got here (the page was left while a module loaded) must not
  // start: an 'abort' listener added now would never fire, and the solver would run to its timeout.
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', () => controller.abort(), { once: true });
  const solution = await solveChallenge({
    challenge,
    deriveKey,
    controller,
    timeout: SOLVE_TIMEOUT_MS,
  });
  if (!solution) throw new ProofOfWorkError('challenge not solved');
  return toBase64(JSON.stringify({ challenge, solution }));
}
