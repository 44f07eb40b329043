ALTER TABLE "events" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;