import { describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers, textOf } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get } = pageHelpers(() => t);

describe('the public forms before JavaScript', () => {
  const post = (url: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(form).toString(),
    });

  it('render as forms posted to the page itself', async () => {
    for (const url of [
      '/login?from=%2Fbattle%2Ffinal',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
    ]) {
      const html = (await get(url)).body;
      expect(html, url).toMatch(
        new RegExp(`<form[^>]*action="${url.replace(/[?]/g, '\\?')}"[^>]*method="post"`),
      );
      // The submit button needs no script.
      expect(html, url).not.toMatch(/<button type="submit"[^>]*disabled=""/);
    }
  });

  it('a sign-in posted without scripts sets the session and goes back where the fan was', async () => {
    const fan = await createUser(t.db);
    const res = await post(
      '/login?from=%2Fbattle%2Ffinal%3Flutador%3DSaenchai',
      { email: fan.email, password: fan.password },
      // As a browser sends it: React Router also refuses an action whose Origin is not the Host.
      { origin: t.config.PUBLIC_URL, host: new URL(t.config.PUBLIC_URL).host },
    );
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/battle/final?lutador=Saenchai');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.username).toBe(fan.username);
  });

  it('a wrong password or a missing field comes back as the form with the message and the address typed', async () => {
    const fan = await createUser(t.db);
    const wrong = await post('/login', { email: fan.email, password: 'errada123' });
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('Email ou senha inválidos.');
    expect(wrong.body).toContain(`value="${fan.email}"`);
    expect(wrong.cookies).toHaveLength(0);
    const empty = await post('/register', { email: 'nao-e-email' });
    expect(empty.statusCode).toBe(400);
    const summary = textOf(empty.body);
    for (const text of ['Nome de lutador', 'Informe seu nome de lutador', 'Chave PIX é obrigatória'])
      expect(summary).toContain(text);
  });

  it('a sign-up posted without scripts creates the account and sends the fan to sign in, way back kept', async () => {
    const res = await post('/register?from=%2Fbattle%2Ffinal', {
      username: 'SemScript',
      email: 'sem-script@example.com',
      password: 'segredo1',
      confirmPassword: 'segredo1',
      pixKey: 'sem-script@example.com',
      acceptTerms: 'on',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?cadastro=1&from=%2Fbattle%2Ffinal');
    expect(t.mailer.sent.at(-1)?.link).toContain(
      encodeURIComponent('/login?verified=1&from=%2Fbattle%2Ffinal'),
    );
  });

  it('an account under attack asks, without scripts, for what the browser cannot do here', async () => {
    const fan = await createUser(t.db);
    for (let i = 0; i < 8; i++) await post('/login', { email: fan.email, password: 'errada123' });
    const res = await post('/login', { email: fan.email, password: fan.password });
    expect(res.statusCode).toBe(400);
    expect(textOf(res.body)).toContain('ela precisa do JavaScript');
    expect(res.cookies).toHaveLength(0);
  });

  it('another site cannot post them (the Origin check covers page forms)', async () => {
    const fan = await createUser(t.db);
    const res = await post(
      '/login',
      { email: fan.email, password: fan.password },
      { origin: 'https://evil.example' },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('CROSS_SITE');
    expect(res.cookies).toHaveLength(0);
  });
});
