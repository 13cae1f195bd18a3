import { deriveDisplayStatus, isOpenForVotes } from '#domain/battles/battle-status.ts';
import { type Refusal, refusal } from '#domain/messages.ts';
import { GUEST_VOTE_WINDOW_MS } from '#domain/money/yodcoins.ts';
import type { GuestVoteResponse, GuestVoteStatus, VoteResponse } from '#domain/schemas/votes.ts';
import { voteRefusal } from '#domain/votes/vote-eligibility.ts';
import { MIN_VOTE_GAP_MS } from '#domain/votes/vote-limits.ts';
import type { Viewer } from '#server/auth/viewer.ts';
import { type BattleRow, findBattleForAction, findVisibleBattle } from '#server/battles/service.ts';
import type { DbOrTx } from '#server/db/client.ts';
import type { AppDeps } from '#server/deps.ts';
import { AppError, appError } from '#server/http/app-error.ts';
import { getSettings } from '#server/settings/repository.ts';
import { verifyGuestChallenge } from './guest-challenge.ts';
import {
  consumeChallenge,
  countGuestVotesSince,
  findParticipant,
  guestVotesSince,
  incrementVotes,
  insertGuestVote,
  lockGuestIp,
  type RefusedVote,
} from './repository.ts';
import { type CastAnswer, voteBatcherOf } from './vote-batcher.ts';

function refuse(r: Refusal): never {
  throw new AppError(r.code, r);
}

/**
 * The domain's wait rule is the product's 5 s (docs/product.md#voting); an app built with another gap (tests) shifts the last
 * vote time so the same rule yields that gap, and 0 disables it.
 */
function effectiveLastVote(lastVoteAt: Date | null, gapMs: number): Date | null {
  if (lastVoteAt === null || gapMs <= 0) return null;
  return new Date(lastVoteAt.getTime() - (MIN_VOTE_GAP_MS - gapMs));
}

function battleOpen(battle: BattleRow, now: Date): boolean {
  return isOpenForVotes(deriveDisplayStatus(battle, now), battle.endTime, now);
}

async function battleOrNotFound(tx: DbOrTx, identifier: string): Promise<BattleRow> {
  const battle = await findBattleForAction(tx, identifier);
  if (!battle) throw appError('BATTLE_NOT_FOUND');
  return battle;
}

/** Who is voting: the session token for the one-statement path, and the full resolution otherwise. */
export interface VoterIdentity {
  /** auth/viewer.ts fastSessionToken: a signed session cookie better-auth need not see. */
  sessionToken: string | null;
  /** auth/viewer.ts resolveViewer for this request (better-auth, daily grant, ban, profile). */
  resolveViewer: () => Promise<Viewer | null>;
}

/**
 * An authenticated vote, cast with the other votes of this turn in one statement
 * (votes/vote-batcher.ts, cast_votes()): the session, every check, the conditional debit of 1
 * YodCoin (gap re-checked), the vote row (unique per battle + participant + voter), the
 * vote_expense ledger row and the participant's count (docs/decisions/0029-votes-in-batches.md).
 * Nothing is published: live pages get the totals from the live publisher, which reads the battles
 * with recent votes. A session the statement cannot take as is (stale, due for extension or for the
 * daily coins, banned, no profile) is resolved by the API first, with the same refusals as every
 * other route, and the vote is cast again for that voter.
 */
export async function castVote(
  deps: AppDeps,
  voter: VoterIdentity,
  identifier: string,
  participantUserId: string,
): Promise<VoteResponse> {
  const batcher = voteBatcherOf(deps);
  const vote = { battle: identifier, participantUserId };
  if (voter.sessionToken) {
    const cast = await batcher.cast({ ...vote, sessionToken: voter.sessionToken, voterId: null });
    if (cast.result.outcome !== 'viewer') return answer(cast, deps.voteGapMs, participantUserId);
  }
  const viewer = await voter.resolveViewer();
  if (!viewer) throw appError('VOTE_UNAUTHENTICATED');
  if (viewer.ban) throw appError('VOTE_BANNED');
  if (!viewer.hasProfile) throw appError('VOTE_NO_PROFILE');
  const cast = await batcher.cast({ ...vote, sessionToken: null, voterId: viewer.id });
  return answer(cast, deps.voteGapMs, participantUserId);
}

function answer({ result, now }: CastAnswer, gapMs: number, participantUserId: string): VoteResponse {
  switch (result.outcome) {
    case 'ok':
      return { balance: result.balance, participantUserId, votesCount: result.votesCount };
    case 'refused':
      return refuse(refusalOf(result, now, gapMs));
    case 'not_found':
      throw appError('BATTLE_NOT_FOUND');
    case 'duplicate':
      return refuse(refusal('VOTE_DUPLICATE'));
    case 'participant_gone':
      return refuse(refusal('VOTE_PARTICIPANT_INVALID'));
    case 'viewer':
      throw new Error('the vote statement asked for a viewer it was given');
  }
}

/** The catalogue's words for the rule the statement found broken (the wait, the daily amount). */
function refusalOf(r: RefusedVote, now: Date, gapMs: number): Refusal {
  if (r.refusal === 'VOTE_DEBIT_FAILED') return refusal('VOTE_DEBIT_FAILED');
  return voteRefusal(r.refusal, {
    lastVoteAt: effectiveLastVote(r.lastVoteAt, gapMs),
    now,
    dailyAmount: r.dailyYodcoins,
  });
}

/**
 * A visitor's vote: a solved proof-of-work challenge (single use), then at most the configured
 * number of votes per client network in a rolling 24 h window, serialized per network so
 * concurrent requests cannot both pass. `network` is http/client-network.ts clientNetworkKey (an
 * IPv6 /64 or one IPv4 address, hashed): the address itself is never stored. Counts in the
 * participant's total like any other vote. Visitors only: a request with a valid session
 * (`signedIn`) is refused, or a signed-in script would add a free vote per network to its paid ones.
 */
export async function castGuestVote(
  deps: AppDeps,
  voter: { network: string; wideNetwork?: string | null; signedIn: boolean },
  identifier: string,
  participantUserId: string,
  altcha: string | undefined,
): Promise<GuestVoteResponse> {
  if (voter.signedIn) throw appError('ANON_VOTE_SIGNED_IN');
  const check = await verifyGuestChallenge(deps.config, altcha);
  if (!check.ok) throw appError('ANON_VOTE_CHALLENGE_INVALID');
  const { guestVotesPerWindow } = await getSettings(deps.db);
  if (guestVotesPerWindow <= 0) throw appError('ANON_VOTE_LIMIT');
  const ipHash = voter.network;
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await battleOrNotFound(tx, identifier);
    if (!battleOpen(battle, now)) refuse(refusal('VOTE_BATTLE_CLOSED'));
    const participant = await findParticipant(tx, battle.id, participantUserId);
    if (!participant) refuse(refusal('VOTE_PARTICIPANT_INVALID'));
    if (participant.disqualifiedAt) refuse(refusal('VOTE_PARTICIPANT_DISQUALIFIED'));
    await lockGuestIp(tx, ipHash);
    const since = new Date(now.getTime() - GUEST_VOTE_WINDOW_MS);
    if ((await countGuestVotesSince(tx, ipHash, since)) >= guestVotesPerWindow) {
      throw appError('ANON_VOTE_LIMIT');
    }
    if (!(await consumeChallenge(tx, check.challengeKey, check.expiresAt))) {
      throw appError('ANON_VOTE_CHALLENGE_INVALID');
    }
    await insertGuestVote(tx, {
      battleId: battle.id,
      participantUserId,
      ipHash,
      wideNetworkHash: voter.wideNetwork ?? null,
      createdAt: now,
    });
    const votesCount = await incrementVotes(tx, battle.id, participantUserId);
    if (votesCount === null) {
      // Disqualified or removed while this vote was on its way: said as the fresh row says it.
      const fresh = await findParticipant(tx, battle.id, participantUserId);
      refuse(refusal(fresh ? 'VOTE_PARTICIPANT_DISQUALIFIED' : 'VOTE_PARTICIPANT_INVALID'));
    }
    // Not published: the live publisher finds the battle by this vote's created_at (now).
    return { participantUserId, votesCount };
  });
}

/** A network never holds more guest votes in a window than this many are read to answer. */
const GUEST_STATUS_MAX_ROWS = 1_000;

/**
 * Whether a guest vote from this visitor would pass the per-network limit now, and when it comes
 * back otherwise: the same identity (the hashed client network), window and setting as castGuestVote, read
 * without a lock (the vote itself re-checks under its lock). Cheap enough to ask before the proof
 * of work: an indexed read of the network's few votes in the window.
 */
export async function getGuestVoteStatus(
  deps: AppDeps,
  voter: { network: string; signedIn: boolean },
  identifier: string,
): Promise<GuestVoteStatus> {
  // The guest's status: a battle awaiting approval is as unknown to them as a missing one.
  const battle = await findVisibleBattle(deps.db, identifier, null);
  if (!battle) throw appError('BATTLE_NOT_FOUND');
  const { guestVotesPerWindow } = await getSettings(deps.db);
  const now = deps.clock();
  const votes = await guestVotesSince(
    deps.db,
    voter.network,
    new Date(now.getTime() - GUEST_VOTE_WINDOW_MS),
    GUEST_STATUS_MAX_ROWS,
  );
  const votedParticipantUserIds = votes
    .filter((v) => v.battleId === battle.id)
    .map((v) => v.participantUserId);
  const spent = votes.length >= guestVotesPerWindow;
  // The network gets a vote back when enough of its oldest votes leave the window.
  const freedBy = spent && guestVotesPerWindow > 0 ? votes[votes.length - guestVotesPerWindow] : undefined;
  return {
    available: !voter.signedIn && guestVotesPerWindow > 0 && !spent,
    availableAt: freedBy ? new Date(freedBy.createdAt.getTime() + GUEST_VOTE_WINDOW_MS).toISOString() : null,
    votedParticipantUserIds,
  };
}
