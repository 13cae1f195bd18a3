DROP INDEX "battle_events_created_idx";--> statement-breakpoint
CREATE INDEX "battle_events_created_id_idx" ON "battle_events" USING btree ("created_at","id");