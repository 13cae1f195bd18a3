import { type BattleStatus, deriveDisplayStatus } from '#domain/battle-status.ts';
import type { AdminBattle, AdminParticipant, AdminWinner } from '#domain/schemas/admin-battles.ts';
import type { ScheduledBattle } from '#domain/schemas/admin-dashboard.ts';
import { computeWinners, prizeShare } from '#domain/winners.ts';
import { iso, isoOrNull } from '#server/admin/shared/time.ts';
import type { AdminParticipantRow } from './participants-repository.ts';
import type { BattleRow, SponsorRow, StandingRow } from './repository.ts';

export interface BattleExtras {
  sponsors: SponsorRow[];
  /** This battle's participants, best first; only needed for finished battles. */
  standings: StandingRow[];
  paidByUsername: string | null;
  openFlagsCount: number;
}

export function displayStatusOf(row: BattleRow, now: Date): BattleStatus {
  return deriveDisplayStatus(row, now);
}

export function winnersOf(
  row: BattleRow,
  standings: StandingRow[],
  now: Date,
  withPix: boolean,
): AdminWinner[] {
  if (displayStatusOf(row, now) !== 'finished') return [];
  const ids = new Set(computeWinners(standings.map((s) => ({ id: s.userId, votesCount: s.votesCount }))));
  const share = prizeShare(row.prizeAmount, ids.size);
  return standings
    .filter((s) => ids.has(s.userId))
    .map((s) => ({
      userId: s.userId,
      username: s.username,
      votesCount: s.votesCount,
      prizeShare: share,
      ...(withPix ? { pixKey: s.pixKey ?? '', pixKeyType: s.pixKeyType } : {}),
    }));
}

export function toAdminBattle(
  row: BattleRow,
  extras: BattleExtras,
  now: Date,
  withPix: boolean,
): AdminBattle {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    status: row.status,
    displayStatus: displayStatusOf(row, now),
    prizeAmount: Number(row.prizeAmount),
    prizeType: row.prizeType,
    prizeDescription: row.prizeDescription,
    startTime: isoOrNull(row.startTime),
    endTime: iso(row.endTime),
    maxParticipants: row.maxParticipants,
    participantsCount: row.participantsCount,
    adBannerUrl: row.adBannerUrl,
    adBannerLinkUrl: row.adBannerLinkUrl,
    createdBy: row.createdBy,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
    sponsors: extras.sponsors.map((s) => ({
      id: s.id,
      name: s.name,
      description: s.description,
      logos: s.logos,
    })),
    prizePaid: row.prizePaidAt
      ? { paidAt: iso(row.prizePaidAt), paidByUsername: extras.paidByUsername, note: row.prizePaidNote }
      : null,
    winners: winnersOf(row, extras.standings, now, withPix),
    openFlagsCount: extras.openFlagsCount,
    prizePaidWithOpenFlags: row.prizePaidWithOpenFlags,
  };
}

export function toScheduled(row: BattleRow): ScheduledBattle {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    prizeAmount: Number(row.prizeAmount),
    prizeType: row.prizeType,
    maxParticipants: row.maxParticipants,
    startTime: isoOrNull(row.startTime),
    endTime: iso(row.endTime),
  };
}

export function toAdminParticipant(row: AdminParticipantRow): AdminParticipant {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username,
    avatarUrl: row.avatar_url,
    instagramHandle: row.instagram_handle,
    votesCount: Number(row.votes_count),
    adminVotesCount: Number(row.admin_votes_count),
    joinedAt: iso(row.joined_at),
    isBanned: Boolean(row.is_banned),
    disqualified: row.disqualified_at !== null,
    isAdmin: Boolean(row.is_admin),
    isStaff: Boolean(row.is_staff),
    addedByStaff: row.added_by !== null,
  };
}

export function battleLink(row: Pick<BattleRow, 'id' | 'slug'>): string {
  return `/battle/${row.slug ?? row.id}`;
}
