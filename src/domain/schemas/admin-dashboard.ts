import { z } from 'zod';
import { battleStatuses } from '#domain/battles/battle-status.ts';
import { auditEntrySchema } from './admin-audit.ts';
import { prizeTypeSchema } from './battles.ts';

const count = z.number().int().nonnegative();

export const voteBreakdownSchema = z.object({
  fans: count,
  guests: count,
  admin: count,
  total: count,
});
export type VoteBreakdown = z.infer<typeof voteBreakdownSchema>;

const coinPeriodsSchema = z.object({ today: count, week: count, all: count });

export const scheduledBattleSchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  prizeAmount: z.number(),
  prizeType: prizeTypeSchema,
  maxParticipants: z.number().int().nullable(),
  startTime: z.string().nullable(),
  endTime: z.string(),
});
export type ScheduledBattle = z.infer<typeof scheduledBattleSchema>;

/** A finished battle some winner of which is still owed a prize (the 'Prêmios a pagar' card). */
export const prizeToPaySchema = z.object({
  id: z.string(),
  title: z.string(),
  slug: z.string().nullable(),
  endTime: z.string(),
  /** What the unpaid winners are owed together, in reais. */
  owed: z.number(),
  winners: count,
  winnersUnpaid: count,
  /** Failed transfers recorded for its unpaid winners (since the last void). */
  failedAttempts: count,
  /** The Terms' last day ('yyyy-MM-dd', São Paulo): 7 business days after the end. */
  lastDay: z.string(),
  overdue: z.boolean(),
});
export type PrizeToPay = z.infer<typeof prizeToPaySchema>;

export const prizesToPaySchema = z.object({
  /** Battles owing a prize. */
  count,
  /** What they owe together, in reais. */
  total: z.number(),
  overdueCount: count,
  /** The nearest last day among them (an overdue one first), null when nothing is owed. */
  nearest: z.object({ lastDay: z.string(), overdue: z.boolean() }).nullable(),
  /** The nearest first, at most 10. */
  battles: z.array(prizeToPaySchema),
});
export type PrizesToPay = z.infer<typeof prizesToPaySchema>;

/**
 * GET /api/admin/summary. "Today" is the current America/Sao_Paulo calendar day; "week" is the
 * last 7 São Paulo days including today. Battles are counted by stored status.
 */
export const adminSummarySchema = z.object({
  users: z.object({ total: count, newThisWeek: count }),
  battles: z.object({
    total: count,
    byStatus: z.object(
      Object.fromEntries(battleStatuses.map((s) => [s, count])) as Record<
        (typeof battleStatuses)[number],
        typeof count
      >,
    ),
  }),
  votes: z.object({ today: voteBreakdownSchema, week: voteBreakdownSchema }),
  yodcoins: z.object({
    /** daily_grant + admin_add */
    granted: coinPeriodsSchema,
    /** vote_expense, as a positive number */
    spent: coinPeriodsSchema,
  }),
  /** Stored status 'scheduled', by start time ascending: the next 20. */
  scheduledBattles: z.array(scheduledBattleSchema),
  /** Battles awaiting approval: the sidebar badge. */
  pendingBattles: count,
  /** The last 10 audit entries, newest first. */
  recentActivity: z.array(auditEntrySchema),
  /** Prizes owed to winners (admins only: payouts are theirs; null for moderators). */
  prizesToPay: prizesToPaySchema.nullable().default(null),
  /** Battles with unreviewed suspicious-vote flags, most flags first (at most 10). */
  flaggedBattles: z.array(z.object({ id: z.string(), title: z.string(), openFlags: count })),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
