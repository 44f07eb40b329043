import { describe, expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { STAFF } from '../content/staff'
import { EventInput } from '../modules/events/model'
import { freshDatabase } from '../test/harness'
import type { Db } from './client'
import { type DemoDate, demoDate } from './demo/calendar'
import church from './demo/church.json'
import eventsData from './demo/events.json'
import featuredData from './demo/featured.json'
import liveStreamsData from './demo/live-streams.json'
import messagesData from './demo/messages.json'
import sermonsData from './demo/sermons.json'
import sundayServicesData from './demo/sunday-services.json'
import youtubeConfigsData from './demo/youtube-configs.json'
import * as schema from './schema'
import {
  addDays,
  buildDemoContent,
  churchSeason,
  DEMO_AUDIO_FILES,
  easterDay,
  GUEST_PREACHER,
  planSermonSeries,
  seedDemo,
  weekday,
} from './seed'

const database = await freshDatabase()
const withSermon = await freshDatabase()
const db = database.db

// A Wednesday in the season after Pentecost, three weeks before Advent.
const TODAY = '2026-11-11'
const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/

// The demo's own files: the test reads what they say rather than saying it again.
const PREFIX = sermonsData.titlePrefix.text
const allSeries = Object.values(sermonsData.seriesBySeason).flat()
const passageTitles = new Set(allSeries.flatMap((series) => series.passages.map((passage) => passage.title)))
const seasonSeries = (season: keyof typeof sermonsData.seriesBySeason) => sermonsData.seriesBySeason[season].map((series) => series.name)
/** Easter Day preaches the first passage of Easter's first series. */
const easterDayTitle = sermonsData.seriesBySeason.easter[0].passages[0].title
const unprefixed = (title: string) => (title.startsWith(PREFIX) ? title.slice(PREFIX.length) : title)

/** The tables the demo writes, counted before and after. */
const DEMO_TABLES = [
  'sermons',
  'events',
  'liveStreams',
  'sundayServices',
  'featuredContent',
  'youtubeConfigs',
  'newsletterSubscribers',
  'contactMessages',
  'visitorRequests',
  'siteConfig',
  'meta',
] as const
// biome-ignore lint/performance/noDynamicNamespaceImportAccess: a test, never bundled
const tables = Object.fromEntries(DEMO_TABLES.map((name) => [name, schema[name]]))
async function counts(target: Db) {
  const result: Record<string, number> = {}
  for (const [name, table] of Object.entries(tables)) {
    const [row] = await target.select({ n: count() }).from(table)
    result[name] = row.n
  }
  return result
}

describe('seedDemo', () => {
  test('seeds a fresh database', async () => {
    expect(await seedDemo(db, { today: TODAY })).toEqual({ seeded: true })

    const sermonRows = await db.select().from(schema.sermons)
    expect(sermonRows.length).toBe(sermonsData.count)
    for (const s of sermonRows) expect(passageTitles).toContain(unprefixed(s.title))
    for (const s of sermonRows) expect(allSeries.map((series) => series.name)).toContain(s.series ?? '')
    expect(new Set(sermonRows.map((s) => s.series)).size).toBeGreaterThanOrEqual(3)
    const staffNames = new Set(STAFF.map((m) => m.name))
    const speakers = new Set(sermonRows.map((s) => s.speaker))
    expect([...speakers].filter((s) => staffNames.has(s)).length).toBeGreaterThanOrEqual(2)
    expect([...speakers].filter((s) => !staffNames.has(s))).toEqual([GUEST_PREACHER])
    for (const s of sermonRows) {
      expect(s.date < TODAY).toBe(true)
      expect(weekday(s.date)).toBe(0)
      expect(s.scripture).not.toBe('')
      // A sermon's length as people read it (24:11), those with a short audio sample too.
      expect(s.duration).toMatch(/^\d{2}:\d{2}$/)
      const minutes = Number(s.duration.split(':')[0])
      expect(minutes).toBeGreaterThanOrEqual(sermonsData.duration.minMinutes)
      expect(minutes).toBeLessThanOrEqual(sermonsData.duration.maxMinutes)
      expect(s.youtubeVideoId).toMatch(YOUTUBE_ID)
      expect(s.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${s.youtubeVideoId}`)
      expect(s.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${s.youtubeVideoId}/hqdefault.jpg`)
      expect(s.tags.length).toBeGreaterThan(0)
    }
    expect(new Set(sermonRows.map((s) => s.date)).size).toBe(sermonRows.length)
    // The newest few have a spoken sample, a file the web app serves, so the podcast has episodes.
    const withAudio = sermonRows.filter((s) => s.audioUrl).sort((a, b) => a.date.localeCompare(b.date))
    expect(withAudio.map((s) => s.audioUrl)).toEqual(
      Array.from({ length: DEMO_AUDIO_FILES }, (_, i) => sermonsData.audio.url.replace('{n}', String(i + 1))),
    )
    expect(withAudio.map((s) => s.audioUrl)).toContain('/demo/sermon-audio-1.mp3')
    expect(withAudio.map((s) => s.date)).toEqual(
      sermonRows
        .map((s) => s.date)
        .sort()
        .slice(-DEMO_AUDIO_FILES),
    )
    for (const s of withAudio) expect(existsSync(join(import.meta.dir, '../../../web/public', s.audioUrl))).toBe(true)
    expect(sermonRows.filter((s) => s.title.startsWith(PREFIX))).toHaveLength(sermonsData.titlePrefix.sermons.length)
    const formatted = sermonRows.find((s) => s.description.includes(sermonsData.scripturesHeading))
    expect(formatted?.description).toContain(`\n\n${sermonsData.linksHeading}\nhttps://www.facebook.com/`)
    expect(sermonRows.some((s) => s.description.includes('{'))).toBe(false)

    const eventRows = await db.select().from(schema.events)
    expect(eventRows.map((e) => e.title).sort()).toEqual(eventsData.map((e) => e.title).sort())
    expect(eventRows.filter((e) => e.date >= TODAY).length).toBeGreaterThanOrEqual(6)
    expect(eventRows.some((e) => e.date < TODAY)).toBe(true)
    for (const { when: rule, title, ...fields } of eventsData) {
      const when = rule as DemoDate
      const row = eventRows.find((e) => e.title === title)
      const { description, externalUrl, categories, ...plain } = fields as {
        description?: string
        externalUrl?: string
        categories?: string[]
      }
      expect(row).toMatchObject(plain)
      // Each demo event carries the categories it names (decision 0057).
      const carried = await db
        .select({ name: schema.eventCategories.name })
        .from(schema.eventCategoryLinks)
        .innerJoin(schema.eventCategories, eq(schema.eventCategories.id, schema.eventCategoryLinks.categoryId))
        .where(eq(schema.eventCategoryLinks.eventId, row?.id ?? ''))
      expect(carried.map((c) => c.name).sort()).toEqual([...(categories ?? [])].sort())
      if (externalUrl) expect(row?.externalUrl).toBe(externalUrl.replace('{site}', church.site))
      expect(row?.description).not.toContain('{')
      const date = row?.date ?? ''
      // Each rule, worked out by hand for a Wednesday, 2026-11-11 (Advent Sunday 2026-11-29).
      if ('weekday' in when) {
        expect(weekday(date)).toBe(when.weekday)
        const from = addDays(TODAY, when.fromDay ?? 0)
        expect(date >= from && date < addDays(from, 7)).toBe(true)
      }
      if ('lastWeekday' in when) {
        expect(weekday(date)).toBe(when.lastWeekday)
        expect(date < TODAY && date >= addDays(TODAY, -7)).toBe(true)
      }
      if ('day' in when) expect(date).toBe(addDays(TODAY, when.day))
      if ('monthDay' in when) expect(date).toBe(`2026-${when.monthDay}`)
      if ('sundayOfAdvent' in when) expect(date).toBe(addDays('2026-11-29', 7 * (when.sundayOfAdvent - 1)))
    }
    const tuesdays = eventRows.find((e) => e.recurrenceRule === 'FREQ=WEEKLY;BYDAY=TU')
    expect(tuesdays?.date).toBe('2026-11-17')
    expect(eventRows.find((e) => e.date === '2026-12-24')).toBeDefined()
    for (const e of eventRows) {
      expect(e.startTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      expect(e.endTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
    }

    const streams = await db.select().from(schema.liveStreams)
    expect(streams.length).toBe(liveStreamsData.count)
    expect(streams.every((s) => !s.isLive && s.date < TODAY && YOUTUBE_ID.test(s.youtubeVideoId ?? ''))).toBe(true)
    expect(streams.map((s) => s.title)).toContain(liveStreamsData.title.replace('{date}', 'November 8, 2026'))
    expect(streams.some((s) => s.description.includes('{'))).toBe(false)

    const services = await db.select().from(schema.sundayServices)
    expect(
      services
        .filter((s) => s.date >= TODAY)
        .map((s) => s.date)
        .sort(),
    ).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06'])
    expect(services.find((s) => s.date === '2026-11-08')?.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/)
    expect(services).toHaveLength(sundayServicesData.sundays.length)
    expect(services.every((s) => s.time === sundayServicesData.time && s.location === sundayServicesData.location)).toBe(true)

    const featuredRows = await db.select().from(schema.featuredContent)
    expect(featuredRows.map((f) => f.title)).toEqual(featuredData.map((f) => f.title))
    const [featured] = featuredRows
    expect(featured).toMatchObject({ type: featuredData[0].type, isActive: true })
    expect(featured.description).not.toContain('{')
    expect(featured.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${featured.contentId}`)

    const configs = await db.select().from(schema.youtubeConfigs)
    expect(configs.map((c) => [c.type, c.name]).sort()).toEqual(youtubeConfigsData.map((c) => [c.type, c.name]).sort())

    const [config] = await db.select().from(schema.siteConfig).where(eq(schema.siteConfig.id, 1))
    expect(config).toMatchObject({ ...church.siteConfig, primaryColor: '#2563eb' })
    expect(config.socialFacebook).toStartWith('https://')
    expect(config.socialYoutube).toStartWith('https://')

    const videoIds = [...sermonRows.map((s) => s.youtubeVideoId), ...streams.map((s) => s.youtubeVideoId), featured.contentId]
    expect(new Set(videoIds).size).toBe(videoIds.length)

    const c = await counts(db)
    expect(c.newsletterSubscribers).toBe(messagesData.subscribers.length)
    expect(c.contactMessages).toBe(messagesData.contactMessages.length)
    expect(c.visitorRequests).toBe(messagesData.visitorRequests.length)
    const inbox = await db.select().from(schema.contactMessages)
    expect(inbox.map((m) => m.subject).sort()).toEqual(messagesData.contactMessages.map((m) => m.subject).sort())
    const visitors = await db.select().from(schema.visitorRequests)
    expect(visitors.map((r) => r.fullName).sort()).toEqual(messagesData.visitorRequests.map((r) => r.fullName).sort())
    const newest = inbox.find((m) => m.subject === messagesData.contactMessages[0].subject)
    const { daysAgo, hour } = messagesData.contactMessages[0]
    expect(newest?.createdAt.toISOString()).toBe(`${addDays(TODAY, -daysAgo)}T${String(hour).padStart(2, '0')}:00:00.000Z`)
  })

  test('a second call does nothing', async () => {
    const before = await counts(db)
    expect(await seedDemo(db, { today: TODAY })).toEqual({ seeded: false })
    expect(await seedDemo(db)).toEqual({ seeded: false })
    expect(await counts(db)).toEqual(before)
  })

  test('a database that already has a sermon is not seeded, and is never seeded later', async () => {
    const target = withSermon.db
    await target.insert(schema.sermons).values({ title: 'A real sermon', speaker: 'The Rector', date: '2026-01-04' })
    expect(await seedDemo(target, { today: TODAY })).toEqual({ seeded: false })
    const after = await counts(target)
    // The settings' one row is the migration's, with its defaults: the demo church's facts were not written into it.
    expect(after).toMatchObject({ sermons: 1, events: 0, liveStreams: 0, featuredContent: 0, siteConfig: 1, meta: 1 })
    expect((await target.select().from(schema.siteConfig))[0]).not.toMatchObject(church.siteConfig)
    await target.delete(schema.sermons)
    expect(await seedDemo(target, { today: TODAY })).toEqual({ seeded: false })
    expect((await counts(target)).events).toBe(0)
  })

  test('rejects a malformed today', async () => {
    await expect(seedDemo(withSermon.db, { today: '2026-13-40' })).rejects.toThrow('YYYY-MM-DD')
  })
})

describe('the demo fits the church year', () => {
  test('Easter and season boundaries', () => {
    expect(easterDay(2025)).toBe('2025-04-20')
    expect(easterDay(2026)).toBe('2026-04-05')
    expect(easterDay(2027)).toBe('2027-03-28')
    const seasonOfSunday: Record<string, ReturnType<typeof churchSeason>> = {
      '2026-11-22': 'pentecost',
      '2026-11-29': 'advent',
      '2026-12-27': 'christmas',
      '2027-01-03': 'christmas',
      '2027-01-10': 'epiphany',
      '2027-02-14': 'lent',
      '2027-03-28': 'easter',
      '2027-05-16': 'pentecost',
    }
    expect(Object.fromEntries(Object.keys(seasonOfSunday).map((sunday) => [sunday, churchSeason(sunday)]))).toEqual(seasonOfSunday)
  })

  test('every day of two years gives the past Sundays in at least 3 series that fit the church year', () => {
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDays(day, 1)) {
      const content = buildDemoContent(day)
      const dates = content.sermons.map((s) => s.date)
      expect(dates).toHaveLength(sermonsData.count)
      expect(dates.every((d) => d < day && weekday(d) === 0)).toBe(true)
      const seriesNames = [...new Set(content.sermons.map((s) => s.series))]
      expect(seriesNames.length).toBeGreaterThanOrEqual(3)
      expect(seriesNames.length).toBeLessThanOrEqual(5)
      // A series is preached on consecutive Sundays, never the same passage twice.
      const runs = content.sermons.map((s) => s.series).filter((s, i, all) => s !== all[i - 1])
      expect(runs).toEqual(seriesNames)
      expect(new Set(content.sermons.map((s) => s.scripture)).size).toBe(sermonsData.count)
      // Each season's Sundays get that season's series.
      for (const s of content.sermons) {
        const season = churchSeason(s.date)
        if (season === 'advent') expect(seasonSeries('advent')).toContain(s.series)
        if (season === 'lent') expect(seasonSeries('lent')).toContain(s.series)
        if (s.date === easterDay(Number(s.date.slice(0, 4)))) expect(unprefixed(s.title)).toBe(easterDayTitle)
      }
      const upcoming = content.events.filter((e) => e.date >= day)
      expect(upcoming.filter((e) => e.date <= addDays(day, 42)).length).toBeGreaterThanOrEqual(7)
    }
  })

  test('every day of two years, each demo event is one the event form would save: a series starts on a date its rule gives', () => {
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDays(day, 1)) {
      const content = buildDemoContent(day)
      expect(content.events.filter((e) => e.isRecurring).length).toBeGreaterThanOrEqual(3)
      for (const event of content.events) {
        const saved = v.safeParse(EventInput, event)
        expect({ day, title: event.title, issues: saved.issues?.map((issue) => issue.message) ?? [] }).toEqual({
          day,
          title: event.title,
          issues: [],
        })
      }
    }
  })

  test('a date rule the demo cannot read fails loudly', () => {
    expect(() => demoDate(TODAY, { weekday: 9 })).toThrow('no weekday 9')
    expect(() => demoDate(TODAY, {} as never)).toThrow('unreadable date rule')
  })

  test('plans are in date order', () => {
    const sundays = Array.from({ length: 16 }, (_, i) => addDays('2026-08-02', 7 * i))
    expect(planSermonSeries(sundays).map((p) => p.date)).toEqual(sundays)
  })
})
