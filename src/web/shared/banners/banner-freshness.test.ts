import { describe, expect, it } from 'vitest';
import { bannerRequestCache, type CookieJar, markBannersChanged } from './banner-freshness.ts';

/** document.cookie's semantics, enough for one cookie: writes 'k=v; attrs', reads 'k=v; k2=v2'. */
function cookieJar(): CookieJar & { written: string[] } {
  const cookies = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...cookies].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const [key = '', value = ''] = pair.split('=');
      cookies.set(key.trim(), value.trim());
    },
  };
}

const MINUTE = 60_000;

describe('banner pick freshness', () => {
  it('uses the HTTP cache when no banner changed here', () => {
    expect(bannerRequestCache(1_000_000, cookieJar())).toBe('default');
  });

  it('bypasses it for the 5 minutes a cached pick can live after a change, then uses it again', () => {
    const jar = cookieJar();
    const changedAt = 10 * MINUTE;
    markBannersChanged(changedAt, jar);
    expect(bannerRequestCache(changedAt, jar)).toBe('reload');
    expect(bannerRequestCache(changedAt + 5 * MINUTE - 1, jar)).toBe('reload');
    expect(bannerRequestCache(changedAt + 5 * MINUTE, jar)).toBe('default');
  });

  it('keeps the mark in a site-wide cookie that expires with it (other tabs, a reload)', () => {
    const jar = cookieJar();
    markBannersChanged(20 * MINUTE, jar);
    expect(jar.written).toEqual([`yod-banners-changed=${20 * MINUTE}; Max-Age=300; Path=/; SameSite=Lax`]);
    const otherTab: CookieJar = { cookie: `session=abc; yod-banners-changed=${20 * MINUTE}` };
    expect(bannerRequestCache(21 * MINUTE, otherTab)).toBe('reload');
    expect(bannerRequestCache(21 * MINUTE, { cookie: 'yod-banners-changed=garbage' })).toBe('default');
  });

  it('reads the cookie at most once a second (each slot asks on every render)', () => {
    let reads = 0;
    const jar: CookieJar = {
      get cookie() {
        reads += 1;
        return `yod-banners-changed=${50 * MINUTE}`;
      },
      set cookie(_line: string) {},
    };
    for (let i = 0; i < 50; i++) expect(bannerRequestCache(51 * MINUTE + i * 10, jar)).toBe('reload');
    expect(reads).toBe(1);
    // Another tab's change (or the mark expiring) shows at the next reading, a second later.
    expect(bannerRequestCache(51 * MINUTE + 1000, jar)).toBe('reload');
    expect(reads).toBe(2);
  });

  it('remembers the change in memory when cookies are off', () => {
    const cookiesOff: CookieJar = {
      get cookie() {
        return '';
      },
      set cookie(_line: string) {},
    };
    markBannersChanged(40 * MINUTE, cookiesOff);
    expect(bannerRequestCache(41 * MINUTE, cookiesOff)).toBe('reload');
    expect(bannerRequestCache(45 * MINUTE, cookiesOff)).toBe('default');
  });
});
