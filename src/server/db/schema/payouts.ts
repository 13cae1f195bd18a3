import { sql } from 'drizzle-orm';
import { boolean, check, index, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { tz } from './columns.ts';

/**
 * Each winner's prize, paid and recorded on its own (docs/decisions/0035-prize-money-two-people.md):
 * one row per attempt, 'paid' or 'failed' (with the reason), with the amount and the PIX key it
 * went to as they were then, who recorded it and when. A winner has at most one live 'paid' row; a
 * failed one may be followed by another attempt. Voiding the battle's payout (payout.void) marks
 * the live rows voided rather than deleting them. The battle counts as paid (battle_events
 * .prize_paid_at) once every winner has a live 'paid' row; a battle marked paid before these rows
 * existed keeps that mark with no rows. The winner and the staff member are kept by id without a
 * foreign key, as prize_paid_by is: a money record outlives any account.
 */
export const prizePayouts = pgTable(
  'prize_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    /** The winner paid (or whose transfer failed). */
    userId: text('user_id').notNull(),
    /** 'paid' or 'failed'. */
    outcome: text('outcome').notNull(),
    /** The winner's share, in reais, as it was sent. */
    amount: numeric('amount', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    /** The PIX key it was sent to (a PIX prize), as the winner's profile held it then. */
    pixKey: text('pix_key'),
    note: text('note'),
    /** Why the transfer failed (required for 'failed'). */
    failureReason: text('failure_reason'),
    /** Paid while the vote review still had unreviewed flags (the admin confirmed it). */
    withOpenFlags: boolean('with_open_flags').notNull().default(false),
    recordedBy: text('recorded_by'),
    recordedAt: tz('recorded_at').notNull().defaultNow(),
    voidedAt: tz('voided_at'),
    voidedBy: text('voided_by'),
  },
  (t) => [
    index('prize_payouts_battle_idx').on(t.battleEventId, t.recordedAt),
    // Never two live payments of one winner's prize.
    uniqueIndex('prize_payouts_one_paid_uq')
      .on(t.battleEventId, t.userId)
      .where(sql`${t.outcome} = 'paid' AND ${t.voidedAt} IS NULL`),
    check('prize_payouts_outcome', sql`${t.outcome} IN ('paid', 'failed')`),
    check(
      'prize_payouts_failure_reason',
      sql`${t.outcome} <> 'failed' OR coalesce(trim(${t.failureReason}), '') <> ''`,
    ),
    check('prize_payouts_amount_nonnegative', sql`${t.amount} >= 0`),
  ],
);
