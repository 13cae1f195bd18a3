import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from '#server/db/auth-schema.ts';
import { createdAt, tz, userRef } from './columns.ts';
import { battleStatusEnum, prizeTypeEnum } from './enums.ts';

export const battles = pgTable(
  'battle_events',
  {
    id: text('id').primaryKey(),
    slug: text('slug').unique(),
    title: text('title').notNull(),
    description: text('description'),
    prizeAmount: numeric('prize_amount', { precision: 12, scale: 2, mode: 'number' }).notNull().default(0),
    prizeType: prizeTypeEnum('prize_type').notNull().default('PIX'),
    prizeDescription: text('prize_description'),
    startTime: tz('start_time'),
    endTime: tz('end_time').notNull(),
    status: battleStatusEnum('status').notNull().default('waiting'),
    maxParticipants: integer('max_participants'),
    participantsCount: integer('participants_count').notNull().default(0),
    adBannerUrl: text('ad_banner_url'),
    adBannerLinkUrl: text('ad_banner_link_url'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    prizePaidAt: tz('prize_paid_at'),
    prizePaidBy: text('prize_paid_by'),
    prizePaidNote: text('prize_paid_note'),
    /** The prize was marked paid while vote flags were still unreviewed (the admin confirmed it). */
    prizePaidWithOpenFlags: boolean('prize_paid_with_open_flags').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('battle_events_status_created_idx').on(t.status, t.createdAt.desc()),
    // The arena's keyset (battles/arena-list-repository.ts listBattles): a page is a backward range scan, no
    // sort. Ascending on purpose: drizzle writes desc() as DESC NULLS LAST, which ORDER BY ... DESC
    // (NULLS FIRST) cannot use.
    index('battle_events_created_id_idx').on(t.createdAt, t.id),
    // The arena's finished battles, most recently ended first (battles/arena-list-repository.ts listBattles):
    // a page walks this index instead of sorting every finished battle.
    index('battle_events_end_id_idx').on(t.endTime.desc(), t.id),
    // The arena's search by title (ILIKE '%text%'), like profiles_username_trgm_idx.
    index('battle_events_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    // The admin battles list's text search, title or slug (trigram GIN, db/search-text.ts).
    index('battle_events_search_trgm_idx').using(
      'gin',
      sql`lower(${t.title} || chr(31) || coalesce(${t.slug}, '')) gin_trgm_ops`,
    ),
    check('battle_events_max_positive', sql`${t.maxParticipants} IS NULL OR ${t.maxParticipants} >= 1`),
    check('battle_events_prize_nonnegative', sql`${t.prizeAmount} >= 0`),
    check(
      'battle_events_not_overfull',
      sql`${t.maxParticipants} IS NULL OR ${t.participantsCount} <= ${t.maxParticipants}`,
    ),
  ],
);

/**
 * Every slug a battle had before a rename: old shared links answer 301 to the current slug. A slug
 * here stays the battle's (new battles never take it), so an old link never changes target.
 */
export const battleSlugHistory = pgTable(
  'battle_slug_history',
  {
    slug: text('slug').primaryKey(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('battle_slug_history_battle_idx').on(t.battleEventId)],
);

export const battleSponsors = pgTable(
  'battle_sponsors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    logos: text('logos').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('battle_sponsors_battle_idx').on(t.battleEventId)],
);

export const battleParticipants = pgTable(
  'battle_event_participants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    username: text('username').notNull(),
    avatarUrl: text('avatar_url'),
    /** Votes counted on the row (guests', admins' and fans' from before the shards): not the total. */
    unshardedVotes: integer('unsharded_votes').notNull().default(0),
    joinedAt: tz('joined_at').notNull().defaultNow(),
    /**
     * Set when the fighter was disqualified while the battle was open (a ban that chose to, an
     * account deletion, a moderator's panel ban): out of the ranking, the winners, the count and
     * the seats, refused as a vote target. An unban clears it where the ban set it and the battle
     * still runs (ban_disqualifications).
     */
    disqualifiedAt: tz('disqualified_at'),
    disqualifiedReason: text('disqualified_reason'),
    /**
     * The staff member who added this entry from the admin panel; null when the fighter joined by
     * themselves. A moderator's panel ban reaches only the latter
     * (docs/decisions/0016-money-moves-by-the-rules.md).
     */
    addedBy: text('added_by'),
  },
  (t) => [
    uniqueIndex('battle_participants_battle_user_uq').on(t.battleEventId, t.userId),
    index('battle_participants_battle_votes_idx').on(t.battleEventId, t.unshardedVotes.desc()),
    index('battle_participants_user_idx').on(t.userId),
    check('battle_participants_votes_nonnegative', sql`${t.unshardedVotes} >= 0`),
  ],
);
