CREATE TYPE "public"."prayer_audience" AS ENUM('team', 'clergy');--> statement-breakpoint
CREATE TYPE "public"."prayer_request_status" AS ENUM('new', 'prayed', 'answered', 'archived');--> statement-breakpoint
CREATE TABLE "prayer_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"request" text NOT NULL,
	"audience" "prayer_audience" DEFAULT 'team' NOT NULL,
	"status" "prayer_request_status" DEFAULT 'new' NOT NULL,
	"send_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "prayer_keep_days" integer DEFAULT 90 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pastoral_care" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "prayer_requests_created_idx" ON "prayer_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "prayer_requests_status_created_idx" ON "prayer_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "prayer_requests_send_key_idx" ON "prayer_requests" USING btree ("send_key");