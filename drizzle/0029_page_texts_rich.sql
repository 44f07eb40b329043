-- The Church tab's page texts become the rich-text editor's documents (decision 0051). Each stored
-- text is kept as a JSON string here, its old shape; the server converts the rich texts among them
-- after the SQL migrations each time the database is migrated
-- (api/src/db/old-page-texts.ts), which SQL cannot do as the pages
-- showed them (web addresses and emails made links). Until then, and for a backup restored from
-- before, a JSON string under a rich text's key is read as plain text. The creed and the safety
-- rules stay plain text, as JSON strings.
ALTER TABLE "page_texts" ALTER COLUMN "body" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "page_texts" ALTER COLUMN "body" SET DATA TYPE jsonb USING to_jsonb("body");
