import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { recordAudit } from '#server/audit/service.ts';
import { createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

interface Entry {
  action: string;
  targetId: string | null;
  target: { label: string; href: string | null } | null;
  changes: Record<string, unknown> | null;
}

const HOUR = 3_600_000;

async function auditEntries(query = ''): Promise<Entry[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/admin/audit${query}`, headers: as(cast.admin) });
  expect(res.statusCode).toBe(200);
  return res.json().entries;
}

describe('audit targets', () => {
  it('names battles by their current title with a link, users by name, and keeps a deleted one’s name', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/battles',
      headers: as(cast.moderator),
      payload: {
        title: 'Alvo Auditado',
        startTime: new Date(Date.now() - HOUR).toISOString(),
        endTime: new Date(Date.now() + 48 * HOUR).toISOString(),
        maxParticipants: 8,
      },
    });
    const battle = created.json().battle;
    // An admin's edit: a moderator may not give an open battle a prize (approval.test.ts).
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/battles/${battle.id}`,
      headers: as(cast.admin),
      payload: { title: 'Alvo Renomeado', prizeAmount: 300 },
    });
    const target = await createUser(t.db);
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${target.id}/role`,
      headers: as(cast.admin),
      payload: { role: 'moderator' },
    });

    const entries = await auditEntries();
    const update = entries.find((e) => e.action === 'battle.update' && e.targetId === battle.id);
    expect(update?.target).toEqual({ label: 'Alvo Renomeado', href: '/battle/alvo-renomeado' });
    expect(update?.changes).toMatchObject({ before: { prizeAmount: 0 }, after: { prizeAmount: 300 } });
    const role = entries.find((e) => e.action === 'user.role' && e.targetId === target.id);
    expect(role?.target).toEqual({
      label: target.username,
      href: `/admin/users?q=${encodeURIComponent(target.username)}`,
    });

    // The dashboard's recent activity names them the same way.
    const summary = await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: as(cast.admin) });
    const recent = (summary.json().recentActivity as Entry[]).find(
      (e) => e.action === 'battle.update' && e.targetId === battle.id,
    );
    expect(recent?.target?.label).toBe('Alvo Renomeado');

    await t.app.inject({ method: 'DELETE', url: `/api/admin/battles/${battle.id}`, headers: as(cast.admin) });
    const after = await auditEntries('?targetType=battle');
    const gone = after.find((e) => e.action === 'battle.delete' && e.targetId === battle.id);
    expect(gone?.target).toEqual({ label: 'Alvo Renomeado', href: null });
  });

  it('names the fighter and the battle of a participant entry that recorded only the fighter’s id', async () => {
    const battle = await createBattle(t.db, { title: 'Batalha da desclassificação' });
    const fighter = await createUser(t.db);
    // A disqualification records the battle and the fighter's id, not the name.
    await recordAudit(t.db, {
      actorUserId: null,
      action: 'participant.disqualify',
      targetType: 'participant',
      targetId: battle.id,
      changes: { battleId: battle.id, battleTitle: battle.title, userId: fighter.id, voided: 0, refunded: 0 },
    });
    const entries = await auditEntries('?action=participant.disqualify');
    const entry = entries.find((e) => e.targetId === battle.id);
    expect(entry?.target?.label).toBe(`${fighter.username} em Batalha da desclassificação`);
  });
});
