import type { VoidVotesResponse, VoteSource } from '#domain/schemas/vote-review.ts';
import type { DbOrTx } from '#server/db/client.ts';
import { type NewNotification, notify } from '#server/notifications/service.ts';
import { publishBattleUpdate } from '#server/realtime/publish.ts';
import {
  markVoided,
  participantNames,
  refundFanVotes,
  subtractFromTotal,
  type VoidedVote,
  type VoteSelection,
} from './void-repository.ts';

export interface VoidInput {
  battleId: string;
  battleTitle: string;
  battleLink: string;
  selection: VoteSelection;
  reason: string;
  now: Date;
  /** The admin; null when the system voids (a deleted account's own request). */
  actorId: string | null;
  /** What the fan's notification says happened, e.g. 'foi anulado pela administração'. */
  notice: string;
  /**
   * The fighter's entry is being removed (or the battle deleted): the voided fan votes leave the
   * unique index, so those fans may vote for the fighter's next entry; guest votes stop counting
   * against their network's limit. Default false: a fraud void or a disqualification keeps both.
   */
  entryRemoved?: boolean;
}

export interface VoidOutcome extends VoidVotesResponse {
  votes: VoidedVote[];
}

/**
 * The one refund mechanism of the vote review, of disqualification, of a fighter's removal and of
 * a battle's deletion, inside the caller's transaction: the votes are marked voided (they stay,
 * visible as such), every fan gets one YodCoin back per voided vote as a `vote_refund` ledger row
 * (the wallet still equals its ledger) and a notification, each fighter's total drops by its
 * voided votes and open pages hear the new total at commit. The caller writes the audit row, which
 * knows why. Wallets are credited before the count shards are touched: a vote debits its wallet
 * before it adds to a shard, so the two never wait for each other in opposite orders.
 */
export async function voidVotesInTx(tx: DbOrTx, input: VoidInput): Promise<VoidOutcome> {
  const votes = await markVoided(tx, input.battleId, input.selection, {
    now: input.now,
    actorId: input.actorId,
    reason: input.reason,
    entryRemoved: input.entryRemoved ?? false,
  });
  if (votes.length === 0) return { voided: 0, refunded: 0, totals: [], votes };
  const usernames = await participantNames(tx, input.battleId);
  const perVoter = await refundFanVotes(tx, input.battleId, votes, {
    now: input.now,
    actorId: input.actorId,
    usernames,
  });
  const perFighter = new Map<string, number>();
  for (const v of votes) perFighter.set(v.participantUserId, (perFighter.get(v.participantUserId) ?? 0) + 1);
  const totals: VoidVotesResponse['totals'] = [];
  for (const [participantUserId, n] of [...perFighter].sort(([a], [b]) => a.localeCompare(b))) {
    const votesCount = await subtractFromTotal(tx, input.battleId, participantUserId, n);
    totals.push({ participantUserId, votesCount });
    await publishBattleUpdate(tx, {
      type: 'votes_voided',
      battleId: input.battleId,
      participantUserId,
      votesCount,
    });
  }
  const notices: NewNotification[] = [...perVoter].map(([userId, n]) => ({
    userId,
    type: 'vote_refund',
    title: 'Voto estornado',
    body:
      n === 1
        ? `Seu voto na batalha "${input.battleTitle}" ${input.notice}. 1 YodCoin foi devolvida à sua carteira.`
        : `${n} votos seus na batalha "${input.battleTitle}" foram anulados. ${n} YodCoins foram devolvidas à sua carteira.`,
    link: '/wallet',
  }));
  await notify(tx, notices);
  const refunded = [...perVoter.values()].reduce((a, b) => a + b, 0);
  return { voided: votes.length, refunded, totals, votes };
}

/** The audit row's list of what was voided, short enough for the log. */
export function voidedSummary(votes: VoidedVote[]): Record<VoteSource, number[]> {
  const out: Record<VoteSource, number[]> = { fan: [], guest: [], admin: [] };
  for (const v of votes) out[v.source].push(v.id);
  return out;
}
