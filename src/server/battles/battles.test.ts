import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { addParticipant, addSponsor, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { bans, battleParticipants, battles, notifications } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const HOUR = 3600_000;
const today = () => saoPauloDayKey(new Date());
const join = (id: string, cookie?: string) =>
  t.app.inject({ method: 'POST', url: `/api/battles/${id}/join`, headers: cookie ? { cookie } : {} });
const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('battle list', () => {
  it('lists non-pending battles, running before finished, with derived status and the viewer flag', async () => {
    const user = await signedInUser(t, { dailyClaimedDay: today() });
    const old = await createBattle(t.db, { createdAt: new Date(Date.now() - 2 * HOUR) });
    const pending = await createBattle(t.db, { status: 'pending' });
    const ended = await createBattle(t.db, {
      status: 'active',
      endTime: new Date(Date.now() - 1000),
      maxParticipants: null,
    });
    await addParticipant(t.db, old.id, { id: user.id });

    const res = await get('/api/battles', user.cookie);
    expect(res.statusCode).toBe(200);
    const battleRows: { id: string; displayStatus: string; isCurrentUserParticipant: boolean }[] =
      res.json().battles;
    const ids = battleRows.map((b) => b.id);
    expect(ids).not.toContain(pending.id);
    // The arena opens on running battles: the ended one comes after.
    expect(ids.indexOf(old.id)).toBeLessThan(ids.indexOf(ended.id));
    const endedCard = res.json().battles.find((b: { id: string }) => b.id === ended.id);
    expect(endedCard.displayStatus).toBe('finished');
    expect(endedCard.status).toBe('active');
    expect(endedCard.participantsCount).toEqual({ current: 0, required: 50 });
    expect(battleRows.find((b) => b.id === old.id)?.isCurrentUserParticipant).toBe(true);

    const mine = await get('/api/battles?filter=my_battles', user.cookie);
    expect(mine.json().battles.map((b: { id: string }) => b.id)).toEqual([old.id]);
    const guest = await get('/api/battles?filter=my_battles');
    expect(guest.json()).toEqual({ battles: [], nextCursor: null });
  });
});

describe('battle lookup', () => {
  it('tries slug first for identifiers with letters or hyphens, id first for bare numbers, then partial', async () => {
    const byId = await createBattle(t.db, { id: 'final-2031', slug: 'outra-coisa-2031' });
    const bySlug = await createBattle(t.db, { slug: 'final-2031' });
    expect((await get('/api/battles/final-2031')).json().battle.id).toBe(bySlug.id);

    const numericId = await createBattle(t.db, { id: '1700000000001', slug: 'numerica-a' });
    await createBattle(t.db, { slug: '1700000000001' });
    expect((await get('/api/battles/1700000000001')).json().battle.id).toBe(numericId.id);

    expect((await get('/api/battles/outra-coisa')).json().battle.id).toBe(byId.id);
    const noSlug = await createBattle(t.db, { slug: null });
    expect((await get(`/api/battles/${noSlug.id}`)).json().battle.slug).toBeNull();

    const missing = await get('/api/battles/nao-existe-mesmo');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toMatchObject({
      code: 'BATTLE_NOT_FOUND',
      message: 'Batalha não encontrada',
    });
  });

  it('hides pending battles from everyone but staff', async () => {
    const pending = await createBattle(t.db, { status: 'pending', slug: 'pendente-secreta' });
    expect((await get('/api/battles/pendente-secreta')).statusCode).toBe(404);
    const user = await signedInUser(t, { dailyClaimedDay: today() });
    expect((await get(`/api/battles/${pending.id}`, user.cookie)).statusCode).toBe(404);
    const moderator = await signedInUser(t, { role: 'moderator', dailyClaimedDay: today() });
    expect((await get('/api/battles/pendente-secreta', moderator.cookie)).json().battle.id).toBe(pending.id);
  });
});

describe('battle detail', () => {
  it('orders participants by votes, marks tied winners of a finished battle, lists sponsors', async () => {
    const battle = await createBattle(t.db, { maxParticipants: 5 });
    const [a, b, c] = await Promise.all([
      createUser(t.db, { instagramHandle: 'lutador_a' }),
      createUser(t.db),
      createUser(t.db),
    ]);
    const fan = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
    for (const u of [a, b, c]) await addParticipant(t.db, battle.id, { id: u.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: b.id, voterUserId: fan.id });
    await castVote(t.db, { battleId: battle.id, participantUserId: c.id, voterUserId: fan.id });
    await addSponsor(t.db, battle.id, { name: 'Academia Sitmonchai', logos: ['https://example.com/l.png'] });

    const open = (await get(`/api/battles/${battle.slug}`, fan.cookie)).json().battle;
    expect(open.participants.map((p: { userId: string }) => p.userId).slice(2)).toEqual([a.id]);
    expect(open.participants[2].instagramHandle).toBe('lutador_a');
    expect(open.winners).toEqual([]);
    expect(open.viewer.votedParticipantUserIds.sort()).toEqual([b.id, c.id].sort());
    expect(open.viewer.isParticipant).toBe(false);
    expect(open.sponsors).toEqual([
      expect.objectContaining({ name: 'Academia Sitmonchai', logos: ['https://example.com/l.png'] }),
    ]);

    await t.db.update(battles).set({ status: 'finished' }).where(eq(battles.id, battle.id));
    const done = (await get(`/api/battles/${battle.id}`)).json().battle;
    expect(done.winners.sort()).toEqual([b.id, c.id].sort());
    expect(done.participants.filter((p: { isWinner: boolean }) => p.isWinner)).toHaveLength(2);
  });
});

describe('join', () => {
  let user: SignedInUser;
  beforeAll(async () => {
    user = await signedInUser(t, { dailyClaimedDay: today() });
  });

  const expectRefusal = async (
    id: string,
    cookie: string | undefined,
    status: number,
    title: string,
    message: string,
  ) => {
    const res = await join(id, cookie);
    expect(res.statusCode).toBe(status);
    expect(res.json().error).toMatchObject({ title, message });
  };

  it('refuses every case with the catalogue texts and changes nothing', async () => {
    const waiting = await createBattle(t.db);
    // Login refuses banned accounts, so the ban lands on an open session.
    const banned = await signedInUser(t, { dailyClaimedDay: today() });
    await t.db.insert(bans).values({ userId: banned.id, reason: 'spam', expiresAt: null });
    await expectRefusal(
      waiting.id,
      banned.cookie,
      403,
      'Acesso negado',
      'Sua conta está banida e você não pode participar de batalhas.',
    );
    await expectRefusal(
      waiting.id,
      undefined,
      401,
      'Login necessário',
      'Você precisa estar logado e ter um perfil para participar.',
    );
    const noProfile = await signedInUser(t, { withProfile: false });
    await expectRefusal(
      waiting.id,
      noProfile.cookie,
      401,
      'Login necessário',
      'Você precisa estar logado e ter um perfil para participar.',
    );
    const missing = await join('battle_nao_existe', user.cookie);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Batalha não encontrada');

    // A battle awaiting approval is unknown to fans (as to guests); staff hear why it is closed.
    const pending = await createBattle(t.db, { status: 'pending' });
    const hidden = await join(pending.id, user.cookie);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.message).toBe('Batalha não encontrada');
    const moderator = await signedInUser(t, { role: 'moderator' });
    await expectRefusal(
      pending.id,
      moderator.cookie,
      409,
      'Batalha não disponível',
      'Esta batalha ainda não foi aprovada.',
    );
    const scheduled = await createBattle(t.db, {
      status: 'scheduled',
      startTime: new Date(Date.now() + HOUR),
    });
    await expectRefusal(
      scheduled.id,
      user.cookie,
      409,
      'Batalha não disponível',
      'Esta batalha ainda não começou. Aguarde o horário de início.',
    );
    const finished = await createBattle(t.db, { status: 'finished' });
    await expectRefusal(
      finished.id,
      user.cookie,
      409,
      'Batalha não disponível',
      'Esta batalha já foi finalizada.',
    );
    const ended = await createBattle(t.db, { endTime: new Date(Date.now() - 1000) });
    await expectRefusal(
      ended.id,
      user.cookie,
      409,
      'Batalha não disponível',
      'Esta batalha já foi finalizada.',
    );

    const full = await createBattle(t.db, { maxParticipants: 1, status: 'active' });
    await addParticipant(t.db, full.id, { id: (await createUser(t.db)).id });
    await expectRefusal(
      full.id,
      user.cookie,
      409,
      'Batalha lotada',
      'Esta batalha já atingiu o número máximo de participantes.',
    );

    const mine = await createBattle(t.db);
    await addParticipant(t.db, mine.id, { id: user.id });
    await expectRefusal(mine.id, user.cookie, 409, 'Já inscrito', 'Você já está participando desta batalha.');

    const [row] = await t.db.select().from(battles).where(eq(battles.id, waiting.id));
    expect(row?.participantsCount).toBe(0);
  });

  it('joins a waiting battle (also by slug), and a started schedule, with the success message', async () => {
    const waiting = await createBattle(t.db);
    const res = await join(waiting.slug!, user.cookie);
    expect(res.statusCode).toBe(201);
    expect(res.json().message).toBe('Inscrição realizada!');
    expect(res.json().battle).toMatchObject({ id: waiting.id, isCurrentUserParticipant: true });
    expect(res.json().battle.participantsCount.current).toBe(1);

    const started = await createBattle(t.db, { status: 'scheduled', startTime: new Date(Date.now() - 1000) });
    const joined = await join(started.id, user.cookie);
    expect(joined.statusCode).toBe(201);
    expect(joined.json().battle.status).toBe('waiting');
  });

  it('20 concurrent joins into a battle of max 5: exactly 5 join and the battle becomes active', async () => {
    const battle = await createBattle(t.db, { maxParticipants: 5, startTime: null });
    const users = await Promise.all(
      Array.from({ length: 20 }, () => signedInUser(t, { dailyClaimedDay: today() })),
    );
    const results = await Promise.all(users.map((u) => join(battle.id, u.cookie)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(15);
    for (const r of results.filter((x) => x.statusCode === 409)) {
      expect(r.json().error.title).toBe('Batalha lotada');
    }
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row).toMatchObject({ participantsCount: 5, status: 'active' });
    expect(row?.startTime).not.toBeNull();
    const rows = await t.db
      .select()
      .from(battleParticipants)
      .where(eq(battleParticipants.battleEventId, battle.id));
    expect(rows).toHaveLength(5);
    const started = await t.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `battle_started:${battle.id}`));
    expect(started).toHaveLength(5);
  });

  it('a user double-clicking join is counted once', async () => {
    const battle = await createBattle(t.db, { maxParticipants: 3 });
    const fan = await signedInUser(t, { dailyClaimedDay: today() });
    const results = await Promise.all([
      join(battle.id, fan.cookie),
      join(battle.id, fan.cookie),
      join(battle.id, fan.cookie),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409, 409]);
    const [row] = await t.db.select().from(battles).where(eq(battles.id, battle.id));
    expect(row?.participantsCount).toBe(1);
  });
});
