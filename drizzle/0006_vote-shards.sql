CREATE TABLE "participant_vote_shards" (
	"battle_event_id" text NOT NULL,
	"participant_user_id" text NOT NULL,
	"shard" smallint NOT NULL,
	"votes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "participant_vote_shards_battle_event_id_participant_user_id_shard_pk" PRIMARY KEY("battle_event_id","participant_user_id","shard"),
	CONSTRAINT "participant_vote_shards_votes_nonnegative" CHECK ("participant_vote_shards"."votes" >= 0)
);
--> statement-breakpoint
-- cast_vote() counts fans' votes in these shards (src/server/db/functions/cast-vote.sql).
ALTER TABLE "participant_vote_shards" ADD CONSTRAINT "participant_vote_shards_participant_fk" FOREIGN KEY ("battle_event_id","participant_user_id") REFERENCES "public"."battle_event_participants"("battle_event_id","user_id") ON DELETE cascade ON UPDATE no action;
