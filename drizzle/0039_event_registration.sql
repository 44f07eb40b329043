CREATE TYPE "public"."registration_status" AS ENUM('confirmed', 'waiting', 'cancelled');--> statement-breakpoint
CREATE TABLE "event_registration_settings" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"only_on" date,
	"capacity" integer,
	"waiting_list" boolean DEFAULT true NOT NULL,
	"close_hours_before" integer DEFAULT 0 NOT NULL,
	"ask_phone" boolean DEFAULT false NOT NULL,
	"ask_party" boolean DEFAULT false NOT NULL,
	"question" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registration_capacity_check" CHECK ("event_registration_settings"."capacity" is null or "event_registration_settings"."capacity" > 0),
	CONSTRAINT "event_registration_close_check" CHECK ("event_registration_settings"."close_hours_before" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"on" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"party_size" integer DEFAULT 1 NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"status" "registration_status" NOT NULL,
	"checked_in" boolean DEFAULT false NOT NULL,
	"send_key" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_registrations_party_check" CHECK ("event_registrations"."party_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "event_registrations_date_idx" ON "event_registrations" USING btree ("event_id","on","status","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_registrations_send_key_idx" ON "event_registrations" USING btree ("send_key");