CREATE TABLE "serving_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"name" text NOT NULL,
	"slots" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serving_roles_slots_range" CHECK ("serving_roles"."slots" between 1 and 50)
);
--> statement-breakpoint
CREATE TABLE "serving_signups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"role_id" uuid NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"withdraw_token_hash" text,
	"reminder_token_hash" text,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "serving_signups_withdraw_token_hash_unique" UNIQUE("withdraw_token_hash"),
	CONSTRAINT "serving_signups_reminder_token_hash_unique" UNIQUE("reminder_token_hash")
);
--> statement-breakpoint
ALTER TABLE "serving_signups" ADD CONSTRAINT "serving_signups_role_id_serving_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."serving_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "serving_roles_event_idx" ON "serving_roles" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "serving_signups_role_date_idx" ON "serving_signups" USING btree ("role_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "serving_signups_once_idx" ON "serving_signups" USING btree ("role_id","date","email") WHERE "serving_signups"."email" <> '';--> statement-breakpoint
CREATE INDEX "serving_signups_unreminded_idx" ON "serving_signups" USING btree ("date") WHERE "serving_signups"."reminded_at" is null;