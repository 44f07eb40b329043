CREATE TABLE "faq_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_texts" (
	"key" text PRIMARY KEY NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "faq_items_position_idx" ON "faq_items" USING btree ("position");--> statement-breakpoint
INSERT INTO "page_texts" ("key", "body") VALUES
	('about', 'The Anglican Church of Santa Rosa Beach began in 2012 with a handful of families who gathered in a living room off Highway 30A to pray Morning Prayer together. They longed for a church on the Emerald Coast that held fast to the Scriptures and to the worship of the Book of Common Prayer, and that had room for the many visitors who pass through a beach town every summer.

With the encouragement of the Diocese of the Gulf Atlantic, the young congregation called the Rev. David Whitfield as its first priest. For several years we met wherever we could: in a school cafeteria, in a borrowed fellowship hall, and on summer evenings for Eucharist on the sand at sunset. Our altar traveled in the back of a pickup truck.

In 2018 we were received as a parish of the diocese, and soon after we moved into our home on Church Street, a simple building we have filled with prayer, music and the sound of children. Today we are a congregation of all ages: families who have been here for generations, newcomers who moved to the coast, and visitors who join us for a Sunday or a season.

We are part of the Anglican Church in North America, and through it part of a worldwide family of Anglicans who share one faith, one Lord and one Baptism. Whatever brings you to Santa Rosa Beach, we would be glad to welcome you.'),
	('music', 'Music is one of the ways the whole congregation prays. Our worship draws on the riches of the Anglican tradition: ancient chant and the psalms, the great hymns of the church, and new songs written for today, chosen to carry the words of the liturgy and the season of the church year.

You do not need to be a trained musician to take part. Everyone who sings on Sunday morning is part of the choir in the widest sense, and there is a place for every voice and instrument in our music ministry.'),
	('kids-church', 'Children are a gift to the whole church, not the church of tomorrow but part of the church today. We want every child to know they are loved by God and welcome here, and we want parents to worship knowing their children are safe and happy.'),
	('what-we-believe', 'We hold the faith “once for all delivered to the saints”: the faith of the Bible, summed up in the historic creeds and prayed in the Book of Common Prayer. Here is the heart of it.');
--> statement-breakpoint
INSERT INTO "faq_items" ("question", "answer", "position") VALUES
	('What time does the service start?', 'Our Sunday service begins at [Sunday Time]. You are welcome to join us in person, or online through our live stream if you cannot be there.', 0),
	('How long is the service?', 'About 1 hour and 15 minutes, with prayers, Scripture readings, a sermon, music and Holy Communion.', 1),
	('What should I wear?', 'Come as you are! Some people dress up and many come in shorts and sandals: this is a beach town, and you will fit right in.', 2),
	('Are children welcome?', 'Absolutely. Children are always welcome in worship. We have a staffed nursery for the little ones, and Kids Church for children up to 3rd grade.', 3),
	('What happens after the service?', 'Stay for refreshments and fellowship afterwards. It is the best way to meet people, and we would love to get to know you.', 4);
