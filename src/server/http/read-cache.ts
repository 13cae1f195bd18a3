import { LRUCache } from 'lru-cache';

/**
 * A per-instance micro-cache of public reads: anonymous bodies (the battle page data and the
 * arena's first page, as JSON and as server-rendered pages), keyed by what the answer depends on
 * (read-cache-hooks.ts readCacheKey, domain/pages/page-query.ts), and the viewer-independent values that
 * signed-in answers are completed from (a battle's rows, a fan page's shell: read once per battle
 * state for every reader, docs/decisions/0020-signed-in-reads.md). An entry is fresh for
 * READ_CACHE_TTL_MS (pages without live data longer), then answered for READ_CACHE_STALE_MS more
 * while one request reads it again in the background: readers never wait for the database while
 * a copy exists. Entries are dropped on every local write that is not a vote (before its answer
 * leaves) and on every rare live event (status, participants, voids); vote counts in an entry may
 * lag by the TTL and the stale time, which the live stream corrects
 * (docs/decisions/0032-reads-under-votes.md). Concurrent misses of one key share one read
 * (`body`, `value`), so a key read under load is read once, not once per waiting request.
 */

export const READ_CACHE_TTL_MS = 1_000;
/** How long an expired entry is still answered while its next read is under way. */
export const READ_CACHE_STALE_MS = 1_000;
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

/** A body as a read hands it over to be kept. */
export interface BodyToKeep {
  body: string;
  etag: string;
  tag: ReadCacheTag;
  /** Response headers to send again with the body (a page's content type and CSP nonce). */
  headers?: Record<string, string>;
  /** Longer (or shorter) than the cache's TTL: pages without live data. */
  ttlMs?: number;
}

export interface ReadCacheEntry {
  body: string;
  /** Compressed forms of `body`, made on first demand (http/encoded-body.ts); not in the byte count. */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
  etag: string;
  tag: ReadCacheTag;
  headers?: Record<string, string>;
}

/** A viewer-independent value a read hands over: kept under `keep` (its tag and estimated size). */
export interface ValueToKeep<T> {
  value: T;
  keep: { tag: ReadCacheTag; bytes: number } | null;
}

type Kept = (
  | { kind: 'body'; entry: ReadCacheEntry }
  | { kind: 'value'; value: unknown; tag: ReadCacheTag }
) & { bytes: number; freshUntil: number };

const tagOf = (kept: Kept) => (kept.kind === 'body' ? kept.entry.tag : kept.tag);

export interface ReadCacheOptions {
  ttlMs?: number;
  staleMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  now?: () => number;
}

/** A read in progress, joined by the requests for its key that come before any invalidation. */
interface Flight {
  generation: number;
  result: Promise<unknown>;
}

export class ReadCache {
  private readonly kept: LRUCache<string, Kept>;
  private readonly flights = new Map<string, Flight>();
  // Bumped by every invalidation: a read that began before one may predate a write, so what it
  // read is answered to the requests that waited for it but never kept or joined afterwards.
  private generation = 0;
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly now: () => number;

  constructor(options: ReadCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? READ_CACHE_TTL_MS;
    this.staleMs = Math.max(0, options.staleMs ?? READ_CACHE_STALE_MS);
    this.now = options.now ?? (() => performance.now());
    this.kept = new LRUCache<string, Kept>({
      max: options.maxEntries ?? READ_CACHE_MAX_ENTRIES,
      maxSize: options.maxBytes ?? READ_CACHE_MAX_BYTES,
      sizeCalculation: (kept) => kept.bytes,
      ttl: Math.max(this.ttlMs + this.staleMs, 1),
      // Expiry is checked against the clock on every read: the default caches the time for a
      // millisecond with a timer per call, and a test's clock moves without real time passing.
      ttlResolution: 0,
      perf: { now: this.now },
    });
  }

  /** Bodies kept (values apart). */
  get size(): number {
    let bodies = 0;
    for (const kept of this.kept.values()) if (kept.kind === 'body') bodies += 1;
    return bodies;
  }

  get totalBytes(): number {
    return this.kept.calculatedSize;
  }

  /** A fresh kept body, without waiting for a read. */
  get(key: string): ReadCacheEntry | undefined {
    const kept = this.kept.get(key);
    return kept?.kind === 'body' && kept.freshUntil > this.now() ? kept.entry : undefined;
  }

  /**
   * The body under `key`: kept (an expired one while it is read again in the background), or the
   * one a read already under way gives, or the one `read` makes now. Null when the read made
   * nothing to keep (its caller answers with what it has; a request that waited for it does its
   * own read). A read that fails fails every request that waited for it. `alone`: this request's
   * read is its own (a session's page), neither joined nor joining.
   */
  async body(
    key: string,
    read: () => Promise<BodyToKeep | null>,
    options: { alone?: boolean } = {},
  ): Promise<ReadCacheEntry | null> {
    const made = async (): Promise<Made<ReadCacheEntry | null>> => {
      const kept = await read();
      if (!kept) return { result: null, keep: null };
      const { ttlMs = this.ttlMs, ...entry } = kept;
      const bytes = Math.max(1, Buffer.byteLength(kept.body));
      return { result: entry, keep: { kept: { kind: 'body', entry, bytes }, ttlMs } };
    };
    const kept = this.kept.get(key);
    if (kept?.kind === 'body') {
      this.refreshIfStale(key, kept, made);
      return kept.entry;
    }
    return options.alone ? this.readAlone(key, made) : this.share(key, made);
  }

  /** A viewer-independent value under `key`, read as `body` reads a body. */
  async value<T>(key: string, read: () => Promise<ValueToKeep<T>>): Promise<T> {
    const made = async (): Promise<Made<T>> => {
      const { value, keep } = await read();
      const bytes = Math.max(1, keep?.bytes ?? 0);
      return {
        result: value,
        keep: keep && { kept: { kind: 'value', value, tag: keep.tag, bytes }, ttlMs: this.ttlMs },
      };
    };
    const kept = this.kept.get(key);
    if (kept?.kind === 'value') {
      this.refreshIfStale(key, kept, made);
      return kept.value as T;
    }
    return this.share(key, made);
  }

  /** A battle changed (`identifier` is its id or slug): its entries and every list go. */
  invalidateBattle(identifier: string): void {
    this.generation += 1;
    const about = (tag: ReadCacheTag) =>
      tag.kind === 'list' ||
      (tag.kind === 'battle' && (tag.battleId === identifier || tag.slug === identifier));
    const gone: string[] = [];
    for (const [key, kept] of this.kept.entries()) if (about(tagOf(kept))) gone.push(key);
    for (const key of gone) this.kept.delete(key);
  }

  /** Something changed that may show anywhere (a profile name, an admin edit): everything goes. */
  clear(): void {
    this.generation += 1;
    this.kept.clear();
  }

  /**
   * An expired entry is read again by one request, in the background: the others are answered
   * with it meanwhile. A failed refresh leaves it to expire; the next reader then reads and sees
   * the error.
   */
  private refreshIfStale<T>(key: string, kept: Kept, read: () => Promise<Made<T>>): void {
    if (kept.freshUntil > this.now()) return;
    this.share(key, read).catch(() => {});
  }

  /** The requests for one key that come while it is read wait for that read instead of their own. */
  private share<T>(key: string, read: () => Promise<Made<T>>): Promise<T> {
    const flight = this.flights.get(key);
    if (flight && flight.generation === this.generation) return flight.result as Promise<T>;
    const result = this.readAlone(key, read).finally(() => {
      if (this.flights.get(key)?.result === result) this.flights.delete(key);
    });
    this.flights.set(key, { generation: this.generation, result });
    return result;
  }

  private async readAlone<T>(key: string, read: () => Promise<Made<T>>): Promise<T> {
    const generation = this.generation;
    const { result, keep } = await read();
    if (keep && generation === this.generation && this.ttlMs > 0 && keep.ttlMs > 0) {
      const kept: Kept = { ...keep.kept, freshUntil: this.now() + keep.ttlMs };
      this.kept.set(key, kept, { ttl: keep.ttlMs + this.staleMs });
    }
    return result;
  }
}

/** What a read made: the result its requests get, and what to keep of it. */
interface Made<T> {
  result: T;
  keep: { kept: DistributiveOmit<Kept, 'freshUntil'>; ttlMs: number } | null;
}

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
