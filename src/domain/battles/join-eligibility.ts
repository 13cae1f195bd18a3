import { type Refusal, refusal } from '#domain/messages.ts';
import type { BattleEntry } from './battle-entry.ts';
import { type BattleStatus, isBattleFull } from './battle-status.ts';

export interface JoinCheckInput {
  isBanned: boolean;
  /** Logged in and holding a profile row. */
  hasProfile: boolean;
  battleFound: boolean;
  /** The derived display status; ignored when the battle was not found. */
  displayStatus: BattleStatus | null;
  entry: BattleEntry | null;
  participantsCount: number;
  maxParticipants: number | null;
}

const closedBeforeStart: Partial<Record<BattleStatus, 'JOIN_PENDING' | 'JOIN_SCHEDULED' | 'JOIN_FINISHED'>> =
  {
    pending: 'JOIN_PENDING',
    scheduled: 'JOIN_SCHEDULED',
    finished: 'JOIN_FINISHED',
  };

/**
 * The first reason a join is refused, in the product's order (docs/product.md#joining), or null when it may go ahead. Only a
 * waiting battle below its maximum takes new participants: a ready or active battle is refused as
 * full when it is, and as closed (an admin moved it on early) when it is not.
 */
export function checkJoin(input: JoinCheckInput): Refusal | null {
  if (input.isBanned) return refusal('JOIN_BANNED');
  if (!input.hasProfile) return refusal('JOIN_LOGIN_REQUIRED');
  if (!input.battleFound || input.displayStatus === null) return refusal('BATTLE_NOT_FOUND');
  const closed = closedBeforeStart[input.displayStatus];
  if (closed) return refusal(closed);
  if (input.entry === 'taking-part') return refusal('JOIN_ALREADY');
  if (input.entry === 'disqualified') return refusal('JOIN_DISQUALIFIED');
  if (isBattleFull(input.participantsCount, input.maxParticipants)) return refusal('JOIN_FULL');
  if (input.displayStatus !== 'waiting') return refusal('JOIN_CLOSED');
  return null;
}

/** True when this join takes the battle to its maximum, so the same transaction stores 'active'. */
export function joinFillsBattle(participantsCountBefore: number, maxParticipants: number | null): boolean {
  return isBattleFull(participantsCountBefore + 1, maxParticipants);
}
