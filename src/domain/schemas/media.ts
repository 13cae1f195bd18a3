import { z } from 'zod';

/** Where uploads go; profile pictures live under a folder named after the user. */
export const uploadBuckets = [
  'profile-pictures',
  'battle-banners',
  'global-ad-banners',
  'sponsor-logos',
] as const;
export type UploadBucket = (typeof uploadBuckets)[number];

/** Buckets only moderators and admins write to. */
export const staffUploadBuckets = ['battle-banners', 'global-ad-banners', 'sponsor-logos'] as const;
export const staffUploadBucketSchema = z.enum(staffUploadBuckets);
/** `:bucket` of POST /api/uploads/:bucket (profile pictures have their own route). */
export const staffUploadParamsSchema = z.object({ bucket: staffUploadBucketSchema });
/** POST /api/uploads/profile-pictures: an optional sub-folder under the user's own. */
export const profilePictureUploadQuerySchema = z.object({ folder: z.string().max(64).optional() });

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXPORT_QUALITY = 0.92;

export interface ImageBox {
  /** cover: fill the box exactly, cropping the overflow; contain: fit inside it, never enlarged. */
  mode: 'cover' | 'contain';
  width: number;
  height: number;
}

/**
 * The size each bucket's images are stored at. The browser resizes before sending when it can;
 * the server resizes again whatever arrives. Ad banners have no fixed size: the cap is twice the
 * widest slot (the 970 px footer) for sharp high-density screens.
 */
export const uploadBoxes: Record<UploadBucket, ImageBox> = {
  'profile-pictures': { mode: 'cover', width: 200, height: 200 },
  'battle-banners': { mode: 'cover', width: 300, height: 600 },
  'sponsor-logos': { mode: 'contain', width: 300, height: 300 },
  'global-ad-banners': { mode: 'contain', width: 1940, height: 1940 },
};

export const uploadResponseSchema = z.object({ url: z.string() });

/** An image address a form may store: an https/http URL or one of our own `/uploads/...` paths. */
export function isImageUrl(value: string): boolean {
  if (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')) return true;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** A link target for banners: only http(s), so an admin typo can never become a script URL. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
