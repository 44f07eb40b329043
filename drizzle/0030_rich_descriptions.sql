-- The footer's about text and the sermon and event descriptions become rich text (decision 0052).
-- The text columns stay, as the plain words everything that is not HTML reads; each gets the
-- editor's document beside it. The server fills the documents of the rows already stored after the
-- SQL migrations (api/src/db/old-rich-texts.ts); until then a null document is read from the words.
ALTER TABLE "events" ADD COLUMN "description_doc" jsonb;--> statement-breakpoint
ALTER TABLE "sermons" ADD COLUMN "description_doc" jsonb;--> statement-breakpoint
ALTER TABLE "site_config" ADD COLUMN "footer_about_doc" jsonb;