CREATE TABLE "sermon_passage_reads" (
	"sermon_id" uuid PRIMARY KEY NOT NULL,
	"scripture" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sermon_passages" (
	"sermon_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"book" text NOT NULL,
	"start_verse" integer NOT NULL,
	"end_verse" integer NOT NULL,
	CONSTRAINT "sermon_passages_sermon_id_position_pk" PRIMARY KEY("sermon_id","position")
);
--> statement-breakpoint
ALTER TABLE "sermon_passage_reads" ADD CONSTRAINT "sermon_passage_reads_sermon_id_sermons_id_fk" FOREIGN KEY ("sermon_id") REFERENCES "public"."sermons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sermon_passages" ADD CONSTRAINT "sermon_passages_sermon_id_sermons_id_fk" FOREIGN KEY ("sermon_id") REFERENCES "public"."sermons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sermon_passages_book_idx" ON "sermon_passages" USING btree ("book","start_verse","end_verse");