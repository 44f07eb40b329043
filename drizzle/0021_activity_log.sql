CREATE TYPE "public"."activity_kind" AS ENUM('create', 'edit', 'publish', 'delete', 'restore', 'status', 'import', 'clear', 'send', 'backup', 'settings', 'role', 'sign-in');--> statement-breakpoint
CREATE TABLE "activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"who" uuid,
	"who_name" text DEFAULT '' NOT NULL,
	"who_email" text DEFAULT '' NOT NULL,
	"kind" "activity_kind" NOT NULL,
	"area" text NOT NULL,
	"record_id" text,
	"title" text DEFAULT '' NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"count" integer
);
--> statement-breakpoint
ALTER TABLE "activity" ADD CONSTRAINT "activity_who_users_id_fk" FOREIGN KEY ("who") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_at_idx" ON "activity" USING btree ("at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_who_idx" ON "activity" USING btree ("who","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_area_idx" ON "activity" USING btree ("area","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "activity_kind_idx" ON "activity" USING btree ("kind","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);