CREATE TABLE "page_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"title" text NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "page_items_list_position_idx" ON "page_items" USING btree ("list","position");--> statement-breakpoint
INSERT INTO "page_items" ("id", "list", "title", "label", "body", "position", "created_at", "updated_at")
	SELECT "id", 'faq', "question", '', "answer", "position", "created_at", "updated_at" FROM "faq_items";--> statement-breakpoint
INSERT INTO "page_items" ("list", "title", "label", "body", "position") VALUES
	('values', 'Scripture-Centered', '', 'We read, preach and pray the Bible as God’s Word written, the living story that shapes every part of our common life.', 0),
	('values', 'Grace-Focused', '', 'We come as we are and are welcomed by a God who forgives freely, so we try to welcome one another the same way.', 1),
	('values', 'Community-Oriented', '', 'Faith grows around tables: shared meals, small groups and friendships that carry us through ordinary weeks and hard seasons.', 2),
	('values', 'Mission-Minded', '', 'We are sent to love our neighbors in Santa Rosa Beach and beyond, in word and in deed, with open hands and open doors.', 3),
	('values', 'Spirit-Led', '', 'We depend on the Holy Spirit in prayer and worship, asking him to renew our hearts and guide our steps as a parish.', 4),
	('values', 'Tradition-Rooted', '', 'We worship with the prayers of the Book of Common Prayer, joining a family of faith that stretches back through the centuries.', 5),
	('beliefs', 'Holy Scripture', '', 'The Old and New Testaments are the inspired Word of God, containing all things necessary for salvation. They are the final authority for what we believe and how we live, and we read them aloud every time we gather.', 0),
	('beliefs', 'God', '', 'There is one God, eternally Father, Son and Holy Spirit: the maker of all things, holy and just, and abounding in steadfast love for all he has made.', 1),
	('beliefs', 'People', '', 'Every person is made in the image of God and has great dignity. Yet all of us have turned away from God in sin, and none of us can mend that break on our own.', 2),
	('beliefs', 'Jesus', '', 'Jesus Christ is the eternal Son of God made man. He lived without sin, died on the cross for our sins, rose bodily from the dead, ascended into heaven, and will come again in glory.', 3),
	('beliefs', 'Salvation', '', 'We are made right with God by grace alone, through faith in Christ alone, not by anything we earn. The Holy Spirit then renews us day by day to love God and our neighbor.', 4),
	('beliefs', 'The Church', '', 'The Church is the body of Christ, one, holy, catholic and apostolic: the family of all who belong to him, where the Word is preached and the sacraments are rightly given.', 5),
	('beliefs', 'The Creeds', '', 'We receive the Apostles’ Creed and the Nicene Creed as faithful summaries of the teaching of Scripture, confessed by Christians in every age and place, and we say them together in worship.', 6),
	('beliefs', 'The Sacraments', '', 'Christ gave his Church two sacraments of the Gospel, Baptism and the Lord’s Supper: outward and visible signs of inward and spiritual grace, by which God feeds and strengthens our faith.', 7),
	('music-groups', 'Parish Choir', '', 'Sings at the [Sunday Time] service most Sundays and leads the great feasts, from Lessons and Carols to the Easter Vigil. Rehearsals are Thursday evenings; reading music helps but is not required.', 0),
	('music-groups', 'Worship Musicians', '', 'Piano, guitar, strings and voices who lead newer songs alongside the hymns. If you play an instrument, we would love to hear you.', 1),
	('music-groups', 'Children’s Choir', '', 'Young singers learn hymns, psalms and simple anthems, and sing for the congregation a few times a year, always to great applause.', 2),
	('kids-programs', 'Nursery', 'Ages 0-2', 'A calm, cheerful room with loving caregivers, where little ones play, rest and hear that God made them and loves them. Parents are always welcome to stay.', 0),
	('kids-programs', 'Kids''s Church', 'Ages 3-11', 'Children begin the service with their families, then go to Kids''s Church for Bible stories, songs, prayer and crafts at their level, and rejoin us at Communion.', 1),
	('kids-programs', 'Family Events', 'All ages', 'Pancake suppers, the Christmas pageant, an Easter egg hunt on the lawn and summer evenings at the beach: times for whole families to grow in faith and friendship.', 2);--> statement-breakpoint
INSERT INTO "page_texts" ("key", "body") VALUES
	('mission', 'To know Jesus Christ and make him known: gathered around Word and Sacrament, formed in prayer, and sent to love our neighbors.

Sunday by Sunday we hear the Scriptures, pray the prayers of the church, and share the Lord’s Supper. Through the week we try to live what we receive there: at work and at school, on the beach and at the kitchen table.'),
	('kids-safety', 'Every volunteer who serves with children is background-checked and trained in child safety before serving.

Children are signed in at our check-in desk and are released only to the adult who signed them in.

Two unrelated, screened adults are present with children at all times: our two-adult rule.'),
	('creed', 'We believe in one God,
the Father, the Almighty,
maker of heaven and earth,
of all that is, visible and invisible.

We believe in one Lord, Jesus Christ,
the only-begotten Son of God,
eternally begotten of the Father,
God from God, Light from Light,
true God from true God,
begotten, not made,
of one Being with the Father;
through him all things were made.
For us and for our salvation he came down from heaven,
was incarnate from the Holy Spirit and the Virgin Mary,
and was made man.
For our sake he was crucified under Pontius Pilate;
he suffered death and was buried.
On the third day he rose again in accordance with the Scriptures;
he ascended into heaven
and is seated at the right hand of the Father.
He will come again in glory to judge the living and the dead,
and his kingdom will have no end.

We believe in the Holy Spirit, the Lord, the giver of life,
who proceeds from the Father [and the Son],
who with the Father and the Son is worshiped and glorified,
who has spoken through the prophets.
We believe in one holy catholic and apostolic Church.
We acknowledge one Baptism for the forgiveness of sins,
and we look for the resurrection of the dead,
and the life of the world to come. Amen.'),
	('creed-why', 'Christians have confessed this creed since the Councils of Nicaea (325) and Constantinople (381). We say it together every Sunday at the Holy Eucharist: not as a checklist, but as the story of God’s love, Father, Son and Holy Spirit, told in the words of the whole Church.

With the creeds, our faith is guided by the Book of Common Prayer, the Thirty-nine Articles of Religion and the Jerusalem Declaration, which the Anglican Church in North America receives as standards of its teaching.')
ON CONFLICT ("key") DO NOTHING;--> statement-breakpoint
DROP TABLE "faq_items" CASCADE;
