import { parentPort, threadId } from 'node:worker_threads';
import type { OgCardData } from './card.ts';
import { ogFonts } from './fonts.ts';
import { renderOgPng } from './render.ts';

/**
 * The worker thread of og/render-pool.ts: satori lays the card out and resvg rasterises it here,
 * a few hundred milliseconds of CPU that would otherwise stall every request of the instance.
 */
export interface RenderRequest {
  id: number;
  data: OgCardData;
}

export type RenderReply =
  | { id: number; png: Uint8Array; threadId: number }
  | { id: number; error: string; threadId: number };

const port = parentPort;
if (!port) throw new Error('og/render-worker runs as a worker thread (og/render-pool.ts starts it)');

// Read the fonts while the first card's data is still being gathered.
void ogFonts().catch(() => undefined);

port.on('message', async (request: RenderRequest) => {
  try {
    // A copy with its own ArrayBuffer, handed over to the main thread rather than cloned.
    const png = new Uint8Array(await renderOgPng(request.data));
    port.postMessage({ id: request.id, png, threadId } satisfies RenderReply, [png.buffer]);
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    port.postMessage({ id: request.id, error, threadId } satisfies RenderReply);
  }
});
