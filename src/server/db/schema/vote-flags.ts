import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { createdAt, tz } from './columns.ts';

export const voteFlagKindEnum = pgEnum('vote_flag_kind', ['new_accounts', 'guest_network', 'signup_network']);

/**
 * A suspicious burst the flag job (admin/vote-review/flag-job.ts) found: one fighter, one
 * 10-minute window, one kind (and for network kinds the hashed network). Unique per window, so a
 * window is flagged once however many instances run the job.
 */
export const voteFlags = pgTable(
  'vote_flags',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    participantUserId: text('participant_user_id').notNull(),
    kind: voteFlagKindEnum('kind').notNull(),
    windowStart: tz('window_start').notNull(),
    /** The hashed network of a network kind; '' for new_accounts. */
    network: text('network').notNull().default(''),
    votesCount: integer('votes_count').notNull(),
    createdAt: createdAt(),
    /** Reviewed: its votes voided, or dismissed as legitimate. */
    reviewedAt: tz('reviewed_at'),
    reviewedBy: text('reviewed_by'),
    review: text('review', { enum: ['voided', 'dismissed'] }),
  },
  (t) => [
    uniqueIndex('vote_flags_window_uq').on(
      t.battleEventId,
      t.participantUserId,
      t.kind,
      t.windowStart,
      t.network,
    ),
    index('vote_flags_open_idx').on(t.battleEventId).where(sql`${t.reviewedAt} IS NULL`),
  ],
);

/** The votes behind a flag: `source` is fan, guest or admin, `vote_id` the id in its table. */
export const voteFlagVotes = pgTable(
  'vote_flag_votes',
  {
    flagId: bigint('flag_id', { mode: 'number' })
      .notNull()
      .references(() => voteFlags.id, { onDelete: 'cascade' }),
    source: text('source', { enum: ['fan', 'guest', 'admin'] }).notNull(),
    voteId: bigint('vote_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.flagId, t.source, t.voteId] }),
    index('vote_flag_votes_vote_idx').on(t.source, t.voteId),
  ],
);

/** How far the flag job has looked: every 10-minute window ending at or before `flagged_until`. */
export const voteFlagState = pgTable(
  'vote_flag_state',
  {
    id: integer('id').primaryKey().default(1),
    flaggedUntil: tz('flagged_until').notNull(),
  },
  (t) => [check('vote_flag_state_single_row', sql`${t.id} = 1`)],
);
