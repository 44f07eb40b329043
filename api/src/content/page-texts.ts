/**
 * The texts staff edit in the Church tab (Page texts), as the church first wrote them: the
 * migrations put these in, and the web shows what is stored. Written here as plain text (a blank
 * line starts a new paragraph); the texts with a shape of their own stay plain text, the others are
 * rich text (decision 0051) and are stored as `richTextFromPlain` makes them of these. Pure data.
 */

export const PAGE_TEXT_KEYS = ['mission', 'about', 'music', 'kids-church', 'kids-safety', 'what-we-believe', 'creed', 'creed-why'] as const
export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number]

/**
 * The texts with a shape of their own, kept as plain text (decision 0051): the creed (a line of the
 * prayer book per line, a blank line between stanzas) and Kids Church's safety rules (one rule per
 * paragraph, shown as a list). A heading or a picture would have nowhere to go in either.
 */
export const PLAIN_PAGE_TEXT_KEYS = ['kids-safety', 'creed'] as const satisfies readonly PageTextKey[]
export type PlainPageTextKey = (typeof PLAIN_PAGE_TEXT_KEYS)[number]

/** The texts written with the rich-text editor (decision 0045): the pages show them as the server drew them. */
export const RICH_PAGE_TEXT_KEYS = PAGE_TEXT_KEYS.filter((key): key is RichPageTextKey => !isPlainPageText(key))
export type RichPageTextKey = Exclude<PageTextKey, PlainPageTextKey>

export function isPlainPageText(key: string): key is PlainPageTextKey {
  return (PLAIN_PAGE_TEXT_KEYS as readonly string[]).includes(key)
}

/** Where each text is shown, as staff see it in the Church tab. */
export const PAGE_TEXT_LABELS: Record<PageTextKey, string> = {
  mission: 'About page: Our Mission (the first paragraph is shown large)',
  about: 'About page: Our History',
  music: 'Music',
  'kids-church': 'Kids Church',
  'kids-safety': 'Kids Church: Safe and Secure (one rule per paragraph)',
  'what-we-believe': 'What We Believe',
  creed: 'What We Believe: The Nicene Creed (one line of the prayer book per line)',
  'creed-why': 'What We Believe: Why We Say the Creed',
}

export const DEFAULT_PAGE_TEXTS: Record<PageTextKey, string> = {
  mission: [
    'To know Jesus Christ and make him known: gathered around Word and Sacrament, formed in prayer, and sent to love our neighbors.',
    'Sunday by Sunday we hear the Scriptures, pray the prayers of the church, and share the Lord’s Supper. Through the week we try to live what we receive there: at work and at school, on the beach and at the kitchen table.',
  ].join('\n\n'),
  about: [
    'The Anglican Church of Santa Rosa Beach began in 2012 with a handful of families who gathered in a living room off Highway 30A to pray Morning Prayer together. They longed for a church on the Emerald Coast that held fast to the Scriptures and to the worship of the Book of Common Prayer, and that had room for the many visitors who pass through a beach town every summer.',
    'With the encouragement of the Diocese of the Gulf Atlantic, the young congregation called the Rev. David Whitfield as its first priest. For several years we met wherever we could: in a school cafeteria, in a borrowed fellowship hall, and on summer evenings for Eucharist on the sand at sunset. Our altar traveled in the back of a pickup truck.',
    'In 2018 we were received as a parish of the diocese, and soon after we moved into our home on Church Street, a simple building we have filled with prayer, music and the sound of children. Today we are a congregation of all ages: families who have been here for generations, newcomers who moved to the coast, and visitors who join us for a Sunday or a season.',
    'We are part of the Anglican Church in North America, and through it part of a worldwide family of Anglicans who share one faith, one Lord and one Baptism. Whatever brings you to Santa Rosa Beach, we would be glad to welcome you.',
  ].join('\n\n'),
  music: [
    'Music is one of the ways the whole congregation prays. Our worship draws on the riches of the Anglican tradition: ancient chant and the psalms, the great hymns of the church, and new songs written for today, chosen to carry the words of the liturgy and the season of the church year.',
    'You do not need to be a trained musician to take part. Everyone who sings on Sunday morning is part of the choir in the widest sense, and there is a place for every voice and instrument in our music ministry.',
  ].join('\n\n'),
  'kids-church':
    'Children are a gift to the whole church, not the church of tomorrow but part of the church today. We want every child to know they are loved by God and welcome here, and we want parents to worship knowing their children are safe and happy.',
  'kids-safety': [
    'Every volunteer who serves with children is background-checked and trained in child safety before serving.',
    'Children are signed in at our check-in desk and are released only to the adult who signed them in.',
    'Two unrelated, screened adults are present with children at all times: our two-adult rule.',
  ].join('\n\n'),
  'what-we-believe':
    'We hold the faith “once for all delivered to the saints”: the faith of the Bible, summed up in the historic creeds and prayed in the Book of Common Prayer. Here is the heart of it.',
  creed: [
    ['We believe in one God,', 'the Father, the Almighty,', 'maker of heaven and earth,', 'of all that is, visible and invisible.'],
    [
      'We believe in one Lord, Jesus Christ,',
      'the only-begotten Son of God,',
      'eternally begotten of the Father,',
      'God from God, Light from Light,',
      'true God from true God,',
      'begotten, not made,',
      'of one Being with the Father;',
      'through him all things were made.',
      'For us and for our salvation he came down from heaven,',
      'was incarnate from the Holy Spirit and the Virgin Mary,',
      'and was made man.',
      'For our sake he was crucified under Pontius Pilate;',
      'he suffered death and was buried.',
      'On the third day he rose again in accordance with the Scriptures;',
      'he ascended into heaven',
      'and is seated at the right hand of the Father.',
      'He will come again in glory to judge the living and the dead,',
      'and his kingdom will have no end.',
    ],
    [
      'We believe in the Holy Spirit, the Lord, the giver of life,',
      'who proceeds from the Father [and the Son],',
      'who with the Father and the Son is worshiped and glorified,',
      'who has spoken through the prophets.',
      'We believe in one holy catholic and apostolic Church.',
      'We acknowledge one Baptism for the forgiveness of sins,',
      'and we look for the resurrection of the dead,',
      'and the life of the world to come. Amen.',
    ],
  ]
    .map((stanza) => stanza.join('\n'))
    .join('\n\n'),
  'creed-why': [
    'Christians have confessed this creed since the Councils of Nicaea (325) and Constantinople (381). We say it together every Sunday at the Holy Eucharist: not as a checklist, but as the story of God’s love, Father, Son and Holy Spirit, told in the words of the whole Church.',
    'With the creeds, our faith is guided by the Book of Common Prayer, the Thirty-nine Articles of Religion and the Jerusalem Declaration, which the Anglican Church in North America receives as standards of its teaching.',
  ].join('\n\n'),
}
