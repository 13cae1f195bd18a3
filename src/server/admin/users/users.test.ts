import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEFAULT_UNBAN_REASON, DELETED_ACCOUNT_REASON } from '#domain/accounts/ban.ts';
import { as, type Cast, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { queryRows } from '#server/db/query.ts';
import { auditLog, bans, session, userRoles } from '#server/db/schema.ts';
import { signedInUser, type TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const auditOf = (action: string, targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = ${action} AND ${auditLog.targetId} = ${targetId}`);

describe('admin users', () => {
  it('lists users with role, ban state, and the stats cards from their own call', async () => {
    const list = async (qs: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?${qs}`,
        headers: as(cast.admin),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const [banned] = (await list(`q=${cast.banned.email}`)).users;
    expect(banned).toMatchObject({
      userId: cast.banned.id,
      isBanned: true,
      banReason: 'Teste',
      banExpiresAt: null,
      role: 'user',
    });
    const [mod] = (await list(`q=${cast.moderator.id}`)).users;
    expect(mod).toMatchObject({ role: 'moderator', isBanned: false, battlesParticipatedCount: 0 });

    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/admin/users/stats', headers: as(cast.admin) })
    ).json();
    let seen = 0;
    let page = await list('limit=50');
    for (;;) {
      seen += page.users.length;
      if (!page.nextCursor) break;
      page = await list(`limit=50&cursor=${page.nextCursor}`);
    }
    expect(stats.total).toBe(seen);
    expect(stats.banned).toBe((await list('status=banned&limit=50')).users.length);
    expect(stats.active + stats.banned).toBe(stats.total);
    expect(stats.admins).toBe((await list('role=admin&limit=50')).users.length);
    expect(stats.moderators).toBe((await list('role=moderator&limit=50')).users.length);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/users/stats', headers: as(cast.moderator) }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses bad list parameters with a 400 and the catalogue text', async () => {
    for (const qs of [
      'sort=pix',
      'dir=up',
      'limit=10',
      'limit=51',
      'role=owner',
      'status=gone',
      'cursor=%25%25',
    ]) {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/users?${qs}`,
        headers: as(cast.admin),
      });
      expect(res.statusCode, qs).toBe(400);
    }
    const first = (
      await t.app.inject({ method: 'GET', url: '/api/admin/users?sort=name', headers: as(cast.admin) })
    ).json();
    // Blank parameters are no filter at all, as an emptied select sends them.
    const blank = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?sort=name&q=&role=&status=&dir=&cursor=',
      headers: as(cast.admin),
    });
    expect(blank.json()).toEqual(first);
    const other = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users?sort=email&cursor=eyJzIjoibmFtZSJ9',
      headers: as(cast.admin),
    });
    expect(other.statusCode).toBe(400);
    expect(other.json().error).toMatchObject({
      code: 'ADMIN_LIST_CURSOR_INVALID',
      message: 'Página inválida. Volte à primeira página da lista.',
    });
  });

  it('replaces the one role and audits it; nobody edits their own role', async () => {
    const target = await createUser(t.db);
    const put = (userId: string, role: string, who = cast.admin) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${userId}/role`,
        headers: as(who),
        payload: { role },
      });
    expect((await put(target.id, 'moderator')).json()).toEqual({ userId: target.id, role: 'moderator' });
    expect((await put(target.id, 'admin')).statusCode).toBe(200);
    const roles = await t.db.select().from(userRoles).where(eq(userRoles.userId, target.id));
    expect(roles.map((r) => r.role)).toEqual(['admin']);
    expect((await put(target.id, 'user')).statusCode).toBe(200);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, target.id))).toEqual([]);
    const audits = await auditOf('user.role', target.id);
    expect(audits.map((a) => a.changes)).toEqual([
      expect.objectContaining({ before: 'user', after: 'moderator' }),
      expect.objectContaining({ before: 'moderator', after: 'admin' }),
      expect.objectContaining({ before: 'admin', after: 'user' }),
    ]);

    const before = await snapshot(t);
    const self = await put(cast.admin.id, 'user');
    expect(self.statusCode).toBe(403);
    expect(self.json().error).toMatchObject({
      code: 'ADMIN_SELF_ROLE',
      message: 'Você não pode alterar a sua própria função.',
    });
    expect((await put('nobody', 'admin')).json().error.code).toBe('USER_NOT_FOUND');
    expect((await put(target.id, 'owner')).statusCode).toBe(400);
    expect(await snapshot(t)).toEqual(before);
  });

  it('bans with a trimmed reason and duration; the ban bites on the next request', async () => {
    const target = await signedInUser(t);
    const ok = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(target) });
    expect(ok.statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/ban`,
      headers: as(cast.admin),
      payload: { reason: '  Spam  ', durationHours: 24 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().reason).toBe('Spam');
    const hours = (Date.parse(res.json().expiresAt) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    const next = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(target) });
    expect(next.statusCode).toBe(403);
    expect(next.json().error.code).toBe('BANNED');
    expect(next.json().error.message).toContain('Motivo: Spam');
    // /api/me still answers, so the ban dialog can show.
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: as(target) });
    expect(me.json().user.ban.reason).toBe('Spam');
    expect(await auditOf('user.ban', target.id)).toHaveLength(1);
  });

  it('refuses a blank reason, hours below 1, self-ban and banning an admin, changing nothing', async () => {
    const target = await createUser(t.db);
    const ban = (userId: string, payload: unknown, who = cast.admin) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${userId}/ban`,
        headers: as(who),
        payload: payload as object,
      });
    const otherAdmin = await createUser(t.db, { role: 'admin' });
    const before = await snapshot(t);
    const blank = await ban(target.id, { reason: '   ', durationHours: 1 });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toBe('Informe o motivo do banimento.');
    const zero = await ban(target.id, { reason: 'x', durationHours: 0 });
    expect(zero.json().error.message).toBe('A duração do banimento deve ser de pelo menos 1 hora.');
    const self = await ban(cast.admin.id, { reason: 'x', durationHours: null });
    expect(self.json().error).toMatchObject({
      code: 'ADMIN_SELF_BAN',
      message: 'Você não pode banir a si mesmo.',
    });
    const admin = await ban(otherAdmin.id, { reason: 'x', durationHours: null });
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.message).toBe('Administradores não podem ser banidos.');
    expect(await snapshot(t)).toEqual(before);
  });

  it('unbans with the default reason and refuses when not banned', async () => {
    const target = await createUser(t.db, { ban: { reason: 'Antigo', expiresAt: null } });
    const unban = (payload?: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/users/${target.id}/unban`,
        headers: as(cast.admin),
        ...(payload ? { payload } : {}),
      });
    expect((await unban({})).statusCode).toBe(200);
    const [row] = await t.db.select().from(bans).where(eq(bans.userId, target.id));
    expect(row).toMatchObject({ revokedBy: cast.admin.id, revokeReason: DEFAULT_UNBAN_REASON });
    expect(row?.revokedAt).toBeInstanceOf(Date);
    const again = await unban();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('USER_NOT_BANNED');
    expect(await auditOf('user.unban', target.id)).toHaveLength(1);
  });

  it('deletes as a permanent ban and ends sessions; never yourself nor an admin', async () => {
    const target = await signedInUser(t);
    const del = (userId: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/admin/users/${userId}`, headers: as(cast.admin) });
    expect((await del(target.id)).statusCode).toBe(200);
    const [row] = await t.db.select().from(bans).where(eq(bans.userId, target.id));
    expect(row).toMatchObject({ reason: DELETED_ACCOUNT_REASON, expiresAt: null });
    expect(await t.db.select().from(session).where(eq(session.userId, target.id))).toEqual([]);
    const after = await t.app.inject({ method: 'GET', url: '/api/wallet', headers: as(target) });
    expect(after.statusCode).toBe(401);

    const otherAdmin = await createUser(t.db, { role: 'admin' });
    const before = await snapshot(t);
    expect((await del(cast.admin.id)).json().error.code).toBe('ADMIN_SELF_DELETE');
    expect((await del(otherAdmin.id)).json().error).toMatchObject({
      code: 'ADMIN_TARGET_ADMIN_DELETE',
      message: 'Administradores não podem ser removidos.',
    });
    expect(await snapshot(t)).toEqual(before);
  });
});

describe('the master admin account', () => {
  const put = (userId: string, role: string, who: { cookie: string }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${userId}/role`,
      headers: as(who),
      payload: { role },
    });
  const ban = (userId: string, who: { cookie: string }) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${userId}/ban`,
      headers: as(who),
      payload: { reason: 'Tentativa', durationHours: 1 },
    });
  const del = (userId: string, who: { cookie: string }) =>
    t.app.inject({ method: 'DELETE', url: `/api/admin/users/${userId}`, headers: as(who) });

  it('cannot be demoted, banned or removed by another admin', async () => {
    const before = await snapshot(t);
    for (const role of ['user', 'moderator', 'admin']) {
      const res = await put(cast.master.id, role, cast.admin);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'ADMIN_TARGET_MASTER_ROLE',
        title: 'Ação não permitida',
        message: 'A função do administrador master não pode ser alterada.',
      });
    }
    const banned = await ban(cast.master.id, cast.admin);
    expect(banned.statusCode).toBe(403);
    expect(banned.json().error).toMatchObject({
      code: 'ADMIN_TARGET_MASTER_BAN',
      message: 'O administrador master não pode ser banido.',
    });
    const removed = await del(cast.master.id, cast.admin);
    expect(removed.statusCode).toBe(403);
    expect(removed.json().error).toMatchObject({
      code: 'ADMIN_TARGET_MASTER_DELETE',
      message: 'O administrador master não pode ser removido.',
    });
    expect(await snapshot(t)).toEqual(before);
  });

  it('is protected by its e-mail even when its role row is missing', async () => {
    // A master account without the admin role (before the setup card ran) is a plain user to the
    // role checks: only the e-mail check keeps another admin from banning it.
    await t.db.delete(userRoles).where(eq(userRoles.userId, cast.master.id));
    try {
      const before = await snapshot(t);
      expect((await ban(cast.master.id, cast.admin)).json().error.code).toBe('ADMIN_TARGET_MASTER_BAN');
      expect((await del(cast.master.id, cast.admin)).json().error.code).toBe('ADMIN_TARGET_MASTER_DELETE');
      expect((await put(cast.master.id, 'admin', cast.admin)).json().error.code).toBe(
        'ADMIN_TARGET_MASTER_ROLE',
      );
      expect(await snapshot(t)).toEqual(before);
      // The other pages that reach the same role and ban steps: moderators, a battle's participants.
      const asModerator = await t.app.inject({
        method: 'POST',
        url: '/api/admin/moderators',
        headers: as(cast.admin),
        payload: { email: cast.master.email },
      });
      expect(asModerator.json().error.code).toBe('ADMIN_TARGET_MASTER_ROLE');
      const battle = await createBattle(t.db, { status: 'waiting' });
      const seat = await addParticipant(t.db, battle.id, { id: cast.master.id });
      const before2 = await snapshot(t);
      const fromPanel = await t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants/${seat.id}/ban`,
        headers: as(cast.admin),
      });
      expect(fromPanel.json().error.code).toBe('ADMIN_TARGET_MASTER_BAN');
      expect(await snapshot(t)).toEqual(before2);
    } finally {
      await t.db.insert(userRoles).values({ userId: cast.master.id, role: 'admin' });
    }
  });
});

describe('moderators', () => {
  it('adds an existing user by e-mail, lists and removes the real role', async () => {
    const target = await createUser(t.db, { email: 'Futuro.Mod@Example.com' });
    const add = await t.app.inject({
      method: 'POST',
      url: '/api/admin/moderators',
      headers: as(cast.admin),
      payload: { email: ' FUTURO.MOD@example.com ' },
    });
    expect(add.statusCode).toBe(201);
    expect(add.json().moderator).toMatchObject({ userId: target.id, username: target.username });
    const list = await t.app.inject({ method: 'GET', url: '/api/admin/moderators', headers: as(cast.admin) });
    const ids = list.json().moderators.map((m: { userId: string }) => m.userId);
    expect(ids).toContain(target.id);
    expect(ids).toContain(cast.moderator.id);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/moderators/${target.id}`,
      headers: as(cast.admin),
    });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, target.id))).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/moderators/${target.id}`,
      headers: as(cast.admin),
    });
    expect(again.json().error.code).toBe('MODERATOR_NOT_FOUND');
    const actions = await queryRows<{ action: string }>(
      t.db,
      sql`SELECT action FROM audit_log WHERE target_id = ${target.id} ORDER BY id`,
    );
    expect(actions.map((a) => a.action)).toEqual(['moderator.add', 'moderator.remove']);
  });

  it('gives a clear error for an unknown e-mail and refuses admins', async () => {
    const post = (email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/admin/moderators',
        headers: as(cast.admin),
        payload: { email },
      });
    const none = await post('ninguem@example.com');
    expect(none.statusCode).toBe(404);
    expect(none.json().error).toMatchObject({
      code: 'MODERATOR_EMAIL_NOT_FOUND',
      message: 'Nenhum usuário cadastrado com este e-mail.',
    });
    expect((await post(cast.master.email)).json().error.code).toBe('MODERATOR_TARGET_ADMIN');
    expect((await post(cast.admin.email)).json().error.code).toBe('ADMIN_SELF_ROLE');
  });
});
