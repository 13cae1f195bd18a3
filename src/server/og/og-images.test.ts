import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addParticipant, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battleParticipants, profiles } from '#server/db/schema.ts';
import { newObjectKey, storageFor } from '#server/media/storage.ts';
import { type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { type OgCardData, type OgElement, ogCard } from './card.ts';
import { storyCard } from './story.ts';

let t: TestApp;
withTestApp({}, (app) => {
  t = app;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Size and the share of pixels that are not near-black (the card's background). */
async function inspect(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let lit = 0;
  for (let i = 0; i < data.length; i += 3) {
    if (Math.max(data[i]!, data[i + 1]!, data[i + 2]!) > 60) lit += 1;
  }
  return { width: info.width, height: info.height, litShare: lit / (info.width * info.height), data, info };
}

function pixel(shot: Awaited<ReturnType<typeof inspect>>, x: number, y: number) {
  const at = (y * shot.info.width + x) * 3;
  return [shot.data[at]!, shot.data[at + 1]!, shot.data[at + 2]!];
}

async function fighterWithPhoto(color: { r: number; g: number; b: number }) {
  const u = await createUser(t.db);
  const storage = storageFor(t.config);
  const key = newObjectKey('profile-pictures', u.id, 'png');
  const photo = await sharp({ create: { width: 200, height: 200, channels: 3, background: color } })
    .png()
    .toBuffer();
  await storage.put(key, photo, 'image/png');
  return { ...u, avatarUrl: storage.publicUrl(key) };
}

describe('Open Graph images', () => {
  it("renders a battle's card: 1200x630 PNG, mostly drawn, cacheable, revalidated with its ETag", async () => {
    const battle = await createBattle(t.db, { slug: 'og-cartao-batalha', title: 'Cartão da batalha' });
    const a = await fighterWithPhoto({ r: 220, g: 38, b: 38 });
    await addParticipant(t.db, battle.id, a, { votesCount: 5 });
    await t.db.update(profiles).set({ profilePictureUrl: a.avatarUrl }).where(eq(profiles.id, a.id));
    await addParticipant(t.db, battle.id, await createUser(t.db), { votesCount: 2 });

    const res = await get('/og/battle/og-cartao-batalha.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    const shot = await inspect(res.rawPayload);
    expect([shot.width, shot.height]).toEqual([1200, 630]);
    expect(shot.litShare).toBeGreaterThan(0.12);
    const again = await get('/og/battle/og-cartao-batalha.png', {
      'if-none-match': String(res.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });

  it("draws the fighter's photo from our storage, name-insensitive, and the same card for a minute", async () => {
    const battle = await createBattle(t.db, { slug: 'og-cartao-lutador' });
    const f = await fighterWithPhoto({ r: 30, g: 200, b: 60 });
    await addParticipant(t.db, battle.id, f, { votesCount: 12 });
    await t.db.update(profiles).set({ profilePictureUrl: f.avatarUrl }).where(eq(profiles.id, f.id));

    const concurrent = await Promise.all(
      Array.from({ length: 4 }, () => get(`/og/battle/og-cartao-lutador/${f.username.toUpperCase()}.png`)),
    );
    expect(concurrent.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(concurrent.map((r) => r.headers.etag)).size).toBe(1);
    const shot = await inspect(concurrent[0]!.rawPayload);
    expect([shot.width, shot.height]).toEqual([1200, 630]);
    expect(shot.litShare).toBeGreaterThan(0.12);
    // The photo sits left of centre (og/card.ts): the green of the stored picture is drawn there.
    const [r, g, b] = pixel(shot, 210, 300);
    expect(g).toBeGreaterThan(150);
    expect(r).toBeLessThan(90);
    expect(b).toBeLessThan(110);

    // Votes move, but the card is regenerated at most once a minute.
    await t.db
      .update(battleParticipants)
      .set({ unshardedVotes: 99 })
      .where(eq(battleParticipants.userId, f.id));
    const later = await get(`/og/battle/og-cartao-lutador/${f.username}.png`);
    expect(later.headers.etag).toBe(concurrent[0]!.headers.etag);
  });

  it('never fetches a photo from elsewhere: an outside URL gives the initials', async () => {
    const battle = await createBattle(t.db, { slug: 'og-foto-externa' });
    const u = await createUser(t.db, { profilePictureUrl: 'http://127.0.0.1:9/foto.png' });
    await addParticipant(t.db, battle.id, u);
    const res = await get(`/og/battle/og-foto-externa/${u.username}.png`);
    expect(res.statusCode).toBe(200);
    const shot = await inspect(res.rawPayload);
    // The initials tile is the red-to-amber gradient, not a photo.
    const [r] = pixel(shot, 120, 300);
    expect(r).toBeGreaterThan(180);
  });

  it('answers 404 for an unknown or pending battle or a fighter not in it, and 400 for a bad file', async () => {
    const battle = await createBattle(t.db, { slug: 'og-sem-lutador' });
    const pending = await createBattle(t.db, { slug: 'og-pendente', status: 'pending' });
    expect((await get('/og/battle/nao-existe-og.png')).statusCode).toBe(404);
    expect((await get(`/og/battle/${pending.slug}.png`)).statusCode).toBe(404);
    const nobody = await get(`/og/battle/${battle.slug}/ninguem.png`);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error.message).toBe('Lutador não encontrado nesta batalha.');
    expect((await get(`/og/battle/${battle.slug}.jpg`)).statusCode).toBe(400);
  });
});

/** Every text the drawing carries, in order: the PNG's words cannot be read back, the tree's can. */
function textsOf(node: OgElement['props']['children']): string[] {
  if (node === undefined || node === null) return [];
  if (typeof node === 'string') return [node];
  if (Array.isArray(node)) return node.flatMap(textsOf);
  return textsOf(node.props.children);
}

describe("the card's prize line", () => {
  const HOUR = 3_600_000;
  // The PNG is drawn in a worker from the data handed to the pool: what the service hands over
  // (and the tree drawn from it) is what the image says.
  const drawn = () => {
    const render = vi.spyOn(t.app.ogRenderPool, 'render');
    return (): OgCardData[] => render.mock.calls.map(([data]) => data);
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("says the cash prize in words on the battle's card, the fighter's card and the Stories image", async () => {
    const battle = await createBattle(t.db, { status: 'active', prizeAmount: 500, prizeType: 'PIX' });
    const fighter = await createUser(t.db);
    await addParticipant(t.db, battle.id, fighter, { votesCount: 3 });
    const handed = drawn();

    for (const url of [
      `/og/battle/${battle.slug}.png`,
      `/og/battle/${battle.slug}/${fighter.username}.png`,
      `/og/story/battle/${battle.slug}.png`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
    const line = 'R$\u00a0500,00 via PIX ao mais votado';
    expect(handed().map((d) => [d.format, d.prize])).toEqual([
      ['card', line],
      ['card', line],
      ['story', line],
    ]);
    for (const data of handed()) {
      const tree = data.format === 'story' ? storyCard(data) : ogCard(data);
      expect(textsOf(tree), data.format).toContain(line);
    }
  });

  it("gives each champion's share once a tied battle is over, the whole prize while it runs", async () => {
    const tie = async (status: 'active' | 'finished') => {
      const over = status === 'finished';
      const battle = await createBattle(t.db, {
        status,
        prizeAmount: 150,
        prizeType: 'PIX',
        startTime: new Date(Date.now() - (over ? 48 : 1) * HOUR),
        endTime: new Date(Date.now() + (over ? -1 : 24) * HOUR),
      });
      for (const votesCount of [7, 7, 3]) {
        await addParticipant(t.db, battle.id, await createUser(t.db), { votesCount });
      }
      return battle;
    };
    const [finished, running] = [await tie('finished'), await tie('active')];
    const handed = drawn();

    expect((await get(`/og/battle/${finished.slug}.png`)).statusCode).toBe(200);
    expect((await get(`/og/story/battle/${finished.slug}.png`)).statusCode).toBe(200);
    expect((await get(`/og/battle/${running.slug}.png`)).statusCode).toBe(200);
    const [card, story, live] = handed();
    const split = 'R$\u00a075,00 para cada campeão';
    expect(card?.prize).toBe(split);
    expect(story?.prize).toBe(split);
    expect(textsOf(ogCard(card!))).toContain(split);
    expect(textsOf(storyCard(story!))).toContain(split);
    // Two fighters level before the end are leaders, not champions yet: no split to promise.
    expect(live?.prize).toBe('R$\u00a0150,00 via PIX ao mais votado');
  });
});
