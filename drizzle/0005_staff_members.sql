CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"photo_url" text DEFAULT '' NOT NULL,
	"bio" text DEFAULT '' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "staff_members_position_idx" ON "staff_members" USING btree ("position");--> statement-breakpoint
INSERT INTO "staff_members" ("name", "title", "email", "photo_url", "bio", "position") VALUES
	('The Rev. Canon David Whitfield', 'Rector', 'david.whitfield@anglicansrb.org', '', 'Father David has shepherded our parish since its planting, and loves nothing more than opening the Scriptures, sharing a meal, and walking the beach with anyone who wants to talk about Jesus.', 0),
	('The Rev. Michael Torres', 'Associate Priest', 'michael.torres@anglicansrb.org', '', 'Father Michael oversees pastoral care and small groups, and is glad to pray with you, visit you in the hospital, or meet you for coffee on 30A.', 1),
	('Anna Beaumont', 'Minister of Music', 'anna.beaumont@anglicansrb.org', '', 'Anna leads our choir and worship musicians, weaving ancient hymns and new songs together so that the whole congregation can sing with one voice.', 2),
	('Katie Marsh', 'Minister for Children and Families', 'katie.marsh@anglicansrb.org', '', 'Katie runs our nursery and Kids'' Church and helps parents pass on the faith at home, and she knows every child in the parish by name.', 3);
