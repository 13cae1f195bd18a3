import sharp from 'sharp';
import { IMAGE_EXPORT_QUALITY, type ImageBox } from '#domain/schemas/media.ts';
import { appError } from '#server/http/app-error.ts';
import type { ImageExtension } from './storage.ts';

/**
 * Above this many pixels a file is refused before decoding: a small file can hide a huge bitmap.
 * 24 Mpx is a 6000x4000 camera frame (phones save 12 Mpx by default); decoding it takes ~96 MB of
 * memory, and every box we store is at most 1940 px wide. The catalogue's UPLOAD_TOO_MANY_PIXELS
 * text names this figure. See docs/decisions/0018-og-cards-and-uploads-stay-cheap.md.
 */
export const MAX_INPUT_PIXELS = 24_000_000;

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);
const QUALITY = Math.round(IMAGE_EXPORT_QUALITY * 100);

export interface ProcessedImage {
  data: Buffer;
  ext: ImageExtension;
  contentType: string;
  width: number;
  height: number;
}

async function readHeader(input: Buffer) {
  try {
    return await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    // Not something libvips recognises: whatever its name or declared type, it is not an image.
    throw appError('UPLOAD_NOT_IMAGE');
  }
}

/**
 * Checks an upload by its bytes, resizes it to its bucket's box and re-encodes it. The format is
 * sniffed by libvips, never taken from the file name or content type; only PNG, JPEG, WebP and
 * GIF pass (SVG can carry scripts). A JPEG stays a JPEG; anything else becomes WebP (keeps
 * transparency, a fraction of a PNG's bytes); a GIF keeps its first frame. Re-encoding drops
 * every piece of metadata (EXIF GPS, XMP, comments) after applying the EXIF orientation, and any
 * trailing payload appended to the file.
 */
export async function processImage(input: Buffer, box: ImageBox): Promise<ProcessedImage> {
  const header = await readHeader(input);
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw appError('UPLOAD_NOT_IMAGE');
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  if (width <= 0 || height <= 0) throw appError('UPLOAD_NOT_IMAGE');
  if (width * height > MAX_INPUT_PIXELS) throw appError('UPLOAD_TOO_MANY_PIXELS');

  // failOn 'error' refuses truncated or corrupt data instead of storing half an image. Resizing
  // in the same pipeline lets libvips decode a JPEG or WebP at a fraction of its size.
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize({
      width: box.width,
      height: box.height,
      fit: box.mode === 'cover' ? 'cover' : 'inside',
      // A cover box is always filled (as the browser's resize does); a contain box never enlarges.
      withoutEnlargement: box.mode === 'contain',
    });
  try {
    if (header.format === 'jpeg') {
      const { data, info } = await pipeline.jpeg({ quality: QUALITY }).toBuffer({ resolveWithObject: true });
      return { data, ext: 'jpg', contentType: 'image/jpeg', width: info.width, height: info.height };
    }
    const { data, info } = await pipeline.webp({ quality: QUALITY }).toBuffer({ resolveWithObject: true });
    return { data, ext: 'webp', contentType: 'image/webp', width: info.width, height: info.height };
  } catch {
    throw appError('UPLOAD_PROCESS_FAILED');
  }
}
