import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type BattleTab, battleTabOf, battleTabs } from '#domain/battles/battle-tabs.ts';
import type { BattleListItem, BattleListResponse } from '#domain/schemas/battles.ts';
import { saoPauloDayKey } from '#domain/text/format.ts';
import { addParticipant, type BattleOverrides, createBattle } from '#server/db/factories/battles.ts';
import { createUser } from '#server/db/factories/users.ts';
import { participantVoteShards, profiles } from '#server/db/schema.ts';
import { arenaOrderOf } from '#server/test-support/arena-order.ts';
import { signedInUser, type TestApp, withTestApp } from '#server/test-support/test-app.ts';

let t: TestApp;
const HOUR = 3_600_000;
const base = Date.parse('2031-05-01T12:00:00.000Z');
let created = 0;
/** Battle ids by the tab they must be listed under (in the arena order once sorted by `sortExpected`). */
const expected: Record<BattleTab, string[]> = { open: [], running: [], scheduled: [], finished: [] };
let pendingId = '';

/**
 * A battle created `created` minutes before the previous one and, unless told, ending a minute
 * after it, so both the creation and the arena order are known.
 */
async function battle(overrides: BattleOverrides, tab: BattleTab | null) {
  created += 1;
  const row = await createBattle(t.db, {
    createdAt: new Date(base - created * 60_000),
    endTime: new Date(Date.now() + 24 * HOUR + created * 60_000),
    ...overrides,
  });
  if (tab) expected[tab].push(row.id);
  return row;
}

const at = (ms: number) => new Date(Date.now() + ms);

/** Puts each tab's expected ids in the arena order (docs/product.md#the-arenas-order). */
async function sortExpected() {
  for (const tab of battleTabs) expected[tab] = await arenaOrderOf(t.db, new Date(), expected[tab]);
}

// A read-cache TTL far longer than any test: only an invalidation can explain a fresh answer.
withTestApp({ readCache: { ttlMs: 60_000 } }, async (app) => {
  t = app;
  const fighter = await createUser(t.db);
  await battle({ status: 'waiting' }, 'open');
  // Stored scheduled, but its start has passed: shown (and listed) as waiting.
  await battle({ status: 'scheduled', startTime: at(-HOUR) }, 'open');
  await battle({ status: 'waiting', maxParticipants: null }, 'open');
  await battle({ status: 'active' }, 'running');
  await battle({ status: 'ready' }, 'running');
  // Waiting but full: shown as active.
  const full = await battle({ status: 'waiting', maxParticipants: 1 }, 'running');
  await addParticipant(t.db, full.id, fighter);
  // Started schedule that is full: active too.
  const fullScheduled = await battle(
    { status: 'scheduled', startTime: at(-HOUR), maxParticipants: 1 },
    'running',
  );
  await addParticipant(t.db, fullScheduled.id, fighter);
  await battle({ status: 'scheduled', startTime: at(HOUR) }, 'scheduled');
  await battle({ status: 'scheduled', startTime: null }, 'scheduled');
  await battle({ status: 'finished', startTime: at(-3 * HOUR), endTime: at(-HOUR) }, 'finished');
  // Still stored active/waiting/ready, but the clock has passed the end: finished.
  await battle({ status: 'active', startTime: at(-3 * HOUR), endTime: at(-60_000) }, 'finished');
  await battle({ status: 'waiting', startTime: at(-3 * HOUR), endTime: at(-60_000) }, 'finished');
  await battle({ status: 'scheduled', startTime: at(-3 * HOUR), endTime: at(-HOUR) }, 'finished');
  pendingId = (await battle({ status: 'pending' }, null)).id;
  await sortExpected();
});

async function getPage(query: string, cookie?: string): Promise<BattleListResponse> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/battles${query}`,
    headers: cookie ? { cookie } : {},
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function walk(params: Record<string, string>, cookie?: string) {
  const cards: BattleListItem[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const query = new URLSearchParams(cursor ? { ...params, cursor } : params).toString();
    const page = await getPage(`?${query}`, cookie);
    cards.push(...page.battles);
    cursor = page.nextCursor;
    pages += 1;
    expect(pages).toBeLessThan(100);
  } while (cursor);
  return { ids: cards.map((c) => c.id), cards, pages };
}

const only = (ids: string[], among: Iterable<string>) => {
  const keep = new Set(among);
  return ids.filter((id) => keep.has(id));
};
const allExpected = () => Object.values(expected).flat();

describe('arena status tabs', () => {
  it('lists each battle under the tab of its derived status, in the arena order, and pending under none', async () => {
    for (const tab of battleTabs) {
      const { ids, cards } = await walk({ tab });
      expect(only(ids, allExpected()), tab).toEqual(expected[tab]);
      // The SQL of a tab and the domain's derived status agree for every card listed.
      for (const card of cards) expect(battleTabOf(card.displayStatus), card.id).toBe(tab);
      expect(ids).not.toContain(pendingId);
    }
    const everything = await walk({});
    expect(new Set(only(everything.ids, allExpected()))).toEqual(new Set(allExpected()));
  });

  it('pages each tab with its own keyset: every battle once, in order, then a null cursor', async () => {
    for (let i = 0; i < 5; i++) await battle({ status: 'waiting' }, 'open');
    for (let i = 0; i < 3; i++) {
      await battle({ status: 'finished', startTime: at(-3 * HOUR), endTime: at(-HOUR) }, 'finished');
    }
    await sortExpected();
    const open = await walk({ tab: 'open', limit: '2' });
    expect(only(open.ids, allExpected())).toEqual(expected.open);
    expect(new Set(open.ids).size).toBe(open.ids.length);
    expect(open.pages).toBe(Math.ceil(open.ids.length / 2));
    const finished = await walk({ tab: 'finished', limit: '3' });
    expect(only(finished.ids, allExpected())).toEqual(expected.finished);
    expect(finished.pages).toBe(Math.ceil(finished.ids.length / 3));
  });

  it("combines a tab with 'my_battles' and keeps 'isCurrentUserParticipant'", async () => {
    const fan = await signedInUser(t);
    const mineOpen = expected.open[1]!;
    const mineRunning = expected.running[0]!;
    await addParticipant(t.db, mineOpen, { id: fan.id });
    await addParticipant(t.db, mineRunning, { id: fan.id });
    const mine = await getPage('?filter=my_battles&tab=open', fan.cookie);
    expect(mine.battles.map((b) => b.id)).toEqual([mineOpen]);
    const open = await walk({ tab: 'open' }, fan.cookie);
    expect(open.cards.filter((c) => c.isCurrentUserParticipant).map((c) => c.id)).toEqual([mineOpen]);
  });

  it('refuses an unknown tab with 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/battles?tab=pending' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});

describe('arena search', () => {
  it("finds a battle by a piece of its title or of a fighter's current name, in any case", async () => {
    const copa = await battle({ status: 'waiting', title: 'Copa Relampago de Verão' }, 'open');
    const other = await battle({ status: 'active', title: 'Desafio da Vila' }, 'running');
    const done = await battle(
      { status: 'finished', title: 'Noite do Clinch', startTime: at(-3 * HOUR), endTime: at(-HOUR) },
      'finished',
    );
    const fighter = await createUser(t.db, { username: 'Buakaw_Ressurge' });
    await addParticipant(t.db, other.id, fighter);
    await addParticipant(t.db, done.id, fighter);

    const ids = async (query: string) => (await walk({ q: query })).ids;
    expect(await ids('copa relampago')).toEqual([copa.id]);
    expect(await ids('RELAMPAGO')).toEqual([copa.id]);
    expect(await ids('akaw_res')).toEqual([other.id, done.id]);
    // With a tab, only that tab's matches.
    expect((await walk({ q: 'buakaw', tab: 'finished' })).ids).toEqual([done.id]);
    // LIKE wildcards in the text are literal; nothing matches.
    expect(await ids('%')).toEqual([]);
    expect(await ids('Buakaw_')).toEqual([other.id, done.id]);
    expect(await ids('Buakaw%')).toEqual([]);
    // The search follows a renamed fighter (the profile's name, not the name at joining).
    await t.db.update(profiles).set({ username: 'Saenchai_Novo' }).where(eq(profiles.id, fighter.id));
    expect(await ids('buakaw')).toEqual([]);
    expect(await ids('saenchai_n')).toEqual([other.id, done.id]);
    // A blank search is no search.
    expect((await walk({ q: '   ' })).ids.length).toBe((await walk({})).ids.length);
  });

  it('pages search results and refuses a text that is too long', async () => {
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await battle({ status: 'waiting', title: `Torneio Paginado ${i}` }, 'open')).id);
    }
    const { ids, pages } = await walk({ q: 'torneio paginado', limit: '2' });
    expect(ids).toEqual(made);
    expect(pages).toBe(3);
    const long = await t.app.inject({ method: 'GET', url: `/api/battles?q=${'a'.repeat(101)}` });
    expect(long.statusCode).toBe(400);
  });
});

describe('battle card leaders', () => {
  it('shows the top 3 by total votes (shards included), ties by join time, every top holder a leader', async () => {
    const card = await battle({ status: 'active', maxParticipants: 10, title: 'Lideres do card' }, 'running');
    const joined = (n: number) => ({ joinedAt: new Date(base + n * 1000) });
    const a = await createUser(t.db, { profilePictureUrl: '/uploads/profile-pictures/a/1.png' });
    const b = await createUser(t.db);
    const c = await createUser(t.db);
    const d = await createUser(t.db);
    const e = await createUser(t.db);
    await addParticipant(t.db, card.id, e, { votesCount: 0, ...joined(0) });
    await addParticipant(t.db, card.id, a, { votesCount: 5, ...joined(1) });
    await addParticipant(t.db, card.id, b, { votesCount: 4, ...joined(2) });
    await addParticipant(t.db, card.id, c, { votesCount: 9, ...joined(3) });
    await addParticipant(t.db, card.id, d, { votesCount: 2, ...joined(4) });
    // b's fans' votes counted in shards: 4 + 3 + 2 = 9, level with c, and b joined first.
    await t.db.insert(participantVoteShards).values([
      { battleEventId: card.id, participantUserId: b.id, shard: 1, votes: 3 },
      { battleEventId: card.id, participantUserId: b.id, shard: 7, votes: 2 },
    ]);
    const found = (await walk({ q: 'Lideres do card' })).cards[0]!;
    expect(found.leaders).toEqual([
      { userId: b.id, username: b.username, avatarUrl: null, votesCount: 9, isLeader: true },
      { userId: c.id, username: c.username, avatarUrl: null, votesCount: 9, isLeader: true },
      {
        userId: a.id,
        username: a.username,
        avatarUrl: '/uploads/profile-pictures/a/1.png',
        votesCount: 5,
        isLeader: false,
      },
    ]);
  });

  it('marks no leader without votes, shows fewer than 3 when fewer fight, and none on an empty battle', async () => {
    const quiet = await battle({ status: 'waiting', title: 'Sem votos ainda' }, 'open');
    const x = await createUser(t.db);
    const y = await createUser(t.db);
    await addParticipant(t.db, quiet.id, y, { joinedAt: new Date(base) });
    await addParticipant(t.db, quiet.id, x, { joinedAt: new Date(base + 1000) });
    const empty = await battle({ status: 'waiting', title: 'Ninguem inscrito' }, 'open');
    const [quietCard] = (await walk({ q: 'Sem votos ainda' })).cards;
    expect(quietCard?.leaders.map((l) => [l.userId, l.votesCount, l.isLeader])).toEqual([
      [y.id, 0, false],
      [x.id, 0, false],
    ]);
    const [emptyCard] = (await walk({ q: 'Ninguem inscrito' })).cards;
    expect(emptyCard?.id).toBe(empty.id);
    expect(emptyCard?.leaders).toEqual([]);
  });

  it('marks all of a wider tie at the top: four level fighters, three shown, all leaders', async () => {
    const tied = await battle({ status: 'active', title: 'Empate quadruplo' }, 'running');
    for (let i = 0; i < 4; i++) {
      await addParticipant(t.db, tied.id, await createUser(t.db), { votesCount: 3 });
    }
    const [card] = (await walk({ q: 'Empate quadruplo' })).cards;
    expect(card?.leaders.map((l) => [l.votesCount, l.isLeader])).toEqual([
      [3, true],
      [3, true],
      [3, true],
    ]);
  });

  it('on a finished battle the leaders are its winners', async () => {
    const done = await battle(
      { status: 'finished', title: 'Final decidida', startTime: at(-3 * HOUR), endTime: at(-HOUR) },
      'finished',
    );
    const w = await createUser(t.db);
    const l = await createUser(t.db);
    await addParticipant(t.db, done.id, l, { votesCount: 1 });
    await addParticipant(t.db, done.id, w, { votesCount: 7 });
    const [card] = (await walk({ q: 'Final decidida' })).cards;
    const detail = (await t.app.inject({ method: 'GET', url: `/api/battles/${done.id}` })).json().battle;
    expect(card?.leaders.filter((x) => x.isLeader).map((x) => x.userId)).toEqual(detail.winners);
    expect(detail.winners).toEqual([w.id]);
  });
});

describe('arena cache per tab', () => {
  it("keeps each tab's first anonymous page, never a search, and shows a vote on the cached tab at once", async () => {
    const live = await battle({ status: 'active', title: 'Cache por aba' }, 'running');
    const fighter = await createUser(t.db);
    await addParticipant(t.db, live.id, fighter);
    t.app.readCache.clear();
    const running = await getPage('?tab=running');
    expect(running.battles.some((b) => b.id === live.id)).toBe(true);
    expect(t.app.readCache.size).toBe(1);
    await getPage('?tab=open');
    expect(t.app.readCache.size).toBe(2);
    const one = await getPage('?tab=running&limit=1');
    expect(t.app.readCache.size).toBe(3);
    await getPage(`?tab=running&limit=1&cursor=${one.nextCursor}`);
    await getPage('?q=cache');
    await getPage('?tab=running&q=cache');
    expect(t.app.readCache.size).toBe(3);

    const fan = await signedInUser(t, { balance: 3, dailyClaimedDay: saoPauloDayKey(new Date()) });
    const vote = await t.app.inject({
      method: 'POST',
      url: `/api/battles/${live.id}/votes`,
      headers: { cookie: fan.cookie },
      payload: { participantUserId: fighter.id },
    });
    expect(vote.statusCode).toBe(200);
    const after = (await getPage('?tab=running')).battles.find((b) => b.id === live.id);
    expect(after?.leaders[0]).toMatchObject({ userId: fighter.id, votesCount: 1, isLeader: true });
  });
});
