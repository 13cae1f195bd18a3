CREATE TABLE "battle_slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"battle_event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "battle_slug_history" ADD CONSTRAINT "battle_slug_history_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "battle_slug_history_battle_idx" ON "battle_slug_history" USING btree ("battle_event_id");