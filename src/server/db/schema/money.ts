import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { createdAt, tz, userRef } from './columns.ts';
import { ledgerEntryTypeEnum } from './enums.ts';

export const wallets = pgTable(
  'user_credits',
  {
    userId: userRef('user_id').primaryKey(),
    balance: integer('balance').notNull().default(0),
    dailyCreditsClaimedAt: tz('daily_credits_claimed_at'),
    /** Calendar day (America/Sao_Paulo) of the last daily grant: the grant's idempotency key. */
    dailyClaimedDay: date('daily_claimed_day', { mode: 'string' }),
    lastVoteAt: tz('last_vote_at'),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [check('user_credits_balance_nonnegative', sql`${t.balance} >= 0`)],
);

export const walletLedger = pgTable(
  'credit_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: userRef('user_id').notNull(),
    type: ledgerEntryTypeEnum('type').notNull(),
    amount: integer('amount').notNull(),
    description: text('description'),
    battleEventId: text('battle_event_id').references(() => battles.id, { onDelete: 'set null' }),
    participantUserId: text('participant_user_id'),
    actorUserId: text('actor_user_id'),
    createdAt: createdAt(),
  },
  (t) => [
    // A wallet's history, newest first on the (created_at, id) keyset (the fan's wallet and the admin
    // YodCoins page): a backward scan of one user's range, no sort.
    index('credit_transactions_user_created_id_idx').on(t.userId, t.createdAt, t.id),
    index('credit_transactions_created_idx').on(t.createdAt),
    check('credit_transactions_amount_nonzero', sql`${t.amount} <> 0`),
  ],
);
