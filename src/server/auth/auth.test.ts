import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { profiles, user } from '#server/db/schema.ts';
import { confirmAsSignUp } from '#server/test-support/confirm-sign-up.ts';
import { login, sessionCookie, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const register = (payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload });

const valid = {
  username: 'Novato',
  email: 'novato@example.com',
  password: 'segredo1',
  confirmPassword: 'segredo1',
  pixKey: '529.982.247-25',
  acceptTerms: true,
};

describe('sign-up, verification and login', () => {
  it('refuses mismatched and short passwords with the catalogue texts, creating nothing', async () => {
    const mismatch = await register({ ...valid, confirmPassword: 'outra123' });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.message).toBe('As senhas não coincidem');
    const short = await register({ ...valid, password: '123', confirmPassword: '123' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.message).toBe('A senha deve ter pelo menos 6 caracteres');
    expect(t.mailer.sent).toHaveLength(0);
  });

  it('registers, refuses login until the e-mail is confirmed, then logs in', async () => {
    const res = await register(valid);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Verifique seu e-mail para confirmar a conta.');
    expect(t.mailer.sent).toHaveLength(1);

    const early = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: valid.email, password: valid.password },
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().error.code).toBe('LOGIN_EMAIL_NOT_VERIFIED');

    await confirmAsSignUp(t, valid.email, valid.password);

    const cookie = await login(t.app, valid.email, valid.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    const user = me.json().user;
    expect(user.username).toBe('Novato');
    // Stored in its normalised form.
    expect(user.pixKey).toBe('52998224725');
    expect(user.role).toBe('user');
    // The first authenticated request of the day granted the daily YodCoins.
    expect(user.balance).toBe(3);
  });

  it('tells an unverified user to confirm first, and resends a working confirmation link', async () => {
    const email = 'pendente@example.com';
    expect((await register({ ...valid, username: 'Pendente', email, pixKey: email })).statusCode).toBe(201);
    const mailsTo = () => t.mailer.sent.filter((m) => m.to === email);
    expect(mailsTo()).toHaveLength(1);

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: valid.password },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatchObject({
      code: 'LOGIN_EMAIL_NOT_VERIFIED',
      title: 'Erro no login',
      message: 'Confirme seu e-mail antes de entrar. Enviamos um link de confirmação para o seu endereço.',
    });
    expect(refused.cookies.filter((c) => c.value !== '')).toHaveLength(0);

    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email: ' PENDENTE@example.com ' },
    });
    expect(resend.statusCode).toBe(200);
    expect(resend.json()).toEqual({ ok: true });
    expect(mailsTo()).toHaveLength(2);
    // The resent mail's link (the newest, which confirmAsSignUp takes) confirms the account; within
    // the same second it may equal the first one (the token is signed with its issue time in seconds).
    expect(mailsTo()[1]!.link).toContain('/confirm-email?token=');
    await confirmAsSignUp(t, email, valid.password);
    await login(t.app, email, valid.password);

    // Verified, unknown: the same answer and no mail, so the endpoint reveals no account.
    const sentBefore = t.mailer.sent.length;
    for (const address of [email, 'ninguem@example.com']) {
      const again = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        payload: { email: address },
      });
      expect(again.statusCode).toBe(200);
    }
    expect(t.mailer.sent).toHaveLength(sentBefore);
  });

  it('asks for every missing field, and refuses a sign-up without the Terms accepted', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.details.map((d: { message: string }) => d.message)).toEqual([
      'Informe seu nome de lutador',
      'Informe seu e-mail',
      'Crie uma senha',
      'Confirme sua senha',
      'Chave PIX é obrigatória',
      'Para se cadastrar, aceite os Termos de Uso e a Política de Privacidade.',
    ]);
    const email = 'sem-termos@example.com';
    for (const acceptTerms of [false, undefined]) {
      const res = await register({ ...valid, username: 'SemTermos', email, acceptTerms });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(
        'Para se cadastrar, aceite os Termos de Uso e a Política de Privacidade.',
      );
    }
    expect(t.mailer.sent.filter((m) => m.to === email)).toEqual([]);
    expect(await t.db.select().from(user).where(eq(user.email, email))).toEqual([]);
  });

  it('records when the Terms and the Privacy Policy were accepted', async () => {
    const email = 'com-termos@example.com';
    const before = Date.now();
    expect((await register({ ...valid, username: 'ComTermos', email })).statusCode).toBe(201);
    const [row] = await t.db
      .select({ termsAcceptedAt: profiles.termsAcceptedAt })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, email));
    expect(row?.termsAcceptedAt?.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row?.termsAcceptedAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('refuses a taken username, and answers a taken e-mail as a new one without a second account', async () => {
    const dupName = await register({ ...valid, email: 'outro@example.com', username: 'NOVATO' });
    expect(dupName.statusCode).toBe(409);
    expect(dupName.json().error.message).toBe('Este nome de lutador já está em uso.');
    const dupEmail = await register({ ...valid, username: 'Outro' });
    expect(dupEmail.statusCode).toBe(201);
    expect(dupEmail.json()).toEqual({ ok: true, message: 'Verifique seu e-mail para confirmar a conta.' });
    expect(await t.db.select().from(user).where(eq(user.email, valid.email))).toHaveLength(1);
  });

  it('gives the admin role to configured admin e-mails on sign-up', async () => {
    const res = await register({ ...valid, username: 'Chefe', email: 'admin@yod.test' });
    expect(res.statusCode).toBe(201);
    await confirmAsSignUp(t, 'admin@yod.test', valid.password);
    const cookie = await login(t.app, 'admin@yod.test', valid.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.role).toBe('admin');
    expect(me.json().user.isMaster).toBe(false);
  });

  it('answers a wrong password with a clear message and slows brute force', async () => {
    const u = await createUser(t.db, { email: 'alvo@example.com' });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: u.email, password: 'errada123' },
        remoteAddress: '10.1.1.1',
      });
    const first = await attempt();
    expect(first.statusCode).toBe(401);
    expect(first.json().error.message).toBe('E-mail ou senha inválidos.');
    let last = first;
    for (let i = 0; i < 10; i++) last = await attempt();
    expect(last.statusCode).toBe(429);
    expect(last.json().error.code).toBe('LOGIN_CHALLENGE_REQUIRED');
    // A network the account never signed in from must prove work, even with the right password.
    const right = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('LOGIN_CHALLENGE_REQUIRED');
  });

  it('refuses a banned user at login with the ban sentence and no session', async () => {
    const u = await createUser(t.db, { ban: { reason: 'Spam', expiresAt: null } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Sua conta está banida. Motivo: Spam. O banimento é permanente.');
    expect(res.cookies.filter((c) => c.value !== '')).toHaveLength(0);
  });

  it('sets an httpOnly SameSite=Lax session cookie and logs out', async () => {
    const u = await createUser(t.db);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    const cookie = res.cookies.find((c) => c.name.includes('session_token'))!;
    expect(cookie.httpOnly).toBe(true);
    expect(String(cookie.sameSite).toLowerCase()).toBe('lax');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: sessionCookie(res) },
    });
    expect(out.statusCode).toBe(204);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: sessionCookie(res) } });
    expect(me.json().user).toBeNull();
  });
});
