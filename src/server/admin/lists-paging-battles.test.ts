import { describe, expect, it } from 'vitest';
import { type BattleStatus, battleStatuses, deriveDisplayStatus } from '#domain/battles/battle-status.ts';
import { type AdminBattleSort, adminBattleDefaultDir } from '#domain/schemas/admin-battles.ts';
import type { SortDir } from '#domain/schemas/admin-lists.ts';
import { battles } from '#server/db/schema.ts';
import type { TestApp } from '#server/test-support/test-app.ts';
import { BATTLES, type Key, NOW, ordered, type Page, seedLists, walk } from './lists-paging-test-helpers.ts';
import { as, type Cast, withCastApp } from './test-helpers.ts';

let t: TestApp;
let cast: Cast;
withCastApp(
  async (app, c) => {
    t = app;
    cast = c;
    await seedLists(app, c);
  },
  { clock: () => NOW },
  240_000,
);

interface ListedBattle {
  id: string;
  displayStatus: BattleStatus;
}
type BattleRow = typeof battles.$inferSelect;

const battleKey: Record<AdminBattleSort, (b: BattleRow) => Key> = {
  created: (b) => b.createdAt.getTime(),
  title: (b) => b.title.toLowerCase(),
  status: (b) => battleStatuses.indexOf(deriveDisplayStatus(b, NOW)),
  start: (b) => b.startTime?.getTime() ?? Number.NEGATIVE_INFINITY,
  end: (b) => b.endTime.getTime(),
  participants: (b) => b.participantsCount,
  prize: (b) => Number(b.prizeAmount),
};

interface BattleFilter {
  q?: string;
  status?: BattleStatus;
}

function battleMatches(b: BattleRow, f: BattleFilter): boolean {
  const q = f.q?.toLowerCase();
  if (q && !(b.title.toLowerCase().includes(q) || (b.slug ?? '').toLowerCase().includes(q) || b.id === f.q))
    return false;
  return !f.status || deriveDisplayStatus(b, NOW) === f.status;
}

const getBattles = async (qs: string): Promise<Page<ListedBattle>> => {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/battles?${qs}`,
    headers: as(cast.moderator),
  });
  expect(res.statusCode, `${qs}: ${res.body}`).toBe(200);
  const body = res.json();
  return { rows: body.battles, nextCursor: body.nextCursor, prevCursor: body.prevCursor };
};

async function checkBattles(
  filter: BattleFilter,
  sort: AdminBattleSort,
  dir: SortDir,
  limit: number,
  back: boolean,
) {
  const truth = await t.db.select().from(battles);
  const expected = await ordered(
    t,
    { rows: truth.filter((b) => battleMatches(b, filter)), key: battleKey[sort], id: (b) => b.id },
    dir,
  );
  const params = new URLSearchParams({ ...filter, sort, dir }).toString();
  const listed = await walk(getBattles, params, limit, back);
  expect(
    listed.map((b) => b.id),
    params,
  ).toEqual(expected.map((b) => b.id));
  for (const row of listed)
    expect(row.displayStatus).toBe(deriveDisplayStatus(truth.find((b) => b.id === row.id)!, NOW));
  return expected.length;
}

describe('admin battles list', () => {
  it('pages through every sort, both ways, forwards and back', async () => {
    const sorts: AdminBattleSort[] = ['created', 'title', 'status', 'start', 'end', 'participants', 'prize'];
    for (const sort of sorts) {
      for (const dir of ['asc', 'desc'] as const) {
        expect(await checkBattles({}, sort, dir, dir === 'asc' ? 25 : 50, true)).toBeGreaterThanOrEqual(
          BATTLES,
        );
      }
    }
  });

  it('filters by the status shown and by text, alone and together, under every sort', async () => {
    const some = (await t.db.select().from(battles).limit(1))[0]!;
    const filters: BattleFilter[] = [
      ...battleStatuses.map((status) => ({ status })),
      { q: 'tigre' },
      { q: 'NOITE-DO' },
      { q: some.id },
      { q: 'tigre', status: 'finished' },
      { q: 'luta', status: 'active' },
    ];
    const counts: number[] = [];
    for (const filter of filters) {
      for (const sort of ['created', 'title', 'status', 'start', 'end', 'participants', 'prize'] as const) {
        counts.push(await checkBattles(filter, sort, adminBattleDefaultDir[sort], 25, sort === 'created'));
      }
    }
    expect(counts.every((n) => n > 0)).toBe(true);
  });
});
