CREATE TYPE "public"."vote_flag_kind" AS ENUM('new_accounts', 'guest_network', 'signup_network');--> statement-breakpoint
ALTER TYPE "public"."credit_type" ADD VALUE 'vote_refund';--> statement-breakpoint
CREATE TABLE "vote_flag_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"flagged_until" timestamp with time zone NOT NULL,
	CONSTRAINT "vote_flag_state_single_row" CHECK ("vote_flag_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "vote_flag_votes" (
	"flag_id" bigint NOT NULL,
	"source" text NOT NULL,
	"vote_id" bigint NOT NULL,
	CONSTRAINT "vote_flag_votes_flag_id_source_vote_id_pk" PRIMARY KEY("flag_id","source","vote_id")
);
--> statement-breakpoint
CREATE TABLE "vote_flags" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"battle_event_id" text NOT NULL,
	"participant_user_id" text NOT NULL,
	"kind" "vote_flag_kind" NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"network" text DEFAULT '' NOT NULL,
	"votes_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review" text
);
--> statement-breakpoint
ALTER TABLE "admin_votes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admin_votes" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "admin_votes" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "battle_events" ADD COLUMN "prize_paid_with_open_flags" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "battle_event_participants" ADD COLUMN "disqualified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "battle_event_participants" ADD COLUMN "disqualified_reason" text;--> statement-breakpoint
ALTER TABLE "battle_event_user_votes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "battle_event_user_votes" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "battle_event_user_votes" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "guest_votes" ADD COLUMN "wide_network_hash" text;--> statement-breakpoint
ALTER TABLE "guest_votes" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "guest_votes" ADD COLUMN "voided_by" text;--> statement-breakpoint
ALTER TABLE "guest_votes" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "flag_new_account_votes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "flag_guest_network_votes" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_settings" ADD COLUMN "flag_signup_network_accounts" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "signup_network" text;--> statement-breakpoint
ALTER TABLE "vote_flag_votes" ADD CONSTRAINT "vote_flag_votes_flag_id_vote_flags_id_fk" FOREIGN KEY ("flag_id") REFERENCES "public"."vote_flags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vote_flags" ADD CONSTRAINT "vote_flags_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vote_flag_votes_vote_idx" ON "vote_flag_votes" USING btree ("source","vote_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vote_flags_window_uq" ON "vote_flags" USING btree ("battle_event_id","participant_user_id","kind","window_start","network");--> statement-breakpoint
CREATE INDEX "vote_flags_open_idx" ON "vote_flags" USING btree ("battle_event_id") WHERE "vote_flags"."reviewed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "battle_votes_battle_created_idx" ON "battle_event_user_votes" USING btree ("battle_event_id","created_at","id");--> statement-breakpoint
CREATE INDEX "guest_votes_battle_created_idx" ON "guest_votes" USING btree ("battle_event_id","created_at","id");--> statement-breakpoint
ALTER TABLE "platform_settings" ADD CONSTRAINT "platform_settings_flags_positive" CHECK ("platform_settings"."flag_new_account_votes" >= 1 AND "platform_settings"."flag_guest_network_votes" >= 1 AND "platform_settings"."flag_signup_network_accounts" >= 1);