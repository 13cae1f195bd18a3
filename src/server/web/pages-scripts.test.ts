import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get, battleWithFighters } = pageHelpers(() => t);

/** The module script's type until the first paint (src/web/app/scripts-after-paint.ts). */
const HELD_SCRIPT_TYPE = 'yod/after-first-paint';

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
  it('start after the first paint: no module preload or module script the browser would run at once, both released once the page has painted', async () => {
    const { battle } = await battleWithFighters();
    const html = (await get(`/battle/${battle.slug}`)).body;
    // A preload link or a module script would be fetched as soon as the HTML is parsed.
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toMatch(/<script[^>]*type="module"/);
    const held = new RegExp(
      `<script[^>]*type="${HELD_SCRIPT_TYPE}"[^>]*>([\\s\\S]*?)</script><script[^>]*>([\\s\\S]*?)</script>`,
    ).exec(html);
    const [, moduleScript = '', release = ''] = held ?? [];
    expect(release).toContain('getEntriesByName("first-contentful-paint")');
    // React Router's module script, as it wrote it: the route modules' imports, then the entry's.
    const imported = [...moduleScript.matchAll(/(?:from |import\()"([^"]+)"/g)].map((m) => m[1]);
    expect(imported.length).toBeGreaterThan(1);
    expect(moduleScript).toMatch(/import\("\/assets\/entry\.client-[^"]+\.js"\);\s*$/);
    // Every module it imports is preloaded by the release script, at once.
    const preloaded = [...release.matchAll(/rel=\\"modulepreload\\" href=\\"([^"\\]+)\\"/g)].map((m) => m[1]);
    for (const href of imported) expect(preloaded).toContain(href);
  });
});
