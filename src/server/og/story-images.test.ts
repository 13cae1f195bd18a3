import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battleSlugHistory } from '#server/db/schema.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const renders = () => t.app.ogRenderPool.stats.renders;
const HOUR = 3600_000;

async function size(png: Buffer) {
  const meta = await sharp(png).metadata();
  return [meta.width, meta.height];
}

async function battleWithFighters(overrides: Parameters<typeof createBattle>[1] = {}) {
  const battle = await createBattle(t.db, overrides);
  const ana = await createUser(t.db);
  const bia = await createUser(t.db);
  await addParticipant(t.db, battle.id, ana, { votesCount: 9 });
  await addParticipant(t.db, battle.id, bia, { votesCount: 4 });
  return { battle, ana, bia };
}

describe('Stories images', () => {
  it("draws a running battle's and a fighter's as 1080x1920 PNGs, cached per battle and fighter", async () => {
    const { battle, ana } = await battleWithFighters({ slug: `story-ativa-${Date.now().toString(36)}` });
    const before = renders();

    const res = await get(`/og/story/battle/${battle.slug}.png`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(await size(res.rawPayload)).toEqual([1080, 1920]);

    const fighter = await get(`/og/story/battle/${battle.slug}/${ana.username}.png`);
    expect(fighter.statusCode).toBe(200);
    expect(await size(fighter.rawPayload)).toEqual([1080, 1920]);
    expect(renders()).toBe(before + 2);

    // Drawn once a minute per image: the same bytes again, revalidated by ETag; the link card of
    // the same battle is another drawing with its own cache entry.
    const again = await get(`/og/story/battle/${battle.slug}.png`);
    expect(again.headers.etag).toBe(res.headers.etag);
    const unchanged = await get(`/og/story/battle/${battle.slug}.png`, {
      'if-none-match': String(res.headers.etag),
    });
    expect(unchanged.statusCode).toBe(304);
    const fighterOtherCase = await get(`/og/story/battle/${battle.slug}/${ana.username.toUpperCase()}.png`);
    expect(fighterOtherCase.statusCode).toBe(200);
    expect(fighterOtherCase.headers.etag).toBe(fighter.headers.etag);
    expect(renders()).toBe(before + 2);
    const card = await get(`/og/battle/${battle.slug}.png`);
    expect(await size(card.rawPayload)).toEqual([1200, 630]);
    expect(renders()).toBe(before + 3);
  });

  it("draws a finished battle's result, the winner's and a runner-up's", async () => {
    const { battle, ana, bia } = await battleWithFighters({
      slug: `story-final-${Date.now().toString(36)}`,
      status: 'finished',
      startTime: new Date(Date.now() - 48 * HOUR),
      endTime: new Date(Date.now() - HOUR),
    });
    for (const url of [
      `/og/story/battle/${battle.slug}.png`,
      `/og/story/battle/${battle.slug}/${ana.username}.png`,
      `/og/story/battle/${battle.slug}/${bia.username}.png`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(await size(res.rawPayload), url).toEqual([1080, 1920]);
    }
  });

  it('sends the id, a former slug and another letter case to the one URL with a 301', async () => {
    const stamp = Date.now().toString(36);
    const { battle, ana } = await battleWithFighters({ slug: `story-canonica-${stamp}` });
    const old = `story-antiga-${stamp}`;
    await t.db.insert(battleSlugHistory).values({ slug: old, battleEventId: battle.id });
    const before = renders();

    for (const spelling of [battle.id, old, battle.slug!.toUpperCase()]) {
      const res = await get(`/og/story/battle/${encodeURIComponent(spelling)}.png`);
      expect(res.statusCode, spelling).toBe(301);
      expect(res.headers.location).toBe(`/og/story/battle/${battle.slug}.png`);
      expect(res.headers['cache-control']).toBe('public, max-age=2');
      const fighter = await get(`/og/story/battle/${encodeURIComponent(spelling)}/${ana.username}.png`);
      expect(fighter.statusCode, spelling).toBe(301);
      expect(fighter.headers.location).toBe(`/og/story/battle/${battle.slug}/${ana.username}.png`);
    }
    expect(renders()).toBe(before);
  });

  it('answers 404 for a pending or unknown battle and a fighter not in it, 400 for a bad file', async () => {
    const pending = await createBattle(t.db, {
      slug: `story-pendente-${Date.now().toString(36)}`,
      status: 'pending',
    });
    const { battle } = await battleWithFighters();
    expect((await get(`/og/story/battle/${pending.slug}.png`)).statusCode).toBe(404);
    expect((await get(`/og/story/battle/${pending.id}.png`)).statusCode).toBe(404);
    expect((await get('/og/story/battle/nao-existe-story.png')).statusCode).toBe(404);
    expect((await get(`/og/story/battle/${battle.slug}/ninguem.png`)).statusCode).toBe(404);
    expect((await get(`/og/story/battle/${battle.slug}/${'x'.repeat(61)}.png`)).statusCode).toBe(404);
    expect((await get(`/og/story/battle/${battle.slug}.jpg`)).statusCode).toBe(400);
  });
});
