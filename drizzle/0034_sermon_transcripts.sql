ALTER TABLE "sermons" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "transcript_format" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "transcript_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "sermons_transcript_search_idx" ON "sermons" USING gin (to_tsvector('simple', translate("transcript_text", '-/.@_', '     '))) WITH (fastupdate=false);