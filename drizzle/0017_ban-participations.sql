CREATE TABLE "ban_disqualifications" (
	"ban_id" uuid NOT NULL,
	"battle_event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"disqualified_at" timestamp with time zone NOT NULL,
	"restored_at" timestamp with time zone,
	"restore_outcome" text,
	CONSTRAINT "ban_disqualifications_ban_id_battle_event_id_pk" PRIMARY KEY("ban_id","battle_event_id")
);
--> statement-breakpoint
ALTER TABLE "ban_disqualifications" ADD CONSTRAINT "ban_disqualifications_ban_id_bans_id_fk" FOREIGN KEY ("ban_id") REFERENCES "public"."bans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_disqualifications" ADD CONSTRAINT "ban_disqualifications_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ban_disqualifications" ADD CONSTRAINT "ban_disqualifications_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ban_disqualifications_user_idx" ON "ban_disqualifications" USING btree ("user_id");--> statement-breakpoint
-- One definition of taking part: an entry counts while it is not disqualified. A disqualification
-- used to leave its entry in battle_events.participants_count and profiles.battles_count, so a
-- battle read "2/2" with one fighter listed and its seat could not be taken.
UPDATE "battle_events" b SET "participants_count" = c.n
  FROM (SELECT be.id, (SELECT count(*) FROM "battle_event_participants" bp
                        WHERE bp."battle_event_id" = be.id AND bp."disqualified_at" IS NULL)::int AS n
          FROM "battle_events" be) c
 WHERE c.id = b.id AND b."participants_count" <> c.n;--> statement-breakpoint
CREATE OR REPLACE FUNCTION count_user_battles() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.disqualified_at IS NULL THEN
      UPDATE profiles SET battles_count = battles_count + 1 WHERE id = NEW.user_id;
    END IF;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.disqualified_at IS NULL THEN
      UPDATE profiles SET battles_count = greatest(battles_count - 1, 0) WHERE id = OLD.user_id;
    END IF;
  ELSIF (OLD.disqualified_at IS NULL) <> (NEW.disqualified_at IS NULL) THEN
    UPDATE profiles SET battles_count = greatest(battles_count + CASE WHEN NEW.disqualified_at IS NULL THEN 1 ELSE -1 END, 0)
     WHERE id = NEW.user_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "battle_participants_count_user_battles" ON "battle_event_participants";--> statement-breakpoint
CREATE TRIGGER "battle_participants_count_user_battles"
  AFTER INSERT OR DELETE OR UPDATE OF "disqualified_at" ON "battle_event_participants"
  FOR EACH ROW EXECUTE FUNCTION count_user_battles();--> statement-breakpoint
CREATE OR REPLACE FUNCTION profile_derived_columns() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    NEW.battles_count := (SELECT count(*) FROM battle_event_participants
                           WHERE user_id = NEW.id AND disqualified_at IS NULL);
  END IF;
  NEW.search_text := lower(NEW.username || chr(31) || NEW.pix_key || chr(31) || coalesce(NEW.instagram_handle, '')
    || chr(31) || coalesce((SELECT email FROM "user" WHERE id = NEW.id), '') || chr(31) || NEW.id);
  RETURN NEW;
END
$$;--> statement-breakpoint
UPDATE "profiles" p SET "battles_count" = c.n
  FROM (SELECT pr.id, (SELECT count(*) FROM "battle_event_participants" bp
                        WHERE bp."user_id" = pr.id AND bp."disqualified_at" IS NULL)::int AS n
          FROM "profiles" pr) c
 WHERE c.id = p.id AND p."battles_count" <> c.n;
