import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saoPauloDayKey } from '#domain/sao-paulo-time.ts';
import { buildApp } from '#server/app.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { createTestApp, signedInUser, type TestApp } from '#server/test-support/test-app.ts';

// A TTL far longer than any test: only an invalidation can explain a fresh answer.
const LONG = { ttlMs: 60_000 };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ voteGapMs: 0, readCache: LONG });
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const today = () => saoPauloDayKey(new Date());

/** Changes a title straight in the database: no request, no live event, so no invalidation. */
const retitle = (id: string, title: string) => t.db.update(battles).set({ title }).where(eq(battles.id, id));

async function battleWithFighter() {
  const battle = await createBattle(t.db);
  const fighter = await createUser(t.db);
  await addParticipant(t.db, battle.id, fighter);
  return { battle, fighter };
}

async function until(check: () => Promise<boolean>, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('anonymous read micro-cache', () => {
  it('serves repeated anonymous reads from memory, as JSON once encoded, with a working ETag', async () => {
    const { battle } = await battleWithFighter();
    for (const url of [`/api/battles/${battle.id}`, '/api/battles']) {
      const first = await get(url);
      expect(first.statusCode).toBe(200);
      await retitle(battle.id, `Mudado sem aviso ${url}`);
      const cached = await get(url);
      expect(cached.statusCode).toBe(200);
      expect(cached.headers['content-type']).toBe('application/json; charset=utf-8');
      // The same bytes: not re-serialized, not encoded a second time as a JSON string.
      expect(cached.body).toBe(first.body);
      expect(typeof cached.json()).toBe('object');
      expect(cached.headers.etag).toBe(first.headers.etag);
      expect(cached.headers['cache-control']).toBe('public, max-age=2');
      const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      t.app.readCache.clear();
      expect((await get(url)).body).toContain('Mudado sem aviso');
    }
  });

  it('forgets an entry after its TTL', async () => {
    const short = await createTestApp({ readCache: { ttlMs: 50 } });
    try {
      const battle = await createBattle(short.db);
      const url = `/api/battles/${battle.id}`;
      await short.app.inject({ method: 'GET', url });
      await short.db.update(battles).set({ title: 'Depois do TTL' }).where(eq(battles.id, battle.id));
      await new Promise((r) => setTimeout(r, 80));
      expect((await short.app.inject({ method: 'GET', url })).json().battle.title).toBe('Depois do TTL');
    } finally {
      await short.close();
    }
  });

  it('shows a vote to the next anonymous reader at once', async () => {
    const { battle, fighter } = await battleWithFighter();
    const url = `/api/battles/${battle.id}`;
    expect((await get(url)).json().battle.participants[0].votesCount).toBe(0);
    const fan = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId: fighter.id },
    });
    expect(vote.statusCode).toBe(200);
    expect((await get(url)).json().battle.participants[0].votesCount).toBe(1);
  });

  it('shows a join on the arena and the battle page (cached under its slug) at once', async () => {
    const { battle } = await battleWithFighter();
    const bySlug = `/api/battles/${battle.slug}`;
    const countIn = async () =>
      (await get('/api/battles')).json().battles.find((b: { id: string }) => b.id === battle.id)
        ?.participantsCount.current;
    expect(await countIn()).toBe(1);
    expect((await get(bySlug)).json().battle.participants).toHaveLength(1);
    const joiner = await signedInUser(t);
    const join = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/join`,
      headers: { cookie: joiner.cookie },
    });
    expect(join.statusCode).toBe(201);
    expect(await countIn()).toBe(2);
    expect((await get(bySlug)).json().battle.participants).toHaveLength(2);
  });

  it('drops every entry on another write (a renamed fighter shows on every battle page)', async () => {
    const battle = await createBattle(t.db);
    const fighter = await signedInUser(t);
    await addParticipant(t.db, battle.id, { id: fighter.id });
    const url = `/api/battles/${battle.id}`;
    await get(url);
    const rename = await t.app.inject({
      method: 'PATCH',
      url: '/api/profile',
      headers: { cookie: fighter.cookie },
      payload: { username: 'novo_nome_cache' },
    });
    expect(rename.statusCode).toBe(200);
    expect((await get(url)).json().battle.participants[0].username).toBe('novo_nome_cache');
  });

  it('drops a battle when a live event about it arrives (a write on another instance)', async () => {
    const { battle } = await battleWithFighter();
    const url = `/api/battles/${battle.id}`;
    await get(url);
    await retitle(battle.id, 'Mudado em outra instância');
    expect((await get(url)).json().battle.title).not.toBe('Mudado em outra instância');
    await publishBattleUpdate(t.db, { type: 'status', battleId: battle.id, status: 'waiting' });
    await until(async () => (await get(url)).json().battle.title === 'Mudado em outra instância');
  });

  it('keeps a second instance correct: a vote taken on one is read fresh on the other', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      mailer: memoryMailer(),
      logger: false,
      web: null,
      readCache: LONG,
    });
    await second.ready();
    try {
      const { battle, fighter } = await battleWithFighter();
      const url = `/api/battles/${battle.id}`;
      const votesOnSecond = async () =>
        (await second.inject({ method: 'GET', url })).json().battle.participants[0].votesCount;
      expect(await votesOnSecond()).toBe(0);
      const fan = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
      const vote = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/votes`,
        headers: { cookie: fan.cookie },
        payload: { participantUserId: fighter.id },
      });
      expect(vote.statusCode).toBe(200);
      await until(async () => (await votesOnSecond()) === 1);
    } finally {
      await second.close();
    }
  });

  it('never keeps or serves a signed-in body, and never caches later arena pages', async () => {
    const { battle } = await battleWithFighter();
    const member = await signedInUser(t);
    await addParticipant(t.db, battle.id, { id: member.id });
    const url = `/api/battles/${battle.id}`;
    t.app.readCache.clear();
    const own = await get(url, { cookie: member.cookie });
    expect(own.json().battle.viewer.isParticipant).toBe(true);
    expect((await get('/api/battles', { cookie: member.cookie })).statusCode).toBe(200);
    expect(t.app.readCache.size).toBe(0);

    const anonymous = await get(url);
    expect(anonymous.json().battle.viewer).toEqual({
      isParticipant: false,
      isDisqualified: false,
      selfParticipantUserId: null,
      votedParticipantUserIds: [],
      balance: null,
      nextVoteAt: null,
    });
    expect(t.app.readCache.size).toBe(1);
    const again = await get(url, { cookie: member.cookie });
    expect(again.json().battle.viewer.isParticipant).toBe(true);
    expect(again.headers['cache-control']).toBe('private, no-store');

    const first = (await get('/api/battles?limit=1')).json();
    const sizeBefore = t.app.readCache.size;
    expect((await get(`/api/battles?limit=1&cursor=${first.nextCursor}`)).statusCode).toBe(200);
    expect(t.app.readCache.size).toBe(sizeBefore);
  });
});
