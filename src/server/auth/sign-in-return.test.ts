import { describe, expect, it } from 'vitest';
import { confirmAsSignUp } from '#server/test-support/confirm-sign-up.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
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

/** The way back (`from`) the newest confirmation link mailed to `email` carries, or null. */
function wayBack(email: string): string | null {
  const link = new URL(t.mailer.sent.filter((m) => m.to === email).at(-1)!.link!);
  expect(link.pathname).toBe('/confirm-email');
  return link.searchParams.get('from');
}

describe('the way back through sign-up, confirmation and the first sign-in', () => {
  it('the confirmation link carries the page the fan signed up from', async () => {
    const body = { ...fan('a'), from: '/battle/final?lutador=Saenchai' };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body })).statusCode,
    ).toBe(201);
    expect(wayBack(body.email)).toBe('/battle/final?lutador=Saenchai');
  });

  it('a `from` that leaves the site is dropped, not followed', async () => {
    for (const [n, from] of [
      ['b', 'https://evil.example/x'],
      ['c', '//evil.example'],
      ['d', '/\\evil.example'],
    ] as const) {
      const body = { ...fan(n), from };
      await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
      expect(wayBack(body.email)).toBeNull();
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
    expect(wayBack(body.email)).toBe('/u/Saenchai');
  });

  it('the first sign-in says it is the first, with the YodCoins it brought; the next ones do not', async () => {
    const body = fan('f');
    await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
    await confirmAsSignUp(t, body.email, 'segredo1');
    const first = await signIn(body.email);
    expect(first.statusCode).toBe(200);
    expect(first.json().welcome).toEqual({ firstSignIn: true, dailyYodcoins: 3 });
    expect(first.json().user.balance).toBe(3);
    const again = await signIn(body.email);
    expect(again.json().welcome).toEqual({ firstSignIn: false, dailyYodcoins: 0 });
  });
});
