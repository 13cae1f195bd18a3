import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { type BattleStatus, battleStatuses } from '#domain/battles/battle-status.ts';
import { markLeaders } from '#domain/battles/leaders.ts';
import type {
  BattleCard,
  BattleDetail,
  BattleDetailResponse,
  BattleListItem,
  BattleListResponse,
  BattleParticipant,
  BattleUpdateEvent,
} from '#domain/schemas/battles.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const listKey = [...queryKeys.battles, 'list'] as const;
const detailKey = [...queryKeys.battles, 'detail'] as const;

/** Votes descending, earliest join first on a tie: the order the server sends. */
export function sortParticipants(participants: readonly BattleParticipant[]): BattleParticipant[] {
  return [...participants].sort(
    (a, b) => b.votesCount - a.votesCount || Date.parse(a.joinedAt) - Date.parse(b.joinedAt),
  );
}

/**
 * Participants' new totals. Counts only grow here, and a vote's own answer may arrive after the
 * live event of a later vote (or before the snapshot that counts it), so the larger number wins
 * and a stale one never moves the count back; a count goes down only through voided votes
 * (withVotesVoided), an event the server never coalesces away.
 */
export function withVotesCounts(battle: BattleDetail, counts: ReadonlyMap<string, number>): BattleDetail {
  let changed = false;
  const participants = battle.participants.map((p) => {
    const votesCount = counts.get(p.userId);
    if (votesCount === undefined || p.votesCount >= votesCount) return p;
    changed = true;
    return { ...p, votesCount };
  });
  return changed ? { ...battle, participants: sortParticipants(participants) } : battle;
}

/** One participant's new total (withVotesCounts). */
export function withVotesCount(
  battle: BattleDetail,
  participantUserId: string,
  votesCount: number,
): BattleDetail {
  return withVotesCounts(battle, new Map([[participantUserId, votesCount]]));
}

/** The fighter's count set as given, up or down: votes voided by an admin (never out of order). */
export function withVotesVoided(
  battle: BattleDetail,
  participantUserId: string,
  votesCount: number,
): BattleDetail {
  const participants = battle.participants.map((p) =>
    p.userId === participantUserId ? { ...p, votesCount } : p,
  );
  return { ...battle, participants: sortParticipants(participants) };
}

/**
 * A list card's fighters after live votes: a shown fighter's count moves up (never back, as in
 * withVotesCounts), the order and the leaders follow the tie rule again. A fighter not shown may
 * have overtaken one; the card learns it on its next fetch.
 */
export function withLeaderCounts(card: BattleListItem, counts: ReadonlyMap<string, number>): BattleListItem {
  const moved = card.leaders.some((l) => (counts.get(l.userId) ?? l.votesCount) > l.votesCount);
  if (!moved) return card;
  // A stable sort keeps the server's join order among equal counts.
  const counted = card.leaders
    .map((l) => ({ ...l, id: l.userId, votesCount: Math.max(l.votesCount, counts.get(l.userId) ?? 0) }))
    .sort((a, b) => b.votesCount - a.votesCount);
  return { ...card, leaders: markLeaders(counted).map(({ id: _id, ...leader }) => leader) };
}

/** One fighter's new total on a list card (withLeaderCounts). */
export function withLeaderVotes(
  card: BattleListItem,
  participantUserId: string,
  votesCount: number,
): BattleListItem {
  return withLeaderCounts(card, new Map([[participantUserId, votesCount]]));
}

function patchListCard(
  queryClient: QueryClient,
  battleId: string,
  update: (card: BattleListItem) => BattleListItem,
): void {
  // The arena lists are paged (useInfiniteQuery): only the page holding the card is replaced.
  queryClient.setQueriesData<InfiniteData<BattleListResponse>>({ queryKey: listKey }, (data) => {
    if (!data?.pages.some((page) => page.battles.some((b) => b.id === battleId))) return data;
    return {
      ...data,
      pages: data.pages.map((page) =>
        page.battles.some((b) => b.id === battleId)
          ? { ...page, battles: page.battles.map((b) => (b.id === battleId ? update(b) : b)) }
          : page,
      ),
    };
  });
}

/** Applies `update` to the battle `battleId` wherever it is cached: arena lists and battle pages. */
export function patchBattleCard(
  queryClient: QueryClient,
  battleId: string,
  update: (card: BattleCard) => BattleCard,
): void {
  // Spread over the list card or the detail, the update replaces only card fields: leaders,
  // participants and viewer stay.
  patchListCard(queryClient, battleId, (card) => ({ ...card, ...update(card) }));
  patchBattleDetail(queryClient, battleId, (battle) => ({ ...battle, ...update(battle) }));
}

export function patchBattleDetail(
  queryClient: QueryClient,
  battleId: string,
  update: (battle: BattleDetail) => BattleDetail,
): void {
  queryClient.setQueriesData<BattleDetailResponse>({ queryKey: detailKey }, (data) => {
    if (!data || data.battle.id !== battleId) return data;
    const battle = update(data.battle);
    // A snapshot that changes nothing leaves the page's data (and its renders) alone.
    return battle === data.battle ? data : { battle };
  });
}

/** Refetches the open pages of one battle (cached under whatever slug or id their URL used). */
export function refetchDetail(queryClient: QueryClient, battleId: string): void {
  void queryClient.invalidateQueries({
    queryKey: detailKey,
    predicate: (query) => (query.state.data as BattleDetailResponse | undefined)?.battle.id === battleId,
  });
}

/**
 * How long after a finish or a join the open pages of a battle refetch it, spread at random up to
 * this: every page hears the event in the same instant, and a battle followed by a million pages
 * must not get a million reads in that instant.
 */
export const REFETCH_SPREAD_MS = 5_000;

/** A refetch already waiting per battle; a later event in the meantime is covered by it. */
const spreadRefetches = new WeakMap<QueryClient, Map<string, ReturnType<typeof setTimeout>>>();

/** refetchDetail after a random delay within REFETCH_SPREAD_MS, once per battle however many events come. */
export function spreadRefetchDetail(queryClient: QueryClient, battleId: string): void {
  let waiting = spreadRefetches.get(queryClient);
  if (!waiting) {
    waiting = new Map();
    spreadRefetches.set(queryClient, waiting);
  }
  if (waiting.has(battleId)) return;
  const timers = waiting;
  const timer = setTimeout(() => {
    timers.delete(battleId);
    refetchDetail(queryClient, battleId);
  }, Math.random() * REFETCH_SPREAD_MS);
  timers.set(battleId, timer);
}

/**
 * The `seq` of the last snapshot applied per battle: a snapshot can arrive after a newer one (two
 * streams, a reconnect), and one with a lower or equal `seq` says nothing new.
 */
const appliedSeqs = new WeakMap<QueryClient, Map<string, number>>();

/** Whether the snapshot is newer than the last one applied; if so, it becomes the last one. */
function isNewSnapshot(queryClient: QueryClient, battleId: string, seq: number): boolean {
  let seqs = appliedSeqs.get(queryClient);
  if (!seqs) {
    seqs = new Map();
    appliedSeqs.set(queryClient, seqs);
  }
  if (seq <= (seqs.get(battleId) ?? Number.NEGATIVE_INFINITY)) return false;
  seqs.set(battleId, seq);
  return true;
}

/** Unknown statuses from a newer server are ignored rather than breaking the page. */
function knownStatus(status: string): BattleStatus | null {
  return (battleStatuses as readonly string[]).includes(status) ? (status as BattleStatus) : null;
}

/**
 * One live event into the caches. Vote counts are patched in place; a join changes the
 * participant list itself, so open battle pages also refetch theirs (spread over a few seconds).
 */
export function applyBattleUpdate(queryClient: QueryClient, event: BattleUpdateEvent): void {
  switch (event.type) {
    case 'votes':
      // The one writer of a vote count: the live stream and a fan's own vote (its answer carries
      // the same three fields) both come through here.
      patchBattleDetail(queryClient, event.battleId, (battle) =>
        withVotesCount(battle, event.participantUserId, event.votesCount),
      );
      patchListCard(queryClient, event.battleId, (card) =>
        withLeaderVotes(card, event.participantUserId, event.votesCount),
      );
      return;
    case 'totals': {
      if (!isNewSnapshot(queryClient, event.battleId, event.seq)) return;
      const counts = new Map(event.totals.map((t) => [t.participantUserId, t.votesCount]));
      patchBattleDetail(queryClient, event.battleId, (battle) => withVotesCounts(battle, counts));
      patchListCard(queryClient, event.battleId, (card) => withLeaderCounts(card, counts));
      return;
    }
    case 'participants': {
      const status = knownStatus(event.status);
      patchBattleCard(queryClient, event.battleId, (card) => ({
        ...card,
        ...(status ? { status } : {}),
        participantsCount: { ...card.participantsCount, current: event.participantsCount },
      }));
      spreadRefetchDetail(queryClient, event.battleId);
      return;
    }
    case 'votes_voided':
      patchBattleDetail(queryClient, event.battleId, (battle) =>
        withVotesVoided(battle, event.participantUserId, event.votesCount),
      );
      // A list card's leaders may reorder downwards, which only the server knows; the open page
      // keeps the exact count it was just given.
      void queryClient.invalidateQueries({
        queryKey: queryKeys.battles,
        predicate: (query) => query.queryKey[1] !== 'detail',
      });
      return;
    case 'status': {
      const status = knownStatus(event.status);
      if (status) patchBattleCard(queryClient, event.battleId, (card) => ({ ...card, status }));
      // A finished battle gains its winners, which only the server computes.
      if (status === 'finished') spreadRefetchDetail(queryClient, event.battleId);
      return;
    }
  }
}
