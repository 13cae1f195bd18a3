import { hashPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { profiles, user } from '#server/db/schema.ts';
import { login, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

let seq = 0;
const register = (email: string, pixKey = email) => {
  seq += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: `10.80.0.${seq}`,
    payload: {
      username: `Cadastro${seq}`,
      email,
      password: 'segredo1',
      confirmPassword: 'segredo1',
      pixKey,
      acceptTerms: true,
    },
  });
};

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const accountsWith = async (email: string) =>
  (await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))).length;

/** What a client can tell apart: status, body and the headers that are not per-request. */
function visible(res: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _id, ...headers } = res.headers;
  return { status: res.statusCode, body: res.body, headers };
}

describe('sign-up with an address that has an account', () => {
  it('answers exactly as a fresh sign-up, creates nothing, and mails the owner instead', async () => {
    const owner = await createUser(t.db, { email: 'dona@example.com', pixKey: '529.982.247-25' });
    const fresh = await register('nova-pessoa@example.com');
    const taken = await register(owner.email, 'golpista@example.com');
    expect(visible(taken)).toEqual(visible(fresh));
    expect(taken.statusCode).toBe(201);

    expect(await accountsWith(owner.email)).toBe(1);
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, owner.id));
    expect(row?.pixKey).toBe('52998224725');
    // The owner's password still works; nothing of the attempt was kept.
    await login(t.app, owner.email, owner.password);

    const [notice, ...more] = mailsTo(owner.email);
    expect(more).toEqual([]);
    expect(notice?.subject).toBe('Tentativa de cadastro com seu e-mail no Yod Arena');
    expect(notice?.text).toContain('Alguém tentou criar uma conta no Yod Arena com este endereço de e-mail');
    expect(notice?.text).toContain('Se foi você, entre com sua senha');
    expect(notice?.text).toContain('http://localhost:3000/forgot-password');
    // No confirmation link: confirming a waiting sign-up would hand it to whoever made it.
    expect(notice?.text).not.toContain('verify-email');
  });

  it('answers the same for an address whose sign-up waits for confirmation, keeping one account', async () => {
    const email = 'pendente-privado@example.com';
    expect((await register(email)).statusCode).toBe(201);
    const again = await register(email);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual({ ok: true, message: 'Verifique seu e-mail para confirmar a conta.' });
    expect(await accountsWith(email)).toBe(1);
    expect(mailsTo(email).map((m) => m.subject)).toEqual([
      'Confirme seu e-mail no Yod Arena',
      'Tentativa de cadastro com seu e-mail no Yod Arena',
    ]);
  });

  it('takes about as long as a fresh sign-up: the password is hashed either way', async () => {
    const owner = await createUser(t.db);
    // CPU time, not wall time: on a machine busy with other test files the clock measures the
    // queue for the core, while the CPU a request spends is about the same either way.
    const time = async (run: () => Promise<unknown>) => {
      const started = process.cpuUsage();
      await run();
      const spent = process.cpuUsage(started);
      return (spent.user + spent.system) / 1000;
    };
    const hashes: number[] = [];
    const taken: number[] = [];
    for (let i = 0; i < 5; i++) {
      hashes.push(await time(() => hashPassword('segredo1')));
      taken.push(await time(() => register(owner.email)));
    }
    // A refusal without the hash would spend a few milliseconds, a twentieth of a hash. Each side's
    // least disturbed run is compared: whatever else the process does (another file's timers, the
    // collector) only ever adds CPU to a run, and in a full suite it once made the hashes' median
    // twice the sign-ups'.
    expect(Math.min(...taken)).toBeGreaterThan(Math.min(...hashes) * 0.25);
  });

  it('still names a taken fighter name: names are public', async () => {
    await createUser(t.db, { username: 'NomePublico' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: '10.81.0.1',
      payload: {
        username: 'nomepublico',
        email: 'outra-pessoa@example.com',
        password: 'segredo1',
        confirmPassword: 'segredo1',
        pixKey: 'outra-pessoa@example.com',
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('SIGNUP_USERNAME_TAKEN');
  });
});
