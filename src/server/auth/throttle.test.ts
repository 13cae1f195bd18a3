import { describe, expect, it } from 'vitest';
import { createUser } from '#server/db/factories/users.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// Its own app (and database) so the counters of other files' logins never mix in.
let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const LOGIN_LIMITED = 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.';
const SIGNUP_LIMITED = 'Muitas tentativas de cadastro. Aguarde alguns minutos e tente novamente.';
const RESEND_LIMITED = 'Muitos pedidos de reenvio. Aguarde alguns minutos e tente novamente.';

const loginFrom = (remoteAddress: string, email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress });

const tally = (codes: number[]) =>
  codes.reduce<Record<number, number>>((acc, c) => {
    acc[c] = (acc[c] ?? 0) + 1;
    return acc;
  }, {});

describe('login throttle under concurrency', () => {
  it('lets at most 8 of 40 concurrent wrong passwords for one account reach verification without work', async () => {
    const u = await createUser(t.db);
    // A different address per attempt: only the per-account budget can stop them.
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom(`10.20.0.${i + 1}`, u.email, 'errada123')),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 401: 8, 429: 32 });
    const limited = results.filter((r) => r.statusCode === 429);
    for (const r of limited) expect(r.json().error.code).toBe('LOGIN_CHALLENGE_REQUIRED');
    // No lock-out: a network the account never signed in from is asked for a proof of work, even
    // with the right password (login-under-attack.test.ts shows it passing with one).
    const right = await loginFrom('10.20.1.1', u.email, u.password);
    expect(right.statusCode).toBe(429);
    expect(right.json().error.code).toBe('LOGIN_CHALLENGE_REQUIRED');
  });

  it('lets at most 30 concurrent failures from one address through, across many accounts', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom('10.30.0.1', `ninguem${i}@example.com`, 'errada123')),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 401: 30, 429: 10 });
    // Another address is not affected.
    expect((await loginFrom('10.30.0.2', 'ninguem0@example.com', 'errada123')).statusCode).toBe(401);
  });

  it('does not count successful logins against the address; a success clears that network’s failures only', async () => {
    const u = await createUser(t.db);
    for (let i = 0; i < 7; i++)
      expect((await loginFrom('10.40.0.1', u.email, 'errada123')).statusCode).toBe(401);
    expect((await loginFrom('10.40.0.1', u.email, u.password)).statusCode).toBe(200);
    // The account keeps its 7 failures (an owner signing in gives an attacker elsewhere no fresh
    // budget): the 8th failure is the last free one anywhere…
    expect((await loginFrom('10.40.9.9', u.email, 'errada123')).statusCode).toBe(401);
    expect((await loginFrom('10.40.9.9', u.email, 'errada123')).json().error.code).toBe(
      'LOGIN_CHALLENGE_REQUIRED',
    );
    // …while 10.40.0.1, now known and with its own failures cleared, has 8 more before it too
    // must prove work.
    const after = [];
    for (let i = 0; i < 9; i++)
      after.push((await loginFrom('10.40.0.1', u.email, 'errada123')).json().error.code);
    expect(after).toEqual([
      ...Array.from({ length: 8 }, () => 'LOGIN_INVALID_CREDENTIALS'),
      'LOGIN_CHALLENGE_REQUIRED',
    ]);
    // 15 failures, 1 challenge asked and 1 success from 10.40.0.1 so far: a challenge counts
    // against the network (so none asks for them without end), and the 30-failure budget has 14 left.
    const others = [];
    for (let i = 0; i < 15; i++)
      others.push((await loginFrom('10.40.0.1', `outro${i}@example.com`, 'errada123')).statusCode);
    expect(others).toEqual([...Array.from({ length: 14 }, () => 401), 429]);
    const refused = await loginFrom('10.40.0.1', u.email, u.password);
    expect(refused.json().error).toMatchObject({ code: 'LOGIN_RATE_LIMITED', message: LOGIN_LIMITED });
  });
});

const resendFrom = (remoteAddress: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/resend-verification',
    payload: { email },
    remoteAddress,
  });

const registerFrom = (remoteAddress: string, username: string, email: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: {
      username,
      email,
      password: 'segredo1',
      confirmPassword: 'segredo1',
      pixKey: email,
      acceptTerms: true,
    },
    remoteAddress,
  });

const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email).length;

describe('resend-verification throttle', () => {
  it('sends at most 3 confirmation mails an hour to one address, from any IP', async () => {
    const u = await createUser(t.db, { emailVerified: false });
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await resendFrom(`10.50.0.${i + 1}`, u.email)).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
    expect(mailsTo(u.email)).toBe(3);
    const refused = await resendFrom('10.50.1.1', u.email);
    expect(refused.json().error).toMatchObject({ code: 'RESEND_RATE_LIMITED', message: RESEND_LIMITED });
  });

  it('answers at most 10 resends an hour from one IP, whether or not the addresses exist', async () => {
    const codes = [];
    for (let i = 0; i < 11; i++)
      codes.push((await resendFrom('10.51.0.1', `quem${i}@example.com`)).statusCode);
    expect(codes).toEqual([...Array.from({ length: 10 }, () => 200), 429]);
    expect((await resendFrom('10.51.0.2', 'quem0@example.com')).statusCode).toBe(200);
  });

  it('runs concurrently without letting more than the limit through', async () => {
    const u = await createUser(t.db, { emailVerified: false });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => resendFrom(`10.52.0.${i + 1}`, u.email)),
    );
    expect(tally(results.map((r) => r.statusCode))).toEqual({ 200: 3, 429: 5 });
    expect(mailsTo(u.email)).toBe(3);
  });
});

describe('sign-up throttle', () => {
  it('answers at most 20 sign-ups an hour from one IP, whatever their outcome', async () => {
    // The name is taken, so each attempt is refused cheaply (409) but still counts.
    const taken = await createUser(t.db, { username: 'Ocupado' });
    const codes = [];
    for (let i = 0; i < 21; i++)
      codes.push((await registerFrom('10.60.0.1', 'Ocupado', `novo${i}@example.com`)).statusCode);
    expect(codes).toEqual([...Array.from({ length: 20 }, () => 409), 429]);
    const refused = await registerFrom('10.60.0.1', 'Livre', 'livre@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toMatchObject({ code: 'SIGNUP_RATE_LIMITED', message: SIGNUP_LIMITED });
    expect(mailsTo('livre@example.com')).toBe(0);
    // Another IP still signs up.
    expect((await registerFrom('10.60.0.2', 'Livre', 'livre@example.com')).statusCode).toBe(201);
    expect(mailsTo('livre@example.com')).toBe(1);
    expect(taken.username).toBe('Ocupado');
  });

  it('answers at most 5 sign-ups an hour for one address, from any IP', async () => {
    const u = await createUser(t.db);
    const codes = [];
    for (let i = 0; i < 6; i++)
      codes.push((await registerFrom(`10.61.0.${i + 1}`, `Outro${i}`, u.email)).statusCode);
    // The address has an account: answered as a new one would be (signup-privacy.test.ts).
    expect(codes).toEqual([201, 201, 201, 201, 201, 429]);
    expect(mailsTo(u.email)).toBe(5);
  });
});

describe('throttles per client network', () => {
  it('counts every address of one IPv6 /64 against one login budget', async () => {
    const codes = [];
    for (let i = 0; i < 31; i++)
      codes.push(
        (await loginFrom(`2001:db8:70:1::${(i + 1).toString(16)}`, `rede${i}@example.com`, 'errada123'))
          .statusCode,
      );
    expect(codes).toEqual([...Array.from({ length: 30 }, () => 401), 429]);
    // The neighbouring /64 is another client.
    expect((await loginFrom('2001:db8:70:2::1', 'rede0@example.com', 'errada123')).statusCode).toBe(401);
  });

  it('counts an IPv4-mapped address and its IPv4 address as one sign-up budget', async () => {
    const codes = [];
    for (let i = 0; i < 21; i++) {
      const address = i % 2 === 0 ? '::ffff:10.62.0.1' : '10.62.0.1';
      codes.push((await registerFrom(address, `Mapeado${i}`, `mapeado${i}@example.com`)).statusCode);
    }
    expect(codes).toEqual([...Array.from({ length: 20 }, () => 201), 429]);
  });
});
