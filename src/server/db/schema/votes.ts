import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { battleParticipants, battles } from './battles.ts';
import { createdAt, tz, userRef } from './columns.ts';

/**
 * Fans' votes counted in shards (docs/decisions/0004-vote-hot-path.md, 7): each vote adds one to
 * the shard of its database connection, so votes for one fighter do not all queue on a single
 * row. A participant's total is `unsharded_votes` (guest, admin and older votes) plus its shards;
 * read it through db/vote-totals.ts.
 */
export const participantVoteShards = pgTable(
  'participant_vote_shards',
  {
    battleEventId: text('battle_event_id').notNull(),
    participantUserId: text('participant_user_id').notNull(),
    shard: smallint('shard').notNull(),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.battleEventId, t.participantUserId, t.shard] }),
    foreignKey({
      columns: [t.battleEventId, t.participantUserId],
      foreignColumns: [battleParticipants.battleEventId, battleParticipants.userId],
      name: 'participant_vote_shards_participant_fk',
    }).onDelete('cascade'),
    check('participant_vote_shards_votes_nonnegative', sql`${t.votes} >= 0`),
  ],
);

/** Fans' votes: one per voter per participant per battle. */
export const fanVotes = pgTable(
  'battle_event_user_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    participantUserId: text('participant_user_id').notNull(),
    voterUserId: userRef('voter_user_id').notNull(),
    createdAt: createdAt(),
    /** A voided vote stays (shown as voided) but leaves the total; see admin/vote-review/void-service.ts. */
    voidedAt: tz('voided_at'),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
    /**
     * Voided because the fighter's entry was removed (or the battle deleted): the vote no longer
     * holds the fan's place, so the fan may vote for the fighter's next entry. A vote voided for
     * fraud or disqualification keeps it (docs/decisions/0016-money-moves-by-the-rules.md).
     */
    entryRemoved: boolean('entry_removed').notNull().default(false),
  },
  (t) => [
    uniqueIndex('battle_votes_battle_participant_voter_uq')
      .on(t.battleEventId, t.participantUserId, t.voterUserId)
      .where(sql`NOT ${t.entryRemoved}`),
    index('battle_votes_created_idx').on(t.createdAt),
    // A viewer's votes in one battle (the battle page) without walking every vote of the battle.
    index('battle_votes_voter_battle_idx').on(t.voterUserId, t.battleEventId),
    // The vote log (admin/vote-review) and the flag job read one battle's votes by time.
    index('battle_votes_battle_created_idx').on(t.battleEventId, t.createdAt, t.id),
  ],
);

/** Guests' votes: the client network (http/client-network.ts) is kept only as a keyed hash. */
export const guestVotes = pgTable(
  'guest_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    participantUserId: text('participant_user_id').notNull(),
    ipHash: text('ip_hash').notNull(),
    /** Keyed hash of the wide network (IPv6 /48, IPv4 /24) for the burst flags; null before them. */
    wideNetworkHash: text('wide_network_hash'),
    createdAt: createdAt(),
    /** A voided vote stays (shown as voided) but leaves the total; see admin/vote-review/void-service.ts. */
    voidedAt: tz('voided_at'),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
    /** Voided because the fighter's entry was removed: no longer counted against the network's limit. */
    entryRemoved: boolean('entry_removed').notNull().default(false),
  },
  (t) => [
    index('guest_votes_ip_created_idx').on(t.ipHash, t.createdAt),
    index('guest_votes_created_idx').on(t.createdAt),
    index('guest_votes_battle_created_idx').on(t.battleEventId, t.createdAt, t.id),
  ],
);

/** Votes the master admin adds from the admin panel: counted, but never mistaken for fans' votes. */
export const adminVotes = pgTable(
  'admin_votes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    participantUserId: text('participant_user_id').notNull(),
    adminUserId: text('admin_user_id').notNull(),
    createdAt: createdAt(),
    /** A voided vote stays (shown as voided) but leaves the total; see admin/vote-review/void-service.ts. */
    voidedAt: tz('voided_at'),
    voidedBy: text('voided_by'),
    voidReason: text('void_reason'),
    /** Voided because the fighter's entry was removed (kept apart from fraud voids, as for fans). */
    entryRemoved: boolean('entry_removed').notNull().default(false),
  },
  (t) => [
    index('admin_votes_battle_idx').on(t.battleEventId),
    index('admin_votes_created_idx').on(t.createdAt),
  ],
);
