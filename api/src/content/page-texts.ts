/**
 * The texts staff edit in the Church tab (Page texts and FAQ), as the church first wrote them: the
 * migrations put these in, and the web shows what is stored. Plain text; a blank line starts a new
 * paragraph. `[Sunday Time]` in an FAQ answer is replaced by the main service's time. Pure data.
 */

export const PAGE_TEXT_KEYS = ['about', 'music', 'kids-church', 'what-we-believe'] as const
export type PageTextKey = (typeof PAGE_TEXT_KEYS)[number]

/** Where each text is shown, as staff see it in the Church tab. */
export const PAGE_TEXT_LABELS: Record<PageTextKey, string> = {
  about: 'About page: Our History',
  music: 'Music',
  'kids-church': 'Kids Church',
  'what-we-believe': 'What We Believe',
}

export const DEFAULT_PAGE_TEXTS: Record<PageTextKey, string> = {
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
  'what-we-believe':
    'We hold the faith “once for all delivered to the saints”: the faith of the Bible, summed up in the historic creeds and prayed in the Book of Common Prayer. Here is the heart of it.',
}

/** Stands for the main Sunday service's time in an FAQ answer ('10:30 a.m.'). */
export const SUNDAY_TIME_PLACEHOLDER = '[Sunday Time]'

export const DEFAULT_FAQ: readonly { question: string; answer: string }[] = [
  {
    question: 'What time does the service start?',
    answer: `Our Sunday service begins at ${SUNDAY_TIME_PLACEHOLDER}. You are welcome to join us in person, or online through our live stream if you cannot be there.`,
  },
  {
    question: 'How long is the service?',
    answer: 'About 1 hour and 15 minutes, with prayers, Scripture readings, a sermon, music and Holy Communion.',
  },
  {
    question: 'What should I wear?',
    answer: 'Come as you are! Some people dress up and many come in shorts and sandals: this is a beach town, and you will fit right in.',
  },
  {
    question: 'Are children welcome?',
    answer:
      'Absolutely. Children are always welcome in worship. We have a staffed nursery for the little ones, and Kids Church for children up to 3rd grade.',
  },
  {
    question: 'What happens after the service?',
    answer: 'Stay for refreshments and fellowship afterwards. It is the best way to meet people, and we would love to get to know you.',
  },
]

/** An FAQ answer with the Sunday time put in ('10:30 a.m.'); a full stop right after it is not doubled. */
export function withSundayTime(text: string, sunday: string): string {
  return text
    .replaceAll(`${SUNDAY_TIME_PLACEHOLDER}.`, sunday.endsWith('.') ? sunday : `${sunday}.`)
    .replaceAll(SUNDAY_TIME_PLACEHOLDER, sunday)
}
