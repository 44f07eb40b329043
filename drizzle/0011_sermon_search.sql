CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "sermons_title_trgm_idx" ON "sermons" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sermons_speaker_trgm_idx" ON "sermons" USING gin ("speaker" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sermons_scripture_trgm_idx" ON "sermons" USING gin ("scripture" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sermons_description_trgm_idx" ON "sermons" USING gin ("description" gin_trgm_ops);