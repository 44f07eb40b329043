DROP INDEX "contact_messages_created_idx";--> statement-breakpoint
DROP INDEX "events_date_idx";--> statement-breakpoint
DROP INDEX "newsletter_subscribers_created_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_created_idx";--> statement-breakpoint
DROP INDEX "visitor_requests_created_idx";--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_past_idx" ON "events" USING btree ("date" DESC NULLS FIRST,"start_time" DESC NULLS FIRST,"title","id");--> statement-breakpoint
CREATE INDEX "newsletter_issues_created_idx" ON "newsletter_issues" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_emails_status_created_idx" ON "outbox_emails" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visitor_requests_status_created_idx" ON "visitor_requests" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "events_date_idx" ON "events" USING btree ("date","start_time","title");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_idx" ON "newsletter_subscribers" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "visitor_requests_created_idx" ON "visitor_requests" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);