-- The admin area at real size (issue 16):
-- * keyset indexes for the users and audit lists; each user's battles count and search text kept
--   on profiles by triggers, so the users list sorts and searches on one table's indexes;
-- * substring search on trigram GIN indexes (db/search-text.ts); pg_trgm is a trusted extension
--   (PostgreSQL 13+) and ships with PGlite, which loads it in db/client.ts;
-- * rollups for the dashboard and analytics, kept by the analytics rollup job, which fills them
--   from the first day with data on its first run.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "admin_daily_stats" (
	"day" date PRIMARY KEY NOT NULL,
	"fan_votes" integer DEFAULT 0 NOT NULL,
	"guest_votes" integer DEFAULT 0 NOT NULL,
	"admin_votes" integer DEFAULT 0 NOT NULL,
	"new_users" integer DEFAULT 0 NOT NULL,
	"coins_granted" bigint DEFAULT 0 NOT NULL,
	"coins_spent" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "admin_daily_votes" (
	"day" date NOT NULL,
	"battle_event_id" text NOT NULL,
	"participant_user_id" text NOT NULL,
	"votes" integer NOT NULL,
	CONSTRAINT "admin_daily_votes_day_battle_event_id_participant_user_id_pk" PRIMARY KEY("day","battle_event_id","participant_user_id")
);
--> statement-breakpoint
CREATE TABLE "admin_period_tops" (
	"period_days" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"from_day" date NOT NULL,
	CONSTRAINT "admin_period_tops_period_days_kind_key_pk" PRIMARY KEY("period_days","kind","key")
);
--> statement-breakpoint
CREATE TABLE "admin_rollup_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"rolled_until" timestamp with time zone NOT NULL,
	CONSTRAINT "admin_rollup_state_single_row" CHECK ("admin_rollup_state"."id" = 1)
);
--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "credit_transactions_user_created_idx";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "battles_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Filled before their indexes are built.
UPDATE "profiles" p SET
  "battles_count" = (SELECT count(*) FROM "battle_event_participants" bp WHERE bp."user_id" = p."id"),
  "search_text" = lower(p."username" || chr(31) || p."pix_key" || chr(31) || coalesce(p."instagram_handle", '')
    || chr(31) || coalesce((SELECT u."email" FROM "user" u WHERE u."id" = p."id"), '') || chr(31) || p."id");--> statement-breakpoint
ALTER TABLE "admin_daily_votes" ADD CONSTRAINT "admin_daily_votes_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_daily_votes_battle_day_idx" ON "admin_daily_votes" USING btree ("battle_event_id","day");--> statement-breakpoint
CREATE INDEX "admin_daily_votes_participant_day_idx" ON "admin_daily_votes" USING btree ("participant_user_id","day");--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "battle_events_search_trgm_idx" ON "battle_events" USING gin (lower("title" || chr(31) || coalesce("slug", '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "credit_transactions_user_created_id_idx" ON "credit_transactions" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "profiles_name_id_idx" ON "profiles" USING btree (lower("username"),"id");--> statement-breakpoint
CREATE INDEX "profiles_battles_count_id_idx" ON "profiles" USING btree ("battles_count","id");--> statement-breakpoint
CREATE INDEX "profiles_search_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_created_idx" ON "profiles" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "user_created_id_idx" ON "user" USING btree ("created_at","id");--> statement-breakpoint
-- One participant row more or less is one battle more or less for that user.
CREATE OR REPLACE FUNCTION count_user_battles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE profiles SET battles_count = battles_count + 1 WHERE id = NEW.user_id;
  ELSE
    UPDATE profiles SET battles_count = greatest(battles_count - 1, 0) WHERE id = OLD.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "battle_participants_count_user_battles"
  AFTER INSERT OR DELETE ON "battle_event_participants"
  FOR EACH ROW EXECUTE FUNCTION count_user_battles();--> statement-breakpoint
-- A new profile starts from the battles its user already joined and gets its search text; an
-- edited one gets its search text again.
CREATE OR REPLACE FUNCTION profile_derived_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.battles_count := (SELECT count(*) FROM battle_event_participants WHERE user_id = NEW.id);
  END IF;
  NEW.search_text := lower(NEW.username || chr(31) || NEW.pix_key || chr(31) || coalesce(NEW.instagram_handle, '')
    || chr(31) || coalesce((SELECT email FROM "user" WHERE id = NEW.id), '') || chr(31) || NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "profiles_derived_columns"
  BEFORE INSERT OR UPDATE OF "username", "pix_key", "instagram_handle" ON "profiles"
  FOR EACH ROW EXECUTE FUNCTION profile_derived_columns();--> statement-breakpoint
-- A changed e-mail (or an erased one) is searched by its new value.
CREATE OR REPLACE FUNCTION user_email_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE profiles SET search_text = lower(username || chr(31) || pix_key || chr(31) || coalesce(instagram_handle, '')
    || chr(31) || NEW.email || chr(31) || id) WHERE id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "user_email_search_text"
  AFTER UPDATE OF "email" ON "user"
  FOR EACH ROW EXECUTE FUNCTION user_email_search_text();
