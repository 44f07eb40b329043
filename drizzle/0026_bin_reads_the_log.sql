ALTER TABLE "activity" ADD COLUMN "batch" uuid;--> statement-breakpoint
CREATE INDEX "activity_batch_idx" ON "activity" USING btree ("batch") WHERE "activity"."batch" is not null;--> statement-breakpoint
-- Recently deleted now reads who deleted a batch, when and what from its activity line (decision 0047).
-- A delete logged since the activity log began (migration 0021) is its batch's line: one record's by its id,
-- a Clear All's by its area, count and time.
UPDATE "activity" AS "a" SET "batch" = "b"."batch"
FROM (
  SELECT "batch", min("kind") AS "kind", count(*) AS "n", min("record"->>'id') AS "record_id", max("deleted_at") AS "at"
  FROM "bin_items" GROUP BY "batch"
) AS "b"
WHERE "a"."batch" IS NULL
  AND abs(extract(epoch FROM "a"."at" - "b"."at")) < 60
  AND (
    ("a"."kind" = 'delete' AND "b"."n" = 1 AND "a"."record_id" = "b"."record_id")
    OR ("a"."kind" = 'clear' AND "a"."count" = "b"."n" AND "a"."area" = CASE "b"."kind"
      WHEN 'sermons' THEN 'sermons' WHEN 'events' THEN 'events' ELSE '' END)
  );--> statement-breakpoint
-- Any other batch still in the bin gets the line it would have had, with the name the bin kept.
INSERT INTO "activity" ("at", "who_name", "kind", "area", "record_id", "title", "count", "batch")
SELECT "b"."at", "b"."deleted_by", CASE WHEN "b"."n" = 1 THEN 'delete' ELSE 'clear' END::"activity_kind",
  CASE "b"."kind"
    WHEN 'sermons' THEN 'sermons' WHEN 'events' THEN 'events' WHEN 'sunday_services' THEN 'sunday-services'
    WHEN 'featured_content' THEN 'featured' WHEN 'live_streams' THEN 'live-streams' WHEN 'site_pages' THEN 'pages'
    ELSE 'church' END,
  CASE WHEN "b"."n" = 1 THEN "b"."record_id" END,
  CASE WHEN "b"."n" = 1 THEN "b"."title" ELSE '' END,
  CASE WHEN "b"."n" = 1 THEN NULL ELSE "b"."n" END,
  "b"."batch"
FROM (
  SELECT "batch", min("kind") AS "kind", count(*)::int AS "n", min("record"->>'id') AS "record_id", max("deleted_at") AS "at",
    max("deleted_by") AS "deleted_by",
    min(CASE "kind"
      WHEN 'staff_members' THEN "record"->>'name'
      WHEN 'service_times' THEN "record"->>'name'
      WHEN 'sunday_services' THEN "record"->>'date'
      ELSE coalesce(nullif("record"->>'title', ''), "record"->>'name', '') END) AS "title"
  FROM "bin_items" GROUP BY "batch"
) AS "b"
WHERE NOT EXISTS (SELECT 1 FROM "activity" AS "a" WHERE "a"."batch" = "b"."batch");--> statement-breakpoint
ALTER TABLE "bin_items" DROP COLUMN "deleted_by";
