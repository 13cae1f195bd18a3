import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_TAG_HEADER, pageCachePolicies } from '#domain/pages/page-cache.ts';
import { answerHeaders, pageCacheDecision, STATIC_PAGE_TTL_MS } from './page-cache.ts';

const live = { cacheControl: pageCachePolicies.live['Cache-Control'], vary: 'Cookie' };
const stat = { cacheControl: pageCachePolicies.static['Cache-Control'], vary: null };

describe('pageCacheDecision', () => {
  it('keeps a live page for visitors only, and briefly', () => {
    const visitor = pageCacheDecision({ status: 200, ...live, hasSession: false, usedViewer: false });
    expect(visitor).toMatchObject({ kind: 'live', ttlMs: 1000 });
    const member = pageCacheDecision({ status: 200, ...live, hasSession: true, usedViewer: true });
    expect(member).toEqual({ kind: 'private', cacheControl: 'private, no-store' });
  });

  it('shares a static page with everyone, signed in or not', () => {
    for (const hasSession of [false, true]) {
      expect(pageCacheDecision({ status: 200, ...stat, hasSession, usedViewer: false })).toEqual({
        kind: 'static',
        cacheControl: stat.cacheControl,
        ttlMs: STATIC_PAGE_TTL_MS,
      });
    }
  });

  it('never shares a page that read the viewer, whatever it declared', () => {
    expect(pageCacheDecision({ status: 200, ...stat, hasSession: true, usedViewer: true }).kind).toBe(
      'private',
    );
  });

  it('does not keep errors, redirects or pages without a public policy', () => {
    expect(pageCacheDecision({ status: 404, ...live, hasSession: false, usedViewer: false }).kind).toBe(
      'revalidate',
    );
    expect(pageCacheDecision({ status: 302, ...stat, hasSession: false, usedViewer: false }).kind).toBe(
      'revalidate',
    );
    expect(
      pageCacheDecision({ status: 200, cacheControl: null, vary: null, hasSession: false, usedViewer: false })
        .kind,
    ).toBe('revalidate');
    expect(
      pageCacheDecision({ status: 200, cacheControl: null, vary: null, hasSession: true, usedViewer: false })
        .kind,
    ).toBe('private');
  });
});

describe('answerHeaders', () => {
  const rendered = (headers: Record<string, string>) => new Response(null, { headers });

  it("sends Vary: Cookie with a session's answer only", () => {
    const page = rendered({ ...pageCachePolicies.live, 'content-type': 'text/html' });
    expect(Object.fromEntries(answerHeaders(page, false)).vary).toBeUndefined();
    expect(Object.fromEntries(answerHeaders(page, true)).vary).toBe('Cookie');
    const both = rendered({ vary: 'Accept-Language, cookie' });
    expect(Object.fromEntries(answerHeaders(both, false)).vary).toBe('Accept-Language');
    expect(Object.fromEntries(answerHeaders(both, true)).vary).toBe('Accept-Language, Cookie');
  });

  it('never passes on cookies or the internal cache tag', () => {
    const page = rendered({ [PAGE_CACHE_TAG_HEADER]: 'b1 final', 'set-cookie': 'a=b', 'x-keep': '1' });
    expect(answerHeaders(page, false)).toEqual([['x-keep', '1']]);
  });
});
