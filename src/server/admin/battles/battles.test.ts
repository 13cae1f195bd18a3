import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { as, battleNotifications, type Cast, snapshot, withCastApp } from '#server/admin/test-helpers.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { auditLog, battleSponsors, battles, notifications } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
let cast: Cast;
withCastApp((app, c) => {
  t = app;
  cast = c;
});

const HOUR = 3_600_000;
const inHours = (h: number) => new Date(Date.now() + h * HOUR).toISOString();
const create = (payload: object, who = cast.moderator) =>
  t.app.inject({ method: 'POST', url: '/api/admin/battles', headers: as(who), payload });
const patch = (id: string, payload: object, who = cast.moderator) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/battles/${id}`, headers: as(who), payload });
const base = { startTime: inHours(-1), endTime: inHours(48), maxParticipants: 10 };
const notesOf = (battleId: string, type: string) => battleNotifications(t, battleId, type);
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
      createdBy: cast.moderator.id,
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

describe('participants', () => {
  it('adds, refuses when already in or full, removes and keeps the count right', async () => {
    const battle = await createBattle(t.db, { maxParticipants: 2 });
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    const add = (userId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants`,
        headers: as(cast.moderator),
        payload: { userId },
      });
    const first = await add(a.id);
    expect(first.json()).toMatchObject({ success: true, message: 'Participante adicionado' });
    expect(first.json().participant).toMatchObject({ userId: a.id, username: a.username, votesCount: 0 });
    expect((await add(a.id)).json()).toEqual({
      success: false,
      message: 'Este usuário já participa desta batalha.',
      participant: null,
    });
    expect((await add(b.id)).json().success).toBe(true);
    const full = await add(c.id);
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      success: false,
      message: 'Esta batalha já atingiu o número máximo de participantes.',
    });
    expect((await add('nobody')).json().message).toBe('Usuário não encontrado.');
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row).toMatchObject({ participantsCount: 2, status: 'active' });

    const list = await t.app.inject({
      method: 'GET',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
    });
    const participantId = list.json().participants.find((p: { userId: string }) => p.userId === a.id).id;
    const remove = () =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/battles/${battle.id}/participants/${participantId}`,
        headers: as(cast.moderator),
      });
    expect((await remove()).json()).toEqual({ removed: 1 });
    expect((await remove()).json()).toEqual({ removed: 0 });
    const [after] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(after?.participantsCount).toBe(1);
    const notes = await t.db.select().from(notifications).where(eq(notifications.userId, a.id));
    // b's entry filled the battle: it started, and a heard about it.
    expect(notes.map((n) => n.type).sort()).toEqual([
      'battle_started',
      'participant_added',
      'participant_removed',
    ]);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(
        sql`${auditLog.action} LIKE 'participant.%' AND ${auditLog.changes}->>'battleId' = ${battle.id}`,
      );
    expect(audit.map((x) => x.action).sort()).toEqual([
      'participant.add',
      'participant.add',
      'participant.remove',
    ]);
  });

  it('starts a waiting battle the added participant fills: start_time now, everyone told', async () => {
    const hoursAgo = new Date(Date.now() - 6 * HOUR);
    const battle = await createBattle(t.db, { maxParticipants: 2, startTime: hoursAgo });
    const [first, last] = [await createUser(t.db), await createUser(t.db)];
    await addParticipant(t.db, battle.id, first);
    const before = Date.now();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
      payload: { userId: last.id },
    });
    expect(res.json().success).toBe(true);
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row?.status).toBe('active');
    // docs/product.md#statuses: a status update to active sets start_time to now, whatever it was before.
    expect(row!.startTime!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const started = await notesOf(battle.id, 'battle_started');
    expect(started.map((n) => n.userId).sort()).toEqual([first.id, last.id].sort());
    expect(started[0]?.link).toBe(`/battle/${battle.slug}`);
  });

  it("refuses banned users; an admin's panel ban is permanent, from the platform (never an admin)", async () => {
    const battle = await createBattle(t.db);
    const add = await t.app.inject({
      method: 'POST',
      url: `/api/admin/battles/${battle.id}/participants`,
      headers: as(cast.moderator),
      payload: { userId: cast.banned.id },
    });
    expect(add.json()).toMatchObject({
      success: false,
      message: 'Este usuário está banido e não pode participar de batalhas.',
    });
    const target = await createUser(t.db);
    const p = await addParticipant(t.db, battle.id, { id: target.id });
    const pa = await addParticipant(t.db, battle.id, { id: cast.admin.id });
    const ban = (participantId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/battles/${battle.id}/participants/${participantId}/ban`,
        headers: as(cast.admin),
      });
    expect((await ban(p.id)).json()).toEqual({ userId: target.id, banned: true });
    const users = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users?q=${target.id}`,
      headers: as(cast.admin),
    });
    const row = users.json().users.find((u: { userId: string }) => u.userId === target.id);
    expect(row).toMatchObject({ isBanned: true, banExpiresAt: null });
    const other = await createUser(t.db, { role: 'admin' });
    const po = await addParticipant(t.db, battle.id, { id: other.id });
    expect((await ban(po.id)).json().error.code).toBe('ADMIN_TARGET_ADMIN_BAN');
    expect((await ban(pa.id)).json().error.code).toBe('ADMIN_SELF_BAN');
  });
});

describe('user search', () => {
  it('matches e-mail, username, id, PIX and Instagram case-insensitively, at most 10', async () => {
    const u = await createUser(t.db, {
      email: 'Busca.Alvo@Example.com',
      username: 'PesquisaLutador',
      pixKey: 'chave-pix-unica-777',
      instagramHandle: 'insta_procurado',
    });
    const search = (q: string) =>
      t.app
        .inject({
          method: 'GET',
          url: `/api/admin/users/search?q=${encodeURIComponent(q)}`,
          headers: as(cast.moderator),
        })
        .then((r) => r.json().users as { id: string; battlesParticipatedCount: number }[]);
    for (const q of ['busca.alvo', 'pesquisalut', u.id.slice(0, 12), 'PIX-UNICA', 'INSTA_PROC']) {
      expect(
        (await search(q)).map((x) => x.id),
        q,
      ).toEqual([u.id]);
    }
    expect(await search('   ')).toEqual([]);
    expect(await search('%')).toEqual([]);
    for (let i = 0; i < 12; i++) await createUser(t.db, { username: `Massa${i}` });
    expect(await search('massa')).toHaveLength(10);
  });
});

describe('participants panel paging', () => {
  it('pages a big battle by votes then join time, narrows by name, and the picker says who is in', async () => {
    const battle = await createBattle(t.db, { maxParticipants: null, title: 'Batalha Lotada' });
    const start = Date.now() - 3 * HOUR;
    const fighters = [];
    for (let i = 0; i < 60; i++) {
      const u = await createUser(t.db, { username: `Lotado${String(i).padStart(2, '0')}` });
      // Votes in tens (ties), joins one minute apart: the order is votes, then who joined first.
      await addParticipant(
        t.db,
        battle.id,
        { id: u.id },
        { votesCount: (i % 3) * 10, joinedAt: new Date(start + i * 60_000) },
      );
      fighters.push({ id: u.id, username: u.username, votes: (i % 3) * 10, i });
    }
    const expected = [...fighters].sort((a, b) => b.votes - a.votes || a.i - b.i).map((f) => f.username);
    const get = async (qs: string) => {
      const res = await t.app.inject({
        method: 'GET',
        url: `/api/admin/battles/${battle.id}/participants?${qs}`,
        headers: as(cast.moderator),
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        participants: { username: string }[];
        nextCursor: string | null;
        prevCursor: string | null;
      };
    };
    const first = await get('limit=50');
    const second = await get(`limit=50&cursor=${first.nextCursor}`);
    expect([...first.participants, ...second.participants].map((p) => p.username)).toEqual(expected);
    expect(second.nextCursor).toBeNull();
    expect((await get(`limit=50&cursor=${second.prevCursor}`)).participants).toEqual(first.participants);
    expect((await get('')).participants).toHaveLength(25);
    expect((await get('q=lotado0')).participants.map((p) => p.username)).toEqual(
      expected.filter((name) => name.startsWith('Lotado0')),
    );

    const outsider = await createUser(t.db, { username: 'Lotadox Fora' });
    const picker = await t.app.inject({
      method: 'GET',
      url: `/api/admin/users/search?q=lotado&battleId=${battle.id}`,
      headers: as(cast.moderator),
    });
    const found = picker.json().users as { id: string; battleEntry: string | null }[];
    expect(found).toHaveLength(10);
    expect(found.every((u) => u.battleEntry === (u.id === outsider.id ? null : 'taking-part'))).toBe(true);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users/search?q=lotado',
      headers: as(cast.moderator),
    });
    expect(plain.json().users[0]).not.toHaveProperty('battleEntry');
  });
});
