DROP INDEX "battle_votes_battle_participant_voter_uq";--> statement-breakpoint
ALTER TABLE "admin_votes" ADD COLUMN "entry_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_event_participants" ADD COLUMN "added_by" text;--> statement-breakpoint
ALTER TABLE "battle_event_user_votes" ADD COLUMN "entry_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_votes" ADD COLUMN "entry_removed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "battle_votes_battle_participant_voter_uq" ON "battle_event_user_votes" USING btree ("battle_event_id","participant_user_id","voter_user_id") WHERE NOT "battle_event_user_votes"."entry_removed";--> statement-breakpoint
-- Entries staff added before added_by existed: the audit log's participant.add row names who added
-- them (docs/decisions/0016-money-moves-by-the-rules.md). The others joined by themselves.
UPDATE "battle_event_participants" bp SET "added_by" = a."actor_user_id"
  FROM "audit_log" a
 WHERE a."action" = 'participant.add' AND a."target_id" = bp."id"::text AND a."actor_user_id" IS NOT NULL;
