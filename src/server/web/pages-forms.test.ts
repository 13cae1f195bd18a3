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
      '/confirm-email?token=abc',
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
    expect(textOf(wrong.body)).toContain('E-mail ou senha inválidos.');
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
    expect(new URL(t.mailer.sent.at(-1)?.link ?? '').searchParams.get('from')).toBe('/battle/final');
  });

  it('the confirmation link, without scripts: the sign-up password confirms and signs in, or the owner sets theirs', async () => {
    const origin = { origin: t.config.PUBLIC_URL, host: new URL(t.config.PUBLIC_URL).host };
    const signUp = async (username: string, email: string) => {
      const res = await post('/register', {
        username,
        email,
        password: 'segredo1',
        confirmPassword: 'segredo1',
        pixKey: email,
        acceptTerms: 'on',
      });
      expect(res.statusCode).toBe(302);
      return (
        new URL(t.mailer.sent.filter((m) => m.to === email).at(-1)?.link ?? '').searchParams.get('token') ??
        ''
      );
    };
    const meOf = async (res: { cookies: { name: string; value: string }[] }) => {
      const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      return (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;
    };

    const mine = await signUp('SemScriptConfirma', 'confirma@example.com');
    // The form posts to its own address, which carries the token too.
    const page = `/confirm-email?token=${mine}&from=%2Farena`;
    const wrong = await post(page, { token: mine, password: 'errada123' }, origin);
    expect(wrong.statusCode).toBe(400);
    expect(textOf(wrong.body)).toContain('Senha incorreta. Digite a senha que você criou no cadastro');
    const confirmed = await post(page, { token: mine, password: 'segredo1' }, origin);
    expect(confirmed.statusCode).toBe(302);
    expect(confirmed.headers.location).toBe('/arena');
    expect((await meOf(confirmed)).username).toBe('SemScriptConfirma');

    const theirs = await signUp('SemScriptNaoFui', 'nao-fui@example.com');
    const claimed = await post(
      `/confirm-email?token=${theirs}&definir=1`,
      { token: theirs, password: 'minha-senha', confirmPassword: 'minha-senha' },
      origin,
    );
    expect(claimed.statusCode, textOf(claimed.body)).toBe(302);
    const owner = await meOf(claimed);
    expect(owner.pixKey).toBe('');
    expect(owner.username).toMatch(/^lutador_/);
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
