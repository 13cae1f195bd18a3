import type { ResizeTarget } from './presets.ts';

export interface DrawPlan {
  /** Output canvas size. */
  width: number;
  height: number;
  /** Source rectangle to draw (crop), in source pixels. */
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/**
 * Where to draw a source image: 'cover' fills the target exactly with a centred crop; 'contain'
 * scales the whole image to fit inside the target, never enlarging it.
 */
export function planResize(sourceWidth: number, sourceHeight: number, target: ResizeTarget): DrawPlan {
  if (target.mode === 'cover') {
    const scale = Math.max(target.width / sourceWidth, target.height / sourceHeight);
    const sw = Math.min(sourceWidth, target.width / scale);
    const sh = Math.min(sourceHeight, target.height / scale);
    return {
      width: target.width,
      height: target.height,
      sx: (sourceWidth - sw) / 2,
      sy: (sourceHeight - sh) / 2,
      sw,
      sh,
    };
  }
  const scale = Math.min(1, target.width / sourceWidth, target.height / sourceHeight);
  return {
    width: Math.max(1, Math.round(sourceWidth * scale)),
    height: Math.max(1, Math.round(sourceHeight * scale)),
    sx: 0,
    sy: 0,
    sw: sourceWidth,
    sh: sourceHeight,
  };
}

/** The export type: JPEG and WebP stay as they are; anything else becomes PNG (keeps transparency). */
export function exportType(sourceType: string): 'image/png' | 'image/jpeg' | 'image/webp' {
  if (sourceType === 'image/jpeg' || sourceType === 'image/webp') return sourceType;
  return 'image/png';
}

export const ALLOWED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

export type FileProblem = 'not-image' | 'too-large' | null;

/** The browser-side checks; the server repeats them on the bytes. */
export function checkFile(file: { type: string; size: number }, maxBytes: number): FileProblem {
  if (!(ALLOWED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'not-image';
  if (file.size > maxBytes) return 'too-large';
  return null;
}
