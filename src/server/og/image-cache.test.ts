import { describe, expect, it } from 'vitest';
import { type CachedImage, ImageCache } from './image-cache.ts';

const image = (n: number): CachedImage => ({ png: Buffer.from([n]), etag: `"${n}"` });

describe('ImageCache', () => {
  it('renders a key once per minute, and once for concurrent callers', async () => {
    let now = 0;
    const cache = new ImageCache({ ttlMs: 60_000, now: () => now });
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 10));
      return image(renders);
    };
    const first = await Promise.all(Array.from({ length: 5 }, () => cache.get('a', render)));
    expect(renders).toBe(1);
    expect(new Set(first.map((i) => i.etag))).toEqual(new Set(['"1"']));
    now = 59_999;
    expect((await cache.get('a', render)).etag).toBe('"1"');
    expect(renders).toBe(1);
    now = 60_000;
    const again = await Promise.all([cache.get('a', render), cache.get('a', render)]);
    expect(renders).toBe(2);
    expect(again.map((i) => i.etag)).toEqual(['"2"', '"2"']);
    await cache.get('b', render);
    expect(renders).toBe(3);
  });

  it('serves the previous card when a re-render fails, unless the error says it is gone', async () => {
    let now = 0;
    const gone = new Error('gone');
    const cache = new ImageCache({ ttlMs: 1_000, now: () => now, keepOnError: (err) => err !== gone });
    await cache.get('a', async () => image(1));
    now = 2_000;
    expect((await cache.get('a', async () => Promise.reject(new Error('resvg failed')))).etag).toBe('"1"');
    await expect(cache.get('a', async () => Promise.reject(gone))).rejects.toBe(gone);
    await expect(cache.get('a', async () => Promise.reject(new Error('x')))).rejects.toThrow('x');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const cache = new ImageCache({ maxEntries: 2 });
    let renders = 0;
    const render = async () => image(++renders);
    await cache.get('a', render);
    await cache.get('b', render);
    await cache.get('a', render);
    await cache.get('c', render);
    expect(cache.size).toBe(2);
    await cache.get('a', render);
    expect(renders).toBe(3);
    await cache.get('b', render);
    expect(renders).toBe(4);
  });
});
