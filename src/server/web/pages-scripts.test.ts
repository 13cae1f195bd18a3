import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get, battleWithFighters } = pageHelpers(() => t);

describe('other pages', () => {
  it('every page carries a CSP whose inline scripts need the page nonce', async () => {
    const res = await get('/arena');
    const csp = String(res.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    const inline = [...res.body.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? '');
    expect(inline.length).toBeGreaterThan(0);
    for (const attributes of inline) {
      if (attributes.includes('application/ld+json')) continue;
      expect(attributes).toContain(`nonce="${nonce}"`);
    }
  });
});

describe('the page scripts', () => {
  it('start after the first paint: no module preload in the HTML, the modules imported once the page has painted', async () => {
    const { battle } = await battleWithFighters();
    const html = (await get(`/battle/${battle.slug}`)).body;
    // A preload link or a static import would be fetched as soon as the HTML is parsed.
    expect(html).not.toContain('rel="modulepreload"');
    const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(script.startsWith('await new Promise(')).toBe(true);
    expect(script).toContain('getEntriesByName("first-contentful-paint")');
    expect(script).not.toMatch(/^\s*import[\s*{"]/m);
    // Every module of the page is preloaded by the script, at once, then imported.
    const preloaded = JSON.parse(
      /for \(const \[href, integrity\] of (\[.*?\]\]|\[\])\)/.exec(script)?.[1] ?? '[]',
    ) as [string, string][];
    const imported = [...script.matchAll(/await import\("([^"]+)"\)/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(1);
    for (const href of imported) expect(preloaded.map(([h]) => h)).toContain(href);
    expect(script).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\);\s*$/);
  });
});
