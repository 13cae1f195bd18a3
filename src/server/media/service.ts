import type { UploadBucket } from '#domain/schemas/media.ts';
import type { Viewer } from '../auth/viewer.ts';
import type { AppDeps } from '../deps.ts';
import { appError } from '../http/app-error.ts';
import { hit } from '../rate-limit/repository.ts';
import { processImage } from './image.ts';
import { keyFromPublicUrl, newObjectKey, storageFor } from './storage.ts';

const UPLOAD_WINDOW_MS = 10 * 60 * 1000;
const MAX_UPLOADS_PER_WINDOW = 30;

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

/** Checks, re-encodes and stores one image; returns its public URL. Nothing is stored on refusal. */
export async function uploadImage(deps: AppDeps, request: UploadRequest): Promise<string> {
  const { viewer, bucket } = request;
  let folder: string | null = null;
  if (bucket === 'profile-pictures') {
    if (request.folder !== undefined && request.folder !== viewer.id)
      throw appError('UPLOAD_FOLDER_FORBIDDEN');
    folder = viewer.id;
  }
  await assertUploadRate(deps, viewer.id);
  const image = await processImage(await request.readFile());
  const storage = storageFor(deps.config);
  const key = newObjectKey(bucket, folder, image.ext, deps.clock());
  await storage.put(key, image.data, image.contentType);
  return storage.publicUrl(key);
}

/** True when `url` is a profile picture the user uploaded to their own folder. */
export function isOwnProfilePicture(deps: AppDeps, userId: string, url: string): boolean {
  const key = keyFromPublicUrl(storageFor(deps.config), url);
  return key?.startsWith(`profile-pictures/${userId}/`) === true;
}
