import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog, notifications, userRoles, walletLedger, wallets } from '#server/db/schema.ts';
import { createTestApp, login, type TestApp } from '#server/test-support/test-app.ts';
import { testConfig } from '#server/test-support/test-config.ts';
import { adminGrantAllowed } from './service.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const adjust = (userId: string, payload: object, who = cast.master) =>
  t.app.inject({ method: 'POST', url: `/api/admin/wallets/${userId}/adjust`, headers: as(who), payload });

describe('YodCoins management', () => {
  it('tells the page who may manage YodCoins', async () => {
    const get = (who: { cookie: string }) =>
      t.app
        .inject({ method: 'GET', url: '/api/admin/yodcoins/access', headers: as(who) })
        .then((r) => r.json());
    expect(await get(cast.master)).toEqual({ isAdmin: true, isMaster: true, masterEmail: 'mestre@yod.test' });
    expect(await get(cast.admin)).toMatchObject({ isAdmin: true, isMaster: false });
    expect(await get(cast.moderator)).toMatchObject({ isAdmin: false, isMaster: false });
  });

  it('lets only the master read and adjust wallets', async () => {
    const target = await createUser(t.db, { balance: 4 });
    const before = await snapshot(t);
    // The two refusal texts (docs/product.md#who-uses-it): an admin who is not the master vs anyone who is not an admin.
    const notMaster = 'Acesso restrito: apenas o administrador master pode gerenciar YodCoins.';
    const notAdmin = 'Você não tem permissão para gerenciar YodCoins. Entre em contato com um administrador.';
    const refusals = [
      [cast.admin, 'CREDITS_FORBIDDEN_NOT_MASTER', notMaster],
      [cast.moderator, 'CREDITS_FORBIDDEN_NOT_ADMIN', notAdmin],
      [cast.user, 'CREDITS_FORBIDDEN_NOT_ADMIN', notAdmin],
    ] as const;
    for (const [who, code, message] of refusals) {
      const calls = [
        t.app.inject({ method: 'GET', url: `/api/admin/wallets/${target.id}`, headers: as(who) }),
        t.app.inject({
          method: 'GET',
          url: `/api/admin/wallets/${target.id}/transactions`,
          headers: as(who),
        }),
        adjust(target.id, { amount: 5 }, who),
      ];
      for (const res of await Promise.all(calls)) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toMatchObject({ code, message, title: 'Acesso negado' });
      }
    }
    // A guest is asked to sign in, not told about roles.
    const guest = await t.app.inject({ method: 'GET', url: `/api/admin/wallets/${target.id}` });
    expect(guest.statusCode).toBe(401);
    expect(await snapshot(t)).toEqual(before);
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/admin/wallets/${target.id}`,
      headers: as(cast.master),
    });
    expect(read.json().wallet).toEqual({ userId: target.id, balance: 4, dailyClaimedAt: null });
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/admin/wallets/nobody',
      headers: as(cast.master),
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Carteira não encontrada');
  });

  it('adds with ledger, notification and audit in one go', async () => {
    const target = await createUser(t.db, { balance: 2 });
    const res = await adjust(target.id, { amount: 5 });
    expect(res.statusCode).toBe(200);
    expect(res.json().balance).toBe(7);
    expect(res.json().transaction).toMatchObject({
      type: 'admin_add',
      amount: 5,
      description: 'Adição de 5 YodCoins pelo administrador',
      actorUsername: cast.master.username,
    });
    const removed = await adjust(target.id, { amount: -1, description: '  Correção  ' });
    expect(removed.json().balance).toBe(6);
    expect(removed.json().transaction).toMatchObject({
      type: 'admin_remove',
      amount: -1,
      description: 'Correção',
    });

    const ledger = await t.db.select().from(walletLedger).where(eq(walletLedger.userId, target.id));
    expect(ledger.map((l) => [l.type, l.amount, l.actorUserId])).toEqual([
      ['admin_add', 5, cast.master.id],
      ['admin_remove', -1, cast.master.id],
    ]);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, target.id));
    expect(notes.map((n) => n.type)).toEqual(['credits_adjusted', 'credits_adjusted']);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'credits.adjust' AND ${auditLog.targetId} = ${target.id}`);
    expect(audits.map((a) => a.changes)).toEqual([
      expect.objectContaining({ amount: 5, before: 2, after: 7 }),
      expect.objectContaining({ amount: -1, before: 7, after: 6 }),
    ]);
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/wallets/${target.id}/transactions`,
      headers: as(cast.master),
    });
    expect(history.json().transactions.map((x: { amount: number }) => x.amount)).toEqual([-1, 5]);
  });

  it('never takes a balance below zero and refuses zero or fractional amounts', async () => {
    const target = await createUser(t.db, { balance: 3 });
    const before = await snapshot(t);
    const debit = await adjust(target.id, { amount: -4 });
    expect(debit.statusCode).toBe(409);
    expect(debit.json().error).toMatchObject({
      code: 'CREDITS_NEGATIVE_BALANCE',
      title: 'Erro ao ajustar saldo',
      message: 'O saldo não pode ficar negativo. Saldo atual: 3.',
    });
    for (const amount of [0, 1.5, '2']) {
      const bad = await adjust(target.id, { amount });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.message).toBe(
        'Digite uma quantidade válida (número inteiro diferente de zero).',
      );
    }
    expect(await snapshot(t)).toEqual(before);
    const [wallet] = await t.db.select().from(wallets).where(eq(wallets.userId, target.id));
    expect(wallet?.balance).toBe(3);
    expect((await adjust(target.id, { amount: -3 })).json().balance).toBe(0);
  });
});

describe('admin setup', () => {
  it('grants admin only to the ADMIN_EMAILS addresses, reporting missing accounts', async () => {
    const listed = await createUser(t.db, { email: 'admin@yod.test' });
    const outsider = await createUser(t.db, { email: 'outsider@yod.test' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/setup-admins',
      headers: as(cast.admin),
    });
    expect(res.statusCode).toBe(200);
    // mestre@yod.test is the cast's master: already admin, still 'Configurado'.
    expect(res.json()).toEqual({
      results: [
        { email: 'mestre@yod.test', status: 'Configurado' },
        { email: 'admin@yod.test', status: 'Configurado' },
      ],
      configured: 2,
      total: 2,
    });
    const [role] = await t.db.select().from(userRoles).where(eq(userRoles.userId, listed.id));
    expect(role?.role).toBe('admin');
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, outsider.id))).toEqual([]);
    const cookie = await login(t.app, listed.email, listed.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.role).toBe('admin');
  });

  it('says "usuário não encontrado" for an address without an account', async () => {
    const other = await createTestApp({
      config: { ADMIN_EMAILS: ['mestre@yod.test', 'sem.conta@yod.test'] },
    });
    try {
      const master = await createUser(other.db, { email: 'mestre@yod.test', role: 'admin' });
      const cookie = await login(other.app, master.email, master.password);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/admin/setup-admins',
        headers: { cookie },
      });
      expect(res.json().results[1]).toEqual({
        email: 'sem.conta@yod.test',
        status: 'Erro',
        reason: 'usuário não encontrado',
      });
      expect(res.json().configured).toBe(1);
    } finally {
      await other.close();
    }
  });

  it('lets the CLI grant only configured addresses', () => {
    const config = testConfig();
    expect(adminGrantAllowed(config, 'ADMIN@yod.test')).toBe(true);
    expect(adminGrantAllowed(config, 'mestre@yod.test')).toBe(true);
    expect(adminGrantAllowed(config, 'outro@yod.test')).toBe(false);
  });
});

describe('platform settings', () => {
  it('lets the master change the daily grant, which the next grant uses', async () => {
    const put = (payload: object, who = cast.master) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: as(who), payload });
    expect((await put({ dailyYodcoins: 7, guestVotesPerDay: 2 }, cast.admin)).statusCode).toBe(403);
    expect((await put({ dailyYodcoins: 1001, guestVotesPerDay: 2 })).statusCode).toBe(400);
    const res = await put({ dailyYodcoins: 7, guestVotesPerDay: 2 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      dailyYodcoins: 7,
      guestVotesPerDay: 2,
      updatedByUsername: cast.master.username,
    });
    const pub = await t.app.inject({ method: 'GET', url: '/api/settings/public' });
    expect(pub.json()).toMatchObject({ dailyYodcoins: 7, guestVotesPerDay: 2 });

    const fresh = await createUser(t.db, { balance: 0, dailyClaimedDay: '2000-01-01' });
    const cookie = await login(t.app, fresh.email, fresh.password);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.balance).toBe(7);
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'settings.update'));
    expect(audits[0]?.changes).toMatchObject({ after: { dailyYodcoins: 7, guestVotesPerDay: 2 } });
  });
});

describe('YodCoins history paging', () => {
  it('pages a long ledger newest first, 50 at a time, forwards and back', async () => {
    const target = await createUser(t.db, { balance: 0 });
    const start = Date.now() - 200 * 60_000;
    // 120 rows, two per minute so equal timestamps exercise the id tie-break.
    await t.db.insert(walletLedger).values(
      Array.from({ length: 120 }, (_, i) => ({
        userId: target.id,
        type: 'admin_add' as const,
        amount: i + 1,
        description: `linha ${i + 1}`,
        createdAt: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
    const get = async (qs = '') => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/wallets/${target.id}/transactions?${qs}`,
        headers: as(cast.master),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        transactions: { amount: number }[];
        nextCursor: string | null;
        prevCursor: string | null;
      };
    };
    const amounts = (page: { transactions: { amount: number }[] }) => page.transactions.map((x) => x.amount);
    const first = await get('limit=50');
    const second = await get(`limit=50&cursor=${first.nextCursor}`);
    const third = await get(`limit=50&cursor=${second.nextCursor}`);
    expect([...amounts(first), ...amounts(second), ...amounts(third)]).toEqual(
      Array.from({ length: 120 }, (_, i) => 120 - i),
    );
    expect(first.prevCursor).toBeNull();
    expect(third.nextCursor).toBeNull();
    expect(amounts(await get(`limit=50&cursor=${third.prevCursor}`))).toEqual(amounts(second));
    expect(amounts(await get(`limit=50&cursor=${second.prevCursor}`))).toEqual(amounts(first));
    expect(amounts(await get('dir=asc')).slice(0, 3)).toEqual([1, 2, 3]);
    expect((await get()).transactions).toHaveLength(25);
  });
});
