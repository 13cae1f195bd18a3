import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { battles } from './battles.ts';
import { createdAt, tz, userRef } from './columns.ts';

/**
 * A piece of fan-facing work a job does in short batches (fans/notice-runs.ts): one row per battle
 * and kind ('result:<battle id>'), with where the walk stopped, so a battle with many voters never
 * holds one long transaction and a job that runs twice resumes instead of starting over.
 */
export const noticeRuns = pgTable(
  'notice_runs',
  {
    id: text('id').primaryKey(),
    // The kinds as a TypeScript type only: the column stays text.
    kind: text('kind', { enum: ['result', 'closing', 'joined'] }).notNull(),
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    /** Records only, no notices: battles that ended before the records existed. */
    silent: boolean('silent').notNull().default(false),
    /** The last vote walked (battle_event_user_votes.id; the walk follows its (created_at, id)). */
    afterVoteId: bigint('after_vote_id', { mode: 'number' }),
    /** For a walk over something else than votes (a fighter's followers): the last key walked. */
    afterKey: text('after_key'),
    /** Whom the run is about besides the battle: the fighter who joined ('joined' runs). */
    subjectUserId: text('subject_user_id'),
    createdAt: createdAt(),
    doneAt: tz('done_at'),
  },
  (t) => [index('notice_runs_pending_idx').on(t.createdAt).where(sql`${t.doneAt} IS NULL`)],
);

/**
 * Each fan's support in one finished battle, written once by the result run: the fan's votes and
 * whether one of them went to a champion. Its insert decides who is told and counted, so nobody is
 * told or counted twice.
 */
export const battleSupporters = pgTable(
  'battle_supporters',
  {
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    voterUserId: userRef('voter_user_id').notNull(),
    votes: integer('votes').notNull(),
    backedChampion: boolean('backed_champion').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.battleEventId, t.voterUserId] })],
);

/** A fighter's result in one finished battle, written once when the battle ends. */
export const battleResults = pgTable(
  'battle_results',
  {
    battleEventId: text('battle_event_id')
      .notNull()
      .references(() => battles.id, { onDelete: 'cascade' }),
    userId: userRef('user_id').notNull(),
    votes: integer('votes').notNull(),
    won: boolean('won').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.battleEventId, t.userId] })],
);

/** The ranking's fighters: sums of battle_results, kept with them so a page reads an index. */
export const fighterRecords = pgTable(
  'fighter_records',
  {
    userId: userRef('user_id').primaryKey(),
    wins: integer('wins').notNull().default(0),
    votesReceived: integer('votes_received').notNull().default(0),
    battles: integer('battles').notNull().default(0),
  },
  (t) => [index('fighter_records_rank_idx').on(t.wins.desc(), t.votesReceived.desc(), t.userId)],
);

/** The ranking's fans: sums of battle_supporters, kept with them. */
export const fanRecords = pgTable(
  'fan_records',
  {
    userId: userRef('user_id').primaryKey(),
    votesGiven: integer('votes_given').notNull().default(0),
    battlesSupported: integer('battles_supported').notNull().default(0),
    championsBacked: integer('champions_backed').notNull().default(0),
  },
  (t) => [index('fan_records_rank_idx').on(t.votesGiven.desc(), t.championsBacked.desc(), t.userId)],
);

/** A fan following a fighter: she is told when the fighter joins a battle (fans/follow-service.ts). */
export const fighterFollows = pgTable(
  'fighter_follows',
  {
    followerId: userRef('follower_id').notNull(),
    fighterId: userRef('fighter_id').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.followerId, t.fighterId] }),
    // A fighter's followers in order: the join run walks them in batches.
    index('fighter_follows_fighter_idx').on(t.fighterId, t.followerId),
  ],
);

/** A fan's notice settings; no row means the defaults (no e-mails). */
export const fanSettings = pgTable('fan_settings', {
  userId: userRef('user_id').primaryKey(),
  /** E-mails for a followed fighter's new battle and a closing battle she voted in; off by default. */
  emailAlerts: boolean('email_alerts').notNull().default(false),
  updatedAt: tz('updated_at').notNull().defaultNow(),
});
