import { describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// Its own app (and database) so the counters of other files' logins never mix in.
let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

// Each test behind a carrier address of its own.
let CARRIER = '';
const loginFrom = (email: string, password: string, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress: CARRIER,
    headers: cookie ? { cookie } : {},
  });

/** The device cookie a sign-in set, as the browser sends it back. */
function deviceCookieOf(res: Awaited<ReturnType<typeof loginFrom>>): string {
  const all = [res.headers['set-cookie'] ?? []].flat();
  const set = all.find((c) => c.startsWith('yod.device='));
  expect(set, 'a device cookie').toBeDefined();
  expect(set).toMatch(/HttpOnly/);
  expect(set).toMatch(/SameSite=Lax/);
  return set!.split(';')[0]!;
}

// Many fans share one carrier address: their failures spend its budget, but a browser its owner
// signed in from before still signs in with the right password.
describe('a network whose failed-login budget others spent', () => {
  it('still lets a browser in that signed in to the account before, and nobody else', async () => {
    CARRIER = '10.70.0.1';
    const owner = await createUser(t.db);
    const neighbour = await createUser(t.db);
    const first = await loginFrom(owner.email, owner.password);
    expect(first.statusCode).toBe(200);
    const device = deviceCookieOf(first);
    const neighbourDevice = deviceCookieOf(await loginFrom(neighbour.email, neighbour.password));

    // Others behind the address fail 30 times on other accounts: the address is spent.
    for (let i = 0; i < 30; i++) await loginFrom(`outra${i}@example.com`, 'errada123');
    const spent = await loginFrom(owner.email, owner.password);
    expect(spent.statusCode).toBe(429);
    expect(spent.json().error.code).toBe('LOGIN_RATE_LIMITED');

    // The owner's browser: in, with its device cookie renewed (the same device).
    const back = await loginFrom(owner.email, owner.password, device);
    expect(back.statusCode).toBe(200);
    expect(deviceCookieOf(back)).toBe(device);

    // Another account's device cookie, or a forged one, does not open the owner's account.
    for (const cookie of [neighbourDevice, `${device.slice(0, -2)}xx`, 'yod.device=abc.def']) {
      const res = await loginFrom(owner.email, owner.password, cookie);
      expect(res.json().error.code, cookie).toBe('LOGIN_RATE_LIMITED');
    }
  });

  it('gives the device a small budget of its own: a stolen cookie buys few guesses', async () => {
    CARRIER = '10.70.0.2';
    const owner = await createUser(t.db);
    const device = deviceCookieOf(await loginFrom(owner.email, owner.password));
    for (let i = 0; i < 30; i++) await loginFrom(`mais-outra${i}@example.com`, 'errada123');
    const codes = [];
    for (let i = 0; i < 9; i++)
      codes.push((await loginFrom(owner.email, 'errada123', device)).json().error.code);
    expect(codes).toEqual([
      ...Array.from({ length: 8 }, () => 'LOGIN_INVALID_CREDENTIALS'),
      'LOGIN_RATE_LIMITED',
    ]);
    expect((await loginFrom(owner.email, owner.password, device)).statusCode).toBe(429);
  });
});
