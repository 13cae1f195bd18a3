CREATE TABLE "fan_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"email_alerts" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fighter_follows" (
	"follower_id" text NOT NULL,
	"fighter_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fighter_follows_follower_id_fighter_id_pk" PRIMARY KEY("follower_id","fighter_id")
);
--> statement-breakpoint
ALTER TABLE "notice_runs" ADD COLUMN "subject_user_id" text;--> statement-breakpoint
ALTER TABLE "fan_settings" ADD CONSTRAINT "fan_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_follows" ADD CONSTRAINT "fighter_follows_follower_id_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fighter_follows" ADD CONSTRAINT "fighter_follows_fighter_id_user_id_fk" FOREIGN KEY ("fighter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fighter_follows_fighter_idx" ON "fighter_follows" USING btree ("fighter_id","follower_id");