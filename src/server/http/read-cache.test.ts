import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { type BodyToKeep, ReadCache, type ReadCacheTag } from './read-cache.ts';
import { invalidateForWrite } from './read-cache-hooks.ts';

const battle = (battleId: string, slug: string | null = null) => ({
  kind: 'battle' as const,
  battleId,
  slug,
});
const list = { kind: 'list' as const };

function clockedCache(
  options: { ttlMs?: number; staleMs?: number; maxEntries?: number; maxBytes?: number } = {},
) {
  let now = 1_000;
  const cache = new ReadCache({ ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

/** Keeps `body` under `key` through a read (the only way in). */
const put = (cache: ReadCache, key: string, body: string, tag: ReadCacheTag = list, ttlMs?: number) =>
  cache.body(key, async () => ({ body, etag: `e-${body}`, tag, ...(ttlMs ? { ttlMs } : {}) }));

const keepValue = <T>(cache: ReadCache, key: string, value: T, tag: ReadCacheTag, bytes: number) =>
  cache.value(key, async () => ({ value, keep: { tag, bytes } }));

/** A read that ends when the test says so, counting how often it ran. */
function gatedRead(made: BodyToKeep | null) {
  let open: () => void = () => {};
  let fail: (err: Error) => void = () => {};
  const gate = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  const read = { runs: 0, open, fail, run: async () => {} };
  read.run = async () => {
    read.runs += 1;
    await gate;
  };
  return {
    read,
    fn: async () => {
      await read.run();
      return made;
    },
  };
}

describe('ReadCache', () => {
  it('answers within the TTL and forgets after the stale time', async () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000, staleMs: 500 });
    expect(cache.get('/a')).toBeUndefined();
    await put(cache, '/a', '{"a":1}');
    advance(999);
    expect(cache.get('/a')?.body).toBe('{"a":1}');
    advance(1);
    expect(cache.get('/a')).toBeUndefined();
    advance(501);
    expect(cache.size).toBe(0);
    // Gone from memory once looked up (nothing sweeps on a timer).
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('answers an expired entry at once while one request reads it again', async () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000, staleMs: 1_000 });
    await put(cache, '/a', 'old');
    advance(1_500);
    const gated = gatedRead({ body: 'new', etag: 'e2', tag: list });
    const answers = await Promise.all(Array.from({ length: 5 }, () => cache.body('/a', gated.fn)));
    expect(answers.map((a) => a?.body)).toEqual(Array(5).fill('old'));
    expect(gated.read.runs).toBe(1);
    gated.read.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(cache.get('/a')?.body).toBe('new');
    // A refresh that fails leaves the old copy to its end; then readers read for themselves.
    advance(1_500);
    const failing = gatedRead(null);
    expect((await cache.body('/a', failing.fn))?.body).toBe('new');
    failing.read.fail(new Error('database down'));
    await new Promise((r) => setTimeout(r, 0));
    advance(600);
    await expect(cache.body('/a', async () => Promise.reject(new Error('still down')))).rejects.toThrow(
      'still down',
    );
  });

  it('never answers an invalidated entry, stale or not', async () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000, staleMs: 1_000 });
    await put(cache, '/a', 'old', battle('b1'));
    advance(1_500);
    cache.invalidateBattle('b1');
    expect((await cache.body('/a', async () => ({ body: 'new', etag: 'e', tag: battle('b1') })))?.body).toBe(
      'new',
    );
  });

  it('keeps an entry for its own TTL when it names one (a page without live data)', async () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000 });
    await put(cache, '/sobre', 'about', { kind: 'static' }, 60_000);
    advance(30_000);
    expect(cache.get('/sobre')?.body).toBe('about');
  });

  it('answers a read that overlapped an invalidation, but keeps nothing of it', async () => {
    const { cache } = clockedCache();
    const gated = gatedRead({ body: 'x', etag: 'e', tag: battle('b1') });
    const first = cache.body('/a', gated.fn);
    cache.invalidateBattle('other');
    gated.read.open();
    expect((await first)?.body).toBe('x');
    expect(cache.get('/a')).toBeUndefined();
    await put(cache, '/a', 'x', battle('b1'));
    expect(cache.get('/a')?.body).toBe('x');
  });

  it("drops a battle's entries by id or slug, and every list, but not other battles", async () => {
    const { cache } = clockedCache();
    await put(cache, '/api/battles/b1', '/api/battles/b1', battle('b1', 'grande-final'));
    await put(cache, '/api/battles/grande-final', 'slug', battle('b1', 'grande-final'));
    await put(cache, '/api/battles/b2', '/api/battles/b2', battle('b2'));
    await put(cache, '/api/battles', 'list', list);
    cache.invalidateBattle('grande-final');
    expect(cache.get('/api/battles/b1')).toBeUndefined();
    expect(cache.get('/api/battles/grande-final')).toBeUndefined();
    expect(cache.get('/api/battles')).toBeUndefined();
    expect(cache.get('/api/battles/b2')?.body).toBe('/api/battles/b2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond the entry and byte limits', async () => {
    const { cache } = clockedCache({ maxEntries: 2, maxBytes: 10 });
    await put(cache, '/a', 'aaa');
    await put(cache, '/b', 'bbb');
    cache.get('/a');
    await put(cache, '/c', 'ccc');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.body).toBe('aaa');
    await put(cache, '/d', 'dddddddd');
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    expect(cache.get('/d')?.body).toBe('dddddddd');
    // Too big to keep: answered, not kept.
    expect((await put(cache, '/huge', 'x'.repeat(11)))?.body).toBe('x'.repeat(11));
    expect(cache.get('/huge')).toBeUndefined();
  });
});

describe('ReadCache single flight', () => {
  it('gives concurrent misses of one key one read', async () => {
    const { cache } = clockedCache();
    const gated = gatedRead({ body: 'one read', etag: 'e', tag: list });
    const answers = Array.from({ length: 20 }, () => cache.body('/a', gated.fn));
    gated.read.open();
    const bodies = await Promise.all(answers);
    expect(gated.read.runs).toBe(1);
    expect(new Set(bodies)).toEqual(new Set([cache.get('/a')]));
    expect(bodies[0]?.body).toBe('one read');
  });

  it('fails every waiter with a failed read, and the next request reads again', async () => {
    const { cache } = clockedCache();
    const gated = gatedRead({ body: 'never', etag: 'e', tag: list });
    const answers = Array.from({ length: 5 }, () => cache.body('/a', gated.fn));
    gated.read.fail(new Error('database down'));
    const settled = await Promise.allSettled(answers);
    expect(settled.every((s) => s.status === 'rejected')).toBe(true);
    expect(gated.read.runs).toBe(1);
    expect((await put(cache, '/a', 'back'))?.body).toBe('back');
  });

  it('hands waiters null when the read kept nothing (they read for themselves)', async () => {
    const { cache } = clockedCache();
    const gated = gatedRead(null);
    const answers = [cache.body('/a', gated.fn), cache.body('/a', gated.fn)];
    gated.read.open();
    expect(await Promise.all(answers)).toEqual([null, null]);
    expect(gated.read.runs).toBe(1);
  });

  it('starts a new read for requests that come after an invalidation', async () => {
    const { cache } = clockedCache();
    const before = gatedRead({ body: 'before', etag: 'e', tag: battle('b1') });
    const after = gatedRead({ body: 'after', etag: 'e', tag: battle('b1') });
    const early = cache.body('/a', before.fn);
    cache.invalidateBattle('b1');
    const late = cache.body('/a', after.fn);
    const later = cache.body('/a', before.fn);
    after.read.open();
    before.read.open();
    expect((await early)?.body).toBe('before');
    expect((await late)?.body).toBe('after');
    expect((await later)?.body).toBe('after');
    expect(cache.get('/a')?.body).toBe('after');
  });

  it('reads alone when asked (a session: other sessions must not wait for it)', async () => {
    const { cache } = clockedCache();
    const gated = gatedRead({ body: 'x', etag: 'e', tag: list });
    const answers = [
      cache.body('/a', gated.fn, { alone: true }),
      cache.body('/a', gated.fn, { alone: true }),
    ];
    gated.read.open();
    await Promise.all(answers);
    expect(gated.read.runs).toBe(2);
  });
});

describe('ReadCache kept values (the shared state signed-in answers are completed from)', () => {
  it('keeps a value like a body: within the TTL, never across an invalidation of its battle', async () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000 });
    const state = { title: 'Final' };
    await keepValue(cache, 'state b1', state, battle('b1', 'final'), 100);
    await keepValue(cache, 'state b2', { title: 'Outra' }, battle('b2'), 100);
    const again = await cache.value('state b1', async () => ({ value: { title: 'relido' }, keep: null }));
    expect(again).toBe(state);
    expect(cache.totalBytes).toBe(200);
    // Its slug names it as well as its id; another battle's value stays.
    cache.invalidateBattle('final');
    expect(await cache.value('state b1', async () => ({ value: 'relido', keep: null }))).toBe('relido');
    expect(await cache.value('state b2', async () => ({ value: 'relido', keep: null }))).toEqual({
      title: 'Outra',
    });
    // Past its TTL and stale time, it is read again.
    advance(2_001);
    expect(await cache.value('state b2', async () => ({ value: 'relido', keep: null }))).toBe('relido');
    expect(cache.totalBytes).toBe(0);
  });

  it('shares one read of a value among concurrent readers, errors included', async () => {
    const { cache } = clockedCache();
    let runs = 0;
    const read = async () => {
      runs += 1;
      await new Promise((r) => setTimeout(r, 5));
      throw new Error('moved');
    };
    const settled = await Promise.allSettled([cache.value('s', read), cache.value('s', read)]);
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected']);
    expect(runs).toBe(1);
  });

  it('counts values in the entry and byte limits, the least recently used going first', async () => {
    const { cache } = clockedCache({ maxEntries: 2, maxBytes: 1_000 });
    await keepValue(cache, 'a', 'a', battle('a'), 400);
    await keepValue(cache, 'b', 'b', battle('b'), 400);
    await cache.value('a', async () => ({ value: 'x', keep: null }));
    await keepValue(cache, 'c', 'c', battle('c'), 400);
    expect(cache.totalBytes).toBe(800);
    expect(await cache.value('b', async () => ({ value: 'gone', keep: null }))).toBe('gone');
    expect(await cache.value('a', async () => ({ value: 'gone', keep: null }))).toBe('a');
  });
});

describe('invalidateForWrite', () => {
  /** A write as the router matched it: the route's config and its decoded params. */
  const write = (config: Record<string, unknown>, id?: string) =>
    ({
      params: id === undefined ? {} : { id },
      routeOptions: { config },
    }) as unknown as FastifyRequest;

  it('narrows battle-scoped routes to their battle and clears on any other write', async () => {
    const { cache } = clockedCache();
    const fill = async () => {
      await put(cache, '/api/battles/b1', '1', battle('b1', 'final'));
      await put(cache, '/api/battles/b2', '2', battle('b2'));
    };
    for (const id of ['b1', 'final']) {
      await fill();
      invalidateForWrite(cache, write({ battleWrite: true }, id));
      expect(cache.get('/api/battles/b1'), id).toBeUndefined();
      expect(cache.get('/api/battles/b2'), id).toBeDefined();
    }
    // A route not declared battle-scoped clears everything, whatever its params say.
    for (const request of [write({}, 'b1'), write({}), write({ battleWrite: true })]) {
      await fill();
      invalidateForWrite(cache, request);
      expect(cache.size).toBe(0);
    }
  });

  it('drops nothing for a write of vote counts', async () => {
    const { cache } = clockedCache();
    await put(cache, '/api/battles/b1', '1', battle('b1'));
    await put(cache, '/api/battles', 'list', list);
    invalidateForWrite(cache, write({ cacheWrite: 'counts' }, 'b1'));
    expect(cache.size).toBe(2);
  });
});
