ALTER TABLE "uploads" ADD COLUMN "file_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "original_bytes" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "alt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "decorative" boolean DEFAULT false NOT NULL;