import { index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { createdAt, tz, userRef } from './columns.ts';

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
