-- The look-alike key (username_skeleton) and the PIX key type are computed by rules that live in
-- TypeScript: src/server/db/derived-columns.ts fills them in for existing rows right after the
-- migrations, on every start. Existing look-alikes get username_skeleton_dup 1, 2, ... there, so
-- the unique index never refuses data that was already in the table.
CREATE TYPE "public"."pix_key_type" AS ENUM('cpf', 'cnpj', 'phone', 'email', 'evp');--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "username_skeleton_dup" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "pix_key_type" "pix_key_type";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_username_skeleton_uq" ON "profiles" USING btree ("username_skeleton","username_skeleton_dup");