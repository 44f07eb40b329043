ALTER TABLE "site_config" ADD COLUMN "logo_app_icon" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "app_name" text DEFAULT '' NOT NULL;