import { z } from 'zod';
import { battleStatusSchema } from './battles.ts';

export const analyticsPeriods = [7, 30, 90] as const;

export const analyticsQuerySchema = z.object({
  days: z.coerce
    .number()
    .int()
    .refine((n) => (analyticsPeriods as readonly number[]).includes(n), 'Período inválido')
    .default(7),
});

const count = z.number().int().nonnegative();

/** One America/Sao_Paulo calendar day; days without data are present with zeros. */
export const analyticsDaySchema = z.object({
  day: z.string(),
  fanVotes: count,
  guestVotes: count,
  adminVotes: count,
  newUsers: count,
  /** daily_grant + admin_add */
  yodcoinsGranted: count,
  /** vote_expense, as a positive number */
  yodcoinsSpent: count,
});
export type AnalyticsDay = z.infer<typeof analyticsDaySchema>;

export const topBattleSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  status: battleStatusSchema,
  votes: count,
});
export const topParticipantSchema = z.object({
  userId: z.string(),
  username: z.string(),
  profilePictureUrl: z.string().nullable(),
  votes: count,
});

/** GET /api/admin/analytics?days=7|30|90: `series` has exactly `days` entries, oldest first. */
export const analyticsResponseSchema = z.object({
  days: z.number().int(),
  from: z.string(),
  to: z.string(),
  series: z.array(analyticsDaySchema),
  /** Top 10 by votes (fans + guests + admin) cast in the period. */
  topBattles: z.array(topBattleSchema),
  /** Top 10 by votes received in the period, across battles. */
  topParticipants: z.array(topParticipantSchema),
});
export type AnalyticsResponse = z.infer<typeof analyticsResponseSchema>;
