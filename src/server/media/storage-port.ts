import type { Readable } from 'node:stream';

export interface StoredObject {
  body: Readable;
  contentType: string;
  size: number | undefined;
}

/** Where uploaded images live: local disk by default, S3-compatible storage when configured. */
export interface Storage {
  /** Stores a new object; never replaces an existing one (the write fails instead). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  /** Deletes an object (a deleted account's photo); a missing one is not an error. */
  remove(key: string): Promise<void>;
  publicUrl(key: string): string;
}
