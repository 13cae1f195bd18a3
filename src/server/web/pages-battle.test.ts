import { describe, expect, it } from 'vitest';
import { ANONYMOUS_CACHE_CONTROL } from '#domain/pages/page-cache.ts';
import { formatMoney } from '#domain/text/format.ts';
import { battleSlugHistory } from '#server/db/schema.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';
import { pageHelpers, textOf } from './pages-test-helpers.ts';

let t: TestApp;
withTestApp({ pages: true }, (app) => {
  t = app;
});

const { get, battleWithFighters } = pageHelpers(() => t);

describe('a battle page rendered on the server', () => {
  it('carries the title, prize, status, countdown target and every fighter with their count', async () => {
    const { battle, fighters } = await battleWithFighters();
    const res = await get(`/battle/${battle.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const text = textOf(res.body);
    expect(text).toContain(battle.title);
    expect(text).toContain(formatMoney(1234.5).replace(/\s/g, ' '));
    expect(text).toContain('Em Andamento');
    expect(res.body).toContain(`dateTime="${battle.endTime.toISOString()}"`);
    expect(text).toMatch(new RegExp(`${fighters[0]!.username} .*2 votos`));
    for (const fighter of fighters.slice(1))
      expect(text).toMatch(new RegExp(`${fighter.username} .*0 votos`));
    // Open Graph and JSON-LD come from the same answer.
    expect(res.body).toContain(`<meta property="og:title" content="${battle.title} | Yod Arena"/>`);
    expect(res.body).toContain('"@type":"SportsEvent"');
    // Nothing private of the fighters reaches the HTML.
    for (const fighter of fighters) {
      expect(res.body).not.toContain(fighter.email);
      expect(res.body).not.toContain(fighter.pixKey);
    }
  });

  it('finds the battle by id as well, and answers an unknown one with a real 404 page', async () => {
    const { battle } = await battleWithFighters();
    const byId = await get(`/battle/${battle.id}`);
    expect(byId.statusCode).toBe(200);
    expect(textOf(byId.body)).toContain(battle.title);

    const missing = await get('/battle/nao-existe-mesmo');
    expect(missing.statusCode).toBe(404);
    expect(textOf(missing.body)).toContain('Batalha não encontrada');
    expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('sends a slug the battle had before a rename to its current page (301, query kept)', async () => {
    const { battle } = await battleWithFighters();
    const old = `nome-antigo-${Date.now().toString(36)}`;
    await t.db.insert(battleSlugHistory).values({ slug: old, battleEventId: battle.id });
    const moved = await get(`/battle/${old}?fighter=Lutador0`);
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe(`/battle/${battle.slug}?fighter=Lutador0`);
    const current = await get(moved.headers.location as string);
    expect(current.statusCode).toBe(200);
    expect(textOf(current.body)).toContain(battle.title);
    // Its preview card too: one URL per card (decision 0018).
    const movedCard = await get(`/og/battle/${old}.png`);
    expect(movedCard.statusCode).toBe(301);
    expect(movedCard.headers.location).toBe(`/og/battle/${battle.slug}.png`);
    const card = await get(movedCard.headers.location as string);
    expect(card.statusCode).toBe(200);
  });

  it('gives visitors a shared, short-lived copy with an ETag, and signed-in fans a private page', async () => {
    const { battle } = await battleWithFighters();
    const first = await get(`/battle/${battle.slug}`);
    expect(first.headers['cache-control']).toBe(ANONYMOUS_CACHE_CONTROL);
    // Kept once by a shared cache, not once per visitor's cookies (the edge passes sessions by).
    expect(String(first.headers.vary ?? '')).not.toMatch(/cookie/i);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\//);
    const again = await get(`/battle/${battle.slug}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);

    const fan = await signedInUser(t);
    const personal = await get(`/battle/${battle.slug}`, { cookie: fan.cookie });
    expect(personal.statusCode).toBe(200);
    expect(personal.headers['cache-control']).toBe('private, no-store');
    expect(personal.headers.vary).toMatch(/cookie/i);
    expect(personal.headers.etag).toBeUndefined();
    // The header is rendered for them already (no visitor buttons).
    expect(personal.body).toContain(fan.username);
  });

  it('renders a page once for visitors who ask for it at the same time', async () => {
    const { battle } = await battleWithFighters();
    t.app.readCache.clear();
    const answers = await Promise.all(Array.from({ length: 12 }, () => get(`/battle/${battle.slug}`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(12).fill(200));
    // Each render stamps its own instant into the page: one ETag means one render.
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
  });

  it("keeps the visitors' copy across a vote; a rare event about the battle drops it", async () => {
    const { battle, fighters } = await battleWithFighters();
    const voter = await signedInUser(t, { balance: 5 });
    const before = await get(`/battle/${battle.slug}`);
    expect(textOf(before.body)).toMatch(new RegExp(`${fighters[1]!.username} .*0 votos`));
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: voter.cookie, origin: t.config.PUBLIC_URL },
      payload: { participantUserId: fighters[1]!.id },
    });
    expect(vote.statusCode).toBe(200);
    expect(vote.json().votesCount).toBe(1);
    // Counts in the kept copy lag until it expires (1 s); the page's live stream brings them.
    const kept = await get(`/battle/${battle.slug}`);
    if (kept.headers.etag === before.headers.etag) expect(kept.body).toBe(before.body);
    await publishBattleUpdate(t.db, { type: 'status', battleId: battle.id, status: 'active' });
    const end = Date.now() + 5_000;
    let text = '';
    while (!/1 voto/.test(text) && Date.now() < end) {
      await new Promise((r) => setTimeout(r, 20));
      text = textOf((await get(`/battle/${battle.slug}`)).body);
    }
    expect(text).toMatch(new RegExp(`${fighters[1]!.username} .*1 voto`));
  });
});
