CREATE TABLE "event_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_category_links" (
	"event_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "event_category_links_event_id_category_id_pk" PRIMARY KEY("event_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "event_category_links" ADD CONSTRAINT "event_category_links_category_id_event_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."event_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_categories_slug_idx" ON "event_categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "event_categories_position_idx" ON "event_categories" USING btree ("position","name");--> statement-breakpoint
CREATE INDEX "event_category_links_category_idx" ON "event_category_links" USING btree ("category_id","event_id");