-- The column holds the votes counted on the row (guests', admins', fans' from before the shards),
-- not a fighter's total (db/vote-totals.ts adds the shards): named for what it holds.
ALTER TABLE "battle_event_participants" RENAME COLUMN "votes_count" TO "unsharded_votes";
--> statement-breakpoint
-- cast_vote() now lives in src/server/db/functions/cast-vote.sql (applied after the migrations)
-- and takes the time zone; the 8-parameter version of 0004/0006 goes.
DROP FUNCTION IF EXISTS cast_vote(text, text, text, text, timestamptz, timestamptz, timestamptz, text);
