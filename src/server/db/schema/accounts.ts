import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { user } from '#server/db/auth-schema.ts';
import { createdAt, tz, userRef } from './columns.ts';
import { pixKeyTypeEnum, roleEnum } from './enums.ts';

export const profiles = pgTable(
  'profiles',
  {
    id: text('id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    /**
     * domain/accounts/fighter-name-key.ts fighterNameKey(username): names with one skeleton look alike.
     * Null only until db/derived-columns.ts fills it in (rows written before it existed).
     */
    usernameSkeleton: text('username_skeleton'),
    /**
     * 0 for every name taken under the look-alike rule; 1, 2, … for names that already looked like
     * an older user's when the rule came in. Those are kept (an admin decides) and reported, and
     * the unique index on (skeleton, dup) lets them stand while no new look-alike can get in.
     */
    usernameSkeletonDup: integer('username_skeleton_dup').notNull().default(0),
    /** Stored normalised (domain/money/pix-key.ts); a key older than that rule may still be invalid. */
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
    // profile (battles/arena-list-repository.ts searchCondition; pg_trgm is created by the migration).
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
