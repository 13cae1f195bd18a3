import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { tz } from './columns.ts';

/**
 * How far the analytics rollup (admin/analytics/rollup-job.ts) has counted: every row created
 * before `rolled_until` is in admin_daily_stats and admin_daily_votes; the dashboard and the
 * analytics read those and count only what came after, live (minutes of data, not a million votes).
 */
export const adminRollupState = pgTable(
  'admin_rollup_state',
  {
    id: integer('id').primaryKey().default(1),
    rolledUntil: tz('rolled_until').notNull(),
  },
  (t) => [check('admin_rollup_state_single_row', sql`${t.id} = 1`)],
);

/** One row per São Paulo day up to admin_rollup_state.rolled_until (that day's row is partial). */
export const adminDailyStats = pgTable('admin_daily_stats', {
  day: date('day', { mode: 'string' }).primaryKey(),
  fanVotes: integer('fan_votes').notNull().default(0),
  guestVotes: integer('guest_votes').notNull().default(0),
  adminVotes: integer('admin_votes').notNull().default(0),
  newUsers: integer('new_users').notNull().default(0),
  coinsGranted: bigint('coins_granted', { mode: 'number' }).notNull().default(0),
  coinsSpent: bigint('coins_spent', { mode: 'number' }).notNull().default(0),
});

/**
 * Votes (fans, guests and admin) per day, battle and fighter, for the top battles and top fighters
 * of a period; a deleted battle takes its rows with it, as it takes its votes.
 */
export const adminDailyVotes = pgTable(
  'admin_daily_votes',
  {
    day: date('day', { mode: 'string' }).notNull(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    participantUserId: text('participant_user_id').notNull(),
    votes: integer('votes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.battleEventId, t.participantUserId] }),
    index('admin_daily_votes_battle_day_idx').on(t.battleEventId, t.day),
    index('admin_daily_votes_participant_day_idx').on(t.participantUserId, t.day),
  ],
);

/**
 * For each analytics period (7, 30, 90 days), the battles and fighters with most votes from the
 * period's first day to rolled_until, more than the page shows: a request adds the few minutes
 * since then and re-ranks these plus whoever got votes meanwhile, instead of summing every row of
 * the period (analytics/repository.ts says why that is exact).
 */
export const adminPeriodTops = pgTable(
  'admin_period_tops',
  {
    periodDays: integer('period_days').notNull(),
    kind: text('kind', { enum: ['battle', 'fighter'] }).notNull(),
    key: text('key').notNull(),
    /** The period's first day these were ranked for. */
    fromDay: date('from_day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.periodDays, t.kind, t.key] })],
);
