import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ReadCache } from './read-cache.ts';
import { invalidateForWrite } from './read-cache-hooks.ts';

const battle = (battleId: string, slug: string | null = null) => ({
  kind: 'battle' as const,
  battleId,
  slug,
});
const list = { kind: 'list' as const };

function clockedCache(options: { ttlMs?: number; maxEntries?: number; maxBytes?: number } = {}) {
  let now = 1_000;
  const cache = new ReadCache({ ...options, now: () => now });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ReadCache', () => {
  it('answers within the TTL and forgets after it', () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000 });
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', { body: '{"a":1}', etag: 'e', tag: list }, cache.stamp())).toBe(true);
    advance(999);
    expect(cache.get('/a')?.body).toBe('{"a":1}');
    advance(1);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.size).toBe(0);
    expect(cache.totalBytes).toBe(0);
  });

  it('refuses a body read before an invalidation (it may predate the write)', () => {
    const { cache } = clockedCache();
    const stamp = cache.stamp();
    cache.invalidateBattle('other');
    expect(cache.set('/a', { body: 'x', etag: 'e', tag: battle('b1') }, stamp)).toBe(false);
    expect(cache.get('/a')).toBeUndefined();
    expect(cache.set('/a', { body: 'x', etag: 'e', tag: battle('b1') }, cache.stamp())).toBe(true);
  });

  it("drops a battle's entries by id or slug, and every list, but not other battles", () => {
    const { cache } = clockedCache();
    const put = (key: string, tag: Parameters<ReadCache['set']>[1]['tag']) =>
      cache.set(key, { body: key, etag: key, tag }, cache.stamp());
    put('/api/battles/b1', battle('b1', 'grande-final'));
    put('/api/battles/grande-final', battle('b1', 'grande-final'));
    put('/api/battles/b2', battle('b2'));
    put('/api/battles', list);
    cache.invalidateBattle('grande-final');
    expect(cache.get('/api/battles/b1')).toBeUndefined();
    expect(cache.get('/api/battles/grande-final')).toBeUndefined();
    expect(cache.get('/api/battles')).toBeUndefined();
    expect(cache.get('/api/battles/b2')?.body).toBe('/api/battles/b2');
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('evicts the least recently used entry beyond the entry and byte limits', () => {
    const { cache } = clockedCache({ maxEntries: 2, maxBytes: 10 });
    const put = (key: string, body: string) => cache.set(key, { body, etag: 'e', tag: list }, cache.stamp());
    put('/a', 'aaa');
    put('/b', 'bbb');
    cache.get('/a');
    put('/c', 'ccc');
    expect(cache.get('/b')).toBeUndefined();
    expect(cache.get('/a')?.body).toBe('aaa');
    put('/d', 'dddddddd');
    expect(cache.totalBytes).toBeLessThanOrEqual(10);
    expect(cache.get('/d')?.body).toBe('dddddddd');
    expect(put('/huge', 'x'.repeat(11))).toBe(false);
  });
});

describe('ReadCache kept values (the shared state signed-in answers are completed from)', () => {
  it('keeps a value like a body: within the TTL, never across an invalidation of its battle', () => {
    const { cache, advance } = clockedCache({ ttlMs: 1_000 });
    const state = { title: 'Final' };
    expect(cache.setValue('state b1', state, battle('b1', 'final'), 100, cache.stamp())).toBe(true);
    expect(cache.setValue('state b2', { title: 'Outra' }, battle('b2'), 100, cache.stamp())).toBe(true);
    expect(cache.getValue('state b1')).toBe(state);
    expect(cache.totalBytes).toBe(200);
    // Its slug names it as well as its id; another battle's value stays.
    cache.invalidateBattle('final');
    expect(cache.getValue('state b1')).toBeUndefined();
    expect(cache.getValue('state b2')).toEqual({ title: 'Outra' });
    advance(1_000);
    expect(cache.getValue('state b2')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('refuses a value read before an invalidation, and drops every value on clear', () => {
    const { cache } = clockedCache();
    const stamp = cache.stamp();
    cache.invalidateBattle('other');
    expect(cache.setValue('state b1', {}, battle('b1'), 10, stamp)).toBe(false);
    expect(cache.setValue('state b1', {}, battle('b1'), 10, cache.stamp())).toBe(true);
    cache.clear();
    expect(cache.getValue('state b1')).toBeUndefined();
    expect(cache.totalBytes).toBe(0);
  });

  it('counts values in the entry and byte limits, the least recently used going first', () => {
    const { cache } = clockedCache({ maxEntries: 2, maxBytes: 1_000 });
    cache.setValue('a', 'a', battle('a'), 400, cache.stamp());
    cache.setValue('b', 'b', battle('b'), 400, cache.stamp());
    cache.getValue('a');
    cache.setValue('c', 'c', battle('c'), 400, cache.stamp());
    expect(cache.getValue('b')).toBeUndefined();
    expect(cache.getValue('a')).toBe('a');
    expect(cache.getValue('c')).toBe('c');
    expect(cache.totalBytes).toBe(800);
    expect(cache.setValue('huge', 'x', battle('x'), 2_000, cache.stamp())).toBe(false);
  });
});

describe('invalidateForWrite', () => {
  /** A write as the router matched it: the route's config and its decoded params. */
  const write = (battleWrite: boolean, id?: string) =>
    ({
      params: id === undefined ? {} : { id },
      routeOptions: { config: battleWrite ? { battleWrite: true } : {} },
    }) as unknown as FastifyRequest;

  it('narrows battle-scoped routes to their battle and clears on any other write', () => {
    const { cache } = clockedCache();
    const fill = () => {
      cache.set('/api/battles/b1', { body: '1', etag: 'e', tag: battle('b1', 'final') }, cache.stamp());
      cache.set('/api/battles/b2', { body: '2', etag: 'e', tag: battle('b2') }, cache.stamp());
    };
    for (const id of ['b1', 'final']) {
      fill();
      invalidateForWrite(cache, write(true, id));
      expect(cache.get('/api/battles/b1'), id).toBeUndefined();
      expect(cache.get('/api/battles/b2'), id).toBeDefined();
    }
    // A route not declared battle-scoped clears everything, whatever its params say.
    for (const request of [write(false, 'b1'), write(false), write(true)]) {
      fill();
      invalidateForWrite(cache, request);
      expect(cache.size).toBe(0);
    }
  });
});
