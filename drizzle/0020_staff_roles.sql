CREATE TYPE "public"."staff_role" AS ENUM('admin', 'editor', 'contributor');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "staff_role" DEFAULT 'contributor' NOT NULL;--> statement-breakpoint
UPDATE "users" SET "role" = 'admin' WHERE "is_admin";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "is_admin";
