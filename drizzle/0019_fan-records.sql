CREATE TABLE "battle_results" (
	"battle_event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"votes" integer NOT NULL,
	"won" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_results_battle_event_id_user_id_pk" PRIMARY KEY("battle_event_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "battle_supporters" (
	"battle_event_id" text NOT NULL,
	"voter_user_id" text NOT NULL,
	"votes" integer NOT NULL,
	"backed_champion" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "battle_supporters_battle_event_id_voter_user_id_pk" PRIMARY KEY("battle_event_id","voter_user_id")
);
--> statement-breakpoint
CREATE TABLE "fan_records" (
	"user_id" text PRIMARY KEY NOT NULL,
	"votes_given" integer DEFAULT 0 NOT NULL,
	"battles_supported" integer DEFAULT 0 NOT NULL,
	"champions_backed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fighter_records" (
	"user_id" text PRIMARY KEY NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"votes_received" integer DEFAULT 0 NOT NULL,
	"battles" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"battle_event_id" text NOT NULL,
	"silent" boolean DEFAULT false NOT NULL,
	"after_vote_id" bigint,
	"after_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_results" ADD CONSTRAINT "battle_results_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_supporters" ADD CONSTRAINT "battle_supporters_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "battle_supporters" ADD CONSTRAINT "battle_supporters_voter_user_id_user_id_fk" FOREIGN KEY ("voter_user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fan_records" ADD CONSTRAINT "fan_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_records" ADD CONSTRAINT "fighter_records_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_runs" ADD CONSTRAINT "notice_runs_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fan_records_rank_idx" ON "fan_records" USING btree ("votes_given" DESC NULLS LAST,"champions_backed" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "fighter_records_rank_idx" ON "fighter_records" USING btree ("wins" DESC NULLS LAST,"votes_received" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "notice_runs_pending_idx" ON "notice_runs" USING btree ("created_at") WHERE "notice_runs"."done_at" IS NULL;--> statement-breakpoint
-- Battles that ended before the records existed are walked too, for the ranking and the fans'
-- statistics, but quietly: their voters are not told about a result long past.
INSERT INTO "notice_runs" ("id", "kind", "battle_event_id", "silent")
SELECT 'result:' || "id", 'result', "id", true FROM "battle_events" WHERE "status" = 'finished';
