import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CACHE_CONTROL } from '#domain/pages/page-cache.ts';
import { saoPauloDayKey } from '#domain/time/sao-paulo-time.ts';
import { buildApp } from '#server/app.ts';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { memoryMailer } from '#server/mail/mailer.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { countReads } from '#server/test-support/count-reads.ts';
import { createTestApp, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// A TTL far longer than any test: only an invalidation can explain a fresh answer.
const LONG = { ttlMs: 60_000 };

let t: TestApp;
withTestApp({ voteGapMs: 0, readCache: LONG }, (app) => {
  t = app;
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
      expect(cached.headers['cache-control']).toBe(ANONYMOUS_CACHE_CONTROL);
      expect(String(cached.headers.vary ?? '')).not.toMatch(/cookie/i);
      const revalidated = await get(url, { 'if-none-match': String(first.headers.etag) });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.body).toBe('');
      t.app.readCache.clear();
      expect((await get(url)).body).toContain('Mudado sem aviso');
    }
  });

  it('reads an expired entry again in the background, and forgets it after its stale time', async () => {
    const short = await createTestApp({ readCache: { ttlMs: 50, staleMs: 100 } });
    try {
      const battle = await createBattle(short.db);
      const url = `/api/battles/${battle.id}`;
      const title = async () => (await short.app.inject({ method: 'GET', url })).json().battle.title;
      await title();
      await short.db.update(battles).set({ title: 'Depois do TTL' }).where(eq(battles.id, battle.id));
      await new Promise((r) => setTimeout(r, 70));
      // Expired: answered as it was while one request reads it again, then the new one.
      await until(async () => (await title()) === 'Depois do TTL');
      await short.db.update(battles).set({ title: 'Muito depois' }).where(eq(battles.id, battle.id));
      await new Promise((r) => setTimeout(r, 200));
      expect(await title()).toBe('Muito depois');
    } finally {
      await short.close();
    }
  });

  it("keeps a battle's bodies across votes; the voter's answer carries the new count", async () => {
    const { battle, fighter } = await battleWithFighter();
    // Signed in first: the sign-in is a write, which clears the cache.
    const fan = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
    const guestFan = await signedInUser(t, { balance: 5, dailyClaimedDay: today() });
    const url = `/api/battles/${battle.id}`;
    const first = await get(url);
    expect(first.json().battle.participants[0].votesCount).toBe(0);
    await get('/api/battles');
    const sizeBefore = t.app.readCache.size;
    for (const voter of [fan, guestFan]) {
      const vote = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/votes`,
        headers: { cookie: voter.cookie },
        payload: { participantUserId: fighter.id },
      });
      expect(vote.statusCode).toBe(200);
      // The page applies this at once (use-vote.ts); the live stream brings everyone else's.
      expect(vote.json().votesCount).toBeGreaterThanOrEqual(1);
    }
    expect(t.app.readCache.size).toBe(sizeBefore);
    const kept = await get(url);
    expect(kept.body).toBe(first.body);
    expect(kept.headers.etag).toBe(first.headers.etag);
    // The voter's own fields are never kept: their read shows whom they voted for.
    const own = (await get(url, { cookie: fan.cookie })).json();
    expect(own.battle.viewer.votedParticipantUserIds).toEqual([fighter.id]);
    // The kept count lasts its TTL at most (the cache's second in production).
    t.app.readCache.clear();
    expect((await get(url)).json().battle.participants[0].votesCount).toBe(2);
  });

  it('reads tracking parameters and the bare URL from one entry; a route without a query schema ignores the query', async () => {
    const { battle } = await battleWithFighter();
    const url = `/api/battles/${battle.id}`;
    const bare = await get(url);
    await retitle(battle.id, 'Mudado sem aviso (utm)');
    for (const junk of ['?utm_source=ig&fbclid=abc123', '?utm_medium=share&utm_campaign=votacao&x=1']) {
      const tracked = await get(`${url}${junk}`);
      expect(tracked.body, junk).toBe(bare.body);
      expect(tracked.headers.etag, junk).toBe(bare.headers.etag);
    }
    // The arena keys on its validated query: junk added to the first page is the first page.
    const list = await get('/api/battles');
    await retitle(battle.id, 'Mudado de novo (utm)');
    expect((await get('/api/battles?utm_source=ig&fbclid=abc')).body).toBe(list.body);
  });

  it('reads once for concurrent anonymous misses of one key', async () => {
    const { battle } = await battleWithFighter();
    const url = `/api/battles/${battle.id}`;
    t.app.readCache.clear();
    const reads = countReads(t.app.readCache);
    try {
      const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => get(`${url}?utm_source=${i}`)));
      expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
      expect(new Set(answers.map((a) => a.body)).size).toBe(1);
      expect(reads.count()).toBe(1);
    } finally {
      reads.restore();
    }
  });

  it('lets the requests that waited for a failing read fail too, and the next one read again', async () => {
    const url = '/api/battles/nao-existe-de-jeito-nenhum';
    const answers = await Promise.all(Array.from({ length: 5 }, () => get(url)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(5).fill(404));
    expect((await get(url)).statusCode).toBe(404);
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

  it('keeps a second instance correct: a join taken on one is read fresh on the other', async () => {
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
      const { battle } = await battleWithFighter();
      const joiner = await signedInUser(t);
      const url = `/api/battles/${battle.id}`;
      const fightersOnSecond = async () =>
        (await second.inject({ method: 'GET', url })).json().battle.participants.length;
      expect(await fightersOnSecond()).toBe(1);
      const join = await t.app.inject({
        method: 'POST',
        url: `/api/battles/${battle.id}/join`,
        headers: { cookie: joiner.cookie },
      });
      expect(join.statusCode).toBe(201);
      await until(async () => (await fightersOnSecond()) === 2);
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
