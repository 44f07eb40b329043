ALTER TYPE "public"."outbox_email_status" ADD VALUE 'not_sent';--> statement-breakpoint
CREATE TABLE "bin_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch" uuid NOT NULL,
	"kind" text NOT NULL,
	"record" jsonb NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bin_items_batch_idx" ON "bin_items" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "bin_items_deleted_idx" ON "bin_items" USING btree ("deleted_at");