CREATE TABLE "service_times" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"day" text NOT NULL,
	"time" text NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"role" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_times_position_idx" ON "service_times" USING btree ("position");--> statement-breakpoint
INSERT INTO "service_times" ("name", "day", "time", "place", "note", "role", "position") VALUES
	('Sunday Worship', 'Sunday', '10:30', 'Main Sanctuary', '', 'main', 0),
	('Wednesday Service', 'Wednesday', '19:00', '', '', '', 1),
	('Women''s Bible Study', 'Tuesday', '10:00', '', '', '', 2),
	('Eastside Missional', 'Wednesday', '17:30', '', '', '', 3),
	('Sunday services for kids', 'Sunday', '10:00', '', '', 'kids', 4);
