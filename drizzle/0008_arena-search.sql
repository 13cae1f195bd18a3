-- The arena's search (battles/repository.ts searchCondition): ILIKE '%text%' on battle titles and
-- fighter names through trigram indexes. pg_trgm is a trusted extension (PostgreSQL 13+): the
-- database owner may create it; the embedded database loads it in db/client.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "battle_events_title_trgm_idx" ON "battle_events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "profiles_username_trgm_idx" ON "profiles" USING gin ("username" gin_trgm_ops);
