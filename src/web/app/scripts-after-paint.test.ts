import { describe, expect, it } from 'vitest';
import { HELD_SCRIPT_TYPE, holdScriptsUntilFirstPaint } from './scripts-after-paint.ts';

// The tags as React Router 7's <Scripts> writes them, through React's server renderer.
const preload = (href: string) => `<link rel="modulepreload" href="${href}" nonce="n0"/>`;
const moduleScript =
  '<script nonce="n0" type="module" async="">;\nimport * as route0 from "/assets/root.js";\n\nimport("/assets/entry.client.js");</script>';
const page = `<!DOCTYPE html><html><head><link rel="stylesheet" href="/assets/styles.css"/>${preload('/assets/entry.client.js')}${preload('/assets/root.js')}</head><body><main>page</main><script nonce="n0">window.__reactRouterContext = {};</script>${moduleScript}<script nonce="n0">window.__reactRouterContext.streamController.close();</script></body></html>`;

describe('holdScriptsUntilFirstPaint', () => {
  const held = holdScriptsUntilFirstPaint(page, 'n0');

  it('leaves no preload and no module script for the browser to start before the paint', () => {
    expect(held).not.toContain('<link rel="modulepreload"');
    expect(held).not.toMatch(/<script[^>]*type="module"/);
    expect(held).toContain('<link rel="stylesheet" href="/assets/styles.css"/></head>');
  });

  it('keeps the module script whole, under a type no browser runs, followed by the script that releases it', () => {
    expect(held).toContain(
      `<script nonce="n0" type="${HELD_SCRIPT_TYPE}" async="">;\nimport * as route0 from "/assets/root.js";\n\nimport("/assets/entry.client.js");</script><script nonce="n0">(() => {`,
    );
    // Everything after it is as React Router wrote it.
    expect(held).toMatch(
      /\}\)\(\);<\/script><script nonce="n0">window\.__reactRouterContext\.streamController\.close\(\);<\/script><\/body><\/html>$/,
    );
  });

  it('releases the same preload tags, escaped so that nothing in them can end the script', () => {
    const release = /<script nonce="n0">(\(\(\) => \{[\s\S]*?)<\/script>/.exec(held)?.[1] ?? '';
    const written = /insertAdjacentHTML\("beforeend", ("[^\n]*")\);/.exec(release)?.[1] ?? '""';
    expect(written).not.toContain('<');
    expect(JSON.parse(written)).toBe(preload('/assets/entry.client.js') + preload('/assets/root.js'));
    expect(release).toContain('getEntriesByName("first-contentful-paint")');
  });

  it('gives the release script no nonce attribute when the page has none (development)', () => {
    const plain = holdScriptsUntilFirstPaint(page.replaceAll(' nonce="n0"', ''), undefined);
    expect(plain).toContain(`<script type="${HELD_SCRIPT_TYPE}" async="">`);
    expect(plain).toContain('</script><script>(() => {');
  });

  it('returns HTML without preloads, or without exactly one module script, as it came', () => {
    const part = '<div>a part of a page</div>';
    expect(holdScriptsUntilFirstPaint(part, 'n0')).toBe(part);
    const noPreload = page.replace(/<link rel="modulepreload"[^>]*>/g, '');
    expect(holdScriptsUntilFirstPaint(noPreload, 'n0')).toBe(noPreload);
    const twoModules = page.replace('</body>', `${moduleScript}</body>`);
    expect(holdScriptsUntilFirstPaint(twoModules, 'n0')).toBe(twoModules);
  });
});
