import { eq } from 'drizzle-orm'
import { STAFF, type StaffMember, type StaffRole } from '../content/staff'
import { todayIn } from '../lib/dates'
import { youtubeThumbnail } from '../lib/video'
import type { Db } from './client'
import {
  contactMessages,
  events,
  featuredContent,
  liveStreams,
  meta,
  newsletterSubscribers,
  sermons,
  siteConfig,
  sundayServices,
  visitorRequests,
  youtubeConfigs,
} from './schema'

/**
 * Demo content, so that a fresh `bun run dev` looks like the real church: a season of sermons,
 * upcoming events, recorded services, Sunday services, a featured video, the playlist configs,
 * and a few messages for the admin. Runs at most once per database (meta key 'demo_seeded'), and
 * never on a database that already holds sermons or events: demo data is never mixed with a real
 * church's data.
 */

/** Short spoken samples in web/public/demo, one for each of the newest demo sermons. */
export const DEMO_AUDIO_FILES = 3

export const DEMO_SEEDED_KEY = 'demo_seeded'

/** The one preacher who is not on staff. */
export const GUEST_PREACHER = 'The Rev. Dr. Samuel Avery'

const CHURCH_SITE = 'https://www.anglicansrb.org'
const SOCIAL_LINKS = ['https://www.facebook.com/anglicansrb', 'https://www.instagram.com/anglicansrb', CHURCH_SITE]

const SERMON_COUNT = 16
const LIVE_STREAM_COUNT = 8

export async function seedDemo(db: Db, opts: { today?: string } = {}): Promise<{ seeded: boolean }> {
  const today = opts.today ?? todayIn(process.env.CHURCH_TIMEZONE || 'America/Chicago')
  if (!isIsoDate(today)) throw new Error(`seedDemo: today must be YYYY-MM-DD, got "${today}"`)
  const content = buildDemoContent(today)

  return db.transaction(async (tx) => {
    // Claiming the key first makes a concurrent second seeder wait, then find it taken.
    const claimed = await tx
      .insert(meta)
      .values({ key: DEMO_SEEDED_KEY, value: `seeded ${today}` })
      .onConflictDoNothing({ target: meta.key })
      .returning({ key: meta.key })
    if (claimed.length === 0) return { seeded: false }

    const [anySermon] = await tx.select({ id: sermons.id }).from(sermons).limit(1)
    const [anyEvent] = await tx.select({ id: events.id }).from(events).limit(1)
    if (anySermon || anyEvent) {
      await tx
        .update(meta)
        .set({ value: `skipped ${today}: the database already had content` })
        .where(eq(meta.key, DEMO_SEEDED_KEY))
      return { seeded: false }
    }

    // Site configuration: create the row with its defaults, then fill in only what nobody has edited.
    await tx.insert(siteConfig).values({ id: 1 }).onConflictDoNothing({ target: siteConfig.id })
    const [config] = await tx.select().from(siteConfig).where(eq(siteConfig.id, 1))
    const changes: Partial<typeof siteConfig.$inferInsert> = {}
    for (const [field, value] of Object.entries(content.siteConfig) as [keyof typeof content.siteConfig, string][]) {
      const current = config[field]
      if (current === '' || current === siteConfig[field].default) changes[field] = value
    }
    if (Object.keys(changes).length > 0) await tx.update(siteConfig).set(changes).where(eq(siteConfig.id, 1))

    await tx.insert(sermons).values(content.sermons)
    await tx.insert(events).values(content.events)
    await tx.insert(liveStreams).values(content.liveStreams)
    await tx.insert(sundayServices).values(content.sundayServices)
    await tx.insert(featuredContent).values(content.featuredContent)
    await tx.insert(youtubeConfigs).values(content.youtubeConfigs).onConflictDoNothing({ target: youtubeConfigs.type })
    await tx
      .insert(newsletterSubscribers)
      .values(content.newsletterSubscribers)
      .onConflictDoNothing({ target: newsletterSubscribers.email })
    await tx.insert(contactMessages).values(content.contactMessages)
    await tx.insert(visitorRequests).values(content.visitorRequests)
    return { seeded: true }
  })
}

/** Every row the demo inserts, relative to `today` (YYYY-MM-DD). Pure and deterministic. */
export function buildDemoContent(today: string) {
  const random = mulberry32(0x5eed)
  const usedIds = new Set<string>()
  const videoId = () => {
    for (;;) {
      let id = ''
      for (let i = 0; i < 11; i++) id += ID_ALPHABET[Math.floor(random() * ID_ALPHABET.length)]
      if (!usedIds.has(id)) {
        usedIds.add(id)
        return id
      }
    }
  }
  const video = (id: string) => ({
    youtubeUrl: `https://www.youtube.com/watch?v=${id}`,
    youtubeVideoId: id,
    thumbnailUrl: youtubeThumbnail(id),
  })
  const between = (min: number, max: number) => min + Math.floor(random() * (max - min + 1))
  const pad = (n: number) => String(n).padStart(2, '0')

  const rector = staff('rector')
  const associate = staff('associate-priest')
  const music = staff('music')
  const families = staff('children-families')

  // ---- Sermons: one per past Sunday, oldest first, in series that fit the church year.
  const lastSunday = addDays(today, -(weekday(today) || 7))
  const sundays = Array.from({ length: SERMON_COUNT }, (_, i) => addDays(lastSunday, -7 * (SERMON_COUNT - 1 - i)))
  const plan = planSermonSeries(sundays)
  // The newest few carry a short spoken sample (web/public/demo), so the podcast and the audio player can be seen working.
  const withAudio = plan.length - DEMO_AUDIO_FILES
  const sermonRows = plan.map(({ date, series, passage }, i) => {
    const speaker = i === 5 ? GUEST_PREACHER : i % 3 === 1 ? associate.name : rector.name
    const title = i === 2 || i === 9 ? `Sermon + ${passage.title}` : passage.title
    const paragraphs = [passage.summary, `${speaker} preaches from ${passage.scripture} in our series "${series.name}". ${series.blurb}`]
    if (i % 3 !== 2) {
      paragraphs.push(
        ['Scriptures Referenced:', passage.scripture, ...passage.related].join('\n'),
        ['Social Links:', ...SOCIAL_LINKS].join('\n'),
      )
    }
    return {
      title,
      speaker,
      scripture: passage.scripture,
      series: series.name,
      date,
      duration: `${between(24, 38)}:${pad(between(0, 59))}`,
      ...video(videoId()),
      ...(i >= withAudio ? { audioUrl: `/demo/sermon-audio-${i - withAudio + 1}.mp3`, duration: '0:11' } : {}),
      description: paragraphs.join('\n\n'),
      tags: [...new Set([...series.tags, ...passage.tags])],
    }
  })

  // ---- Recorded services: the most recent Sundays, newest first.
  const liveStreamRows = sermonRows
    .slice(-LIVE_STREAM_COUNT)
    .reverse()
    .map((sermon) => ({
      title: `Sunday Worship — ${longDate(sermon.date)}`,
      description: [
        `Holy Eucharist for the ${SEASON_LABEL[churchSeason(sermon.date)]}, livestreamed from the Main Sanctuary of the Anglican Church of Santa Rosa Beach.`,
        `Sermon: "${sermon.title.replace(/^Sermon \+ /, '')}" (${sermon.scripture}), preached by ${sermon.speaker}.`,
        `Music led by ${music.name} and the parish choir. Whether you are joining from the pews, from home or from the other side of the world, we are glad you are worshipping with us. Join us in person on Sunday mornings.`,
      ].join('\n\n'),
      date: sermon.date,
      duration: `1:${pad(between(4, 18))}:${pad(between(0, 59))}`,
      isLive: false,
      ...video(videoId()),
    }))

  // ---- Sunday services: last Sunday's recording and the next four Sundays.
  const nextSunday = addDays(today, (7 - weekday(today)) % 7)
  const sundayServiceRows = [
    { date: lastSunday, time: '10:30', location: 'Main Sanctuary', youtubeUrl: liveStreamRows[0].youtubeUrl, isLive: false },
    ...[0, 1, 2, 3].map((week) => ({
      date: addDays(nextSunday, 7 * week),
      time: '10:30',
      location: 'Main Sanctuary',
      youtubeUrl: '',
      isLive: false,
    })),
  ]

  // ---- Featured video.
  const welcome = video(videoId())
  const featuredRows = [
    {
      type: 'video' as const,
      contentId: welcome.youtubeVideoId,
      youtubeUrl: welcome.youtubeUrl,
      title: 'Welcome to the Anglican Church of Santa Rosa Beach',
      description: `${rector.name} invites you to worship with us on Sunday mornings: ancient prayers, good news, and a warm welcome just off 30A.`,
      isActive: true,
    },
  ]

  // ---- Events: weekly gatherings, parish life over the next six weeks, the Christmas services, two past events.
  const next = (dow: number, fromOffset = 0) => {
    const from = addDays(today, fromOffset)
    return addDays(from, (dow - weekday(from) + 7) % 7)
  }
  const christmasEve = nextOnOrAfter(today, (year) => `${year}-12-24`)
  const lessonsAndCarols = nextOnOrAfter(today, (year) => addDays(adventSunday(year), 7))
  const lastSaturday = addDays(today, -((weekday(today) - 6 + 7) % 7 || 7))
  const eventRows = [
    {
      title: "Women's Bible Study",
      description:
        'Women of every age and stage gather around the Scriptures for study, prayer and good coffee. This season we are reading the Gospel of John together; no preparation needed, and newcomers are always welcome.\n\nQuestions? Email Katie at ' +
        `${families.email}.`,
      date: next(2),
      startTime: '10:00',
      endTime: '11:30',
      location: 'Parish Hall',
      imageUrl: 'https://images.unsplash.com/photo-1504052434569-70ad5836ab65?w=1200&q=80',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      recurrenceDescription: 'Every Tuesday',
    },
    {
      title: 'Eastside Missional',
      description:
        'A missional community for neighbors on the east end of 30A: a shared supper, a short reading from Scripture, and prayer for our streets and schools. Kids are welcome and there is always room at the table.',
      date: next(3),
      startTime: '17:30',
      endTime: '19:00',
      location: 'The Hendersons’ home, Inlet Beach (address on request)',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE',
      recurrenceDescription: 'Every Wednesday',
    },
    {
      title: 'Wednesday Evening Service',
      description:
        'A quiet midweek service of Evening Prayer and Holy Communion from the Book of Common Prayer (2019), with a short homily. A restful half hour in the middle of the week.',
      date: next(3),
      startTime: '19:00',
      endTime: '19:45',
      location: 'Main Sanctuary',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE',
      recurrenceDescription: 'Every Wednesday',
    },
    {
      title: 'Parish Potluck',
      description:
        'Stay after the Sunday service for our monthly potluck lunch. Bring a dish to share (last names A–M a main dish, N–Z a side or dessert); drinks and paper goods are provided.',
      date: next(0, 8),
      startTime: '12:00',
      endTime: '13:30',
      location: 'Parish Hall',
      imageUrl: 'https://images.unsplash.com/photo-1529156069898-49953e39b3ac?w=1200&q=80',
    },
    {
      title: 'Beach Baptism & Service Day',
      description:
        'We will gather on the sand for baptisms and the renewal of baptismal vows, then spend the rest of the morning cleaning up the dunes and beach accesses together. Wear sunscreen and bring a chair.\n\nIf you or your child would like to be baptized, please register by the Wednesday before.',
      date: next(6, 15),
      startTime: '09:00',
      endTime: '12:00',
      location: 'Grayton Beach State Park, 357 Main Park Road, Santa Rosa Beach, FL 32459',
      imageUrl: 'https://images.unsplash.com/photo-1507525428034-b723cf961d3e?w=1200&q=80',
      externalUrl: `${CHURCH_SITE}/baptism`,
      externalLinkText: 'Register for Baptism',
    },
    {
      title: 'Youth Bonfire Night',
      description:
        'Students in 6th–12th grade and their friends are invited for s’mores, worship songs and a short talk around the fire. Parents, please sign the permission form in advance.',
      date: next(5, 22),
      startTime: '18:30',
      endTime: '21:00',
      location: 'Seaside beach access, 30A',
      imageUrl: 'https://images.unsplash.com/photo-1475483768296-6163e08872a1?w=1200&q=80',
      externalUrl: `${CHURCH_SITE}/youth`,
      externalLinkText: 'Permission Form',
    },
    {
      title: "Newcomers' Lunch with the Rector",
      description: `New to the parish, or still finding your way? Join ${rector.name} and the vestry for lunch, stories and an introduction to the Anglican way of following Jesus. Childcare provided.`,
      date: next(0, 36),
      startTime: '12:15',
      endTime: '13:30',
      location: 'The Rectory',
    },
    {
      title: 'Advent Lessons & Carols',
      description: `An evening service of Scripture readings and carols tracing the story of salvation from the prophets to the promise of Christ's coming, sung by the parish choir under ${music.name}. A reception follows.`,
      date: lessonsAndCarols,
      startTime: '17:00',
      endTime: '18:15',
      location: 'Main Sanctuary',
      imageUrl: 'https://images.unsplash.com/photo-1512389142860-9c449e58a543?w=1200&q=80',
      externalUrl: `${CHURCH_SITE}/christmas`,
      externalLinkText: 'Christmas at the Parish',
    },
    {
      title: 'Christmas Eve Service',
      description:
        'A family-friendly Christmas Eve service with carols, the Christmas Gospel, Holy Communion and candlelight "Silent Night". Come early for a seat; all are welcome.',
      date: christmasEve,
      startTime: '17:00',
      endTime: '18:15',
      location: 'Main Sanctuary',
      imageUrl: 'https://images.unsplash.com/photo-1543589077-47d81606c1bf?w=1200&q=80',
    },
    {
      title: 'Parish Workday',
      description: 'Many hands make light work: gardening, painting the nursery and a deep clean of the parish hall, followed by lunch.',
      date: lastSaturday,
      startTime: '08:30',
      endTime: '12:00',
      location: 'Church Campus',
    },
    {
      title: 'Alpha Course Closing Dinner',
      description: 'The final night of our Alpha course: dinner, stories from the group, and what comes next.',
      date: addDays(today, -24),
      startTime: '18:00',
      endTime: '20:00',
      location: 'Parish Hall',
    },
  ]

  // ---- Playlist configs.
  const youtubeConfigRows = [
    { type: 'sermons' as const, name: 'Sermons', playlistId: process.env.YOUTUBE_SERMONS_PLAYLIST_ID || '', isActive: true },
    { type: 'live_streams' as const, name: 'Live Stream Archive', playlistId: process.env.YOUTUBE_LIVE_PLAYLIST_ID || '', isActive: true },
  ]

  // ---- Something for the admin to look at.
  const daysAgo = (days: number, hour = 15) => new Date(dateToUtc(addDays(today, -days)) + hour * 3_600_000)
  const newsletterRows = [
    { email: 'margaret.hollis@example.com', firstName: 'Margaret', lastName: 'Hollis', createdAt: daysAgo(40) },
    { email: 'ben.castillo@example.com', firstName: 'Ben', lastName: 'Castillo', phone: '(850) 555-0178', createdAt: daysAgo(21) },
    { email: 'the.nguyens@example.com', notes: 'Signed up at the potluck', createdAt: daysAgo(9) },
    { email: 'grace.whitley@example.com', firstName: 'Grace', lastName: 'Whitley', createdAt: daysAgo(3) },
    { email: 'old.address@example.com', isActive: false, notes: 'Moved to Atlanta', createdAt: daysAgo(90) },
  ]
  const contactRows = [
    {
      firstName: 'Laura',
      lastName: 'Pennington',
      email: 'laura.pennington@example.com',
      subject: 'Baptism for our daughter',
      message:
        'Hi! We moved to Santa Rosa Beach this summer and would love to have our daughter baptized. Who should we talk to, and is there a class we need to take first?',
      status: 'new' as const,
      createdAt: daysAgo(1, 14),
    },
    {
      firstName: 'Tom',
      lastName: 'Reyes',
      email: 'tom.reyes@example.com',
      subject: 'Wedding inquiry',
      message:
        'My fiancée and I are hoping to be married next spring. Do you perform weddings for couples who are not yet members, and is the sanctuary available in April?',
      status: 'responded' as const,
      createdAt: daysAgo(6, 19),
    },
    {
      firstName: 'Janet',
      lastName: 'Cole',
      email: 'janet.cole@example.com',
      subject: 'Thank you',
      message: 'Just wanted to say thank you for the meals your congregation brought after my husband’s surgery. We felt so cared for.',
      status: 'archived' as const,
      createdAt: daysAgo(17, 16),
    },
  ]
  const visitorRows = [
    {
      fullName: 'Chris and Amy Delgado',
      email: 'delgado.family@example.com',
      phone: '(850) 555-0191',
      numberOfKids: '2',
      status: 'new' as const,
      createdAt: daysAgo(2, 20),
    },
    {
      fullName: 'Robert Ashford',
      email: 'r.ashford@example.com',
      phone: '(334) 555-0114',
      numberOfKids: '0',
      status: 'contacted' as const,
      createdAt: daysAgo(8, 13),
    },
  ]

  return {
    siteConfig: {
      tagline: 'Ancient faith for beach-town lives',
      phone: '(850) 555-0142',
      email: 'office@anglicansrb.org',
      address: '123 Church Street, Santa Rosa Beach, FL 32459',
      footerAbout:
        'The Anglican Church of Santa Rosa Beach is a parish of the Anglican Church in North America on Florida’s Emerald Coast, worshipping in the historic faith of Scripture, sacrament and prayer, with a warm welcome for families, visitors and neighbors.',
      socialFacebook: 'https://www.facebook.com/anglicansrb',
      socialYoutube: 'https://www.youtube.com/@anglicansrb',
    },
    sermons: sermonRows,
    liveStreams: liveStreamRows,
    sundayServices: sundayServiceRows,
    featuredContent: featuredRows,
    events: eventRows,
    youtubeConfigs: youtubeConfigRows,
    newsletterSubscribers: newsletterRows,
    contactMessages: contactRows,
    visitorRequests: visitorRows,
  }
}

function staff(role: StaffRole): StaffMember {
  const member = STAFF.find((m) => m.role === role)
  if (!member) throw new Error(`STAFF has no ${role}`)
  return member
}

// ---------------------------------------------------------------------------------------------
// Calendar-date arithmetic on 'YYYY-MM-DD' strings, in plain UTC (no time zones involved).

const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && addDays(value, 0) === value

function dateToUtc(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y, m - 1, d)
}

export function addDays(date: string, days: number): string {
  return new Date(dateToUtc(date) + days * 86_400_000).toISOString().slice(0, 10)
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(dateToUtc(date)).getUTCDay()
}

/** 'November 15, 2026' */
function longDate(date: string): string {
  return new Date(dateToUtc(date)).toLocaleDateString('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' })
}

/** The first date on or after `today` that `inYear` gives for this year or the next. */
function nextOnOrAfter(today: string, inYear: (year: number) => string): string {
  const year = Number(today.slice(0, 4))
  const candidate = inYear(year)
  return candidate >= today ? candidate : inYear(year + 1)
}

// ---------------------------------------------------------------------------------------------
// The church year.

export type ChurchSeason = 'advent' | 'christmas' | 'epiphany' | 'lent' | 'easter' | 'pentecost'

const SEASON_LABEL: Record<ChurchSeason, string> = {
  advent: 'season of Advent',
  christmas: 'season of Christmas',
  epiphany: 'season after Epiphany',
  lent: 'season of Lent',
  easter: 'season of Easter',
  pentecost: 'season after Pentecost',
}

/** Easter Day of a year (Gregorian computus). */
export function easterDay(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** The First Sunday of Advent: the fourth Sunday before Christmas Day. */
export function adventSunday(year: number): string {
  const christmas = `${year}-12-25`
  const sundayBefore = addDays(christmas, -(weekday(christmas) || 7))
  return addDays(sundayBefore, -21)
}

export function churchSeason(date: string): ChurchSeason {
  const year = Number(date.slice(0, 4))
  if (date >= `${year}-12-25` || date <= `${year}-01-05`) return 'christmas'
  if (date >= adventSunday(year)) return 'advent'
  const easter = easterDay(year)
  if (date < addDays(easter, -46)) return 'epiphany'
  if (date < easter) return 'lent'
  if (date < addDays(easter, 49)) return 'easter'
  return 'pentecost'
}

interface Passage {
  scripture: string
  title: string
  summary: string
  related: string[]
  tags: string[]
}

interface Series {
  name: string
  blurb: string
  tags: string[]
  passages: Passage[]
}

const p = (scripture: string, title: string, summary: string, related: string[], tags: string[]): Passage => ({
  scripture,
  title,
  summary,
  related,
  tags,
})

/** Which series suit which part of the year, best first. Christmas shares Epiphany's. */
const SERIES_BY_SEASON: Record<Exclude<ChurchSeason, 'christmas'>, Series[]> = {
  advent: [
    {
      name: 'Advent: Prepare the Way',
      blurb: 'In Advent we wait with the prophets for the coming of Christ: at Bethlehem, in our hearts, and at the end of the age.',
      tags: ['advent', 'hope'],
      passages: [
        p(
          'Mark 13:24-37',
          'Stay Awake',
          'Jesus calls his disciples to watchful hope. The Master is coming, and the waiting itself is holy work.',
          ['Isaiah 64:1-9', '1 Corinthians 1:3-9'],
          ['watchfulness'],
        ),
        p(
          'Mark 1:1-8',
          'A Voice in the Wilderness',
          'John the Baptist prepares the way of the Lord, and calls us to clear a road for God through the wilderness of our own lives.',
          ['Isaiah 40:1-11', '2 Peter 3:8-15'],
          ['repentance'],
        ),
        p(
          'Isaiah 61:1-4, 8-11',
          'Good News to the Poor',
          'The Spirit-anointed servant brings good news to the afflicted and comfort to all who mourn; Advent joy is no shallow cheer.',
          ['Luke 4:16-21', '1 Thessalonians 5:16-24'],
          ['joy', 'justice'],
        ),
        p(
          'Luke 1:26-38',
          'Let It Be to Me',
          "Mary's yes to the angel shows us what faith looks like: not certainty, but trust in the God for whom nothing is impossible.",
          ['2 Samuel 7:1-11, 16', 'Romans 16:25-27'],
          ['mary', 'obedience'],
        ),
        p(
          'Malachi 3:1-4',
          "The Refiner's Fire",
          'The Lord comes to purify his people like a refiner of silver: a frightening promise, and a beautiful one.',
          ['Luke 3:1-6', 'Philippians 1:3-11'],
          ['holiness'],
        ),
        p(
          'Isaiah 7:10-16',
          'God With Us',
          'The sign given to a faithless king becomes the name of our Savior: Immanuel, God with us.',
          ['Matthew 1:18-25', 'Romans 1:1-7'],
          ['incarnation'],
        ),
      ],
    },
  ],
  epiphany: [
    {
      name: 'Light to the Nations',
      blurb: 'From the manger to the mountain of Transfiguration, these weeks show who Jesus is and how his light reaches every people.',
      tags: ['epiphany', 'mission'],
      passages: [
        p(
          'John 1:1-14',
          'The Word Became Flesh',
          'The eternal Word through whom all things were made pitched his tent among us, full of grace and truth.',
          ['Isaiah 52:7-10', 'Hebrews 1:1-4'],
          ['incarnation', 'christmas'],
        ),
        p(
          'Matthew 2:1-12',
          'Wise Men Still Seek Him',
          'Foreign astrologers follow a star to worship the true King, while Jerusalem is troubled. Where does our seeking lead?',
          ['Isaiah 60:1-6', 'Ephesians 3:1-12'],
          ['worship'],
        ),
        p(
          'Mark 1:4-11',
          'The Beloved Son',
          'At the Jordan the heavens are torn open and the Father names Jesus his beloved. In baptism that word is spoken over us too.',
          ['Genesis 1:1-5', 'Acts 19:1-7'],
          ['baptism'],
        ),
        p(
          'John 1:43-51',
          'Come and See',
          'Philip does not argue Nathanael into faith; he invites him to meet Jesus. Evangelism begins with an invitation.',
          ['1 Samuel 3:1-10', 'Psalm 139:1-17'],
          ['calling', 'evangelism'],
        ),
        p(
          'John 2:1-11',
          'The Best Wine Saved for Last',
          'At a village wedding Jesus turns water into wine, the first sign of the abundant joy of his kingdom.',
          ['Isaiah 62:1-5', '1 Corinthians 12:1-11'],
          ['joy'],
        ),
        p(
          'Luke 4:14-21',
          'Today This Scripture Is Fulfilled',
          "In his hometown synagogue Jesus reads Isaiah's scroll and announces that the year of the Lord's favor has arrived.",
          ['Nehemiah 8:1-10', 'Isaiah 61:1-2'],
          ['scripture'],
        ),
        p(
          'Mark 9:2-9',
          'Listen to Him',
          'On the mountain the disciples glimpse Christ in glory, and the Father gives them one instruction for the hard road ahead.',
          ['2 Kings 2:1-12', '2 Corinthians 4:3-6'],
          ['transfiguration', 'glory'],
        ),
      ],
    },
    {
      name: 'The Sermon on the Mount',
      blurb: 'Jesus describes the life of the kingdom of heaven, and the Father who makes such a life possible.',
      tags: ['discipleship', 'kingdom'],
      passages: [
        p(
          'Matthew 5:1-12',
          'Blessed Are the Poor in Spirit',
          "The Beatitudes turn the world's idea of the good life upside down: the kingdom belongs to the humble, the mourning and the merciful.",
          ['Micah 6:1-8', '1 Corinthians 1:18-31'],
          ['beatitudes'],
        ),
        p(
          'Matthew 5:13-20',
          'Salt and Light',
          'Jesus does not tell his followers to become salt and light. He tells them they already are, and not to hide it.',
          ['Isaiah 58:1-12'],
          ['witness'],
        ),
        p(
          'Matthew 5:21-37',
          'A Deeper Righteousness',
          'Jesus takes the law to the heart: anger, lust and careless words matter to God because people matter to God.',
          ['Deuteronomy 30:15-20', 'Psalm 119:1-8'],
          ['holiness'],
        ),
        p(
          'Matthew 5:38-48',
          'Love Your Enemies',
          'The hardest command in the Gospels, and the clearest picture of the Father who sends rain on the just and the unjust.',
          ['Leviticus 19:1-2, 9-18', 'Romans 12:14-21'],
          ['forgiveness'],
        ),
        p(
          'Matthew 6:5-15',
          'Teach Us to Pray',
          'The Lord’s Prayer is a whole school of prayer in a few lines, and we pray it every Sunday.',
          ['Psalm 145', 'Luke 11:1-13'],
          ['prayer'],
        ),
        p(
          'Matthew 6:25-34',
          'Do Not Be Anxious',
          'Consider the birds and the lilies: anxious hearts find rest in a Father who knows what we need.',
          ['Isaiah 49:8-16', 'Philippians 4:4-7'],
          ['trust'],
        ),
        p(
          'Matthew 7:24-29',
          'Built on the Rock',
          'Two houses, one storm. Hearing Jesus and doing what he says is the only foundation that holds.',
          ['Psalm 18:1-3', 'James 1:22-25'],
          ['obedience'],
        ),
      ],
    },
  ],
  lent: [
    {
      name: 'The Road to the Cross',
      blurb: 'In Lent we walk with Jesus toward Jerusalem, learning what it means to follow a crucified Lord.',
      tags: ['lent', 'repentance'],
      passages: [
        p(
          'Mark 1:9-15',
          'Into the Wilderness',
          'Driven by the Spirit into the wilderness, Jesus faces temptation for us and emerges proclaiming the kingdom.',
          ['Genesis 9:8-17', '1 Peter 3:18-22'],
          ['temptation'],
        ),
        p(
          'Mark 8:31-38',
          'Take Up Your Cross',
          'Peter wants a Messiah without a cross. Jesus offers something better: life that is found by losing it.',
          ['Genesis 17:1-7, 15-16', 'Romans 4:13-25'],
          ['discipleship'],
        ),
        p(
          'John 2:13-22',
          'Zeal for Your House',
          'Jesus clears the temple and points to a new temple, his own body, raised in three days.',
          ['Exodus 20:1-17', '1 Corinthians 1:18-25'],
          ['worship'],
        ),
        p(
          'John 3:14-21',
          'God So Loved the World',
          "The Bible's most famous verse, read in its setting: the Son lifted up so that all who look to him may live.",
          ['Numbers 21:4-9', 'Ephesians 2:1-10'],
          ['grace'],
        ),
        p(
          'John 12:20-33',
          'Unless a Grain of Wheat Falls',
          "Jesus' hour has come, and he explains his death with a seed: what dies in the ground bears much fruit.",
          ['Jeremiah 31:31-34', 'Hebrews 5:5-10'],
          ['surrender'],
        ),
        p(
          'Mark 11:1-11',
          'Hosanna!',
          'The King rides into Jerusalem on a borrowed colt, and the crowds shout for a salvation they do not yet understand.',
          ['Zechariah 9:9-10', 'Philippians 2:5-11'],
          ['palm-sunday', 'holy-week'],
        ),
      ],
    },
    {
      name: 'Return to the Lord',
      blurb: 'A Lenten series on repentance, confession and the mercy of the God who is slow to anger and abounding in steadfast love.',
      tags: ['lent', 'prayer'],
      passages: [
        p(
          'Joel 2:12-17',
          'Rend Your Hearts',
          'God asks for our hearts, not our outward show, and promises that he is gracious and merciful.',
          ['Psalm 51', 'Matthew 6:1-6, 16-21'],
          ['repentance'],
        ),
        p(
          'Luke 15:1-3, 11-32',
          'The Father Who Runs',
          'Two lost sons and one astonishing father, who runs down the road to welcome home the son who wasted everything.',
          ['Joshua 5:9-12', '2 Corinthians 5:16-21'],
          ['forgiveness'],
        ),
        p(
          'Psalm 32',
          'The Blessing of Confession',
          "David learned the hard way that hidden sin wastes us away, and that confession opens the door to God's joy.",
          ['1 John 1:5-10', 'Luke 18:9-14'],
          ['confession'],
        ),
        p(
          'Luke 13:1-9',
          'The Patient Gardener',
          'A fig tree with no fruit gets one more year of care. The gospel of second chances, and an urgent call to repent.',
          ['Isaiah 55:1-9', '1 Corinthians 10:1-13'],
          ['patience'],
        ),
        p(
          'John 11:1-45',
          'Lazarus, Come Out',
          'Jesus weeps at a friend’s tomb and then calls him out of it. No grave is beyond the voice of the Son of God.',
          ['Ezekiel 37:1-14', 'Romans 8:6-11'],
          ['resurrection'],
        ),
        p(
          'Isaiah 52:13-53:12',
          'Wounded for Our Transgressions',
          "The Suffering Servant bears the sins of many. Holy Week's story, told seven centuries before.",
          ['1 Peter 2:21-25', 'John 19:1-30'],
          ['atonement', 'holy-week'],
        ),
      ],
    },
  ],
  easter: [
    {
      name: 'Alive in Christ',
      blurb: 'For the fifty days of Easter we listen to the stories of the risen Jesus and the new life he gives.',
      tags: ['easter', 'resurrection'],
      passages: [
        p(
          'John 20:1-18',
          'I Have Seen the Lord',
          'Mary Magdalene comes to the tomb to grieve, and is met by name. Alleluia! Christ is risen.',
          ['Acts 10:34-43', '1 Corinthians 15:1-11'],
          ['easter-day'],
        ),
        p(
          'John 20:19-31',
          'Peace Be With You',
          'The risen Jesus walks through locked doors and meets Thomas in his doubt, with wounds still visible.',
          ['Acts 4:32-35', '1 John 1:1-2:2'],
          ['doubt', 'faith'],
        ),
        p(
          'Luke 24:13-35',
          'Hearts Burning Within Us',
          'On the road to Emmaus the Scriptures are opened and Christ is known in the breaking of the bread.',
          ['Acts 2:14, 36-41', '1 Peter 1:17-23'],
          ['eucharist'],
        ),
        p(
          'John 10:11-18',
          'The Good Shepherd',
          'Jesus is the shepherd who lays down his life for the sheep, and takes it up again.',
          ['Psalm 23', '1 John 3:16-24'],
          ['shepherd'],
        ),
        p(
          'John 15:1-8',
          'Abide in the Vine',
          'Fruitfulness is not a matter of trying harder but of staying connected to Christ, the true vine.',
          ['Acts 8:26-40', '1 John 4:7-21'],
          ['abiding'],
        ),
        p(
          'John 15:9-17',
          'No Longer Servants but Friends',
          'Jesus calls his disciples friends, and commands them to love one another as he has loved them.',
          ['Acts 10:44-48', '1 John 5:1-6'],
          ['love', 'friendship'],
        ),
        p(
          'Acts 1:1-11',
          'Why Do You Stand Looking Up?',
          'The ascended Christ reigns at the Father’s right hand and sends his church to be his witnesses to the ends of the earth.',
          ['Luke 24:44-53', 'Ephesians 1:15-23'],
          ['ascension'],
        ),
      ],
    },
    {
      name: 'Acts: The Spirit Poured Out',
      blurb: 'How the Holy Spirit turned a frightened band of disciples into a church that turned the world upside down.',
      tags: ['acts', 'holy-spirit', 'mission'],
      passages: [
        p(
          'Acts 2:1-21',
          'Tongues of Fire',
          'At Pentecost the promised Spirit is poured out on all flesh, and the church is born speaking every language.',
          ['Joel 2:28-32', 'John 14:15-27'],
          ['pentecost'],
        ),
        p(
          'Acts 2:42-47',
          "Devoted to the Apostles' Teaching",
          "The first church's rhythm of teaching, fellowship, bread and prayers is still the shape of our life together.",
          ['Psalm 133', '1 Corinthians 11:23-26'],
          ['community'],
        ),
        p(
          'Acts 3:1-10',
          'In the Name of Jesus, Walk',
          'Peter has no silver or gold, but what he has he gives: the name of Jesus, and a man leaps to his feet.',
          ['Isaiah 35:3-6', 'Luke 5:17-26'],
          ['healing'],
        ),
        p(
          'Acts 4:5-12',
          'No Other Name',
          'Hauled before the council, Peter proclaims the rejected stone who has become the cornerstone.',
          ['Psalm 118:19-29', '1 Peter 2:4-10'],
          ['witness'],
        ),
        p(
          'Acts 8:26-40',
          'What Prevents Me from Being Baptized?',
          'On a desert road Philip explains Isaiah to an Ethiopian official, and the gospel crosses another border.',
          ['Isaiah 53:7-8', 'Romans 10:14-17'],
          ['baptism', 'evangelism'],
        ),
        p(
          'Acts 16:9-15',
          'Come Over and Help Us',
          "Lydia's open heart becomes an open home, and the church in Europe begins around her table.",
          ['Psalm 67', 'Revelation 21:1-6'],
          ['hospitality'],
        ),
      ],
    },
  ],
  pentecost: [
    {
      name: 'The Gospel of Mark',
      blurb: "Mark's urgent, action-packed Gospel keeps asking one question: who is this man, that even the wind and sea obey him?",
      tags: ['mark', 'discipleship'],
      passages: [
        p(
          'Mark 1:14-20',
          'Follow Me',
          'Fishermen leave their nets at the word of Jesus. His call still comes to ordinary people in the middle of ordinary work.',
          ['Jonah 3:1-5, 10', '1 Corinthians 7:29-31'],
          ['calling'],
        ),
        p(
          'Mark 2:1-12',
          'Through the Roof',
          'Four friends dig through a roof to bring a paralyzed man to Jesus, who forgives his sins before he heals his legs.',
          ['Isaiah 43:18-25', '2 Corinthians 1:18-22'],
          ['friendship', 'healing'],
        ),
        p(
          'Mark 4:26-34',
          'The Mustard Seed',
          'The kingdom of God grows quietly, like seed in the ground, from the smallest beginnings to a tree where birds find shelter.',
          ['Ezekiel 17:22-24', '2 Corinthians 5:6-17'],
          ['kingdom'],
        ),
        p(
          'Mark 4:35-41',
          'Even the Wind and the Sea Obey Him',
          'A storm on the lake, a sleeping Savior and terrified disciples. A word for anyone who has watched the Gulf turn rough.',
          ['Job 38:1-11', 'Psalm 107:23-32'],
          ['fear', 'trust'],
        ),
        p(
          'Mark 5:21-43',
          'Talitha Cum',
          'A desperate father and a woman healed on the way: Jesus is never too busy, and never too late.',
          ['Lamentations 3:22-33', '2 Corinthians 8:7-15'],
          ['healing'],
        ),
        p(
          'Mark 6:30-44',
          'You Give Them Something to Eat',
          'Five loaves, two fish and five thousand hungry people: Jesus multiplies what we place in his hands.',
          ['2 Kings 4:42-44', 'Ephesians 3:14-21'],
          ['provision', 'generosity'],
        ),
        p(
          'Mark 8:27-30',
          'Who Do You Say That I Am?',
          'At Caesarea Philippi Jesus asks the question every one of us must finally answer.',
          ['Isaiah 50:4-9', 'James 3:1-12'],
          ['identity'],
        ),
        p(
          'Mark 10:46-52',
          'What Do You Want Me to Do for You?',
          'Blind Bartimaeus will not stop shouting, and Jesus stops for him. A sermon on bold, persistent prayer.',
          ['Jeremiah 31:7-9', 'Hebrews 7:23-28'],
          ['prayer', 'healing'],
        ),
      ],
    },
    {
      name: 'Psalms of Ascent',
      blurb: 'The songs pilgrims sang on the road up to Jerusalem: a hymnbook for the long journey of faith.',
      tags: ['psalms', 'pilgrimage', 'prayer'],
      passages: [
        p(
          'Psalm 120',
          'A Long Way from Home',
          'Every pilgrimage begins with the ache of being far from home. The first step is to cry out to the Lord.',
          ['Hebrews 11:13-16'],
          ['exile'],
        ),
        p(
          'Psalm 121',
          'The Lord Is Your Keeper',
          'I lift up my eyes to the hills: the God who made heaven and earth neither slumbers nor sleeps.',
          ['Isaiah 40:27-31', 'Matthew 6:25-34'],
          ['trust'],
        ),
        p(
          'Psalm 122',
          'Let Us Go to the House of the Lord',
          'Why gather with God’s people week by week? Because worship together is gladness, and because we pray for peace.',
          ['Hebrews 10:19-25'],
          ['worship', 'church'],
        ),
        p(
          'Psalm 126',
          'Those Who Sow in Tears',
          'Grief and joy are not opposites in the life of faith. Those who sow in tears shall reap with songs of joy.',
          ['Isaiah 35:1-10', 'Romans 8:18-25'],
          ['joy', 'grief'],
        ),
        p(
          'Psalm 127',
          'Unless the Lord Builds the House',
          'Our work, our homes and our children are gifts. Rest is an act of trust in the God who gives to his beloved in sleep.',
          ['Matthew 7:24-27', 'Deuteronomy 6:4-9'],
          ['family', 'rest'],
        ),
        p(
          'Psalm 130',
          'Out of the Depths',
          'From the depths we cry, and we wait for the Lord more than watchmen for the morning, for with him is plenteous redemption.',
          ['Lamentations 3:19-26', 'Romans 5:1-5'],
          ['hope', 'forgiveness'],
        ),
        p(
          'Psalm 131',
          'Like a Weaned Child',
          'A short psalm about a quiet soul: contentment learned, not by knowing everything, but by resting in God.',
          ['Matthew 18:1-5', 'Philippians 4:11-13'],
          ['contentment', 'humility'],
        ),
        p(
          'Psalm 133',
          'How Good and Pleasant',
          "The unity of God's people is like precious oil and mountain dew, a blessing God commands.",
          ['John 17:20-23', 'Ephesians 4:1-6'],
          ['unity'],
        ),
      ],
    },
    {
      name: 'Philippians: Joy in Every Season',
      blurb: "Written from a prison cell, Paul's letter to the Philippians is the most joyful book in the New Testament.",
      tags: ['philippians', 'joy'],
      passages: [
        p(
          'Philippians 1:1-11',
          'He Who Began a Good Work',
          'Paul prays with thanksgiving and confidence: God finishes what he starts in us.',
          ['Psalm 138', 'Ephesians 2:8-10'],
          ['sanctification'],
        ),
        p(
          'Philippians 1:12-26',
          'To Live Is Christ',
          'Chains, rivals and the prospect of death cannot steal the joy of a man whose life is Christ.',
          ['2 Corinthians 4:7-18'],
          ['suffering'],
        ),
        p(
          'Philippians 2:1-11',
          'The Mind of Christ',
          'The great hymn of Christ who emptied himself and was exalted, and what it means for how we treat one another.',
          ['Isaiah 45:22-25', 'John 13:1-17'],
          ['humility'],
        ),
        p(
          'Philippians 2:12-18',
          'Shine Like Stars',
          'Working out our salvation as God works in us, we shine like stars in a crooked generation.',
          ['Daniel 12:1-3', 'Matthew 5:14-16'],
          ['witness'],
        ),
        p(
          'Philippians 3:4-14',
          'Pressing On',
          'Paul counts his impressive résumé as loss compared to knowing Christ, and presses on toward the goal.',
          ['Jeremiah 9:23-24', 'Galatians 2:15-21'],
          ['grace'],
        ),
        p(
          'Philippians 4:1-9',
          'Rejoice in the Lord Always',
          'Rejoice, be gentle, do not be anxious, pray: and the peace of God will guard your hearts and minds.',
          ['Psalm 34:1-8', '1 Thessalonians 5:16-18'],
          ['peace'],
        ),
        p(
          'Philippians 4:10-20',
          'The Secret of Contentment',
          'Paul has learned to be content in plenty and in want, and he thanks a generous church for its gift.',
          ['1 Timothy 6:6-10', 'Matthew 6:19-21'],
          ['contentment', 'generosity'],
        ),
      ],
    },
  ],
}

/**
 * Gives each Sunday (oldest first) a series and a passage. Consecutive Sundays in one season of the
 * church year form a run, preached through a series suited to that season; when the Sundays span
 * fewer than three seasons the longest run is divided, so there are always at least three series.
 * A run longer than its series continues in a second series of the same season. The oldest run is
 * usually the end of a season, so it preaches the end of its series.
 */
export function planSermonSeries(sundays: string[]): { date: string; series: Series; passage: Passage }[] {
  type Run = { season: Exclude<ChurchSeason, 'christmas'>; dates: string[] }
  const split = (run: Run, parts: number): Run[] => {
    const size = Math.ceil(run.dates.length / parts)
    const pieces: Run[] = []
    for (let start = 0; start < run.dates.length; start += size)
      pieces.push({ season: run.season, dates: run.dates.slice(start, start + size) })
    return pieces
  }

  const runs: Run[] = []
  for (const date of sundays) {
    const raw = churchSeason(date)
    const season = raw === 'christmas' ? 'epiphany' : raw
    const last = runs.at(-1)
    if (last && last.season === season) last.dates.push(date)
    else runs.push({ season, dates: [date] })
  }
  while (runs.length < 3 && runs.some((r) => r.dates.length > 1)) {
    const longest = runs.reduce((best, r, i) => (r.dates.length > runs[best].dates.length ? i : best), 0)
    runs.splice(longest, 1, ...split(runs[longest], 3 - runs.length + 1))
  }

  const used = new Set<string>()
  const nextSeries = (season: Run['season']) => {
    const candidates = [...SERIES_BY_SEASON[season], ...SERIES_BY_SEASON.pentecost, ...Object.values(SERIES_BY_SEASON).flat()]
    const series = candidates.find((s) => !used.has(s.name))
    if (!series) throw new Error('planSermonSeries: ran out of demo series')
    used.add(series.name)
    return series
  }
  const shortestSeries = Math.min(...Object.values(SERIES_BY_SEASON).flatMap((pool) => pool.map((s) => s.passages.length)))
  const plan: { date: string; series: Series; passage: Passage }[] = []
  for (const [runIndex, run] of runs.entries()) {
    const first = nextSeries(run.season)
    const pieces = run.dates.length <= first.passages.length ? [run] : split(run, Math.ceil(run.dates.length / shortestSeries))
    for (const [pieceIndex, piece] of pieces.entries()) {
      const series = pieceIndex === 0 ? first : nextSeries(run.season)
      const offset = runIndex === 0 && runs.length > 1 && pieces.length === 1 ? series.passages.length - piece.dates.length : 0
      for (const [i, date] of piece.dates.entries()) plan.push({ date, series, passage: series.passages[offset + i] })
    }
  }
  return plan
}

// ---------------------------------------------------------------------------------------------

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-'

/** A small deterministic PRNG, so the demo's video ids and durations are the same on every run. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
