import { promisesPrize } from '#domain/battles/battle-approval.ts';
import { type BattleStatus, deriveDisplayStatus } from '#domain/battles/battle-status.ts';
import { computeWinners, prizeShare } from '#domain/battles/winners.ts';
import { isPrizePaymentOverdue, prizePaymentLastDay } from '#domain/money/prize-deadline.ts';
import type {
  AdminBattle,
  AdminParticipant,
  AdminWinner,
  WinnerFailure,
  WinnerPaid,
} from '#domain/schemas/admin-battles.ts';
import type { ScheduledBattle } from '#domain/schemas/admin-dashboard.ts';
import { iso, isoOrNull } from '#server/admin/shared/time.ts';
import type { AdminParticipantRow } from './participants-repository.ts';
import type { PayoutRow } from './payout-repository.ts';
import type { BattleRow, SponsorRow, StandingRow } from './repository.ts';

export interface BattleExtras {
  sponsors: SponsorRow[];
  /** This battle's participants, best first; only needed for finished battles. */
  standings: StandingRow[];
  /** This battle's live payout rows, newest first (payout-repository.ts). */
  payouts: PayoutRow[];
  /** Usernames of the staff named on the battle (payer, recorders, creator), by id. */
  usernames: ReadonlyMap<string, string>;
  openFlagsCount: number;
}

export function displayStatusOf(row: BattleRow, now: Date): BattleStatus {
  return deriveDisplayStatus(row, now);
}

/** Who recorded what, by id, in the answer's words (null: an account gone, or the system). */
const nameOf = (usernames: ReadonlyMap<string, string>, id: string | null) =>
  id ? (usernames.get(id) ?? null) : null;

/**
 * A winner's payment: their live 'paid' row; or, for a battle marked paid before payouts were
 * recorded per winner (no rows at all), the battle's own mark, which covered every winner.
 */
function paymentOf(
  row: BattleRow,
  winnerId: string,
  share: number,
  payouts: PayoutRow[],
  usernames: ReadonlyMap<string, string>,
  withPix: boolean,
): { paid: WinnerPaid | null; failures: WinnerFailure[] } {
  const mine = payouts.filter((p) => p.userId === winnerId);
  const paidRow = mine.find((p) => p.outcome === 'paid');
  const failures = mine
    .filter((p) => p.outcome === 'failed')
    .map((p) => ({
      at: iso(p.recordedAt),
      byUsername: nameOf(usernames, p.recordedBy),
      reason: p.failureReason ?? '',
      ...(withPix ? { pixKey: p.pixKey } : {}),
    }));
  if (paidRow) {
    return {
      paid: {
        at: iso(paidRow.recordedAt),
        byUsername: nameOf(usernames, paidRow.recordedBy),
        amount: Number(paidRow.amount),
        note: paidRow.note,
        ...(withPix ? { pixKey: paidRow.pixKey } : {}),
        wholeBattle: false,
      },
      failures,
    };
  }
  if (row.prizePaidAt && payouts.length === 0) {
    return {
      paid: {
        at: iso(row.prizePaidAt),
        byUsername: nameOf(usernames, row.prizePaidBy),
        amount: share,
        note: row.prizePaidNote,
        ...(withPix ? { pixKey: null } : {}),
        wholeBattle: true,
      },
      failures,
    };
  }
  return { paid: null, failures };
}

export function winnersOf(
  row: BattleRow,
  standings: StandingRow[],
  now: Date,
  withPix: boolean,
  payouts: PayoutRow[] = [],
  usernames: ReadonlyMap<string, string> = new Map(),
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
      ...paymentOf(row, s.userId, share, payouts, usernames, withPix),
    }));
}

/**
 * The Terms' deadline of a finished battle some winner of which is still owed a prize
 * (docs/product.md#prize-paid): null once every winner is paid, or when nobody is owed anything.
 */
export function payoutDueOf(
  row: BattleRow,
  winners: readonly Pick<AdminWinner, 'paid'>[],
  now: Date,
): AdminBattle['payoutDue'] {
  if (row.prizePaidAt || !promisesPrize(row.prizeAmount)) return null;
  if (winners.length === 0 || winners.every((w) => w.paid)) return null;
  const lastDay = prizePaymentLastDay(row.endTime);
  return { lastDay, overdue: isPrizePaymentOverdue(lastDay, now) };
}

export function toAdminBattle(
  row: BattleRow,
  extras: BattleExtras,
  now: Date,
  withPix: boolean,
): AdminBattle {
  const winners = winnersOf(row, extras.standings, now, withPix, extras.payouts, extras.usernames);
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
      ? {
          paidAt: iso(row.prizePaidAt),
          paidByUsername: nameOf(extras.usernames, row.prizePaidBy),
          note: row.prizePaidNote,
        }
      : null,
    winners,
    openFlagsCount: extras.openFlagsCount,
    prizePaidWithOpenFlags: row.prizePaidWithOpenFlags,
    prizeLocked: row.prizePaidAt !== null || extras.payouts.some((p) => p.outcome === 'paid'),
    payoutDue: payoutDueOf(row, winners, now),
    createdByUsername: nameOf(extras.usernames, row.createdBy),
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
