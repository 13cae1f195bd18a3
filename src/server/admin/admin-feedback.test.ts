import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DELETED_ACCOUNT_REASON } from '#domain/accounts/ban.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { userRoles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { as, type Cast, snapshot, withCastApp } from './test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

describe('what the admin area says', () => {
  it('tells an admin that a master-only action is the master’s, not that they are no admin', async () => {
    const settings = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: as(cast.admin),
    });
    expect(settings.statusCode).toBe(403);
    expect(settings.json().error).toMatchObject({
      code: 'MASTER_ONLY',
      message: 'Acesso restrito: apenas o administrador master pode realizar esta ação.',
    });
    const battle = await createBattle(t.db, { status: 'active' });
    const fighter = await createUser(t.db);
    const participant = await addParticipant(t.db, battle.id, { id: fighter.id });
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants/${participant.id}/vote`,
      headers: as(cast.admin),
    });
    expect(vote.json().error).toMatchObject({
      code: 'ADMIN_VOTE_FORBIDDEN',
      message: 'Acesso restrito: apenas o administrador master pode adicionar votos.',
    });
    // A moderator is not an admin, and is told so.
    const moderator = await t.app.inject({
      method: 'GET',
      url: '/api/admin/settings',
      headers: as(cast.moderator),
    });
    expect(moderator.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a ban of 2.5 hours as not whole hours, changing nothing', async () => {
    const target = await createUser(t.db);
    const before = await snapshot(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/ban`,
      headers: as(cast.admin),
      payload: { reason: 'Spam', durationHours: 2.5 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(
      'A duração do banimento deve ser um número inteiro de horas (por exemplo, 2 ou 3).',
    );
    expect(await snapshot(t)).toEqual(before);
  });

  it('gives a banned account no staff role, from the users page or the moderators page', async () => {
    const banned = await createUser(t.db, { ban: { reason: 'Fraude', expiresAt: null } });
    const before = await snapshot(t);
    for (const role of ['moderator', 'admin']) {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${banned.id}/role`,
        headers: as(cast.admin),
        payload: { role },
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toMatchObject({
        code: 'ROLE_TARGET_BANNED',
        message:
          'Usuários banidos não podem ser moderadores nem administradores. Desbana o usuário primeiro.',
      });
    }
    const viaModerators = await t.app.inject({
      method: 'POST',
      url: '/api/admin/moderators',
      headers: as(cast.admin),
      payload: { email: banned.email },
    });
    expect(viaModerators.json().error.code).toBe('ROLE_TARGET_BANNED');
    expect(await snapshot(t)).toEqual(before);
    expect(await t.db.select().from(userRoles).where(eq(userRoles.userId, banned.id))).toEqual([]);
  });

  it("marks admin participants, for whom the panel offers no 'Banir'", async () => {
    const battle = await createBattle(t.db, { status: 'active' });
    const admin = await createUser(t.db, { role: 'admin' });
    const fan = await createUser(t.db);
    await addParticipant(t.db, battle.id, { id: admin.id });
    await addParticipant(t.db, battle.id, { id: fan.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
    });
    const byUser = new Map(
      res.json().participants.map((p: { userId: string; isAdmin: boolean }) => [p.userId, p.isAdmin]),
    );
    expect(byUser.get(admin.id)).toBe(true);
    expect(byUser.get(fan.id)).toBe(false);
  });

  it('shows a deleted account its reason in pt-BR when it tries to sign in', async () => {
    const gone = await createUser(t.db, { ban: { reason: DELETED_ACCOUNT_REASON, expiresAt: null } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: gone.email, password: gone.password },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('Motivo: Conta excluída pelo administrador.');
  });
});
