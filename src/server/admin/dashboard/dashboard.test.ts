import { describe, expect, it } from 'vitest';
import { as, type Cast, withCastApp } from '#server/admin/test-helpers.ts';
import { createUser } from '#server/db/factories/users.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

async function recentActions(who: { cookie: string }): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/summary', headers: as(who) });
  expect(res.statusCode).toBe(200);
  return res.json().recentActivity.map((row: { action: string }) => row.action);
}

describe('dashboard recent activity', () => {
  it('shows admins everything and moderators only battle activity', async () => {
    const target = await createUser(t.db, { balance: 2 });
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 48 * 3_600_000).toISOString();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/battles',
      headers: as(cast.moderator),
      payload: { title: 'Batalha do painel', startTime: start, endTime: end, maxParticipants: 8 },
    });
    expect(created.statusCode).toBe(201);
    const adjusted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/wallets/${target.id}/adjust`,
      headers: as(cast.master),
      payload: { amount: 5, description: 'Prêmio secreto' },
    });
    expect(adjusted.statusCode).toBe(200);
    const banned = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${target.id}/ban`,
      headers: as(cast.admin),
      payload: { reason: 'Motivo interno', durationHours: 1 },
    });
    expect(banned.statusCode).toBe(200);

    const forAdmin = await recentActions(cast.admin);
    expect(forAdmin.slice(0, 3)).toEqual(['user.ban', 'credits.adjust', 'battle.create']);

    const forModerator = await recentActions(cast.moderator);
    expect(forModerator).toContain('battle.create');
    expect(forModerator).not.toContain('credits.adjust');
    expect(forModerator).not.toContain('user.ban');
    const body = await t.app.inject({
      method: 'GET',
      url: '/api/admin/summary',
      headers: as(cast.moderator),
    });
    expect(body.body).not.toContain('Prêmio secreto');
    expect(body.body).not.toContain('Motivo interno');
  });
});
