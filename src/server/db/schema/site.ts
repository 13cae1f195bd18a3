import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, tz, userRef } from './columns.ts';
import { bannerPositionEnum } from './enums.ts';

export const banners = pgTable(
  'global_ad_banners',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    imageUrl: text('image_url').notNull(),
    linkUrl: text('link_url'),
    position: bannerPositionEnum('position').notNull().default('sidebar'),
    isActive: boolean('is_active').notNull().default(false),
    targetPages: text('target_pages').array(),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [index('global_ad_banners_position_active_idx').on(t.position, t.isActive)],
);

/**
 * Every image stored through the upload API and the account that sent it: the per-account
 * storage quota adds these up (media/service.ts). A row goes with its file when the file is
 * replaced or its battle, banner or account goes. Files stored before this table have no row and
 * count for nobody. See docs/decisions/0018-og-cards-and-uploads-stay-cheap.md.
 */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    /** The storage key ('profile-pictures/<user id>/<time>-<random>.webp'). */
    key: text('key').primaryKey(),
    uploaderId: userRef('uploader_id').notNull(),
    bytes: integer('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('uploaded_files_uploader_idx').on(t.uploaderId)],
);

/** A single row (id = 1) of platform settings the master admin edits. */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    dailyYodcoins: integer('daily_yodcoins').notNull().default(3),
    guestVotesPerWindow: integer('guest_votes_per_window').notNull().default(1),
    /** Vote review thresholds (domain/vote-review.ts): a 10-minute window above one raises a flag. */
    flagNewAccountVotes: integer('flag_new_account_votes').notNull().default(10),
    flagGuestNetworkVotes: integer('flag_guest_network_votes').notNull().default(10),
    flagSignupNetworkAccounts: integer('flag_signup_network_accounts').notNull().default(5),
    updatedAt: tz('updated_at').notNull().defaultNow(),
    updatedBy: text('updated_by'),
  },
  (t) => [
    check('platform_settings_single_row', sql`${t.id} = 1`),
    check('platform_settings_daily_nonnegative', sql`${t.dailyYodcoins} >= 0 AND ${t.dailyYodcoins} <= 1000`),
    check('platform_settings_guest_nonnegative', sql`${t.guestVotesPerWindow} >= 0`),
    check(
      'platform_settings_flags_positive',
      sql`${t.flagNewAccountVotes} >= 1 AND ${t.flagGuestNetworkVotes} >= 1 AND ${t.flagSignupNetworkAccounts} >= 1`,
    ),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorUserId: text('actor_user_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    changes: jsonb('changes').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    // The audit page's keyset (created_at, id), read backwards; ascending for the reason given at
    // battle_events_created_id_idx.
    index('audit_log_created_id_idx').on(t.createdAt, t.id),
    index('audit_log_action_idx').on(t.action, t.createdAt.desc()),
    index('audit_log_actor_idx').on(t.actorUserId, t.createdAt.desc()),
  ],
);

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    /** Makes event-driven notifications idempotent (e.g. 'battle_finished:<battle id>'). */
    dedupeKey: text('dedupe_key'),
    readAt: tz('read_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
    uniqueIndex('notifications_user_dedupe_uq').on(t.userId, t.dedupeKey),
  ],
);

/** Fixed-window counters for rate limits shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});
