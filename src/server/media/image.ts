import sharp from 'sharp';
import { appError } from '../http/app-error.ts';
import type { ImageExtension } from './storage.ts';

/** Above this many pixels a file is refused before decoding: a small file can hide a huge bitmap. */
export const MAX_INPUT_PIXELS = 40_000_000;

const ACCEPTED_FORMATS = new Set(['png', 'jpeg', 'webp', 'gif']);

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
 * Checks an upload by its bytes and re-encodes it. The format is sniffed by libvips, never taken
 * from the file name or content type; only PNG, JPEG, WebP and GIF pass (SVG can carry scripts).
 * Re-encoding drops every piece of metadata (EXIF GPS, XMP, comments) after applying the EXIF
 * orientation, and any trailing payload appended to the file.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  const header = await readHeader(input);
  if (!header.format || !ACCEPTED_FORMATS.has(header.format)) throw appError('UPLOAD_NOT_IMAGE');
  const width = header.width ?? 0;
  const height = header.height ?? 0;
  if (width <= 0 || height <= 0) throw appError('UPLOAD_NOT_IMAGE');
  if (width * height > MAX_INPUT_PIXELS) throw appError('UPLOAD_TOO_MANY_PIXELS');

  // failOn 'error' refuses truncated or corrupt data instead of storing half an image.
  const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    if (header.format === 'jpeg') {
      const { data, info } = await pipeline
        .jpeg({ quality: 90, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { data, ext: 'jpg', contentType: 'image/jpeg', width: info.width, height: info.height };
    }
    if (header.format === 'webp') {
      const { data, info } = await pipeline.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
      return { data, ext: 'webp', contentType: 'image/webp', width: info.width, height: info.height };
    }
    // PNG stays PNG; a GIF keeps its first frame as PNG (lossless, widely supported).
    const { data, info } = await pipeline.png({ compressionLevel: 9 }).toBuffer({ resolveWithObject: true });
    return { data, ext: 'png', contentType: 'image/png', width: info.width, height: info.height };
  } catch {
    throw appError('UPLOAD_PROCESS_FAILED');
  }
}
