import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, type Cast, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { auditLog, battleSponsors, battles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
// As an admin: a moderator's battles with a prize wait for an admin, and their statuses follow the
// rules (approval.test.ts); the form's own rules are the same for both.
const create = (payload: object, who = cast.admin) =>
  t.app.inject({ method: 'POST', url: '/api/admin/battles', headers: as(who), payload });
const patch = (id: string, payload: object, who = cast.admin) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/battles/${id}`, headers: as(who), payload });
const base = { startTime: inHours(-1), endTime: inHours(48), maxParticipants: 10 };
const actions = async (targetId: string) =>
  (await t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId))).map((a) => a.action);

describe('battle create and edit', () => {
  it('creates with id, slug, defaults, sponsors and an audit row', async () => {
    const res = await create({
      ...base,
      title: 'Noite dos Campeões',
      prizeAmount: 150.5,
      maxParticipants: 4,
      sponsors: [{ name: 'Academia X', description: '', logos: ['https://cdn.example/logo.png'] }],
      adBannerUrl: '/uploads/battle-banners/a.webp',
      adBannerLinkUrl: 'https://example.com',
    });
    expect(res.statusCode).toBe(201);
    const battle = res.json().battle;
    expect(battle.id).toMatch(/^battle_\d+_[a-z0-9]{6}$/);
    expect(battle).toMatchObject({
      slug: 'noite-dos-campeoes',
      status: 'waiting',
      prizeAmount: 150.5,
      prizeType: 'PIX',
      maxParticipants: 4,
      createdBy: cast.admin.id,
      prizePaid: null,
      winners: [],
    });
    expect(battle.sponsors).toEqual([
      {
        id: expect.any(String),
        name: 'Academia X',
        description: null,
        logos: ['https://cdn.example/logo.png'],
      },
    ]);
    expect(await actions(battle.id)).toEqual(['battle.create']);
  });

  it('suffixes taken slugs -1, -2 and excludes the battle itself when editing', async () => {
    const a = (await create({ ...base, title: 'Duelo Final' })).json().battle;
    const b = (await create({ ...base, title: 'Duelo  Final!' })).json().battle;
    const c = (await create({ ...base, title: 'duelo final' })).json().battle;
    expect([a.slug, b.slug, c.slug]).toEqual(['duelo-final', 'duelo-final-1', 'duelo-final-2']);
    const same = await patch(b.id, { title: 'Duelo Final!!' });
    expect(same.json().battle.slug).toBe('duelo-final-1');
    const renamed = await patch(a.id, { title: 'Outro Nome' });
    expect(renamed.json().battle.slug).toBe('outro-nome');
    // 'duelo-final' is still the renamed battle's (its old links redirect), so c keeps its own.
    const taken = await patch(c.id, { title: 'Duelo Final' });
    expect(taken.json().battle.slug).toBe('duelo-final-2');
  });

  it('keeps every past slug: old links answer 301 to the current slug, a rename back reclaims it', async () => {
    const battle = (await create({ ...base, title: 'Copa Redirect' })).json().battle;
    await patch(battle.id, { title: 'Copa Redirect Dois' });
    await patch(battle.id, { title: 'Copa Redirect Tres' });
    for (const old of ['copa-redirect', 'copa-redirect-dois']) {
      const api = await t.app.inject({ method: 'GET', url: `/api/battles/${old}?x=1` });
      expect(api.statusCode).toBe(301);
      expect(api.headers.location).toBe('/api/battles/copa-redirect-tres?x=1');
    }
    const current = await t.app.inject({ method: 'GET', url: '/api/battles/copa-redirect-tres' });
    expect(current.statusCode).toBe(200);
    expect(current.json().battle.id).toBe(battle.id);
    // A new battle with the old title does not take over the old links.
    const other = (await create({ ...base, title: 'Copa Redirect' })).json().battle;
    expect(other.slug).toBe('copa-redirect-1');
    expect((await t.app.inject({ method: 'GET', url: '/api/battles/copa-redirect' })).headers.location).toBe(
      '/api/battles/copa-redirect-tres',
    );
    // Renamed back: the slug is current again, and no longer a redirect.
    const back = await patch(battle.id, { title: 'Copa Redirect' });
    expect(back.json().battle.slug).toBe('copa-redirect');
    const again = await t.app.inject({ method: 'GET', url: '/api/battles/copa-redirect' });
    expect(again.statusCode).toBe(200);
    expect(again.json().battle.id).toBe(battle.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/battles/copa-redirect-tres' })).statusCode).toBe(
      301,
    );
  });

  it("forces 'scheduled' for a future start; a change to active starts it now", async () => {
    const res = await create({
      title: 'Futura',
      startTime: inHours(5),
      endTime: inHours(30),
      maxParticipants: 8,
      status: 'active',
    });
    const battle = res.json().battle;
    expect(battle.status).toBe('scheduled');
    const still = await patch(battle.id, { status: 'waiting', startTime: inHours(2) });
    expect(still.json().battle.status).toBe('scheduled');
    const started = await patch(battle.id, { status: 'active' });
    expect(started.json().battle.status).toBe('active');
    expect(Math.abs(Date.parse(started.json().battle.startTime) - Date.now())).toBeLessThan(60_000);
    expect(await actions(battle.id)).toEqual([
      'battle.create',
      'battle.update',
      'battle.update',
      'battle.status',
    ]);
    const [status] = await t.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'battle.status' AND ${auditLog.targetId} = ${battle.id}`);
    expect(status?.changes).toMatchObject({ before: 'scheduled', after: 'active' });
  });

  it('refuses bad input with clear 4xx and changes nothing', async () => {
    const existing = await createBattle(t.db);
    await addParticipant(t.db, existing.id, { id: cast.user.id });
    await addParticipant(t.db, existing.id, { id: cast.moderator.id });
    const before = await snapshot(t);
    const dates = await create({
      title: 'X',
      startTime: inHours(2),
      endTime: inHours(1),
      maxParticipants: 2,
    });
    expect(dates.statusCode).toBe(400);
    expect(dates.json().error.message).toBe('A data de término deve ser posterior à data de início.');
    expect((await create({ ...base, title: '  ' })).statusCode).toBe(400);
    expect((await create({ ...base, title: 'X', prizeAmount: -1 })).statusCode).toBe(400);
    expect((await create({ ...base, title: 'X', prizeAmount: 1.005 })).statusCode).toBe(400);
    expect((await create({ ...base, title: 'X', maxParticipants: 0 })).statusCode).toBe(400);
    // The admin form requires a maximum: missing or blank (null) is refused.
    const { maxParticipants: _max, ...withoutMax } = base;
    for (const payload of [withoutMax, { ...base, maxParticipants: null }]) {
      const noMax = await create({ ...payload, title: 'X' });
      expect(noMax.statusCode).toBe(400);
      expect(noMax.json().error.message).toBe('Informe o máximo de participantes');
    }
    expect((await patch(existing.id, { maxParticipants: null })).statusCode).toBe(400);
    expect((await create({ ...base, title: 'X', adBannerLinkUrl: 'javascript:alert(1)' })).statusCode).toBe(
      400,
    );
    expect((await create({ title: 'X', endTime: inHours(1) })).statusCode).toBe(400);
    const merged = await patch(existing.id, { endTime: inHours(-2) });
    expect(merged.json().error.code).toBe('BATTLE_INVALID_DATES');
    expect((await patch(existing.id, { maxParticipants: 1 })).json().error.code).toBe(
      'BATTLE_MAX_BELOW_COUNT',
    );
    expect((await patch('battle_nope', { title: 'Y' })).statusCode).toBe(404);
    expect(await snapshot(t)).toEqual(before);
  });

  it('deletes with an audit row and fills missing slugs', async () => {
    const gone = await createBattle(t.db);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/battles/${gone.id}`,
      headers: as(cast.moderator),
    });
    expect(del.statusCode).toBe(204);
    expect(await t.db.select().from(battles).where(eq(battles.id, gone.id))).toEqual([]);
    expect(await actions(gone.id)).toEqual(['battle.delete']);

    await createBattle(t.db, { title: 'Sem Slug', slug: null });
    await createBattle(t.db, { title: 'Sem Slug', slug: null });
    const fix = await t.app.inject({
      method: 'POST',
      url: '/api/admin/battles/fix-slugs',
      headers: as(cast.moderator),
    });
    expect(fix.json()).toEqual({ updated: 2 });
    const slugs = await t.db
      .select({ slug: battles.slug })
      .from(battles)
      .where(eq(battles.title, 'Sem Slug'));
    expect(slugs.map((s) => s.slug).sort()).toEqual(['sem-slug', 'sem-slug-1']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/admin/battles/fix-slugs',
      headers: as(cast.moderator),
    });
    expect(again.json()).toEqual({ updated: 0 });
  });

  it('replaces sponsors on edit', async () => {
    const battle = (
      await create({ ...base, title: 'Patrocinada', sponsors: [{ name: 'A' }, { name: 'B' }] })
    ).json().battle;
    const res = await patch(battle.id, { sponsors: [{ name: 'C', logos: [] }] });
    expect(res.json().battle.sponsors.map((s: { name: string }) => s.name)).toEqual(['C']);
    expect(
      await t.db.select().from(battleSponsors).where(eq(battleSponsors.battleEventId, battle.id)),
    ).toHaveLength(1);
  });
});
