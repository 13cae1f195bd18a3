import sharp from 'sharp';
import type { Storage } from '#server/media/storage.ts';
import { keyFromPublicUrl } from '#server/media/storage.ts';

/** Photos are drawn at most 300 px wide; twice that keeps them sharp without a heavy SVG. */
const PHOTO_PX = 320;
const MAX_SOURCE_BYTES = 8 * 1024 * 1024;

/**
 * A fighter's photo as a PNG data: URI for the card, read from our own storage only: a URL that is
 * not one of our uploads (or a missing or unreadable object) gives null and the card shows the
 * initials. Nothing is ever fetched from an arbitrary address.
 */
export async function photoDataUri(storage: Storage, url: string | null): Promise<string | null> {
  if (!url) return null;
  const key = keyFromPublicUrl(storage, url);
  if (!key) return null;
  try {
    const object = await storage.get(key);
    if (!object) return null;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of object.body) {
      const buf = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      size += buf.length;
      if (size > MAX_SOURCE_BYTES) {
        object.body.destroy();
        return null;
      }
      chunks.push(buf);
    }
    const png = await sharp(Buffer.concat(chunks))
      .resize(PHOTO_PX, PHOTO_PX, { fit: 'cover' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}
