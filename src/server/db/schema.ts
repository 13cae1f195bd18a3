import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PIX_KEY_TYPES } from '#domain/pix-key.ts';
import { user } from './auth-schema.ts';

export * from './auth-schema.ts';

const tz = (name: string) => timestamp(name, { withTimezone: true });
const createdAt = () => tz('created_at').notNull().defaultNow();
const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'cascade' });

export const roleEnum = pgEnum('staff_role', ['moderator', 'admin']);
export const battleStatusEnum = pgEnum('battle_status', [
  'pending',
  'scheduled',
  'waiting',
  'ready',
  'active',
  'finished',
]);
export const prizeTypeEnum = pgEnum('prize_type', ['PIX', 'ITEM', 'GIFT_CARD']);
export const ledgerEntryTypeEnum = pgEnum('credit_type', [
  'daily_grant',
  'vote_expense',
  'admin_add',
  'admin_remove',
  // A fan's YodCoin back for a voided vote (admin/vote-review/void-service.ts).
  'vote_refund',
]);
export const bannerPositionEnum = pgEnum('banner_position', ['sidebar', 'header', 'footer', 'in-content']);

export const pixKeyTypeEnum = pgEnum('pix_key_type', PIX_KEY_TYPES);

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /**
     * domain/fighter-name-key.ts fighterNameKey(username): names with one skeleton look alike.
     * Null only until db/derived-columns.ts fills it in (rows written before it existed).
     */
    usernameSkeleton: text('username_skeleton'),
    /**
     * 0 for every name taken under the look-alike rule; 1, 2, … for names that already looked like
     * an older user's when the rule came in. Those are kept (an admin decides) and reported, and
     * the unique index on (skeleton, dup) lets them stand while no new look-alike can get in.
     */
    usernameSkeletonDup: integer('username_skeleton_dup').notNull().default(0),
    /** Stored normalised (domain/pix-key.ts); a key older than that rule may still be invalid. */
    pixKey: text('pix_key').notNull(),
    /** The key's kind; null when the stored key is not a valid PIX key (flagged to admins). */
    pixKeyType: pixKeyTypeEnum('pix_key_type'),
    /** When the user accepted the Terms and the Privacy Policy at sign-up (LGPD); null before that rule. */
    termsAcceptedAt: tz('terms_accepted_at'),
    /**
     * Keyed hash of the wide network (IPv6 /48, IPv4 /24; http/client-network.ts wideNetworkKey) the
     * account signed up from: the vote review groups new accounts by it. Null before that rule.
     */
    signupNetwork: text('signup_network'),
    instagramHandle: text('instagram_handle'),
    profilePictureUrl: text('profile_picture_url'),
    /**
     * How many battles the user takes part in: kept by a trigger on battle_event_participants
     * (drizzle/0010_admin-lists.sql), so the admin users list can sort by it on an index.
     */
    battlesCount: integer('battles_count').notNull().default(0),
    /**
     * What the admin search looks in, lowercased: username, PIX key, Instagram, e-mail and id, kept
     * by triggers (drizzle/0010_admin-lists.sql; db/search-text.ts says why one column).
     */
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('profiles_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('profiles_username_skeleton_uq').on(t.usernameSkeleton, t.usernameSkeletonDup),
    // The arena's search by fighter name (ILIKE '%text%'): trigrams instead of a scan of every
    // profile (battles/repository.ts searchCondition; pg_trgm is created by the migration).
    index('profiles_username_trgm_idx').using('gin', t.username.op('gin_trgm_ops')),
    // The admin users list's keysets (name, battles count) and its substring search (trigram GIN).
    index('profiles_name_id_idx').on(sql`lower(${t.username})`, t.id),
    index('profiles_battles_count_id_idx').on(t.battlesCount, t.id),
    index('profiles_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // New users since a moment (the dashboard and the analytics' days not rolled up yet).
    index('profiles_created_idx').on(t.createdAt),
  ],
);

/** One staff role per user; no row means a plain user. */
export const userRoles = pgTable('user_roles', {
  userId: userRef('user_id').primaryKey(),
  role: roleEnum('role').notNull(),
  grantedBy: text('granted_by'),
  createdAt: createdAt(),
});

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
    // The arena's keyset (battles/repository.ts listBattles): a page is a backward range scan, no
    // sort. Ascending on purpose: drizzle writes desc() as DESC NULLS LAST, which ORDER BY ... DESC
    // (NULLS FIRST) cannot use.
    index('battle_events_created_id_idx').on(t.createdAt, t.id),
    // The arena's finished battles, most recently ended first (battles/repository.ts listBattles):
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

/** Ban history: a ban is active while not revoked and not expired (expires_at null = permanent). */
export const bans = pgTable(
  'bans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    reason: text('reason').notNull(),
    bannedBy: text('banned_by'),
    expiresAt: tz('expires_at'),
    createdAt: createdAt(),
    revokedAt: tz('revoked_at'),
    revokedBy: text('revoked_by'),
    revokeReason: text('revoke_reason'),
  },
  (t) => [index('bans_user_idx').on(t.userId, t.createdAt.desc())],
);

/**
 * The battles a ban took the fighter out of (when the admin chose to disqualify), so an unban can
 * put them back where the battle still runs. `restoredAt`/`restoreOutcome` say what the unban did:
 * 'restored', or why not ('finished', 'full', 'removed'). Read in admin/users/ban-participations.ts.
 */
export const banDisqualifications = pgTable(
  'ban_disqualifications',
  {
    banId: uuid('ban_id')
      .notNull()
      .references(() => bans.id, { onDelete: 'cascade' }),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    disqualifiedAt: tz('disqualified_at').notNull(),
    restoredAt: tz('restored_at'),
    restoreOutcome: text('restore_outcome'),
  },
  (t) => [
    primaryKey({ columns: [t.banId, t.battleEventId] }),
    index('ban_disqualifications_user_idx').on(t.userId),
  ],
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
/**
 * Networks an account has signed in from (decision 0017): a login from one of them needs no proof
 * of work while the account is past its failure budget. `network_tag` is a keyed hash of the
 * user id and the client network key (auth/known-networks.ts), so it is never an address and
 * cannot be matched across accounts or with guest votes.
 */
export const loginNetworks = pgTable(
  'login_networks',
  {
    userId: userRef('user_id').notNull(),
    networkTag: text('network_tag').notNull(),
    lastSeenAt: tz('last_seen_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.networkTag] }),
    index('login_networks_seen_idx').on(t.lastSeenAt),
  ],
);

export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: tz('reset_at').notNull(),
});

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
