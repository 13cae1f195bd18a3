import { describe, expect, it } from 'vitest';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get, battleWithFighters } = pageHelpers(() => t);

describe('banners', () => {
  it('are in the HTML of the pages they target, so none appears after hydration', async () => {
    const admin = await signedInUser(t, { role: 'admin' });
    const banners = [
      { position: 'in-content', targetPages: ['battle_details'] },
      { position: 'header', targetPages: ['home'] },
    ];
    for (const { position, targetPages } of banners) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/banners',
        headers: { cookie: admin.cookie },
        payload: {
          name: `Academia ${position}`,
          imageUrl: `https://example.com/ssr-${position}.png`,
          position,
          targetPages,
          isActive: true,
        },
      });
      expect(res.statusCode).toBe(201);
    }
    const { battle } = await battleWithFighters();
    const battlePage = (await get(`/battle/${battle.slug}`)).body;
    expect(battlePage).toContain('data-banner-position="in-content"');
    expect(battlePage).toContain('src="https://example.com/ssr-in-content.png"');
    expect(battlePage).not.toContain('ssr-header.png');
    const home = (await get('/')).body;
    expect(home).toContain('data-banner-position="header"');
    expect(home).toContain('src="https://example.com/ssr-header.png"');
    expect(home).not.toContain('ssr-in-content.png');
  });
});
