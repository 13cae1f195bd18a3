import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type UploadBucket, uploadBuckets } from '#domain/schemas/media.ts';
import type { Config } from '#server/config.ts';
import { createS3Storage } from './s3-storage.ts';
import type { Storage } from './storage-port.ts';

export type ImageExtension = 'png' | 'jpg' | 'webp';

export const contentTypes: Record<ImageExtension, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Public path prefix of stored files, whatever the driver (S3 may use its own public URL). */
export const UPLOADS_PREFIX = '/uploads/';
export const UPLOAD_CACHE_CONTROL = 'public, max-age=3600';

export type { Storage } from './storage-port.ts';

// bucket / optional folder (a user id) / timestamp-random.ext: nothing else is ever a valid key,
// so a crafted path ('..', '%2e', absolute paths) cannot reach outside the uploads area.
const KEY_PATTERN = new RegExp(
  `^(?:${uploadBuckets.join('|')})/(?:[A-Za-z0-9_-]{1,64}/)?\\d{13}-[a-z0-9]{6,32}\\.(png|jpg|webp)$`,
);

export function isValidKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function extensionOfKey(key: string): ImageExtension {
  const ext = path.extname(key).slice(1);
  return ext === 'jpg' || ext === 'webp' ? ext : 'png';
}

/** 'profile-pictures/<user id>/1719999999999-k3j2h1g0.png' */
export function newObjectKey(
  bucket: UploadBucket,
  folder: string | null,
  ext: ImageExtension,
  now: Date = new Date(),
): string {
  const name = `${String(now.getTime()).padStart(13, '0')}-${randomBytes(6).toString('hex')}.${ext}`;
  return folder ? `${bucket}/${folder}/${name}` : `${bucket}/${name}`;
}

/** The storage key behind one of our public URLs, or null for anything else. */
export function keyFromPublicUrl(storage: Storage, url: string): string | null {
  const candidates = [UPLOADS_PREFIX, storage.publicUrl('')];
  for (const prefix of candidates) {
    if (prefix && url.startsWith(prefix)) {
      const key = url.slice(prefix.length);
      if (isValidKey(key)) return key;
    }
  }
  return null;
}

export function localUploadsDir(config: Pick<Config, 'dataDir'>): string {
  return path.join(config.dataDir, 'uploads');
}

export function createLocalStorage(root: string): Storage {
  const fileOf = (key: string) => {
    if (!isValidKey(key)) throw new Error(`invalid storage key: ${key}`);
    const file = path.resolve(root, key);
    if (!file.startsWith(path.resolve(root) + path.sep)) throw new Error(`invalid storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // 'wx' fails when the file exists: an upload never overwrites another one.
      await writeFile(file, body, { flag: 'wx', mode: 0o644 });
    },
    async get(key) {
      if (!isValidKey(key)) return null;
      const file = fileOf(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return {
          body: createReadStream(file),
          contentType: contentTypes[extensionOfKey(key)],
          size: info.size,
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(key) {
      try {
        await unlink(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },
    publicUrl: (key) => `${UPLOADS_PREFIX}${key}`,
  };
}

const cache = new WeakMap<Config, Storage>();

/** The configured storage, built once per config (tests build apps with their own configs). */
export function storageFor(config: Config): Storage {
  let storage = cache.get(config);
  if (!storage) {
    storage =
      config.STORAGE_DRIVER === 's3' ? createS3Storage(config) : createLocalStorage(localUploadsDir(config));
    cache.set(config, storage);
  }
  return storage;
}
