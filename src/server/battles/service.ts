import { type LookupStrategy, lookupOrder } from '#domain/battles/battle-lookup.ts';
import { type BattleStatus, deriveDisplayStatus, statusMoveNotice } from '#domain/battles/battle-status.ts';
import type { BattleTab } from '#domain/battles/battle-tabs.ts';
import { checkJoin } from '#domain/battles/join-eligibility.ts';
import { CARD_LEADERS } from '#domain/battles/leaders.ts';
import { winnerNotice } from '#domain/battles/result-notices.ts';
import { computeWinners } from '#domain/battles/winners.ts';
import { refusal } from '#domain/messages.ts';
import {
  BATTLE_PAGE_MAX,
  BATTLE_PAGE_SIZE,
  type BattleCard,
  type BattleDetail,
  type BattleListFilter,
  type BattleListItem,
} from '#domain/schemas/battles.ts';
import { votesLabel } from '#domain/text/format-number.ts';
import { nextVoteAt } from '#domain/votes/vote-eligibility.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import type { Db, DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { enqueueJoinedRun, enqueueResultRun } from '#server/fans/notice-runs-repository.ts';
import { AppError, appError } from '#server/http/app-error.ts';
import { type NewNotification, notify } from '#server/notifications/service.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import { type LeaderRow, listBattles as listBattleRows, listLeaders } from './arena-list-repository.ts';
import { findBattlesJoined } from './joined-lookups.ts';
import { decodeListCursor, encodeListCursor } from './list-cursor.ts';
import { battlePath, toBattleCard, toLeaders, toParticipant } from './mappers.ts';
import {
  type BattleRow,
  battleIdsJoinedBy,
  findBattleBy,
  findEntry,
  findParticipantByUsername,
  insertParticipant,
  listDisqualifiedUserIds,
  listParticipants,
  listSponsors,
  type ParticipantRow,
  reserveSeat,
  votedParticipantIds,
} from './repository.ts';

export type { BattleRow } from './repository.ts';

const isStaff = (viewer: Viewer | null) => viewer?.role === 'moderator' || viewer?.role === 'admin';

export interface BattleListPage {
  battles: BattleListItem[];
  nextCursor: string | null;
}

export interface BattleListOptions {
  filter: BattleListFilter;
  tab?: BattleTab | undefined;
  search?: string | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/**
 * One arena page (running battles first: docs/product.md#the-arenas-order) after `cursor`; 'my_battles' keeps the viewer's battles, `tab` one
 * status tab, `search` a title or fighter name. Three statements whatever the page size: the
 * battles, their leading fighters, and (signed in) which of them the viewer takes part in.
 */
export async function listBattles(
  deps: AppDeps,
  viewer: Viewer | null,
  query: BattleListOptions,
): Promise<BattleListPage> {
  const after = query.cursor ? decodeListCursor(query.cursor) : null;
  if (query.filter === 'my_battles' && !viewer) return { battles: [], nextCursor: null };
  const limit = Math.min(query.limit ?? BATTLE_PAGE_SIZE, BATTLE_PAGE_MAX);
  const now = deps.clock();
  // A walk keeps the first page's instant, so no battle changes group between two of its pages.
  const asOf = after ? new Date(after.asOf) : now;
  // A fan's own battles show a join at once; any other list may come a moment behind, from the
  // replica (deps.readDb).
  const reads = query.filter === 'my_battles' ? deps.db : deps.readDb;
  // One row more than the page says whether another page follows, without a count.
  const rows = await listBattleRows(reads, {
    onlyUserId: query.filter === 'my_battles' ? viewer!.id : null,
    tab: query.tab ?? null,
    search: query.search ?? null,
    now: asOf,
    after,
    limit: limit + 1,
  });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const ids = page.map((r) => r.id);
  const [leaders, joined] = await Promise.all([
    listLeaders(reads, ids, CARD_LEADERS),
    viewer ? battleIdsJoinedBy(deps.db, viewer.id, ids) : Promise.resolve(new Set<string>()),
  ]);
  const leadersOf = new Map<string, LeaderRow[]>();
  for (const leader of leaders) {
    const list = leadersOf.get(leader.battleId) ?? [];
    list.push(leader);
    leadersOf.set(leader.battleId, list);
  }
  return {
    battles: page.map((row) => ({
      ...toBattleCard(row, now, joined.has(row.id)),
      leaders: toLeaders(leadersOf.get(row.id) ?? []),
    })),
    nextCursor:
      rows.length > limit && last
        ? encodeListCursor({
            group: last.arenaGroup,
            key: last.arenaKey,
            id: last.id,
            asOf: asOf.toISOString(),
          })
        : null,
  };
}

/**
 * The battles among `battleIds` the viewer takes part in (not disqualified): what an arena card
 * marks 'Você participa', for a fan's page completed from a visitor's list (pages/page-data.ts).
 * The fans asking in one turn share one statement (joined-lookups.ts).
 */
export async function battlesJoinedBy(
  deps: AppDeps,
  viewer: Viewer,
  battleIds: readonly string[],
): Promise<string[]> {
  return [...(await findBattlesJoined(deps.db, viewer.id, battleIds))];
}

/**
 * /battle/{identifier}: slug, id, former slug and partial match in the order lookupOrder gives,
 * with the strategy that matched. Pending battles are invisible unless `includePending` (staff
 * previewing before approval).
 */
export async function resolveBattle(
  db: DbOrTx,
  identifier: string,
  includePending = false,
): Promise<{ row: BattleRow; via: LookupStrategy } | null> {
  const id = identifier.trim();
  if (id === '') return null;
  for (const strategy of lookupOrder(id)) {
    const row = await findBattleBy(db, strategy, id, includePending);
    if (row) return { row, via: strategy };
  }
  return null;
}

/**
 * The identifier asked for is a slug the battle had before a rename: the page and the API answer
 * 301 to `current` (its slug now), so links shared before the rename keep working.
 */
export class BattleMovedError extends Error {
  constructor(readonly current: string) {
    super('battle moved');
  }
}

/**
 * A battle by its exact id or slug as this viewer may see it: a pending one only for staff, so a
 * guest learns nothing of a battle awaiting approval (live streams, guest-vote status).
 */
export async function findVisibleBattle(
  db: DbOrTx,
  identifier: string,
  viewer: Viewer | null,
): Promise<BattleRow | null> {
  const staff = isStaff(viewer);
  return (
    (await findBattleBy(db, 'id', identifier, staff)) ?? (await findBattleBy(db, 'slug', identifier, staff))
  );
}

/** The fighter of the battle named `username` in any letter case (not a disqualified one). */
export function findBattleFighter(
  db: DbOrTx,
  battleId: string,
  username: string,
): Promise<{ userId: string; username: string } | null> {
  return findParticipantByUsername(db, battleId, username);
}

/** The battle a write (join, vote) targets: its exact id or slug, never a partial match. */
export async function findBattleForAction(db: DbOrTx, identifier: string): Promise<BattleRow | null> {
  return (
    (await findBattleBy(db, 'id', identifier, true)) ?? (await findBattleBy(db, 'slug', identifier, true))
  );
}

/** What a battle page shows the same to every reader: its row, fighters and sponsors. */
interface BattleState {
  row: BattleRow;
  participants: ParticipantRow[];
  sponsors: BattleDetail['sponsors'];
  disqualifiedUserIds: string[];
}

/**
 * The battle's shared state for `identifier`, read once per battle state for every reader of this
 * instance (concurrent readers share one read): kept in the read cache (deps.readCache) with the
 * battle's cached bodies and dropped with them, so it is never older than what an anonymous reader
 * gets. Null for an unknown battle; a former slug throws BattleMovedError (never kept).
 */
async function battleState(
  deps: AppDeps,
  identifier: string,
  includePending: boolean,
  db: Db,
): Promise<BattleState | null> {
  // A replica's copy may lag behind the primary's: the two are kept apart.
  const source = db === deps.db ? '' : ' replica';
  const key = `battle-state ${includePending ? 'staff' : 'public'}${source} ${identifier}`;
  return deps.readCache.value(key, async () => {
    const found = await resolveBattle(db, identifier, includePending);
    if (!found) return { value: null, keep: null };
    const { row } = found;
    if (found.via === 'former') throw new BattleMovedError(row.slug ?? row.id);
    const [participants, sponsors, disqualifiedUserIds] = await Promise.all([
      listParticipants(db, row.id),
      listSponsors(db, row.id),
      listDisqualifiedUserIds(db, row.id),
    ]);
    const state: BattleState = {
      row,
      participants,
      sponsors: sponsors.map((s) => ({ ...s, logos: s.logos ?? [] })),
      disqualifiedUserIds,
    };
    // A rough size for the cache's byte budget: a fighter's row is ~300 bytes of JSON.
    const bytes = 2048 + 512 * (participants.length + sponsors.length);
    return { value: state, keep: { tag: { kind: 'battle', battleId: row.id, slug: row.slug }, bytes } };
  });
}

/**
 * The battle page's data for this viewer: the shared state (battleState) completed with the
 * viewer's own fields, which are always read fresh: the fighters they voted for (one indexed
 * statement) and their balance and last vote (already in the viewer's row). A signed-in answer
 * never carries another viewer's fields, whoever read the shared state first. A request without a
 * session reads the shared state on the replica (deps.readDb); a signed-in one (`signedIn`, the
 * fan's page shell included) on the primary, so a fan sees their own vote counted at once.
 */
export async function getBattleDetail(
  deps: AppDeps,
  viewer: Viewer | null,
  identifier: string,
  signedIn = viewer !== null,
): Promise<BattleDetail> {
  const state = await battleState(deps, identifier, isStaff(viewer), signedIn ? deps.db : deps.readDb);
  if (!state) throw appError('BATTLE_NOT_FOUND');
  const { row, participants, sponsors, disqualifiedUserIds } = state;
  const now = deps.clock();
  const voted = !viewer
    ? []
    : viewer.votedIn?.battleId === row.id
      ? viewer.votedIn.participantUserIds
      : await votedParticipantIds(deps.db, row.id, viewer.id);
  const card = toBattleCard(row, now, viewer !== null && participants.some((p) => p.userId === viewer.id));
  const winners =
    card.displayStatus === 'finished'
      ? computeWinners(participants.map((p) => ({ id: p.userId, votesCount: p.votesCount })))
      : [];
  const winnerSet = new Set(winners);
  return {
    ...card,
    participants: participants.map((p) => toParticipant(p, winnerSet)),
    sponsors,
    winners,
    viewer: {
      isParticipant: card.isCurrentUserParticipant,
      isDisqualified: viewer !== null && disqualifiedUserIds.includes(viewer.id),
      selfParticipantUserId: card.isCurrentUserParticipant && viewer ? viewer.id : null,
      votedParticipantUserIds: voted,
      balance: viewer ? viewer.balance : null,
      nextVoteAt: viewer ? (nextVoteAt(viewer.lastVoteAt, now, deps.voteGapMs)?.toISOString() ?? null) : null,
    },
  };
}

/**
 * 'Quero entrar!': one transaction that takes a seat with a conditional update (never more than
 * the maximum, whatever the concurrency), adds the participant, stores 'active' when the battle
 * fills, and publishes the new count. Any refusal rolls everything back.
 */
export async function joinBattle(
  deps: AppDeps,
  viewer: Viewer | null,
  identifier: string,
): Promise<BattleCard> {
  if (viewer?.ban) throw new AppError('JOIN_BANNED', refusal('JOIN_BANNED'));
  if (!viewer?.hasProfile) throw new AppError('JOIN_LOGIN_REQUIRED', refusal('JOIN_LOGIN_REQUIRED'));
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // A battle awaiting approval is not found by fans: only staff learn that it exists.
    const battle = await findVisibleBattle(tx, identifier, viewer);
    const whyRefused = async (current: BattleRow | null) =>
      checkJoin({
        isBanned: false,
        hasProfile: true,
        battleFound: current !== null,
        displayStatus: current ? deriveDisplayStatus(current, now) : null,
        entry: current ? await findEntry(tx, current.id, viewer.id) : null,
        participantsCount: current?.participantsCount ?? 0,
        maxParticipants: current?.maxParticipants ?? null,
      });
    const before = await whyRefused(battle);
    if (before) throw new AppError(before.code, before);
    const target = battle!;
    const seat = await reserveSeat(tx, target.id, now);
    if (!seat) {
      // Another join took the last seat (or the battle moved on) since the read above.
      const again = await whyRefused(await findBattleForAction(tx, target.id));
      const r = again ?? refusal('JOIN_FULL');
      throw new AppError(r.code, r);
    }
    const inserted = await insertParticipant(tx, {
      battleId: target.id,
      userId: viewer.id,
      username: viewer.username,
      avatarUrl: viewer.profilePictureUrl,
      joinedAt: now,
    });
    if (!inserted) throw new AppError('JOIN_ALREADY', refusal('JOIN_ALREADY'));
    // The fighter's followers hear of it from the fans' job, in batches after this commit.
    await enqueueJoinedRun(tx, target.id, viewer.id);
    const updated: BattleRow = {
      ...target,
      participantsCount: seat.participantsCount,
      status: seat.status,
      startTime: seat.status === 'active' ? now : target.startTime,
    };
    await publishBattleUpdate(tx, {
      type: 'participants',
      battleId: target.id,
      participantsCount: seat.participantsCount,
      status: seat.status,
    });
    if (seat.status === 'active') await notifyBattleStarted(tx, updated);
    return toBattleCard(updated, now, true);
  });
}

/** 'Battle started' for every participant; the dedupe key keeps it to one per battle and user. */
export async function notifyBattleStarted(tx: DbOrTx, battle: BattleRow): Promise<void> {
  const participants = await listParticipants(tx, battle.id);
  await notify(
    tx,
    participants.map((p) => ({
      userId: p.userId,
      type: 'battle_started' as const,
      title: 'Batalha iniciada',
      body: `A batalha "${battle.title}" começou! Chame seus amigos para votar em você.`,
      link: battlePath(battle),
      dedupeKey: `battle_started:${battle.id}`,
    })),
  );
}

/**
 * One notice per participant when the battle ends: the winners' says whether it was a tie and what
 * each one receives (winnerNotice); the others' their place (1 + how many have more votes). One
 * dedupe key per battle and user, so a battle finished by an admin and later seen again (reopened,
 * then finished by the job) never notifies twice. The fans who voted are told by the result run
 * (fans/result-run.ts), in batches outside this transaction.
 */
export async function notifyBattleFinished(tx: DbOrTx, battle: BattleRow): Promise<void> {
  const participants = await listParticipants(tx, battle.id);
  const winners = new Set(
    computeWinners(participants.map((p) => ({ id: p.userId, votesCount: p.votesCount }))),
  );
  const outcome = {
    title: battle.title,
    prizeAmount: Number(battle.prizeAmount),
    champions: participants.filter((p) => winners.has(p.userId)).map((p) => p.username),
  };
  const link = battlePath(battle);
  const items: NewNotification[] = participants.map((p) => {
    if (winners.has(p.userId)) {
      return {
        userId: p.userId,
        type: 'battle_won',
        ...winnerNotice(outcome, p.votesCount),
        link,
        dedupeKey: `battle_finished:${battle.id}`,
      };
    }
    const place = 1 + participants.filter((o) => o.votesCount > p.votesCount).length;
    return {
      userId: p.userId,
      type: 'battle_finished',
      title: 'Batalha encerrada',
      body: `A batalha "${battle.title}" terminou. Você ficou em ${place}º lugar com ${votesLabel(p.votesCount)}.`,
      link,
      dedupeKey: `battle_finished:${battle.id}`,
    };
  });
  await notify(tx, items);
  await enqueueResultRun(tx, battle.id);
}

/**
 * The participants' notifications for a stored status move from `from` to `battle.status`: one
 * function for the status job and the admin status edit, so both tell participants the same
 * (statusMoveNotice decides which). Call inside the transaction that stored the move.
 */
export async function notifyStatusMove(tx: DbOrTx, battle: BattleRow, from: BattleStatus): Promise<void> {
  const notice = statusMoveNotice(from, battle.status);
  if (notice === 'finished') await notifyBattleFinished(tx, battle);
  else if (notice === 'started') await notifyBattleStarted(tx, battle);
}

export interface BattleOutcomeView {
  battle: BattleRow;
  /** Counted fighters (not disqualified), by votes. */
  participants: ParticipantRow[];
  /** User ids of the winners by the tie rule (none without votes). */
  winners: string[];
}

/** A battle as the fans' notices read it: its row, its fighters and who won (if it ended now). */
export async function battleOutcome(tx: DbOrTx, battleId: string): Promise<BattleOutcomeView | null> {
  const battle = await findBattleBy(tx, 'id', battleId, true);
  if (!battle) return null;
  const participants = await listParticipants(tx, battleId);
  const winners = computeWinners(participants.map((p) => ({ id: p.userId, votesCount: p.votesCount })));
  return { battle, participants, winners };
}
