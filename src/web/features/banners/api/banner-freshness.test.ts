import { describe, expect, it } from 'vitest';
import { bannerRequestCache, type ChangeStore, markBannersChanged } from './banner-freshness.ts';

function memoryStore(): ChangeStore {
  const data = new Map<string, string>();
  return { getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const MINUTE = 60_000;

describe('banner pick freshness', () => {
  it('uses the HTTP cache when no banner changed here', () => {
    expect(bannerRequestCache(1_000_000, memoryStore())).toBe('default');
  });

  it('bypasses it for the 5 minutes a cached pick can live after a change, then uses it again', () => {
    const store = memoryStore();
    const changedAt = 10 * MINUTE;
    markBannersChanged(changedAt, store);
    expect(bannerRequestCache(changedAt, store)).toBe('reload');
    expect(bannerRequestCache(changedAt + 5 * MINUTE - 1, store)).toBe('reload');
    expect(bannerRequestCache(changedAt + 5 * MINUTE, store)).toBe('default');
  });

  it('shares the change through the store (other tabs, a reload) and survives a broken one', () => {
    const store = memoryStore();
    markBannersChanged(20 * MINUTE, store);
    const otherTab: ChangeStore = { getItem: store.getItem, setItem: () => undefined };
    expect(bannerRequestCache(21 * MINUTE, otherTab)).toBe('reload');
    const broken: ChangeStore = {
      getItem: () => 'not a number',
      setItem: () => {
        throw new Error('quota');
      },
    };
    markBannersChanged(30 * MINUTE, broken);
    expect(bannerRequestCache(31 * MINUTE, broken)).toBe('reload');
  });
});
