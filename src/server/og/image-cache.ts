/**
 * Rendered cards of this instance: an image is rendered at most once per `ttlMs` per key, and one
 * render at a time per key (concurrent requests for a stale or missing card share the one render).
 * A failed render keeps serving the previous card when there is one. Least recently used cards go
 * first beyond `maxEntries`.
 */
export interface CachedImage {
  png: Buffer;
  etag: string;
}

interface Entry {
  image: CachedImage;
  renderedAt: number;
}

export interface ImageCacheOptions {
  ttlMs?: number;
  /** Whether a failed render may still serve the previous card (not when the battle is gone). */
  keepOnError?: (err: unknown) => boolean;
  maxEntries?: number;
  now?: () => number;
}

export const OG_IMAGE_TTL_MS = 60_000;

export class ImageCache {
  private readonly entries = new Map<string, Entry>();
  private readonly inflight = new Map<string, Promise<CachedImage>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;
  private readonly keepOnError: (err: unknown) => boolean;

  constructor(options: ImageCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? OG_IMAGE_TTL_MS;
    this.maxEntries = options.maxEntries ?? 500;
    this.now = options.now ?? Date.now;
    this.keepOnError = options.keepOnError ?? (() => true);
  }

  get size(): number {
    return this.entries.size;
  }

  /** The card for `key`: cached while fresh, else rendered by `render` (shared with concurrent callers). */
  async get(key: string, render: () => Promise<CachedImage>): Promise<CachedImage> {
    const cached = this.entries.get(key);
    if (cached && this.now() - cached.renderedAt < this.ttlMs) {
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached.image;
    }
    let pending = this.inflight.get(key);
    if (!pending) {
      const startedAt = this.now();
      pending = render()
        .then((image) => {
          this.entries.delete(key);
          // Counted from the start of the render: the data it drew was read then.
          this.entries.set(key, { image, renderedAt: startedAt });
          for (const [oldest] of this.entries) {
            if (this.entries.size <= this.maxEntries) break;
            this.entries.delete(oldest);
          }
          return image;
        })
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    try {
      return await pending;
    } catch (err) {
      if (cached && this.keepOnError(err)) return cached.image;
      this.entries.delete(key);
      throw err;
    }
  }
}
