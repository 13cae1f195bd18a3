import { createHmac } from 'node:crypto';
import { deriveDisplayStatus, isOpenForVotes } from '../../domain/battle-status.ts';
import { GUEST_VOTE_WINDOW_MS } from '../../domain/credits.ts';
import { insufficientCoinsMessage, type Refusal, refusal, voteWaitMessage } from '../../domain/messages.ts';
import type { GuestVoteResponse, VoteResponse } from '../../domain/schemas/votes.ts';
import { checkVote, MIN_VOTE_GAP_MS, VOTE_COST, voteWaitSeconds } from '../../domain/vote-eligibility.ts';
import type { Viewer } from '../auth/viewer.ts';
import { type BattleRow, findBattleForAction } from '../battles/service.ts';
import type { DbOrTx } from '../db/client.ts';
import type { AppDeps } from '../deps.ts';
import { AppError, appError } from '../http/app-error.ts';
import { publishBattleUpdate } from '../realtime/publish.ts';
import { getSettings } from '../settings/repository.ts';
import { readVoterCredits } from '../wallet/service.ts';
import { derivedSecret, verifyGuestChallenge } from './guest-challenge.ts';
import {
  consumeChallenge,
  countGuestVotesSince,
  findParticipant,
  incrementVotes,
  insertGuestVote,
  loadVoteContext,
  lockGuestIp,
  recordVote,
} from './repository.ts';

function refuse(r: Refusal): never {
  throw new AppError(r.code, r);
}

/**
 * The domain's wait rule is the spec's 5 s; an app built with another gap (tests) shifts the last
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

/**
 * An authenticated vote: one read for every check, then one all-or-nothing statement with the
 * conditional debit of 1 YodCoin (gap re-checked), the vote row (unique per battle + participant +
 * voter), the participant's count, the vote_expense ledger row and the live update published at
 * commit (votes/repository.ts recordVote; docs/decisions/0004-vote-hot-path.md).
 */
export async function castVote(
  deps: AppDeps,
  viewer: Viewer | null,
  identifier: string,
  participantUserId: string,
): Promise<VoteResponse> {
  if (!viewer) throw appError('VOTE_UNAUTHENTICATED');
  if (viewer.ban) throw appError('VOTE_BANNED');
  if (!viewer.hasProfile) throw appError('VOTE_NO_PROFILE');
  const now = deps.clock();
  const context = await loadVoteContext(deps.db, identifier, participantUserId, viewer.id);
  if (!context) throw appError('BATTLE_NOT_FOUND');
  const { battle, participantUsername, dailyYodcoins } = context;
  const refused = checkVote({
    isBanned: false,
    hasProfile: true,
    balance: context.balance,
    lastVoteAt: effectiveLastVote(context.lastVoteAt, deps.voteGapMs),
    now,
    voterId: viewer.id,
    participantUserId,
    battleOpen: battleOpen(battle, now),
    participantInBattle: participantUsername !== null,
    alreadyVoted: participantUsername !== null && context.alreadyVoted,
    dailyAmount: dailyYodcoins,
  });
  if (refused) refuse(refused);
  const written = await recordVote(deps.db, {
    battleId: battle.id,
    participantUserId,
    participantUsername: participantUsername ?? '',
    voterId: viewer.id,
    now,
    gapMs: deps.voteGapMs,
  });
  switch (written.outcome) {
    case 'ok':
      return { balance: written.balance, participantUserId, votesCount: written.votesCount };
    case 'no_debit':
      return refuse(await debitRefusal(deps.db, viewer.id, now, deps.voteGapMs, dailyYodcoins));
    case 'duplicate':
      return refuse(refusal('VOTE_DUPLICATE'));
    case 'participant_gone':
      return refuse(refusal('VOTE_PARTICIPANT_INVALID'));
  }
}

/** Why the conditional debit took nothing, read after it lost a race with another vote. */
async function debitRefusal(
  tx: DbOrTx,
  userId: string,
  now: Date,
  gapMs: number,
  dailyYodcoins: number,
): Promise<Refusal> {
  const credits = await readVoterCredits(tx, userId);
  if (credits.balance < VOTE_COST) {
    return refusal('VOTE_INSUFFICIENT_COINS', insufficientCoinsMessage(dailyYodcoins));
  }
  const wait = voteWaitSeconds(effectiveLastVote(credits.lastVoteAt, gapMs), now);
  return wait > 0 ? refusal('VOTE_TOO_SOON', voteWaitMessage(wait)) : refusal('VOTE_DEBIT_FAILED');
}

/** The IP is never stored: only its keyed hash, which cannot be reversed without the server secret. */
export function hashIp(deps: AppDeps, ip: string): string {
  return createHmac('sha256', derivedSecret(deps.config, 'guest-ip')).update(ip).digest('hex');
}

/**
 * A visitor's vote: a solved proof-of-work challenge (single use), then at most the configured
 * number of votes per IP in a rolling 24 h window, serialized per IP so concurrent requests cannot
 * both pass. Counts in the participant's total like any other vote.
 */
export async function castGuestVote(
  deps: AppDeps,
  ip: string,
  identifier: string,
  participantUserId: string,
  altcha: string | undefined,
): Promise<GuestVoteResponse> {
  const check = await verifyGuestChallenge(deps.config, altcha);
  if (!check.ok) throw appError('ANON_VOTE_CHALLENGE_INVALID');
  const { guestVotesPerWindow } = await getSettings(deps.db);
  if (guestVotesPerWindow <= 0) throw appError('ANON_VOTE_LIMIT');
  const ipHash = hashIp(deps, ip);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const battle = await battleOrNotFound(tx, identifier);
    if (!battleOpen(battle, now)) refuse(refusal('VOTE_BATTLE_CLOSED'));
    if (!(await findParticipant(tx, battle.id, participantUserId)))
      refuse(refusal('VOTE_PARTICIPANT_INVALID'));
    await lockGuestIp(tx, ipHash);
    const since = new Date(now.getTime() - GUEST_VOTE_WINDOW_MS);
    if ((await countGuestVotesSince(tx, ipHash, since)) >= guestVotesPerWindow) {
      throw appError('ANON_VOTE_LIMIT');
    }
    if (!(await consumeChallenge(tx, check.challengeKey, check.expiresAt))) {
      throw appError('ANON_VOTE_CHALLENGE_INVALID');
    }
    await insertGuestVote(tx, { battleId: battle.id, participantUserId, ipHash, createdAt: now });
    const votesCount = await incrementVotes(tx, battle.id, participantUserId);
    if (votesCount === null) refuse(refusal('VOTE_PARTICIPANT_INVALID'));
    await publishBattleUpdate(tx, { type: 'votes', battleId: battle.id, participantUserId, votesCount });
    return { participantUserId, votesCount };
  });
}
