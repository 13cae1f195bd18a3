import { deriveDisplayStatus, effectiveMaxParticipants } from '#domain/battles/battle-status.ts';
import { markLeaders } from '#domain/battles/leaders.ts';
import type { BattleCard, BattleLeader, BattleParticipant } from '#domain/schemas/battles.ts';
import type { LeaderRow } from './arena-list-repository.ts';
import type { BattleRow, ParticipantRow } from './repository.ts';

export function toBattleCard(row: BattleRow, now: Date, isCurrentUserParticipant: boolean): BattleCard {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    displayStatus: deriveDisplayStatus(row, now),
    prize: {
      amount: Number(row.prizeAmount),
      type: row.prizeType,
      description: row.prizeDescription,
      paidAt: row.prizePaidAt ? row.prizePaidAt.toISOString() : null,
    },
    startTime: row.startTime ? row.startTime.toISOString() : null,
    endTime: row.endTime.toISOString(),
    participantsCount: {
      current: row.participantsCount,
      required: effectiveMaxParticipants(row.maxParticipants),
    },
    maxParticipants: row.maxParticipants,
    createdAt: row.createdAt.toISOString(),
    isCurrentUserParticipant,
    adBannerUrl: row.adBannerUrl,
    adBannerLinkUrl: row.adBannerLinkUrl,
  };
}

export function toParticipant(row: ParticipantRow, winners: ReadonlySet<string>): BattleParticipant {
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    avatarUrl: row.avatarUrl,
    instagramHandle: row.instagramHandle,
    votesCount: row.votesCount,
    joinedAt: row.joinedAt.toISOString(),
    isWinner: winners.has(row.userId),
  };
}

/** A card's fighters, best first, with the leaders marked by the tie rule. */
export function toLeaders(top: readonly LeaderRow[]): BattleLeader[] {
  return markLeaders(top.map((r) => ({ ...r, id: r.userId }))).map((r) => ({
    userId: r.userId,
    username: r.username,
    avatarUrl: r.avatarUrl,
    votesCount: r.votesCount,
    isLeader: r.isLeader,
  }));
}

/** The path segment of a battle's public page: the slug when it has one. */
export function battlePath(row: Pick<BattleRow, 'id' | 'slug'>): string {
  return `/battle/${encodeURIComponent(row.slug ?? row.id)}`;
}
