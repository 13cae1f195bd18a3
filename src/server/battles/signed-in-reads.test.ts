import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { BattleDetailResponse } from '#domain/schemas/battles.ts';
import { PER_REQUEST_BROTLI_QUALITY } from '#server/app.ts';
import { addParticipant, castVote, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { battles } from '#server/db/schema.ts';
import { type SignedInUser, signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

// A TTL far longer than any test: what a read shows unchanged after a direct database edit (no
// request, no live event, so no invalidation) was taken from the kept battle state.
const LONG = { ttlMs: 60_000 };

let t: TestApp;
withTestApp({ pages: true, readCache: LONG }, (app) => {
  t = app;
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

const retitle = (id: string, title: string) => t.db.update(battles).set({ title }).where(eq(battles.id, id));

/**
 * A battle with two fighters, `fan` (who will vote) and `fighter` (a signed-in viewer who is one of
 * the battle's fighters): two viewers whose own fields all differ.
 */
async function twoViewers() {
  const battle = await createBattle(t.db, {
    title: `Batalha partilhada ${Date.now().toString(36)}`,
    status: 'active',
  });
  const other = await createUser(t.db);
  const fighter = await signedInUser(t, { balance: 2 });
  await addParticipant(t.db, battle.id, other);
  await addParticipant(t.db, battle.id, fighter);
  const fan = await signedInUser(t, { balance: 5 });
  // Their first request takes the daily coins: balances are known from here on.
  const balance = async (viewer: SignedInUser) =>
    ((await get('/api/me', { cookie: viewer.cookie })).json() as { user: { balance: number } }).user.balance;
  return { battle, other, fighter, fan, fighterCoins: await balance(fighter), fanCoins: await balance(fan) };
}

async function detail(id: string, viewer: SignedInUser): Promise<BattleDetailResponse['battle']> {
  const res = await get(`/api/battles/${id}`, { cookie: viewer.cookie });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('private, no-store');
  return (res.json() as BattleDetailResponse).battle;
}

describe('signed-in battle reads share the battle state, never the viewer', () => {
  it('JSON: two viewers of one kept state each get their own votes, balance, next vote and seat', async () => {
    const { battle, other, fighter, fan, fighterCoins, fanCoins } = await twoViewers();
    // Signed in before anything is kept: a sign-in is a write, which clears the cache.
    const voter = await signedInUser(t, { balance: 1 });
    const original = battle.title;
    expect((await detail(battle.id, fan)).title).toBe(original);
    // Neither read below touches the battle's rows again: the edit stays unseen until a write
    // or a live event drops the kept state...
    await retitle(battle.id, 'Título mudado por fora');
    // ...while the viewer's own fields are read on every request: a vote stored behind the app's
    // back shows at once for the voter.
    await castVote(t.db, { battleId: battle.id, participantUserId: other.id, voterUserId: fan.id });

    const asFighter = await detail(battle.id, fighter);
    const asFan = await detail(battle.id, fan);
    expect(asFighter.title).toBe(original);
    expect(asFan.title).toBe(original);
    expect(asFighter.viewer).toEqual({
      isParticipant: true,
      isDisqualified: false,
      selfParticipantUserId: fighter.id,
      votedParticipantUserIds: [],
      balance: fighterCoins,
      nextVoteAt: null,
    });
    expect(asFighter.isCurrentUserParticipant).toBe(true);
    expect(asFan.viewer).toMatchObject({
      isParticipant: false,
      isDisqualified: false,
      selfParticipantUserId: null,
      votedParticipantUserIds: [other.id],
      balance: fanCoins - 1,
    });
    expect(asFan.viewer.nextVoteAt).not.toBeNull();
    expect(asFan.isCurrentUserParticipant).toBe(false);
    // By its slug the same: the votes come with the viewer's own statement, which finds the
    // battle by slug or id as the read does.
    expect((await detail(battle.slug ?? battle.id, fan)).viewer.votedParticipantUserIds).toEqual([other.id]);
    expect((await detail(battle.slug ?? battle.id, fighter)).viewer.votedParticipantUserIds).toEqual([]);

    // A visitor's answer (its own cached body) carries no viewer at all.
    const guest = (await get(`/api/battles/${battle.id}`)).json() as BattleDetailResponse;
    expect(guest.battle.viewer).toEqual({
      isParticipant: false,
      isDisqualified: false,
      selfParticipantUserId: null,
      votedParticipantUserIds: [],
      balance: null,
      nextVoteAt: null,
    });

    // A vote through the app changes counts only: the kept state stays (its counts lag until it
    // expires; the live stream corrects open pages), while the voter's own fields show it.
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/votes`,
      headers: { cookie: voter.cookie, origin: t.config.PUBLIC_URL },
      payload: { participantUserId: other.id },
    });
    expect(vote.statusCode).toBe(200);
    expect(vote.json().votesCount).toBe(2);
    const afterVote = await detail(battle.id, voter);
    expect(afterVote.title).toBe(original);
    expect(afterVote.viewer.votedParticipantUserIds).toEqual([other.id]);

    // A write route that may change more than counts drops the kept state whatever it answers
    // (a leave, refused here since the battle runs): the next reader sees the edit and both votes.
    const leave = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${battle.id}/leave`,
      headers: { cookie: fighter.cookie, origin: t.config.PUBLIC_URL },
    });
    expect(leave.statusCode).not.toBe(404);
    const after = await detail(battle.id, fan);
    expect(after.title).toBe('Título mudado por fora');
    expect(after.participants.find((p) => p.userId === other.id)?.votesCount).toBe(2);
  });

  it('HTML: two viewers of one kept state each see their own header and balance, not the other', async () => {
    const { battle, fighter, fan, fighterCoins, fanCoins } = await twoViewers();
    const original = battle.title;
    const page = (viewer: SignedInUser) => get(`/battle/${battle.slug}`, { cookie: viewer.cookie });
    expect((await page(fan)).statusCode).toBe(200);
    await retitle(battle.id, 'Título mudado por fora');

    const asFighter = await page(fighter);
    const asFan = await page(fan);
    for (const [res, me, them] of [
      [asFighter, fighter, fan],
      [asFan, fan, fighter],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.body).toContain(original);
      expect(res.body).not.toContain('Título mudado por fora');
      expect(res.body).toContain(me.username);
      expect(res.body).toContain(me.email);
      expect(res.body).not.toContain(them.email);
    }
    // The fighter's own name is on the page as a fighter too; the fan's is not, since the fan is
    // no fighter here.
    expect(asFighter.body).not.toContain(fan.username);
    // Their coin line is drawn by the browser from their own view of the battle, sent with the page.
    const coins = (body: string) => {
      const json = /<script type="application\/json" id="viewer-queries">([\s\S]*?)<\/script>/.exec(
        body,
      )?.[1];
      const queries = JSON.parse(json ?? '{"queries":[]}').queries as {
        queryKey: unknown[];
        state: { data: { battle?: { viewer: { balance: number } } } };
      }[];
      return queries.find((q) => q.queryKey[1] === 'detail')?.state.data.battle?.viewer.balance;
    };
    expect(coins(asFighter.body)).toBe(fighterCoins);
    expect(coins(asFan.body)).toBe(fanCoins);
    expect(fighterCoins).not.toBe(fanCoins);
  });
});

describe('viewer resolution', () => {
  it('reads a fresh signed session in one statement, without better-auth, on API routes too', async () => {
    const fan = await signedInUser(t);
    const getSession = vi.spyOn(t.app.deps.auth.api, 'getSession');
    try {
      const me = await get('/api/me', { cookie: fan.cookie });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { id: fan.id } });
      // The cookie plugin's hook runs before the guard's, which reads the session it parsed.
      expect(getSession).not.toHaveBeenCalled();
    } finally {
      getSession.mockRestore();
    }
  });

  it('reads a quoted session cookie on the same fast path, as better-auth would read it', async () => {
    const fan = await signedInUser(t);
    const pairs = fan.cookie.split('; ').map((pair) => pair.split(/=(.*)/s) as [string, string]);
    const quoted = pairs.map(([name, value]) => `${name}="${value}"`).join('; ');
    const session = pairs.find(([name]) => name.endsWith('session_token'))![0];
    const getSession = vi.spyOn(t.app.deps.auth.api, 'getSession');
    try {
      const me = await get('/api/me', { cookie: `outro=1; ${quoted}` });
      expect(me.statusCode).toBe(200);
      expect(me.json()).toMatchObject({ user: { id: fan.id } });
      expect(getSession).not.toHaveBeenCalled();
      // A value that is no valid percent-encoding is no session, here or in better-auth.
      const broken = await get('/api/me', { cookie: `${session}=%E0%A4%A` });
      expect(broken.json()).toEqual({ user: null });
    } finally {
      getSession.mockRestore();
    }
  });
});

describe('compression of personal answers', () => {
  it('compresses a signed-in JSON answer once per request at the fast brotli level', async () => {
    const { battle, fan } = await twoViewers();
    const res = await get(`/api/battles/${battle.id}`, { cookie: fan.cookie, 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(res.rawPayload);
    expect(html.toString()).toContain(`"balance":`);
    const fast = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: PER_REQUEST_BROTLI_QUALITY,
      },
    });
    expect(PER_REQUEST_BROTLI_QUALITY).toBeLessThan(4);
    expect(res.rawPayload.length).toBe(fast.length);
  });

  it("sends a fan's page as gzip: the shell compressed once, then their own part", async () => {
    const { battle, fan, fighter } = await twoViewers();
    const asFan = await get(`/battle/${battle.slug}`, { cookie: fan.cookie, 'accept-encoding': 'br, gzip' });
    const asFighter = await get(`/battle/${battle.slug}`, {
      cookie: fighter.cookie,
      'accept-encoding': 'gzip',
    });
    for (const [res, me] of [
      [asFan, fan],
      [asFighter, fighter],
    ] as const) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers.vary).toContain('Accept-Encoding');
      const html = gunzipSync(res.rawPayload).toString();
      expect(html).toContain(`Menu do usuário ${me.username}`);
      expect(html.endsWith('</body></html>')).toBe(true);
    }
    // The same compressed bytes open both answers: the shell up to the fan's header.
    const opening = asFan.rawPayload.subarray(0, 2_000);
    expect(asFighter.rawPayload.subarray(0, 2_000).equals(opening)).toBe(true);
    // A client that takes no compression gets the page as it is.
    const plain = await get(`/battle/${battle.slug}`, { cookie: fan.cookie, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`Menu do usuário ${fan.username}`);
    expect(plain.body.endsWith('</body></html>')).toBe(true);
  });
});
