/**
 * A per-instance micro-cache of anonymous public read bodies (the battle page data and the arena's
 * first page, as JSON and as server-rendered pages), keyed by URL and kept for at most
 * READ_CACHE_TTL_MS (pages without live data longer). A burst of anonymous readers
 * of one battle then costs one database read and one serialization per second instead of one per
 * request. Entries are dropped on every local write (before its answer leaves) and on every live
 * event heard through LISTEN/NOTIFY, so a reader never gets an answer older than a change they
 * could have seen; bodies of signed-in viewers never enter it. It also keeps the viewer-independent
 * rows that signed-in answers are completed from (getValue/setValue: a battle's rows, read once per
 * battle state for every signed-in reader, docs/decisions/0020-signed-in-reads.md), under the same
 * rules.
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

/**
 * A viewer-independent value read for answers that are personal as a whole (a battle's rows,
 * which every signed-in reader's answer completes with their own fields): kept, expired and
 * dropped exactly like the bodies, never sent as it is.
 */
interface KeptValue {
  value: unknown;
  tag: ReadCacheTag;
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
  private readonly values = new Map<string, KeptValue>();
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
    this.evict();
    return true;
  }

  /** A kept value (see KeptValue), or undefined when absent or expired. */
  getValue<T>(key: string): T | undefined {
    const kept = this.values.get(key);
    if (!kept) return undefined;
    this.values.delete(key);
    if (kept.expiresAt <= this.now()) {
      this.bytes -= kept.bytes;
      return undefined;
    }
    this.values.set(key, kept);
    return kept.value as T;
  }

  /**
   * Keeps a value read since `stamp` (as `set` keeps a body), counted as `bytes` (an estimate of
   * its size) in the same budget as the bodies; false when it was not kept.
   */
  setValue(key: string, value: unknown, tag: ReadCacheTag, bytes: number, stamp: number): boolean {
    if (stamp !== this.generation || this.ttlMs <= 0 || bytes > this.maxBytes) return false;
    const old = this.values.get(key);
    if (old) {
      this.values.delete(key);
      this.bytes -= old.bytes;
    }
    this.values.set(key, { value, tag, bytes, expiresAt: this.now() + this.ttlMs });
    this.bytes += bytes;
    this.evict();
    return true;
  }

  /** A battle changed (`identifier` is its id or slug): its pages and every list go. */
  invalidateBattle(identifier: string): void {
    this.generation += 1;
    const about = (tag: ReadCacheTag) =>
      tag.kind === 'list' ||
      (tag.kind === 'battle' && (tag.battleId === identifier || tag.slug === identifier));
    for (const [key, entry] of this.entries) if (about(entry.tag)) this.remove(key, entry);
    for (const [key, kept] of this.values) {
      if (!about(kept.tag)) continue;
      this.values.delete(key);
      this.bytes -= kept.bytes;
    }
  }

  /** Something changed that may show anywhere (a profile name, an admin edit): everything goes. */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.values.clear();
    this.bytes = 0;
  }

  /** The least recently used bodies, then values, go until both limits hold. */
  private evict(): void {
    for (const [oldest, entry] of this.entries) {
      if (this.entries.size + this.values.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.remove(oldest, entry);
    }
    for (const [oldest, kept] of this.values) {
      if (this.entries.size + this.values.size <= this.maxEntries && this.bytes <= this.maxBytes) return;
      this.values.delete(oldest);
      this.bytes -= kept.bytes;
    }
  }

  private remove(key: string, entry: ReadCacheEntry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
