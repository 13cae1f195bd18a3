import { threadId } from 'node:worker_threads';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battleSlugHistory, battles } from '#server/db/schema.ts';
import { createTestApp, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import type { RenderedCard } from './render-pool.ts';

let t: TestApp;
/** The threads that drew this app's cards. */
const drawnBy: number[] = [];
withTestApp({}, async (app) => {
  t = app;
  const pool = t.app.ogRenderPool;
  const render = pool.render.bind(pool);
  pool.render = async (data): Promise<RenderedCard> => {
    const drawn = await render(data);
    drawnBy.push(drawn.threadId);
    return drawn;
  };
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const renders = () => t.app.ogRenderPool.stats.renders;

/** The n-th spelling of `slug` in mixed letter case (n >= 1 is never all lower case). */
function caseVariant(slug: string, n: number): string {
  let bit = 0;
  return [...slug]
    .map((c) => {
      if (!/[a-z]/.test(c)) return c;
      const upper = (n >> bit++) & 1;
      return upper ? c.toUpperCase() : c;
    })
    .join('');
}

describe('one URL per card', () => {
  it('answers 40 letter-case spellings of a slug with a redirect to the card, drawn once', async () => {
    const slug = `og-caixa-${Date.now().toString(36)}`;
    const battle = await createBattle(t.db, { slug, title: 'Caixa alta e baixa' });
    await addParticipant(t.db, battle.id, await createUser(t.db), { votesCount: 3 });
    const before = renders();

    const variants = Array.from({ length: 40 }, (_, i) => caseVariant(slug, i + 1));
    expect(new Set(variants).size).toBe(40);
    const answers = await Promise.all(variants.map((v) => get(`/og/battle/${v}.png`)));
    for (const res of answers) {
      expect(res.statusCode).toBe(301);
      expect(res.headers.location).toBe(`/og/battle/${slug}.png`);
      expect(res.headers['cache-control']).toBe('public, max-age=2');
    }
    expect(renders()).toBe(before);

    const cards = await Promise.all(answers.map((res) => get(String(res.headers.location))));
    expect(cards.map((c) => c.statusCode)).toEqual(variants.map(() => 200));
    expect(new Set(cards.map((c) => c.headers.etag)).size).toBe(1);
    expect(renders()).toBe(before + 1);
  });

  it("sends the battle's id and a former slug to the slug's card, the fighter's card too", async () => {
    const battle = await createBattle(t.db, { slug: `og-canonico-${Date.now().toString(36)}` });
    const fighter = await createUser(t.db, { username: `Kru${Date.now().toString(36)}` });
    await addParticipant(t.db, battle.id, fighter);
    const old = `og-nome-antigo-${Date.now().toString(36)}`;
    await t.db.insert(battleSlugHistory).values({ slug: old, battleEventId: battle.id });

    for (const spelling of [battle.id, old, battle.slug!.toUpperCase()]) {
      const card = await get(`/og/battle/${encodeURIComponent(spelling)}.png`);
      expect(card.statusCode, spelling).toBe(301);
      expect(card.headers.location).toBe(`/og/battle/${battle.slug}.png`);
      const fighterCard = await get(
        `/og/battle/${encodeURIComponent(spelling)}/${fighter.username.toLowerCase()}.png`,
      );
      expect(fighterCard.statusCode, spelling).toBe(301);
      expect(fighterCard.headers.location).toBe(`/og/battle/${battle.slug}/${fighter.username}.png`);
    }
    const before = renders();
    const canonical = await get(`/og/battle/${battle.slug}/${fighter.username}.png`);
    expect(canonical.statusCode).toBe(200);
    // The name in other letter case is the same card: served from the cache, no second render.
    const otherCase = await get(`/og/battle/${battle.slug}/${fighter.username.toUpperCase()}.png`);
    expect(otherCase.statusCode).toBe(200);
    expect(otherCase.headers.etag).toBe(canonical.headers.etag);
    expect(renders()).toBe(before + 1);
  });

  it('keeps a battle without a slug under its id', async () => {
    const battle = await createBattle(t.db, { slug: null });
    const res = await get(`/og/battle/${battle.id}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('pending battles', () => {
  it('answers 404 for a pending battle by any spelling, to staff too, and drops a card drawn before', async () => {
    const slug = `og-volta-pendente-${Date.now().toString(36)}`;
    const battle = await createBattle(t.db, { slug });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter);
    expect((await get(`/og/battle/${slug}.png`)).statusCode).toBe(200);
    expect((await get(`/og/battle/${slug}/${fighter.username}.png`)).statusCode).toBe(200);

    await t.db.update(battles).set({ status: 'pending' }).where(eq(battles.id, battle.id));
    const admin = await signedInUser(t, { role: 'admin' });
    for (const url of [
      `/og/battle/${slug}.png`,
      `/og/battle/${slug.toUpperCase()}.png`,
      `/og/battle/${battle.id}.png`,
      `/og/battle/${slug}/${fighter.username}.png`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
      expect((await get(url, { cookie: admin.cookie })).statusCode, url).toBe(404);
    }
  });
});

describe('rendering', () => {
  it('draws every card in a worker thread, never on the thread serving requests', async () => {
    const battle = await createBattle(t.db);
    expect((await get(`/og/battle/${battle.slug}.png`)).statusCode).toBe(200);
    expect(drawnBy.length).toBeGreaterThan(0);
    expect(drawnBy).not.toContain(threadId);
  });
});

describe('a full render queue', () => {
  it('answers 503 with Retry-After, then draws the card once there is room', async () => {
    const busy = await createTestApp({ og: { workers: 1, maxQueue: 0 } });
    try {
      const battle = await createBattle(busy.db);
      // The one worker is taken (and still starting) when the request arrives.
      const taken = busy.app.ogRenderPool.render({
        format: 'card',
        title: 'Ocupada',
        prize: 'R$ 1,00 · PIX',
        status: 'Em Andamento',
        fighter: null,
        leaders: [],
        championsCount: 0,
        finished: false,
        address: 'localhost/battle/ocupada',
      });
      const refused = await busy.app.inject({ method: 'GET', url: `/og/battle/${battle.slug}.png` });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(refused.json().error).toMatchObject({
        code: 'SHARE_IMAGE_BUSY',
        message: 'Muitas imagens de compartilhamento sendo geradas agora. Tente novamente em instantes.',
      });
      await taken;
      const served = await busy.app.inject({ method: 'GET', url: `/og/battle/${battle.slug}.png` });
      expect(served.statusCode).toBe(200);
      expect(busy.app.ogRenderPool.stats).toMatchObject({ renders: 2, refused: 1, maxRunning: 1 });
    } finally {
      await busy.close();
    }
  });
});
