import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_SENT_MESSAGE } from '#domain/schemas/auth.ts';
import { createUser } from '#server/db/factories/users.ts';
import { session, verification } from '#server/db/schema.ts';
import { ACCOUNT_CHANNEL } from '#server/realtime/account-events.ts';
import { login, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const TOKEN_INVALID = 'O link para redefinir a senha é inválido, já foi usado ou expirou. Peça um novo link.';
let ipCounter = 0;
/** Each test asks from its own address, so the per-IP budget of one does not spill into another. */
const nextIp = () => `192.0.2.${++ipCounter}`;

const forgot = (email: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email }, remoteAddress });

const reset = (token: string, password: string, confirmPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirmPassword },
  });

/** The token of the last reset mail sent to `email`, read from its link as the page would. */
function lastToken(email: string): string {
  const mail = t.mailer.sent.filter((m) => m.to === email).at(-1);
  if (!mail?.link) throw new Error(`no reset mail to ${email}`);
  const url = new URL(mail.link);
  expect(url.origin + url.pathname).toBe('http://localhost:3000/reset-password');
  return url.searchParams.get('token') ?? '';
}

const loginStatus = async (email: string, password: string) =>
  (await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } })).statusCode;

describe('forgot password', () => {
  it('mails a one-time link that sets the new password and ends every session', async () => {
    const u = await createUser(t.db);
    const cookies = [await login(t.app, u.email, u.password), await login(t.app, u.email, u.password)];
    const heard: string[] = [];
    const unlisten = await t.database.listen(ACCOUNT_CHANNEL, (payload) => heard.push(payload));
    try {
      const asked = await forgot(u.email.toUpperCase(), nextIp());
      expect(asked.statusCode).toBe(200);
      expect(asked.json()).toEqual({ ok: true, message: FORGOT_PASSWORD_SENT_MESSAGE });
      const mail = t.mailer.sent.at(-1)!;
      expect(mail.subject).toBe('Redefina sua senha no Yod Arena');
      expect(mail.text).toContain(mail.link);
      const token = lastToken(u.email);

      const done = await reset(token, 'nova-senha-forte');
      expect(done.statusCode).toBe(200);
      expect(done.json().message).toBe('Senha redefinida! Entre com sua nova senha.');
      // Every session of the account is gone: each open tab is signed out.
      expect(await t.db.select().from(session).where(eq(session.userId, u.id))).toEqual([]);
      for (const cookie of cookies) {
        const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
        expect(me.json().user).toBeNull();
      }
      expect(await loginStatus(u.email, u.password)).toBe(401);
      expect(await loginStatus(u.email, 'nova-senha-forte')).toBe(200);
      await expect.poll(() => heard).toContainEqual(JSON.stringify({ userId: u.id, change: 'signed_out' }));

      // One time only.
      const again = await reset(token, 'outra-senha-123');
      expect(again.statusCode).toBe(400);
      expect(again.json().error).toMatchObject({ code: 'RESET_TOKEN_INVALID', message: TOKEN_INVALID });
      expect(await loginStatus(u.email, 'nova-senha-forte')).toBe(200);
    } finally {
      await unlisten();
    }
  });

  it('gives the same answer for an unknown address and mails nothing', async () => {
    const before = t.mailer.sent.length;
    const res = await forgot('ninguem-aqui@test.yod', nextIp());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true, message: FORGOT_PASSWORD_SENT_MESSAGE });
    expect(t.mailer.sent.length).toBe(before);
  });

  it('refuses an expired link, a made-up one, and a weak or mismatched password', async () => {
    const u = await createUser(t.db);
    await forgot(u.email, nextIp());
    const token = lastToken(u.email);
    expect((await reset(token, '123')).json().error.code).toBe('VALIDATION');
    expect((await reset(token, 'abcdef', 'abcdeg')).json().error.message).toBe('As senhas não coincidem');
    expect((await reset('inventado-123', 'nova-senha-1')).json().error.code).toBe('RESET_TOKEN_INVALID');
    await t.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(like(verification.identifier, `reset-password:${token}`));
    const expired = await reset(token, 'nova-senha-1');
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.code).toBe('RESET_TOKEN_INVALID');
    expect(await loginStatus(u.email, u.password)).toBe(200);
  });

  it('limits requests per address and per IP, whatever the outcome', async () => {
    const u = await createUser(t.db);
    const ip = nextIp();
    for (let i = 0; i < 3; i++) expect((await forgot(u.email, ip)).statusCode).toBe(200);
    const limited = await forgot(u.email, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RESET_RATE_LIMITED');
    expect(t.mailer.sent.filter((m) => m.to === u.email)).toHaveLength(3);
    // Another address from the same IP still has its own budget, until the IP's is spent.
    const sprayIp = nextIp();
    for (let i = 0; i < 10; i++) expect((await forgot(`spray${i}@test.yod`, sprayIp)).statusCode).toBe(200);
    expect((await forgot('spray-final@test.yod', sprayIp)).statusCode).toBe(429);
  });

  it('ends the proof of work asked after failed logins', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 8; i++) await loginStatus(u.email, 'errada');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: u.email, password: u.password },
    });
    expect(asked.json().error.code).toBe('LOGIN_CHALLENGE_REQUIRED');
    await forgot(u.email, nextIp());
    expect((await reset(lastToken(u.email), 'recomeco-123')).statusCode).toBe(200);
    expect(await loginStatus(u.email, 'recomeco-123')).toBe(200);
  });
});
