import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type {
  BattleCard,
  BattleDetail,
  BattleLeader,
  BattleListItem,
  BattleParticipant,
} from '#domain/schemas/battles.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { battleViewer } from '#web/test-support/api-fixtures.ts';
import {
  applyBattleUpdate,
  patchBattleCard,
  REFETCH_SPREAD_MS,
  withLeaderCounts,
  withLeaderVotes,
  withVotesCount,
  withVotesCounts,
  withVotesVoided,
} from './battle-cache.ts';

function card(overrides: Partial<BattleCard> = {}): BattleCard {
  return {
    id: 'b1',
    slug: 'grande-final',
    title: 'Grande Final',
    description: null,
    status: 'waiting',
    displayStatus: 'waiting',
    prize: { amount: 100, type: 'PIX', description: null, paidAt: null },
    startTime: null,
    endTime: '2030-01-01T00:00:00.000Z',
    participantsCount: { current: 2, required: 5 },
    maxParticipants: 5,
    createdAt: '2029-01-01T00:00:00.000Z',
    isCurrentUserParticipant: false,
    adBannerUrl: null,
    adBannerLinkUrl: null,
    ...overrides,
  };
}

function leader(userId: string, votesCount: number, isLeader: boolean): BattleLeader {
  return { userId, username: userId, avatarUrl: null, votesCount, isLeader };
}

/** A list card: ana leads with 3, bia has 2, caio 2 (joined after bia). */
function listItem(overrides: Partial<BattleCard> = {}): BattleListItem {
  return {
    ...card(overrides),
    leaders: [leader('ana', 3, true), leader('bia', 2, false), leader('caio', 2, false)],
  };
}

function participant(userId: string, votesCount: number, joinedAt: string): BattleParticipant {
  return {
    id: `p-${userId}`,
    userId,
    username: userId,
    avatarUrl: null,
    instagramHandle: null,
    votesCount,
    joinedAt,
    isWinner: false,
  };
}

function detail(): BattleDetail {
  return {
    ...card(),
    participants: [
      participant('ana', 3, '2029-01-01T00:00:00Z'),
      participant('bia', 2, '2029-01-02T00:00:00Z'),
    ],
    sponsors: [],
    winners: [],
    viewer: battleViewer(),
  };
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function seeded() {
  const client = new QueryClient();
  // The arena is paged: b1 on the first page, b2 on the second.
  client.setQueryData(queryKeys.battleList('all'), {
    pages: [
      { battles: [listItem()], nextCursor: 'c1' },
      { battles: [listItem({ id: 'b2', slug: null })], nextCursor: null },
    ],
    pageParams: [null, 'c1'],
  });
  // The page is cached under the slug from the URL, events carry the id.
  client.setQueryData(queryKeys.battleDetail('grande-final'), { battle: detail() });
  return client;
}

const detailOf = (client: QueryClient) =>
  client.getQueryData<{ battle: BattleDetail }>(queryKeys.battleDetail('grande-final'))?.battle;
const listOf = (client: QueryClient) =>
  client
    .getQueryData<InfiniteData<{ battles: BattleListItem[] }>>(queryKeys.battleList('all'))
    ?.pages.flatMap((page) => page.battles);

describe('withVotesCount', () => {
  it('re-sorts by votes descending, earliest join first on a tie', () => {
    const next = withVotesCount(detail(), 'bia', 4);
    expect(next.participants.map((p) => [p.userId, p.votesCount])).toEqual([
      ['bia', 4],
      ['ana', 3],
    ]);
    const tied = withVotesCount(detail(), 'bia', 3);
    expect(tied.participants.map((p) => p.userId)).toEqual(['ana', 'bia']);
  });

  it('never moves a count back (a late answer after a newer live event)', () => {
    const battle = detail();
    expect(withVotesCount(battle, 'ana', 1)).toBe(battle);
  });
});

describe('withVotesVoided', () => {
  it('sets a count lowered by voided votes and re-sorts', () => {
    const next = withVotesVoided(detail(), 'ana', 1);
    expect(next.participants.map((p) => [p.userId, p.votesCount])).toEqual([
      ['bia', 2],
      ['ana', 1],
    ]);
  });
});

describe('withLeaderVotes', () => {
  const summary = (item: BattleListItem) => item.leaders.map((l) => [l.userId, l.votesCount, l.isLeader]);

  it('moves a shown fighter, re-orders by votes (join order kept on ties) and marks leaders by the tie rule', () => {
    expect(summary(withLeaderVotes(listItem(), 'caio', 3))).toEqual([
      ['ana', 3, true],
      ['caio', 3, true],
      ['bia', 2, false],
    ]);
    expect(summary(withLeaderVotes(listItem(), 'bia', 4))).toEqual([
      ['bia', 4, true],
      ['ana', 3, false],
      ['caio', 2, false],
    ]);
  });

  it('leaves the card alone for a fighter not shown or a stale count', () => {
    const item = listItem();
    expect(withLeaderVotes(item, 'davi', 9)).toBe(item);
    expect(withLeaderVotes(item, 'ana', 2)).toBe(item);
  });
});

describe('applyBattleUpdate', () => {
  it('moves a vote count on the battle page found by id, and on the arena card', () => {
    const client = seeded();
    applyBattleUpdate(client, { type: 'votes', battleId: 'b1', participantUserId: 'bia', votesCount: 7 });
    expect(detailOf(client)?.participants[0]).toMatchObject({ userId: 'bia', votesCount: 7 });
    expect(listOf(client)?.[0]?.leaders[0]).toMatchObject({ userId: 'bia', votesCount: 7, isLeader: true });
    expect(listOf(client)?.[1]?.leaders[0]).toMatchObject({ userId: 'ana', votesCount: 3 });
  });

  it('ignores events of another battle', () => {
    const client = seeded();
    const before = detailOf(client);
    applyBattleUpdate(client, { type: 'votes', battleId: 'other', participantUserId: 'bia', votesCount: 7 });
    expect(detailOf(client)).toBe(before);
  });

  it('updates participant counts and status on arena cards and the page', () => {
    const client = seeded();
    applyBattleUpdate(client, {
      type: 'participants',
      battleId: 'b1',
      participantsCount: 5,
      status: 'active',
    });
    expect(listOf(client)?.[0]).toMatchObject({
      status: 'active',
      participantsCount: { current: 5, required: 5 },
    });
    expect(listOf(client)?.[1]?.participantsCount.current).toBe(2);
    expect(detailOf(client)).toMatchObject({ status: 'active', participantsCount: { current: 5 } });
    expect(detailOf(client)?.participants).toHaveLength(2);
  });

  it('updates a status at once, and refetches a finished battle after a random delay within the spread', async () => {
    vi.useFakeTimers();
    vi.spyOn(Math, 'random').mockReturnValue(0.6);
    const client = seeded();
    const invalidated = () =>
      client.getQueryState(queryKeys.battleDetail('grande-final'))?.isInvalidated ?? false;
    applyBattleUpdate(client, { type: 'status', battleId: 'b1', status: 'finished' });
    expect(detailOf(client)?.status).toBe('finished');
    expect(invalidated()).toBe(false);
    await vi.advanceTimersByTimeAsync(0.6 * REFETCH_SPREAD_MS - 1);
    expect(invalidated()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidated()).toBe(true);
  });

  it('asks for one spread refetch per battle however many events come before it', async () => {
    vi.useFakeTimers();
    const client = seeded();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    applyBattleUpdate(client, {
      type: 'participants',
      battleId: 'b1',
      participantsCount: 3,
      status: 'waiting',
    });
    applyBattleUpdate(client, {
      type: 'participants',
      battleId: 'b1',
      participantsCount: 4,
      status: 'waiting',
    });
    applyBattleUpdate(client, { type: 'status', battleId: 'b1', status: 'finished' });
    expect(detailOf(client)?.participantsCount.current).toBe(4);
    await vi.advanceTimersByTimeAsync(REFETCH_SPREAD_MS);
    expect(invalidate).toHaveBeenCalledTimes(1);
    // Once done, the next event gets its own.
    applyBattleUpdate(client, { type: 'status', battleId: 'b1', status: 'finished' });
    await vi.advanceTimersByTimeAsync(REFETCH_SPREAD_MS);
    expect(invalidate).toHaveBeenCalledTimes(2);
  });

  it('updates a status and skips unknown ones', () => {
    const client = seeded();
    applyBattleUpdate(client, { type: 'status', battleId: 'b1', status: 'finished' });
    expect(listOf(client)?.[0]?.status).toBe('finished');
    applyBattleUpdate(client, { type: 'status', battleId: 'b1', status: 'weird' });
    expect(listOf(client)?.[0]?.status).toBe('finished');
  });
});

describe('applyBattleUpdate with snapshots', () => {
  const snapshot = (seq: number, counts: Record<string, number>, battleId = 'b1') =>
    ({
      type: 'totals',
      battleId,
      seq,
      totals: Object.entries(counts).map(([participantUserId, votesCount]) => ({
        participantUserId,
        votesCount,
      })),
    }) as const;

  it("patches every fighter's count on the page and the arena card, re-sorted", () => {
    const client = seeded();
    applyBattleUpdate(client, snapshot(10, { ana: 4, bia: 6, caio: 5 }));
    expect(detailOf(client)?.participants.map((p) => [p.userId, p.votesCount])).toEqual([
      ['bia', 6],
      ['ana', 4],
    ]);
    expect(listOf(client)?.[0]?.leaders.map((l) => [l.userId, l.votesCount, l.isLeader])).toEqual([
      ['bia', 6, true],
      ['caio', 5, false],
      ['ana', 4, false],
    ]);
    // The other battle's card is left as it was.
    expect(listOf(client)?.[1]?.leaders[0]).toMatchObject({ userId: 'ana', votesCount: 3 });
  });

  it('ignores a snapshot whose seq is not above the last one applied for that battle', () => {
    const client = seeded();
    applyBattleUpdate(client, snapshot(10, { ana: 4 }));
    applyBattleUpdate(client, snapshot(10, { ana: 9 }));
    applyBattleUpdate(client, snapshot(9, { ana: 8 }));
    expect(detailOf(client)?.participants.find((p) => p.userId === 'ana')?.votesCount).toBe(4);
    // Another battle keeps its own sequence.
    applyBattleUpdate(client, snapshot(1, { ana: 7 }, 'b2'));
    expect(listOf(client)?.[1]?.leaders[0]).toMatchObject({ userId: 'ana', votesCount: 7 });
    applyBattleUpdate(client, snapshot(11, { ana: 5 }));
    expect(detailOf(client)?.participants.find((p) => p.userId === 'ana')?.votesCount).toBe(5);
  });

  it('carries a partial snapshot (only the fighters that moved) and never moves a count back', () => {
    const client = seeded();
    const before = detailOf(client);
    // A snapshot read before the viewer's own vote committed, arriving after its answer.
    applyBattleUpdate(client, snapshot(3, { ana: 2 }));
    expect(detailOf(client)).toBe(before);
    applyBattleUpdate(client, snapshot(4, { bia: 3 }));
    expect(detailOf(client)?.participants.map((p) => [p.userId, p.votesCount])).toEqual([
      ['ana', 3],
      ['bia', 3],
    ]);
  });

  it('leaves a card alone when no shown fighter moved', () => {
    const item = listItem();
    expect(withLeaderCounts(item, new Map([['davi', 9]]))).toBe(item);
    const battle = detail();
    expect(withVotesCounts(battle, new Map([['ana', 3]]))).toBe(battle);
  });
});

describe('patchBattleCard', () => {
  it('patches a card on a later arena page and leaves the other pages as they were', () => {
    const client = seeded();
    const pagesOf = () =>
      client.getQueryData<InfiniteData<{ battles: BattleCard[] }>>(queryKeys.battleList('all'));
    const before = pagesOf();
    patchBattleCard(client, 'b2', (b) => ({ ...b, status: 'finished' }));
    const after = pagesOf();
    expect(after?.pages[1]?.battles[0]?.status).toBe('finished');
    expect(after?.pages[0]).toBe(before?.pages[0]);
    expect(after?.pageParams).toEqual([null, 'c1']);
  });

  it('keeps the page participants and viewer when a card replaces the battle', () => {
    const client = seeded();
    patchBattleCard(client, 'b1', () => card({ isCurrentUserParticipant: true }));
    expect(detailOf(client)).toMatchObject({ isCurrentUserParticipant: true, winners: [] });
    expect(detailOf(client)?.participants).toHaveLength(2);
  });
});
