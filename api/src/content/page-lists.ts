/**
 * The short lists on public pages that staff keep in the Church tab: Plan a Visit's questions, the
 * About page's values, the core beliefs, the music groups and the Kids Church programs. Each item has
 * a title, an optional short label (a program's ages) and a plain-text body. The words each list uses
 * for its fields live here, so the server's messages and the dashboard's forms say the same. These
 * defaults are what the church first wrote; the migrations put them in. Pure data.
 */

export const PAGE_LISTS = ['faq', 'values', 'beliefs', 'music-groups', 'kids-programs'] as const
export type PageList = (typeof PAGE_LISTS)[number]

export type PageListWords = {
  /** The section's heading in the Church tab. */
  heading: string
  /** Where visitors see the list. */
  where: string
  /** One item, as buttons and dialog titles name it ('FAQ Item'); toasts use it in lower case after the first word. */
  item: string
  title: string
  body: string
  /** The short label's name, for lists that show one. */
  label?: string
}

export const PAGE_LIST_WORDS: Record<PageList, PageListWords> = {
  faq: { heading: 'FAQ', where: 'Shown on Plan a Visit under What to Expect.', item: 'FAQ Item', title: 'Question', body: 'Answer' },
  values: { heading: 'Our Values', where: 'Shown on the About page.', item: 'Value', title: 'Name', body: 'Text' },
  beliefs: { heading: 'Core Beliefs', where: 'Shown on About Us → What We Believe.', item: 'Belief', title: 'Title', body: 'Text' },
  'music-groups': {
    heading: 'Music Groups',
    where: 'Shown on About Us → Music under Ways to Take Part.',
    item: 'Music Group',
    title: 'Name',
    body: 'Text',
  },
  'kids-programs': {
    heading: 'Kids Programs',
    where: 'Shown on About Us → Kids Church.',
    item: 'Program',
    title: 'Name',
    body: 'Text',
    label: 'Ages',
  },
}

/** How a sentence names a kind of record from its title words: 'Staff Member' → 'Staff member', 'FAQ Item' → 'FAQ item'. */
export const inSentence = (noun: string) => {
  const [first, ...rest] = noun.split(' ')
  return [first, ...rest.map((word) => word.toLowerCase())].join(' ')
}

/** 'FAQ item', 'Music group': how a toast names one item. */
export const itemNoun = (list: PageList) => inSentence(PAGE_LIST_WORDS[list].item)

/** Stands for the main Sunday service's time in any item's text ('10:30 a.m.'). */
export const SUNDAY_TIME_PLACEHOLDER = '[Sunday Time]'

/** A text with the Sunday time put in; a full stop right after it is not doubled. */
export function withSundayTime(text: string, sunday: string): string {
  return text
    .replaceAll(`${SUNDAY_TIME_PLACEHOLDER}.`, sunday.endsWith('.') ? sunday : `${sunday}.`)
    .replaceAll(SUNDAY_TIME_PLACEHOLDER, sunday)
}

export type PageItemText = { title: string; label?: string; body: string }

export const DEFAULT_PAGE_LISTS: Record<PageList, readonly PageItemText[]> = {
  faq: [
    {
      title: 'What time does the service start?',
      body: `Our Sunday service begins at ${SUNDAY_TIME_PLACEHOLDER}. You are welcome to join us in person, or online through our live stream if you cannot be there.`,
    },
    {
      title: 'How long is the service?',
      body: 'About 1 hour and 15 minutes, with prayers, Scripture readings, a sermon, music and Holy Communion.',
    },
    {
      title: 'What should I wear?',
      body: 'Come as you are! Some people dress up and many come in shorts and sandals: this is a beach town, and you will fit right in.',
    },
    {
      title: 'Are children welcome?',
      body: 'Absolutely. Children are always welcome in worship. We have a staffed nursery for the little ones, and Kids Church for children up to 3rd grade.',
    },
    {
      title: 'What happens after the service?',
      body: 'Stay for refreshments and fellowship afterwards. It is the best way to meet people, and we would love to get to know you.',
    },
  ],
  values: [
    {
      title: 'Scripture-Centered',
      body: 'We read, preach and pray the Bible as God’s Word written, the living story that shapes every part of our common life.',
    },
    {
      title: 'Grace-Focused',
      body: 'We come as we are and are welcomed by a God who forgives freely, so we try to welcome one another the same way.',
    },
    {
      title: 'Community-Oriented',
      body: 'Faith grows around tables: shared meals, small groups and friendships that carry us through ordinary weeks and hard seasons.',
    },
    {
      title: 'Mission-Minded',
      body: 'We are sent to love our neighbors in Santa Rosa Beach and beyond, in word and in deed, with open hands and open doors.',
    },
    {
      title: 'Spirit-Led',
      body: 'We depend on the Holy Spirit in prayer and worship, asking him to renew our hearts and guide our steps as a parish.',
    },
    {
      title: 'Tradition-Rooted',
      body: 'We worship with the prayers of the Book of Common Prayer, joining a family of faith that stretches back through the centuries.',
    },
  ],
  beliefs: [
    {
      title: 'Holy Scripture',
      body: 'The Old and New Testaments are the inspired Word of God, containing all things necessary for salvation. They are the final authority for what we believe and how we live, and we read them aloud every time we gather.',
    },
    {
      title: 'God',
      body: 'There is one God, eternally Father, Son and Holy Spirit: the maker of all things, holy and just, and abounding in steadfast love for all he has made.',
    },
    {
      title: 'People',
      body: 'Every person is made in the image of God and has great dignity. Yet all of us have turned away from God in sin, and none of us can mend that break on our own.',
    },
    {
      title: 'Jesus',
      body: 'Jesus Christ is the eternal Son of God made man. He lived without sin, died on the cross for our sins, rose bodily from the dead, ascended into heaven, and will come again in glory.',
    },
    {
      title: 'Salvation',
      body: 'We are made right with God by grace alone, through faith in Christ alone, not by anything we earn. The Holy Spirit then renews us day by day to love God and our neighbor.',
    },
    {
      title: 'The Church',
      body: 'The Church is the body of Christ, one, holy, catholic and apostolic: the family of all who belong to him, where the Word is preached and the sacraments are rightly given.',
    },
    {
      title: 'The Creeds',
      body: 'We receive the Apostles’ Creed and the Nicene Creed as faithful summaries of the teaching of Scripture, confessed by Christians in every age and place, and we say them together in worship.',
    },
    {
      title: 'The Sacraments',
      body: 'Christ gave his Church two sacraments of the Gospel, Baptism and the Lord’s Supper: outward and visible signs of inward and spiritual grace, by which God feeds and strengthens our faith.',
    },
  ],
  'music-groups': [
    {
      title: 'Parish Choir',
      body: `Sings at the ${SUNDAY_TIME_PLACEHOLDER} service most Sundays and leads the great feasts, from Lessons and Carols to the Easter Vigil. Rehearsals are Thursday evenings; reading music helps but is not required.`,
    },
    {
      title: 'Worship Musicians',
      body: 'Piano, guitar, strings and voices who lead newer songs alongside the hymns. If you play an instrument, we would love to hear you.',
    },
    {
      title: 'Children’s Choir',
      body: 'Young singers learn hymns, psalms and simple anthems, and sing for the congregation a few times a year, always to great applause.',
    },
  ],
  'kids-programs': [
    {
      title: 'Nursery',
      label: 'Ages 0-2',
      body: 'A calm, cheerful room with loving caregivers, where little ones play, rest and hear that God made them and loves them. Parents are always welcome to stay.',
    },
    {
      title: "Kids's Church",
      label: 'Ages 3-11',
      body: "Children begin the service with their families, then go to Kids's Church for Bible stories, songs, prayer and crafts at their level, and rejoin us at Communion.",
    },
    {
      title: 'Family Events',
      label: 'All ages',
      body: 'Pancake suppers, the Christmas pageant, an Easter egg hunt on the lawn and summer evenings at the beach: times for whole families to grow in faith and friendship.',
    },
  ],
}
