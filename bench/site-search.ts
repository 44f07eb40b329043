/**
 * The site search as the database answers it, with nothing cached in front: `bun bench/site-search.ts`
 * with DATA_DIR or DATABASE_URL set to an empty database (bench/api.ts gives it one of its own).
 * Fills it with a big church's words: 5,000 sermons each with a transcript of about 1,500 words,
 * 3,000 events, 200 pages and 1,500 services' recordings, the same on every run (seeded). Then each
 * search is asked RUNS times, one after another, straight through the service GET /api/search uses
 * (a page of results and the counts); prints one JSON line of milliseconds per search.
 * Goal: p50 under 10 ms on both databases.
 */
import { sql } from 'drizzle-orm'
import { events, liveStreams, sermons, sitePages } from '../api/src/db/schema'
import { richTextFromPlain } from '../api/src/lib/rich-text/plain-text'
import { seededRandom } from '../api/src/lib/seeded-random'
import { eachChunk } from '../api/src/lib/turns'
import { searchSite } from '../api/src/modules/search/service'
import { withDatabase } from '../api/src/scripts/with-database'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)
const SERMONS = 5000
const EVENTS = 3000
const PAGES = 200
const SERVICES = 1500
const TRANSCRIPT_WORDS = 1500

/** What visitors search for: a word nearly every sermon says, a rare name, a passage, an event's word, two words, and nothing that exists. */
export const SITE_SEARCHES = ['grace', 'Nicodemus', 'John 3', 'potluck', 'baptism font', 'zebrafish']

/** The words a transcript is made of: common ones often, the church's words now and then, a few names rarely. */
const COMMON =
  'the and of to a in that is for it with as was on be by this we are he not his from at they you all but our have one which were there their will when who what so if would about them more out up into then no do said like can only its'.split(
    ' ',
  )
const CHURCH =
  'grace mercy love faith hope prayer baptism kingdom spirit gospel cross resurrection shepherd neighbour forgiveness peace bread wine covenant promise psalm prophet disciples church parish beach gulf light darkness water wilderness'.split(
    ' ',
  )
const RARE = ['Nicodemus', 'Zacchaeus', 'Melchizedek', 'Bartimaeus', 'Onesimus']
const BOOKS = ['John', 'Luke', 'Mark', 'Matthew', 'Romans', 'Genesis', 'Isaiah', 'Psalm']

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const day = (offset: number) => new Date(Date.UTC(2016, 0, 3) + offset * 86_400_000).toISOString().slice(0, 10)

await withDatabase(async ({ db }) => {
  const random = seededRandom(2026)
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]
  const transcript = () => {
    const words: string[] = []
    for (let i = 0; i < TRANSCRIPT_WORDS; i++) {
      const roll = random()
      words.push(roll < 0.0005 ? pick(RARE) : roll < 0.12 ? pick(CHURCH) : pick(COMMON))
    }
    return words.join(' ')
  }
  const started = performance.now()
  const sermonRows = Array.from({ length: SERMONS }, (_, i) => {
    const text = transcript()
    return {
      title: `${pick(['Walking in the light', 'The good shepherd', 'Bread for the journey', 'A house of prayer'])} (${i})`,
      speaker: pick(['The Rev. Canon David Whitfield', 'The Rev. Sarah Lin', 'Deacon Mark Ortiz']),
      scripture: `${pick(BOOKS)} ${1 + (i % 21)}:${1 + (i % 9)}-${12 + (i % 9)}`,
      date: day(i),
      description: `A sermon on ${pick(CHURCH)} and ${pick(CHURCH)} in the life of the parish.`,
      transcript: text,
      transcriptFormat: 'text',
      transcriptText: text,
    }
  })
  await eachChunk(sermonRows, (chunk) => db.insert(sermons).values(chunk), 200)
  await eachChunk(
    Array.from({ length: EVENTS }, (_, i) => ({
      title: `${pick(['Parish potluck', 'Choir practice', 'Youth night', 'Bible study', 'Beach clean-up'])} ${i}`,
      date: day(i * 1.2),
      startTime: '18:00',
      location: pick(['Parish hall', 'Grayton Beach', 'The nave']),
      description: `Come for ${pick(CHURCH)} and fellowship.`,
    })),
    (chunk) => db.insert(events).values(chunk),
    1000,
  )
  await db.insert(sitePages).values(
    Array.from({ length: PAGES }, (_, i) => {
      const body = richTextFromPlain(`${transcript().slice(0, 2000)}`)
      return {
        title: `Page ${i} on ${pick(CHURCH)}`,
        slug: `page-${i}`,
        summary: `About ${pick(CHURCH)}.`,
        body,
        bodyText: transcript().slice(0, 2000),
      }
    }),
  )
  await eachChunk(
    Array.from({ length: SERVICES }, (_, i) => ({
      title: `Holy Eucharist, ${day(i * 2.4)}`,
      description: `Sunday worship with ${pick(CHURCH)} at the font.`,
      date: day(i * 2.4),
    })),
    (chunk) => db.insert(liveStreams).values(chunk),
    1000,
  )
  await db.execute(sql`analyze`)
  const filled = Math.round(performance.now() - started)

  const now = new Date()
  const results: { search: string; found: number; p50: number; p95: number; max: number }[] = []
  for (const q of SITE_SEARCHES) {
    const first = await searchSite(db, { q }, now, 'America/Chicago') // warm-up: the first query plans and loads pages
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const at = performance.now()
      await searchSite(db, { q }, now, 'America/Chicago')
      times.push(performance.now() - at)
    }
    times.sort((a, b) => a - b)
    const ms = (n: number) => Math.round(n * 10) / 10
    results.push({
      search: q,
      found: first.total,
      p50: ms(quantile(times, 0.5)),
      p95: ms(quantile(times, 0.95)),
      max: ms(times[times.length - 1]),
    })
  }
  console.error(`Filled in ${filled} ms: ${SERMONS} sermons with transcripts, ${EVENTS} events, ${PAGES} pages, ${SERVICES} services`)
  console.log(JSON.stringify(results))
})
