/**
 * A per-instance micro-cache of anonymous public read bodies (the battle page data and the arena's
 * first page, as JSON and as server-rendered pages), keyed by URL and kept for at most
 * READ_CACHE_TTL_MS (pages without live data longer). A burst of anonymous readers
 * of one battle then costs one database read and one serialization per second instead of one per
 * request. Entries are dropped on every local write (before its answer leaves) and on every live
 * event heard through LISTEN/NOTIFY, so a reader never gets an answer older than a change they
 * could have seen; bodies of signed-in viewers never enter it.
 */

export const READ_CACHE_TTL_MS = 1_000;
export const READ_CACHE_MAX_ENTRIES = 256;
/** A 1,000-fighter battle page is ~200 KB; this keeps the worst case well under the heap's size. */
export const READ_CACHE_MAX_BYTES = 32 * 1024 * 1024;

/**
 * What an entry is about: one battle (by id and slug, either may appear in a write's URL), a list
 * (any battle change may show in it), or a page without live data (only a full clear drops it).
 */
export type ReadCacheTag =
  | { kind: 'battle'; battleId: string; slug: string | null }
  | { kind: 'list' }
  | { kind: 'static' };

export interface ReadCacheEntry {
  body: string;
  /** Compressed forms of `body`, made on first demand (http/encoded-body.ts); not in the byte count. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
  etag: string;
  tag: ReadCacheTag;
  /** Response headers to send again with the body (a page's content type and CSP nonce). */
  headers?: Record<string, string>;
  expiresAt: number;
  bytes: number;
}

export interface ReadCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

export class ReadCache {
  // A Map iterates in insertion order: re-inserting on a hit keeps the least recently used first.
  private readonly entries = new Map<string, ReadCacheEntry>();
  private bytes = 0;
  private generation = 0;
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
    this.maxEntries = options.maxEntries ?? READ_CACHE_MAX_ENTRIES;
    this.maxBytes = options.maxBytes ?? READ_CACHE_MAX_BYTES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /**
   * Taken before a read touches the database and handed back to `set`: an invalidation in between
   * means the body may predate a write, so it is not kept (the next reader reads again).
   */
  stamp(): number {
    return this.generation;
  }

  get(key: string): ReadCacheEntry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps `body` unless something was invalidated since `stamp`; false when it was not kept. */
  /** `ttlMs` lengthens (or shortens) the default TTL for this entry (pages without live data). */
  set(
    key: string,
    value: {
      body: string;
      etag: string;
      tag: ReadCacheTag;
      headers?: Record<string, string>;
      ttlMs?: number;
    },
    stamp: number,
  ): boolean {
    const { ttlMs = this.ttlMs, ...entry } = value;
    if (stamp !== this.generation || this.ttlMs <= 0 || ttlMs <= 0) return false;
    const bytes = Buffer.byteLength(value.body);
    if (bytes > this.maxBytes) return false;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { ...entry, bytes, expiresAt: this.now() + ttlMs });
    this.bytes += bytes;
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size <= this.maxEntries && this.bytes <= this.maxBytes) break;
      this.remove(oldest, entry);
    }
    return true;
  }

  /** A battle changed (`identifier` is its id or slug): its pages and every list go. */
  invalidateBattle(identifier: string): void {
    this.generation += 1;
    for (const [key, entry] of this.entries) {
      const { tag } = entry;
      if (tag.kind === 'static') continue;
      if (tag.kind === 'list' || tag.battleId === identifier || tag.slug === identifier) {
        this.remove(key, entry);
      }
    }
  }

  /** Something changed that may show anywhere (a profile name, an admin edit): everything goes. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.bytes = 0;
  }

  private remove(key: string, entry: ReadCacheEntry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
