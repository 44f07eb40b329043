ALTER TABLE "news_posts" ADD COLUMN "body_text" text;--> statement-breakpoint
ALTER TABLE "site_pages" ADD COLUMN "body_text" text;--> statement-breakpoint
CREATE INDEX "events_search_idx" ON "events" USING gin (to_tsvector('simple', translate("title" || ' ' || "location" || ' ' || "description", '-/.@_', '     '))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "news_posts_search_idx" ON "news_posts" USING gin (to_tsvector('simple', translate("title" || ' ' || "summary" || ' ' || "body_text", '-/.@_', '     '))) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "site_pages_search_idx" ON "site_pages" USING gin (to_tsvector('simple', translate("title" || ' ' || "summary" || ' ' || "body_text", '-/.@_', '     '))) WITH (fastupdate=false);