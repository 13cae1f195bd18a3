-- Each winner's payout on its own (docs/decisions/0035-prize-money-two-people.md). Battles marked
-- paid before this table keep battle_events.prize_paid_at and count as paid with no rows here: who
-- was paid, how much and to which key was not recorded per winner then, and is not guessed now.
CREATE TABLE "prize_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"battle_event_id" text NOT NULL,
	"user_id" text NOT NULL,
	"outcome" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"pix_key" text,
	"note" text,
	"failure_reason" text,
	"with_open_flags" boolean DEFAULT false NOT NULL,
	"recorded_by" text,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone,
	"voided_by" text,
	CONSTRAINT "prize_payouts_outcome" CHECK ("prize_payouts"."outcome" IN ('paid', 'failed')),
	CONSTRAINT "prize_payouts_failure_reason" CHECK ("prize_payouts"."outcome" <> 'failed' OR coalesce(trim("prize_payouts"."failure_reason"), '') <> ''),
	CONSTRAINT "prize_payouts_amount_nonnegative" CHECK ("prize_payouts"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "prize_payouts" ADD CONSTRAINT "prize_payouts_battle_event_id_battle_events_id_fk" FOREIGN KEY ("battle_event_id") REFERENCES "public"."battle_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prize_payouts_battle_idx" ON "prize_payouts" USING btree ("battle_event_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prize_payouts_one_paid_uq" ON "prize_payouts" USING btree ("battle_event_id","user_id") WHERE "prize_payouts"."outcome" = 'paid' AND "prize_payouts"."voided_at" IS NULL;
