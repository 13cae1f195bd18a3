import { z } from 'zod';
import { battleStatuses } from '#domain/battle-status.ts';
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
  /** Battles with unreviewed suspicious-vote flags, most flags first (at most 10). */
  flaggedBattles: z.array(z.object({ id: z.string(), title: z.string(), openFlags: count })),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;
