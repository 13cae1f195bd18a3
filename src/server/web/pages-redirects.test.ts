import { describe, expect, it } from 'vitest';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get } = pageHelpers(() => t);

describe('other pages', () => {
  it('sends visitors of /profile to the login with the way back, and old addresses on', async () => {
    const profile = await get('/profile');
    expect(profile.statusCode).toBe(302);
    expect(profile.headers.location).toBe('/login?from=%2Fprofile');
    const battles = await get('/battles');
    expect(battles.statusCode).toBe(301);
    expect(battles.headers.location).toBe('/arena');
    const yodcoins = await get('/yodcoins');
    expect(yodcoins.statusCode).toBe(301);
    expect(yodcoins.headers.location).toBe('/wallet');
  });

  it('sends the admin pages renamed in the glossary to their new addresses (301, query kept)', async () => {
    const moved = {
      '/admin/profiles': '/admin/users',
      '/admin/profiles?q=ana&status=banned': '/admin/users?q=ana&status=banned',
      '/admin/yodcoins': '/admin/wallets',
      '/admin/yodcoins?user=u1': '/admin/wallets?user=u1',
    };
    for (const [from, to] of Object.entries(moved)) {
      const res = await get(from);
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location, from).toBe(to);
    }
    for (const page of ['/admin/users', '/admin/wallets'])
      expect((await get(page)).statusCode, page).toBe(200);
  });
});
