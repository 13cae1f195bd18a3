import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** A render that has not finished by then is cut short (its data comes from loaders, so rare). */
const RENDER_TIMEOUT_MS = 10_000;

/**
 * Renders a whole document (or a part of one) to one string, every Suspense boundary in place: the page's data comes
 * from its loaders, so there is nothing to stream late, and a complete body is what the server
 * caches and tags with an ETag (docs/decisions/0007-server-rendering.md). React's Node stream is
 * collected directly: the web stream it replaced cost a tenth of a signed-in page's render in
 * chunk bookkeeping alone (docs/decisions/0020-signed-in-reads.md).
 * `onError` returns the digest of an error a boundary left to the browser on purpose, or reports
 * the error (the answer is then a 500).
 */
export function renderDocument(
  document: ReactNode,
  options: {
    nonce?: string | undefined;
    signal?: AbortSignal;
    /** Prefixes React's ids: a part rendered alone must not repeat the page's. */
    identifierPrefix?: string;
    onError: (error: unknown) => string | undefined;
  },
): Promise<{ html: string; failed: boolean }> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        clearTimeout(timer);
        options.signal?.removeEventListener('abort', stop);
        resolve({ html: Buffer.concat(chunks).toString('utf8'), failed });
        done();
      },
    });
    const { pipe, abort } = renderToPipeableStream(document, {
      nonce: options.nonce,
      identifierPrefix: options.identifierPrefix,
      // The whole page is sent at once (onAllReady), each Suspense boundary in place: React would
      // otherwise move a boundary larger than this out of its place, to the end of the HTML, and
      // reveal it with a script; the page's boundaries are there to split hydration
      // (docs/decisions/0024-hydration-that-yields.md) and to leave a fan's parts to the browser
      // (docs/decisions/0027-viewer-parts-in-the-browser.md), not to stream.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => pipe(sink),
      onShellError: (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
      onError(error: unknown) {
        const digest = options.onError(error);
        if (digest === undefined) failed = true;
        return digest;
      },
    });
    const stop = () => abort(options.signal?.reason);
    const timer = setTimeout(() => abort(new Error('render timed out')), RENDER_TIMEOUT_MS);
    options.signal?.addEventListener('abort', stop, { once: true });
  });
}
