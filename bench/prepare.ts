/**
 * Fills a database for the benchmark: the demo church, plus a few hundred sermons and events.
 * `bun bench/prepare.ts` with DATA_DIR or DATABASE_URL set (run by bench/api.ts).
 */
import { events, sermons } from '../api/src/db/schema'
import { seedDemo } from '../api/src/db/seed'
import { eachChunk } from '../api/src/lib/turns'
import { withDatabase } from '../api/src/scripts/with-database'

/** BENCH_SERMONS changes how many (the backup row uses 2000, the sermon search 10,000). */
const SERMONS = Number(process.env.BENCH_SERMONS ?? 400)
const EVENTS = 300
const SPEAKERS = ['The Rev. Canon David Whitfield', 'The Rev. Sarah Lin', 'Deacon Mark Ortiz', 'The Rev. Dr. Samuel Avery']
/** Words the descriptions are made of, so no two neighbouring sermons say quite the same thing. */
const THEMES = [
  'forgiveness',
  'hospitality',
  'lament',
  'stewardship',
  'baptism',
  'prayer',
  'pilgrimage',
  'sabbath',
  'mercy',
  'vocation',
  'healing',
]
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)

await withDatabase(async ({ db }) => {
  await seedDemo(db)
  const rows = Array.from({ length: SERMONS }, (_, i) => ({
    title: i % 7 === 0 ? `Amazing grace, week ${i}` : `Sermon ${i}: walking in the light`,
    speaker: SPEAKERS[i % SPEAKERS.length],
    scripture: `John ${1 + (i % 21)}:1-14`,
    series: `Series ${i % 12}`,
    date: day(-7 * i),
    description:
      `A sermon on ${THEMES[i % THEMES.length]} and ${THEMES[(i * 5 + 3) % THEMES.length]} in the life of the parish, and the call to serve our neighbours on the Emerald Coast. `.repeat(
        3,
      ),
  }))
  // In chunks: one statement carries at most 65,535 parameters.
  await eachChunk(rows, (chunk) => db.insert(sermons).values(chunk), 1000)
  await db.insert(events).values(
    Array.from({ length: EVENTS }, (_, i) => ({
      title: `Parish event ${i}`,
      date: day(i - 100),
      startTime: `${String(9 + (i % 10)).padStart(2, '0')}:00`,
      location: 'Parish Hall',
      description: 'Coffee, fellowship and a short study. All are welcome.',
    })),
  )
  console.log(`Prepared: demo church + ${SERMONS} sermons, ${EVENTS} events`)
})
