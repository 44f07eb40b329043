CREATE TYPE "public"."publication" AS ENUM('draft', 'submitted', 'published');--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publication" "publication" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "publication" "publication" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "sunday_services" ADD COLUMN "publication" "publication" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "sunday_services" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sunday_services" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sermons" ADD CONSTRAINT "sermons_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sunday_services" ADD CONSTRAINT "sunday_services_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;