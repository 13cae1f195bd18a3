import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillDerivedColumns } from '#server/db/derived-columns.ts';
import { createUser } from '#server/db/factories/users.ts';
import { profiles, user } from '#server/db/schema.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { TEST_MASTER_EMAIL } from '#server/test-support/test-config.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

let seq = 0;
const register = (pixKey: unknown) => {
  seq += 1;
  const email = `pix${seq}@example.com`;
  return {
    email,
    response: t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: `10.91.0.${seq}`,
      payload: {
        username: `Pix${seq}`,
        email,
        password: 'segredo1',
        confirmPassword: 'segredo1',
        pixKey,
        acceptTerms: true,
      },
    }),
  };
};
const profileByEmail = async (email: string) =>
  (
    await t.db
      .select({ pixKey: profiles.pixKey, pixKeyType: profiles.pixKeyType })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.id))
      .where(eq(user.email, email))
  )[0];

describe('PIX keys at sign-up', () => {
  it.each([
    [
      'not a pix key at all !!',
      'Chave PIX inválida. Use seu CPF, CNPJ, e-mail, telefone com DDD ou a chave aleatória do seu banco.',
    ],
    ['529.982.247-24', 'CPF inválido: confira os 11 dígitos.'],
    ['12.ABC.345/01DE-36', 'CNPJ inválido: confira os 14 caracteres.'],
    ['+1 202 555 0101', 'Telefone inválido: informe o DDD e o número, como +55 11 98765-4321.'],
    ['fulano@', 'E-mail inválido para chave PIX.'],
    ['', 'Chave PIX é obrigatória'],
  ])('refuses %j with a clear message and creates nothing', async (pixKey, message) => {
    const { email, response } = register(pixKey);
    const res = await response;
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'VALIDATION', message });
    expect(await profileByEmail(email)).toBeUndefined();
    expect(t.mailer.sent.filter((m) => m.to === email)).toEqual([]);
  });

  it.each([
    ['529.982.247-25', '52998224725', 'cpf'],
    ['12.abc.345/01de-35', '12ABC34501DE35', 'cnpj'],
    ['11.222.333/0001-81', '11222333000181', 'cnpj'],
    ['(11) 98765-4321', '+5511987654321', 'phone'],
    ['Fulano.Silva@Exemplo.com.BR', 'fulano.silva@exemplo.com.br', 'email'],
    ['123E4567-E89B-12D3-A456-426614174000', '123e4567-e89b-12d3-a456-426614174000', 'evp'],
  ])('stores %j as %j with its type %s', async (typed, stored, type) => {
    const { email, response } = register(typed);
    expect((await response).statusCode).toBe(201);
    expect(await profileByEmail(email)).toEqual({ pixKey: stored, pixKeyType: type });
  });
});

describe('PIX keys in the profile', () => {
  it('refuses an invalid key and stores a valid one normalised with its type', async () => {
    const me = await signedInUser(t, { pixKey: 'antes@example.com' });
    const patch = (pixKey: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/profile',
        headers: { cookie: me.cookie },
        payload: { pixKey, currentPassword: me.password },
      });
    const bad = await patch('111.111.111-11');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('CPF inválido: confira os 11 dígitos.');
    expect(await profileByEmail(me.email)).toEqual({ pixKey: 'antes@example.com', pixKeyType: 'email' });
    const good = await patch('+55 21 3456-7890');
    expect(good.statusCode).toBe(200);
    expect(good.json().profile.pixKey).toBe('+552134567890');
    expect(await profileByEmail(me.email)).toEqual({ pixKey: '+552134567890', pixKeyType: 'phone' });
  });
});

describe('PIX keys stored before the check', () => {
  it('types and normalises the valid ones, flags the invalid ones to admins without touching them', async () => {
    const formatted = await createUser(t.db, { pixKey: 'legado@example.com' });
    const invalid = await createUser(t.db, { pixKey: 'not a pix key at all !!' });
    const wrongCpf = await createUser(t.db, { pixKey: '123.456.789-00' });
    // As before the migration: the key as typed, no type.
    await t.db
      .update(profiles)
      .set({ pixKey: '529.982.247-25', pixKeyType: null })
      .where(eq(profiles.id, formatted.id));

    await fillDerivedColumns(t.db);
    const stored = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0];
    expect(await stored(formatted.id)).toMatchObject({ pixKey: '52998224725', pixKeyType: 'cpf' });
    expect(await stored(invalid.id)).toMatchObject({ pixKey: 'not a pix key at all !!', pixKeyType: null });
    expect(await stored(wrongCpf.id)).toMatchObject({ pixKey: '123.456.789-00', pixKeyType: null });

    const master = await signedInUser(t, { email: TEST_MASTER_EMAIL, role: 'admin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: { cookie: master.cookie },
    });
    const rows = list.json().users as { userId: string; pixKey: string; pixKeyType: string | null }[];
    const row = (id: string) => rows.find((r) => r.userId === id);
    expect(row(formatted.id)).toMatchObject({ pixKey: '52998224725', pixKeyType: 'cpf' });
    expect(row(invalid.id)).toMatchObject({ pixKey: 'not a pix key at all !!', pixKeyType: null });
    expect(row(master.id)).toMatchObject({ pixKeyType: 'email' });
  });
});
