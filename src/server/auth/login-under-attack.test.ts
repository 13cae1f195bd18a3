import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loginChallengeDetailsSchema } from '#domain/schemas/auth.ts';
import { createUser } from '#server/db/factories/users.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';
import { ACCOUNT_FREE_FAILURES, challengeLevel } from './login-throttle.ts';

// Its own app (and database) so the counters of other files' logins never mix in.
let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const CHALLENGE_REQUIRED =
  'Muitas tentativas de login nesta conta. Para continuar, seu navegador precisa fazer uma verificação automática. Tente novamente.';

const loginFrom = (remoteAddress: string, email: string, password: string, altcha?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password, ...(altcha ? { altcha } : {}) },
    remoteAddress,
  });

/** The challenge a LOGIN_CHALLENGE_REQUIRED answer carries, as the browser reads it. */
function challengeOf(res: LightMyRequestResponse) {
  expect(res.statusCode, res.body).toBe(429);
  const { error } = res.json();
  expect(error).toMatchObject({ code: 'LOGIN_CHALLENGE_REQUIRED', message: CHALLENGE_REQUIRED });
  return loginChallengeDetailsSchema.parse(error.details).challenge;
}

/** Solves a challenge as the browser does, returning the payload the login carries. */
async function solve(challenge: unknown): Promise<string> {
  const issued = challenge as Challenge;
  const solution = await solveChallenge({ challenge: issued, deriveKey });
  if (!solution) throw new Error('not solved');
  return Buffer.from(JSON.stringify({ challenge: issued, solution })).toString('base64');
}

/** Fails `times` wrong passwords from `address`, answering each challenge like a patient attacker. */
async function failWithWork(address: string, email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const first = await loginFrom(address, email, 'errada123');
    if (first.statusCode === 401) continue;
    const again = await loginFrom(address, email, 'errada123', await solve(challengeOf(first)));
    expect(again.statusCode, again.body).toBe(401);
  }
}

describe('logins on an account under attack', () => {
  it('lets the owner in from their network at once while an attacker elsewhere keeps failing', async () => {
    const master = await createUser(t.db, { email: TEST_MASTER_EMAIL, role: 'admin' });
    // The owner's usual network: signed in from it before.
    expect((await loginFrom('10.70.0.1', master.email, master.password)).statusCode).toBe(200);

    const codes: string[] = [];
    for (let i = 0; i < 20; i++)
      codes.push((await loginFrom('10.71.0.1', master.email, 'errada123')).json().error.code);
    // The free failures are answered as wrong passwords; then the attacker must prove work.
    expect(codes.slice(0, ACCOUNT_FREE_FAILURES)).toEqual(
      Array.from({ length: ACCOUNT_FREE_FAILURES }, () => 'LOGIN_INVALID_CREDENTIALS'),
    );
    expect(new Set(codes.slice(ACCOUNT_FREE_FAILURES))).toEqual(new Set(['LOGIN_CHALLENGE_REQUIRED']));

    // The owner, from the network they sign in from, is not slowed at all.
    const owner = await loginFrom('10.70.0.1', master.email, master.password);
    expect(owner.statusCode, owner.body).toBe(200);
    expect(owner.json().user).toMatchObject({ email: master.email, isMaster: true });

    // Anyone else, right password or not, is asked for a proof of work, with a clear code…
    const unknown = await loginFrom('10.72.0.1', master.email, master.password);
    const challenge = challengeOf(unknown);
    expect(unknown.cookies.filter((c) => c.value !== '')).toEqual([]);
    // …and gets in with it when the password is right.
    const solved = await solve(challenge);
    const withWork = await loginFrom('10.72.0.1', master.email, master.password, solved);
    expect(withWork.statusCode, withWork.body).toBe(200);
    // A solution works once.
    challengeOf(await loginFrom('10.72.0.2', master.email, master.password, solved));
  });

  it('refuses a solution made for another account, a forged one and garbage', async () => {
    const target = await createUser(t.db);
    const other = await createUser(t.db);
    await failWithWork('10.73.0.1', target.email, ACCOUNT_FREE_FAILURES);
    await failWithWork('10.73.0.2', other.email, ACCOUNT_FREE_FAILURES);
    const forOther = await solve(challengeOf(await loginFrom('10.73.0.3', other.email, other.password)));
    challengeOf(await loginFrom('10.73.0.3', target.email, target.password, forOther));

    const issued = challengeOf(await loginFrom('10.73.0.3', target.email, target.password));
    // A challenge that lasts longer than it was issued for: a changed parameter fails the signature,
    // and re-signing needs the server's secret.
    const tampered = {
      ...issued,
      parameters: { ...issued.parameters, expiresAt: (issued.parameters.expiresAt ?? 0) + 3600 },
    };
    challengeOf(await loginFrom('10.73.0.3', target.email, target.password, await solve(tampered)));
    challengeOf(await loginFrom('10.73.0.3', target.email, target.password, 'bm90IGpzb24='));
    expect(
      (await loginFrom('10.73.0.3', target.email, target.password, await solve(issued))).statusCode,
    ).toBe(200);
  });

  it('asks more work as the failures grow, and no longer takes an old easy solution', async () => {
    const u = await createUser(t.db);
    await failWithWork('10.74.0.1', u.email, ACCOUNT_FREE_FAILURES);
    const easy = challengeOf(await loginFrom('10.74.0.2', u.email, u.password));
    expect(easy.parameters.data?.level).toBe(0);
    const easySolution = await solve(easy);

    // Attackers on other networks keep paying for guesses: 16 more failures, two levels up.
    for (let n = 0; n < 16; n++) await failWithWork(`10.74.1.${n + 1}`, u.email, 1);
    const harder = challengeOf(await loginFrom('10.74.0.2', u.email, u.password));
    expect(harder.parameters.data?.level).toBe(2);
    // The counter to find is drawn from a range that doubles per level.
    expect(challengeLevel(ACCOUNT_FREE_FAILURES + 1)).toBe(0);
    expect(challengeLevel(ACCOUNT_FREE_FAILURES + 17)).toBe(2);
    expect(challengeLevel(10_000)).toBe(4);

    // The solution of level 0 is two levels short now.
    challengeOf(await loginFrom('10.74.0.2', u.email, u.password, easySolution));
    expect((await loginFrom('10.74.0.2', u.email, u.password, await solve(harder))).statusCode).toBe(200);
  });

  it('asks work of a known network too once it keeps failing on the account itself', async () => {
    const u = await createUser(t.db);
    expect((await loginFrom('10.75.0.1', u.email, u.password)).statusCode).toBe(200);
    // Someone sharing the owner's network guesses from it: free guesses run out there as well.
    const codes: number[] = [];
    for (let i = 0; i < 9; i++) codes.push((await loginFrom('10.75.0.1', u.email, 'errada123')).statusCode);
    expect(codes).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429]);
    // The owner there proves work once (their browser does it unseen) and is in.
    const challenge = challengeOf(await loginFrom('10.75.0.1', u.email, u.password));
    expect((await loginFrom('10.75.0.1', u.email, u.password, await solve(challenge))).statusCode).toBe(200);
  });

  it('answers unknown addresses the same way, so the challenge reveals no account', async () => {
    const codes: string[] = [];
    for (let i = 0; i < ACCOUNT_FREE_FAILURES + 1; i++)
      codes.push(
        (await loginFrom(`10.76.0.${i + 1}`, 'ninguem-aqui@example.com', 'errada123')).json().error.code,
      );
    expect(codes.at(-2)).toBe('LOGIN_INVALID_CREDENTIALS');
    expect(codes.at(-1)).toBe('LOGIN_CHALLENGE_REQUIRED');
  });

  it('still refuses a network that keeps failing, whatever it solves', async () => {
    const u = await createUser(t.db);
    const codes: string[] = [];
    for (let i = 0; i < 30; i++) {
      const res = await loginFrom('10.77.0.1', `spray${i}@example.com`, 'errada123');
      codes.push(res.json().error.code);
    }
    expect(new Set(codes)).toEqual(new Set(['LOGIN_INVALID_CREDENTIALS']));
    const refused = await loginFrom('10.77.0.1', u.email, u.password);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('LOGIN_RATE_LIMITED');
  });
});
