import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, profiles } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const patch = (me: SignedInUser, payload: object, remoteAddress = '127.0.0.1') =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/profile',
    headers: { cookie: me.cookie },
    payload,
    remoteAddress,
  });

const storedKey = async (id: string) =>
  (await t.db.select({ pixKey: profiles.pixKey }).from(profiles).where(eq(profiles.id, id)))[0]?.pixKey;
const mailsTo = (email: string) => t.mailer.sent.filter((m) => m.to === email);

describe('changing the PIX key', () => {
  it('asks for the password, changing nothing and mailing nobody without it', async () => {
    const me = await signedInUser(t, { pixKey: '529.982.247-25' });
    const res = await patch(me, { pixKey: 'outra@example.com', username: 'SemSenha' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'PROFILE_PASSWORD_REQUIRED',
      message: 'Para trocar a chave PIX, confirme com a senha que você usa para entrar.',
    });
    expect(await storedKey(me.id)).toBe('52998224725');
    expect(mailsTo(me.email)).toEqual([]);
  });

  it('refuses a wrong password with a clear 4xx, counted like failed logins', async () => {
    const me = await signedInUser(t, { pixKey: '529.982.247-25' });
    const codes: string[] = [];
    for (let i = 0; i < 9; i++)
      codes.push(
        (await patch(me, { pixKey: 'outra@example.com', currentPassword: 'chute' })).json().error.code,
      );
    expect(codes.slice(0, 8)).toEqual(Array.from({ length: 8 }, () => 'PROFILE_WRONG_PASSWORD'));
    expect(codes[8]).toBe('PROFILE_PASSWORD_RATE_LIMITED');
    const wrong = await patch(me, { pixKey: 'outra@example.com', currentPassword: 'chute' }, '10.95.0.1');
    expect(wrong.statusCode).toBe(429);
    expect(await storedKey(me.id)).toBe('52998224725');
    expect(mailsTo(me.email)).toEqual([]);
    // The account's failures rose as with failed logins: a login from a new network must now
    // prove work, even with the right password.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: me.email, password: me.password },
      remoteAddress: '10.95.0.2',
    });
    expect(elsewhere.json().error.code).toBe('LOGIN_CHALLENGE_REQUIRED');
  });

  it('changes the key with the right password and mails the owner both keys masked', async () => {
    const me = await signedInUser(t, { pixKey: '529.982.247-25' });
    const res = await patch(me, { pixKey: 'Joao.Novo@Gmail.com', currentPassword: me.password });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile.pixKey).toBe('joao.novo@gmail.com');

    const [mail, ...more] = mailsTo(me.email);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('Sua chave PIX foi alterada no Yod Arena');
    expect(mail?.text).toContain('Chave anterior: ***.982.247-**');
    expect(mail?.text).toContain('Nova chave: jo***@gmail.com');
    expect(mail?.text).toContain('Se não foi você, redefina sua senha');
    expect(mail?.text).toContain('http://localhost:3000/forgot-password');
    for (const whole of ['52998224725', '529.982.247-25', 'joao.novo@gmail.com'])
      expect(`${mail?.text}${mail?.html}`).not.toContain(whole);

    const audits = await t.db
      .select({ changes: auditLog.changes, actor: auditLog.actorUserId })
      .from(auditLog)
      .where(and(eq(auditLog.targetId, me.id), eq(auditLog.action, 'user.pix_key_change')));
    expect(audits).toEqual([
      { actor: me.id, changes: { pixKey: { before: '***.982.247-**', after: 'jo***@gmail.com' } } },
    ]);
  });

  it('needs no password when the key stays the same, however it is typed', async () => {
    const me = await signedInUser(t, { pixKey: '529.982.247-25' });
    const res = await patch(me, { pixKey: '52998224725', username: 'MesmaChave', instagramHandle: '@mesma' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().profile).toMatchObject({ username: 'MesmaChave', pixKey: '52998224725' });
    expect(mailsTo(me.email)).toEqual([]);
  });
});
