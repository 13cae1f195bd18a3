import { type UploadBucket, uploadBoxes } from '#domain/schemas/media.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { AppDeps } from '#server/deps.ts';
import { appError } from '#server/http/app-error.ts';
import { hit } from '#server/rate-limit/repository.ts';
import { processImage } from './image.ts';
import {
  bytesStoredBy,
  forgetUpload,
  isShownByStaffContent,
  lockUploader,
  recordUpload,
} from './repository.ts';
import { keyFromPublicUrl, newObjectKey, storageFor, UPLOADS_PREFIX } from './storage.ts';

const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
const MAX_UPLOADS_PER_WINDOW = 30;

/**
 * Bytes of stored images per account. A profile picture is stored at ~20 KB, so a fan's 5 MB is
 * some 250 pictures, replaced ones not counted; staff store banners of up to ~1 MB. See
 * docs/decisions/0018-og-cards-and-uploads-stay-cheap.md.
 */
export const UPLOAD_QUOTA_BYTES = { user: 5 * 1024 * 1024, staff: 200 * 1024 * 1024 } as const;

export function uploadQuotaOf(viewer: Pick<Viewer, 'role'>): number {
  return viewer.role === 'moderator' || viewer.role === 'admin'
    ? UPLOAD_QUOTA_BYTES.staff
    : UPLOAD_QUOTA_BYTES.user;
}

export interface UploadRequest {
  viewer: Viewer;
  bucket: UploadBucket;
  /** For profile pictures: the folder the client asked for; only the viewer's own id is allowed. */
  folder?: string | undefined;
  /** Reads the file, enforcing the size limit while it streams. */
  readFile: () => Promise<Buffer>;
}

/** Counts the upload against the user's window before any byte is read or decoded. */
async function assertUploadRate(deps: AppDeps, userId: string): Promise<void> {
  const window = await hit(deps.db, `upload:${userId}`, UPLOAD_WINDOW_MS);
  if (window.count > MAX_UPLOADS_PER_WINDOW) throw appError('UPLOAD_RATE_LIMITED');
}

/**
 * Checks, resizes to the bucket's box, re-encodes and stores one image; returns its public URL.
 * Nothing is stored on refusal. The bytes count against the uploader's quota.
 */
export async function uploadImage(deps: AppDeps, request: UploadRequest): Promise<string> {
  const { viewer, bucket } = request;
  let folder: string | null = null;
  if (bucket === 'profile-pictures') {
    if (request.folder !== undefined && request.folder !== viewer.id)
      throw appError('UPLOAD_FOLDER_FORBIDDEN');
    folder = viewer.id;
  }
  await assertUploadRate(deps, viewer.id);
  const quota = uploadQuotaOf(viewer);
  // A full account is refused before its file is decoded.
  if ((await bytesStoredBy(deps.db, viewer.id)) >= quota) throw appError('UPLOAD_QUOTA_EXCEEDED');
  const image = await processImage(await request.readFile(), uploadBoxes[bucket]);
  const storage = storageFor(deps.config);
  const key = newObjectKey(bucket, folder, image.ext, deps.clock());
  await deps.db.transaction(async (tx) => {
    await lockUploader(tx, viewer.id);
    if ((await bytesStoredBy(tx, viewer.id)) + image.data.length > quota)
      throw appError('UPLOAD_QUOTA_EXCEEDED');
    await recordUpload(tx, { key, uploaderId: viewer.id, bytes: image.data.length, createdAt: deps.clock() });
  });
  try {
    await storage.put(key, image.data, image.contentType);
  } catch (err) {
    deps.log.error({ err, key }, 'upload: storing the image failed');
    await forgetUpload(deps.db, key);
    throw appError('UPLOAD_FAILED');
  }
  return storage.publicUrl(key);
}

/** True when `url` is a profile picture the user uploaded to their own folder. */
export function isOwnProfilePicture(deps: AppDeps, userId: string, url: string): boolean {
  const key = keyFromPublicUrl(storageFor(deps.config), url);
  return key?.startsWith(`profile-pictures/${userId}/`) === true;
}

/** Whose files a release may delete: one bucket, and for profile pictures one user's folder. */
export type UploadOwner =
  | { bucket: 'profile-pictures'; userId: string }
  | { bucket: Exclude<UploadBucket, 'profile-pictures'> };

/**
 * Deletes the stored images behind `urls` once nothing shows them: call it after the transaction
 * that replaced or removed them has committed. Only our own files of the owner's bucket (and
 * folder) are touched, never an outside URL, and never a file a battle, sponsor or ad banner still
 * shows. A failure is logged and left: the change it follows has been made.
 */
export async function releaseUploads(
  deps: AppDeps,
  urls: readonly (string | null | undefined)[],
  owner: UploadOwner,
): Promise<void> {
  const storage = storageFor(deps.config);
  const prefix = 'userId' in owner ? `${owner.bucket}/${owner.userId}/` : `${owner.bucket}/`;
  for (const url of new Set(urls)) {
    const key = url ? keyFromPublicUrl(storage, url) : null;
    if (!key?.startsWith(prefix)) continue;
    try {
      const spellings = [...new Set([`${UPLOADS_PREFIX}${key}`, storage.publicUrl(key)])];
      if (await isShownByStaffContent(deps.db, spellings)) continue;
      await storage.remove(key);
      await forgetUpload(deps.db, key);
      deps.log.info({ key }, 'upload: replaced image deleted');
    } catch (err) {
      deps.log.warn({ err, key }, 'upload: a replaced image could not be deleted');
    }
  }
}
