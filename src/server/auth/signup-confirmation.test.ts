import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles, user } from '#server/db/schema.ts';
import { confirmAsSignUp, confirmationToken } from '#server/test-support/confirm-sign-up.ts';
import { login, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

let seq = 0;
const nextIp = () => `10.70.${Math.floor(++seq / 200)}.${(seq % 200) + 1}`;

const register = (input: { username: string; email: string; pixKey: string; password: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: { ...input, confirmPassword: input.password, acceptTerms: true },
  });

const post = (url: string, payload: Record<string, string>) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
const signIn = (email: string, password: string) => post('/api/auth/login', { email, password });

const userRow = async (email: string) => (await t.db.select().from(user).where(eq(user.email, email)))[0];
const profileOf = async (email: string) =>
  (
    await t.db
      .select({ username: profiles.username, pixKey: profiles.pixKey, pixKeyType: profiles.pixKeyType })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, email))
  )[0];

const SQUATTER_PASSWORD = 'senha-do-posseiro';

/** Someone signs up with `email`, an address they cannot read. */
async function squat(email: string, username: string) {
  const res = await register({
    username,
    email,
    pixKey: 'golpista@example.com',
    password: SQUATTER_PASSWORD,
  });
  expect(res.statusCode).toBe(201);
}

describe("a sign-up's confirmation link", () => {
  it('says who signed up and confirms nothing when opened, whatever address it was mailed with', async () => {
    const email = 'dona-link@example.com';
    await squat(email, 'PosseiroLink');
    const mail = t.mailer.sent.filter((m) => m.to === email).at(-1)!;
    expect(mail.subject).toBe('Confirme seu e-mail no Yod Arena');
    expect(mail.text).toContain('Nome de lutador: PosseiroLink');
    expect(mail.text).toContain('Chave PIX: go***@example.com');
    expect(mail.text).not.toContain('golpista@example.com');
    expect(mail.text).toContain('Não fui eu');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/confirm-email');

    // The address of links mailed before: better-auth's endpoint, which would confirm on a GET.
    const old = await t.app.inject({
      method: 'GET',
      url: `/api/auth/ba/verify-email?token=${link.searchParams.get('token')}&callbackURL=${encodeURIComponent('/login?verified=1&from=/battle/final')}`,
    });
    expect(old.statusCode).toBe(302);
    expect(old.headers.location).toBe(
      `/confirm-email?token=${link.searchParams.get('token')}&from=%2Fbattle%2Ffinal`,
    );
    expect((await userRow(email))?.emailVerified).toBe(false);
    expect((await signIn(email, SQUATTER_PASSWORD)).json().error.code).toBe('LOGIN_EMAIL_NOT_VERIFIED');
  });

  it('does not confirm with a guessed password, and stops the guessing', async () => {
    const email = 'dona-palpite@example.com';
    await squat(email, 'PosseiroPalpite');
    const token = confirmationToken(t, email);
    const wrong = await post('/api/auth/confirm-email', { token, password: 'um-palpite' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error).toMatchObject({
      code: 'CONFIRM_WRONG_PASSWORD',
      message:
        'Senha incorreta. Digite a senha que você criou no cadastro, ou, se não foi você quem se cadastrou, defina sua própria senha.',
    });
    for (let i = 0; i < 9; i++) await post('/api/auth/confirm-email', { token, password: `palpite${i}` });
    const stopped = await post('/api/auth/confirm-email', { token, password: SQUATTER_PASSWORD });
    expect(stopped.statusCode).toBe(429);
    expect(stopped.json().error.code).toBe('CONFIRM_RATE_LIMITED');
    expect((await userRow(email))?.emailVerified).toBe(false);
  });

  it("'Não fui eu': the owner's own password, without the squatter's password, name or PIX key", async () => {
    const email = 'dona-conta@example.com';
    await squat(email, 'PosseiroDono');
    const token = confirmationToken(t, email);
    const mismatch = await post('/api/auth/claim-signup', {
      token,
      password: 'minha-senha',
      confirmPassword: 'outra-senha',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('As senhas não coincidem');

    const claimed = await post('/api/auth/claim-signup', {
      token,
      password: 'minha-senha',
      confirmPassword: 'minha-senha',
    });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toEqual({ ok: true, message: 'Senha definida! A conta agora é sua.', email });

    expect((await signIn(email, SQUATTER_PASSWORD)).statusCode).toBe(401);
    const cookie = await login(t.app, email, 'minha-senha');
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;
    expect(me.pixKey).toBe('');
    expect(me.username).toMatch(/^lutador_[0-9a-f]{8}$/);
    expect(await profileOf(email)).toMatchObject({ pixKey: '', pixKeyType: null });
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, me.id), eq(auditLog.action, 'user.signup_claim')));
    expect(audits).toHaveLength(1);

    // The link sets no password once the account is confirmed.
    const again = await post('/api/auth/claim-signup', {
      token,
      password: 'de-novo1',
      confirmPassword: 'de-novo1',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('CONFIRM_LINK_INVALID');
    await login(t.app, email, 'minha-senha');
    // The squatter's fighter name is free for anyone again.
    const name = await register({
      username: 'PosseiroDono',
      email: 'outra-pessoa@example.com',
      pixKey: 'outra-pessoa@example.com',
      password: 'segredo1',
    });
    expect(name.statusCode).toBe(201);
  });

  it('confirmed with the sign-up password, keeps everything the fan chose and signs in as new', async () => {
    const email = 'legitimo@example.com';
    const res = await register({
      username: 'Legitimo',
      email,
      pixKey: '529.982.247-25',
      password: 'segredo1',
    });
    expect(res.statusCode).toBe(201);
    const confirmed = await post('/api/auth/confirm-email', {
      token: confirmationToken(t, email),
      password: 'segredo1',
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ ok: true, message: 'E-mail confirmado!', email });
    // No session of its own: the page signs in next.
    expect(confirmed.cookies.filter((c) => c.value !== '')).toHaveLength(0);
    const first = await signIn(email, 'segredo1');
    expect(first.statusCode).toBe(200);
    expect(first.json().welcome.firstSignIn).toBe(true);
    expect(first.json().user).toMatchObject({ username: 'Legitimo', pixKey: '52998224725' });
    // Opened again later, the link changes nothing.
    await confirmAsSignUp(t, email, 'segredo1');
  });

  it('names its own sign-up: a link of an expired one does not confirm the next sign-up of the address', async () => {
    const email = 'dona-expirada@example.com';
    await squat(email, 'PosseiroVelho');
    const staleToken = confirmationToken(t, email);
    await t.db
      .update(user)
      .set({ createdAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(user.email, email));
    expect(
      (await post('/api/auth/confirm-email', { token: staleToken, password: SQUATTER_PASSWORD })).statusCode,
    ).toBe(400);
    const owner = await register({ username: 'DonaNova', email, pixKey: email, password: SQUATTER_PASSWORD });
    expect(owner.statusCode).toBe(201);
    for (const [url, payload] of [
      ['/api/auth/confirm-email', { token: staleToken, password: SQUATTER_PASSWORD }],
      [
        '/api/auth/claim-signup',
        { token: staleToken, password: SQUATTER_PASSWORD, confirmPassword: SQUATTER_PASSWORD },
      ],
    ] as const) {
      const res = await post(url, payload);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code).toBe('CONFIRM_LINK_INVALID');
    }
    expect((await userRow(email))?.emailVerified).toBe(false);
    await confirmAsSignUp(t, email, SQUATTER_PASSWORD);
    expect(await profileOf(email)).toMatchObject({ username: 'DonaNova' });
  });

  it('refuses a forged or missing token with the catalogue text', async () => {
    for (const token of ['inventado', 'eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6ImFAYi5jIn0.x']) {
      const res = await post('/api/auth/confirm-email', { token, password: 'segredo1' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatchObject({
        code: 'CONFIRM_LINK_INVALID',
        message:
          'O link de confirmação é inválido ou expirou. Entre com seu e-mail e senha para receber um novo link.',
      });
    }
    const missing = await post('/api/auth/claim-signup', {
      password: 'segredo1',
      confirmPassword: 'segredo1',
    });
    expect(missing.statusCode).toBe(400);
  });
});
