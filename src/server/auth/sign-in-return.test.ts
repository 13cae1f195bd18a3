import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const fan = (n: string) => ({
  username: `Retorno${n}`,
  email: `retorno${n}@example.com`,
  password: 'segredo1',
  confirmPassword: 'segredo1',
  pixKey: `retorno${n}@example.com`,
  acceptTerms: true,
});

const signIn = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: 'segredo1' } });

/** Follows the newest confirmation link mailed to `email`; answers where it sends the browser. */
async function confirm(email: string): Promise<string> {
  const link = new URL(t.mailer.sent.filter((m) => m.to === email).at(-1)!.link!);
  const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
  expect(verify.statusCode).toBe(302);
  return String(verify.headers.location);
}

describe('the way back through sign-up, confirmation and the first sign-in', () => {
  it('the confirmation link brings the fan to the sign-in with the page they signed up from', async () => {
    const body = { ...fan('a'), from: '/battle/final?lutador=Saenchai' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode,
    ).toBe(201);
    expect(await confirm(body.email)).toBe('/login?verified=1&from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai');
  });

  it('a `from` that leaves the site is dropped, not followed', async () => {
    for (const [n, from] of [
      ['b', 'https://evil.example/x'],
      ['c', '//evil.example'],
      ['d', '/\\evil.example'],
    ] as const) {
      const body = { ...fan(n), from };
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(await confirm(body.email)).toBe('/login?verified=1');
    }
  });

  it('a resent link keeps the way back', async () => {
    const body = fan('e');
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: body.email, from: '/u/Saenchai' },
    });
    expect(resend.statusCode).toBe(200);
    expect(await confirm(body.email)).toBe('/login?verified=1&from=%2Fu%2FSaenchai');
  });

  it('the first sign-in says it is the first, with the YodCoins it brought; the next ones do not', async () => {
    const body = fan('f');
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    await confirm(body.email);
    const first = await signIn(body.email);
    expect(first.statusCode).toBe(200);
    expect(first.json().welcome).toEqual({ firstSignIn: true, dailyYodcoins: 3 });
    expect(first.json().user.balance).toBe(3);
    const again = await signIn(body.email);
    expect(again.json().welcome).toEqual({ firstSignIn: false, dailyYodcoins: 0 });
  });
});
