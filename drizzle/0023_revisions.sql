CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"record_id" text NOT NULL,
	"data" jsonb NOT NULL,
	"who" uuid,
	"who_name" text DEFAULT '' NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_who_users_id_fk" FOREIGN KEY ("who") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "revisions_record_idx" ON "revisions" USING btree ("kind","record_id","at" DESC NULLS FIRST,"id" DESC NULLS FIRST);