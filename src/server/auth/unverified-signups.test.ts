import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog, profiles, user } from '#server/db/schema.ts';
import { runJobOnce } from '#server/jobs/index.ts';
import { confirmAsSignUp } from '#server/test-support/confirm-sign-up.ts';
import { login, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { accountSweepJob } from './account-sweep-job.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3600_000;
let seq = 0;
const nextIp = () => `10.90.${Math.floor(++seq / 200)}.${(seq % 200) + 1}`;

const register = (input: { username: string; email: string; pixKey: string; password?: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: nextIp(),
    payload: {
      ...input,
      password: input.password ?? 'segredo1',
      confirmPassword: input.password ?? 'segredo1',
      acceptTerms: true,
    },
  });

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);
const userRow = async (email: string) => (await t.db.select().from(user).where(eq(user.email, email)))[0];
const profileOf = async (email: string) =>
  (
    await t.db
      .select({ username: profiles.username, pixKey: profiles.pixKey, pixKeyType: profiles.pixKeyType })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, email))
  )[0];

/** Moves a sign-up's creation `hours` into the past, as if it had waited that long. */
async function age(email: string, hours: number) {
  await t.db
    .update(user)
    .set({ createdAt: new Date(Date.now() - hours * HOUR) })
    .where(eq(user.email, email));
}

/** Asks for a reset link and sets `password` with it, as the owner of the mailbox does. */
async function resetThroughMail(email: string, password: string) {
  const asked = await t.app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    remoteAddress: nextIp(),
  });
  expect(asked.statusCode).toBe(200);
  const link = mailsTo(email).at(-1)?.link;
  const token = new URL(link ?? 'http://x/').searchParams.get('token') ?? '';
  const done = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, password, confirmPassword: password },
  });
  expect(done.statusCode, done.body).toBe(200);
}

describe('sign-ups never confirmed', () => {
  it('expire after 48 hours: the sweep deletes them, freeing the address and the name', async () => {
    const email = 'vitima-expira@example.com';
    expect((await register({ username: 'Posseiro', email, pixKey: 'golpista@example.com' })).statusCode).toBe(
      201,
    );
    await age(email, 47);
    await runJobOnce(t.app.deps, accountSweepJob);
    expect(await userRow(email)).toBeDefined();

    await age(email, 49);
    // Expired: no new confirmation link keeps it alive.
    const mailed = mailsTo(email).length;
    const resend = await t.app.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      payload: { email },
      remoteAddress: nextIp(),
    });
    expect(resend.statusCode).toBe(200);
    expect(mailsTo(email)).toHaveLength(mailed);
    expect(await runJobOnce(t.app.deps, accountSweepJob)).toBe(true);
    expect(await userRow(email)).toBeUndefined();

    // The owner signs up with their address (and the name is free again).
    const owner = await register({ username: 'Posseiro', email, pixKey: '529.982.247-25' });
    expect(owner.statusCode).toBe(201);
    expect(await profileOf(email)).toEqual({
      username: 'Posseiro',
      pixKey: '52998224725',
      pixKeyType: 'cpf',
    });
    expect(mailsTo(email).at(-1)?.subject).toBe('Confirme seu e-mail no Yod Arena');
  });

  it('give way at once when the owner signs up after the window, before any sweep', async () => {
    const email = 'vitima-cadastra@example.com';
    await register({ username: 'Posseiro2', email, pixKey: 'golpista2@example.com' });
    await age(email, 49);
    const owner = await register({ username: 'DonaDoEmail', email, pixKey: '529.982.247-25' });
    expect(owner.statusCode).toBe(201);
    expect(await profileOf(email)).toMatchObject({ username: 'DonaDoEmail', pixKey: '52998224725' });
    await confirmAsSignUp(t, email, 'segredo1');
    await login(t.app, email, 'segredo1');
  });

  it('leaves confirmed accounts, recent sign-ups and deleted accounts’ placeholders alone', async () => {
    const confirmed = await createUser(t.db, { createdAt: new Date(Date.now() - 100 * HOUR) });
    const recent = await createUser(t.db, {
      emailVerified: false,
      createdAt: new Date(Date.now() - 47 * HOUR),
    });
    // A deleted account stays as an unconfirmed placeholder without a login (account/service.ts).
    const deleted = await createUser(t.db, { createdAt: new Date(Date.now() - 100 * HOUR) });
    const leaving = await t.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: { cookie: await login(t.app, deleted.email, deleted.password) },
      payload: { password: deleted.password },
    });
    expect(leaving.statusCode).toBe(200);
    await runJobOnce(t.app.deps, accountSweepJob);
    for (const id of [confirmed.id, recent.id, deleted.id])
      expect((await t.db.select().from(user).where(eq(user.id, id))).length, id).toBe(1);
  });
});

describe('a password reset of a sign-up never confirmed', () => {
  it('confirms the address and drops what the sign-up chose: the squatter’s PIX key never gets a prize', async () => {
    const email = 'dona-da-caixa@example.com';
    const squat = await register({
      username: 'NomeDoGolpista',
      email,
      pixKey: 'golpista3@example.com',
      password: 'senha-do-golpista',
    });
    expect(squat.statusCode).toBe(201);
    const { id } = (await userRow(email))!;

    await resetThroughMail(email, 'senha-da-dona');

    // The reset link proved the mailbox: the owner signs in without another confirmation…
    const cookie = await login(t.app, email, 'senha-da-dona');
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user;
    // …to an account without the squatter's key or name.
    expect(me.pixKey).toBe('');
    expect(me.username).toMatch(/^lutador_[0-9a-f]{8}$/);
    expect(await profileOf(email)).toMatchObject({ pixKey: '', pixKeyType: null });
    expect((await userRow(email))?.emailVerified).toBe(true);
    const audits = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, id), eq(auditLog.action, 'user.reset_claim')));
    expect(audits).toHaveLength(1);
    // The squatter's password is gone with the reset.
    const squatter = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'senha-do-golpista' },
    });
    expect(squatter.statusCode).toBe(401);
  });

  it('keeps the profile of a confirmed account', async () => {
    const u = await createUser(t.db, { pixKey: '529.982.247-25', username: `Confirmado${Date.now()}` });
    await resetThroughMail(u.email, 'outra-senha-1');
    expect(await profileOf(u.email)).toEqual({
      username: u.username,
      pixKey: '52998224725',
      pixKeyType: 'cpf',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, u.id));
    expect(audits).toEqual([]);
  });
});
