ALTER TABLE "contact_messages" ADD COLUMN "send_key" uuid;--> statement-breakpoint
ALTER TABLE "visitor_requests" ADD COLUMN "send_key" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_messages_send_key_idx" ON "contact_messages" USING btree ("send_key");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_requests_send_key_idx" ON "visitor_requests" USING btree ("send_key");