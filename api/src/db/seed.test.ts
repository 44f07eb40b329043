import { describe, expect, test } from 'bun:test'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import * as v from 'valibot'
import { STAFF } from '../content/staff'
import { EventInput } from '../modules/events/model'
import { freshDatabase } from '../test/harness'
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

const tables = {
  sermons,
  events,
  liveStreams,
  sundayServices,
  featuredContent,
  youtubeConfigs,
  newsletterSubscribers,
  contactMessages,
  visitorRequests,
  siteConfig,
  meta,
}
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

    const sermonRows = await db.select().from(sermons)
    expect(sermonRows.length).toBeGreaterThanOrEqual(12)
    expect(new Set(sermonRows.map((s) => s.series)).size).toBeGreaterThanOrEqual(3)
    const staffNames = new Set(STAFF.map((m) => m.name))
    const speakers = new Set(sermonRows.map((s) => s.speaker))
    expect([...speakers].filter((s) => staffNames.has(s)).length).toBeGreaterThanOrEqual(2)
    expect([...speakers].filter((s) => !staffNames.has(s))).toEqual([GUEST_PREACHER])
    for (const s of sermonRows) {
      expect(s.date < TODAY).toBe(true)
      expect(weekday(s.date)).toBe(0)
      expect(s.scripture).not.toBe('')
      expect(s.duration).toMatch(s.audioUrl ? /^0:11$/ : /^\d{2}:\d{2}$/)
      expect(s.youtubeVideoId).toMatch(YOUTUBE_ID)
      expect(s.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${s.youtubeVideoId}`)
      expect(s.thumbnailUrl).toBe(`https://i.ytimg.com/vi/${s.youtubeVideoId}/hqdefault.jpg`)
      expect(s.tags.length).toBeGreaterThan(0)
    }
    expect(new Set(sermonRows.map((s) => s.date)).size).toBe(sermonRows.length)
    // The newest few have a spoken sample, a file the web app serves, so the podcast has episodes.
    const withAudio = sermonRows.filter((s) => s.audioUrl).sort((a, b) => a.date.localeCompare(b.date))
    expect(withAudio.map((s) => s.audioUrl)).toEqual(['/demo/sermon-audio-1.mp3', '/demo/sermon-audio-2.mp3', '/demo/sermon-audio-3.mp3'])
    expect(withAudio.map((s) => s.date)).toEqual(
      sermonRows
        .map((s) => s.date)
        .sort()
        .slice(-DEMO_AUDIO_FILES),
    )
    for (const s of withAudio) expect(existsSync(join(import.meta.dir, '../../../web/public', s.audioUrl))).toBe(true)
    expect(sermonRows.some((s) => s.title.startsWith('Sermon + '))).toBe(true)
    const formatted = sermonRows.find((s) => s.description.includes('Scriptures Referenced:'))
    expect(formatted?.description).toContain('\n\nSocial Links:\nhttps://www.facebook.com/')

    const eventRows = await db.select().from(events)
    const upcoming = eventRows.filter((e) => e.date >= TODAY)
    expect(upcoming.length).toBeGreaterThanOrEqual(6)
    expect(eventRows.some((e) => e.date < TODAY)).toBe(true)
    const bibleStudy = eventRows.find((e) => e.title === "Women's Bible Study")
    expect(bibleStudy).toMatchObject({
      startTime: '10:00',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      recurrenceDescription: 'Every Tuesday',
    })
    const bibleStudyDate = bibleStudy?.date ?? ''
    expect(weekday(bibleStudyDate)).toBe(2)
    expect(bibleStudyDate >= TODAY && bibleStudyDate < addDays(TODAY, 7)).toBe(true)
    expect(eventRows.find((e) => e.title === 'Christmas Eve Service')?.date).toBe('2026-12-24')
    for (const e of eventRows) {
      expect(e.startTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
      expect(e.endTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/)
    }

    const streams = await db.select().from(liveStreams)
    expect(streams.length).toBeGreaterThanOrEqual(6)
    expect(streams.every((s) => !s.isLive && s.date < TODAY && YOUTUBE_ID.test(s.youtubeVideoId ?? ''))).toBe(true)
    expect(streams.map((s) => s.title)).toContain('Sunday Worship — November 8, 2026')

    const services = await db.select().from(sundayServices)
    expect(
      services
        .filter((s) => s.date >= TODAY)
        .map((s) => s.date)
        .sort(),
    ).toEqual(['2026-11-15', '2026-11-22', '2026-11-29', '2026-12-06'])
    expect(services.find((s) => s.date === '2026-11-08')?.youtubeUrl).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=/)
    expect(services.every((s) => s.time === '10:30')).toBe(true)

    const [featured] = await db.select().from(featuredContent)
    expect(featured).toMatchObject({ type: 'video', isActive: true })
    expect(featured.youtubeUrl).toBe(`https://www.youtube.com/watch?v=${featured.contentId}`)

    const configs = await db.select().from(youtubeConfigs)
    expect(configs.map((c) => [c.type, c.name]).sort()).toEqual([
      ['live_streams', 'Live Stream Archive'],
      ['sermons', 'Sermons'],
    ])

    const [config] = await db.select().from(siteConfig).where(eq(siteConfig.id, 1))
    expect(config).toMatchObject({
      email: 'office@anglicansrb.org',
      address: '123 Church Street, Santa Rosa Beach, FL 32459',
      primaryColor: '#2563eb',
    })
    expect(config.socialFacebook).toStartWith('https://')
    expect(config.socialYoutube).toStartWith('https://')

    const videoIds = [...sermonRows.map((s) => s.youtubeVideoId), ...streams.map((s) => s.youtubeVideoId), featured.contentId]
    expect(new Set(videoIds).size).toBe(videoIds.length)

    const c = await counts(db)
    expect(c.newsletterSubscribers).toBeGreaterThan(0)
    expect(c.contactMessages).toBe(3)
    expect(c.visitorRequests).toBe(2)
  })

  test('a second call does nothing', async () => {
    const before = await counts(db)
    expect(await seedDemo(db, { today: TODAY })).toEqual({ seeded: false })
    expect(await seedDemo(db)).toEqual({ seeded: false })
    expect(await counts(db)).toEqual(before)
  })

  test('a database that already has a sermon is not seeded, and is never seeded later', async () => {
    const target = withSermon.db
    await target.insert(sermons).values({ title: 'A real sermon', speaker: 'The Rector', date: '2026-01-04' })
    expect(await seedDemo(target, { today: TODAY })).toEqual({ seeded: false })
    const after = await counts(target)
    expect(after).toMatchObject({ sermons: 1, events: 0, liveStreams: 0, featuredContent: 0, siteConfig: 0, meta: 1 })
    await target.delete(sermons)
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
    expect(churchSeason('2026-11-29')).toBe('advent')
    expect(churchSeason('2026-11-22')).toBe('pentecost')
    expect(churchSeason('2026-12-27')).toBe('christmas')
    expect(churchSeason('2027-01-03')).toBe('christmas')
    expect(churchSeason('2027-01-10')).toBe('epiphany')
    expect(churchSeason('2027-02-14')).toBe('lent')
    expect(churchSeason('2027-03-28')).toBe('easter')
    expect(churchSeason('2027-05-16')).toBe('pentecost')
  })

  test('every day of two years gives 16 past Sundays in at least 3 series that fit the church year', () => {
    for (let day = '2026-01-01'; day < '2028-01-01'; day = addDays(day, 1)) {
      const content = buildDemoContent(day)
      const dates = content.sermons.map((s) => s.date)
      expect(dates).toHaveLength(16)
      expect(dates.every((d) => d < day && weekday(d) === 0)).toBe(true)
      const seriesNames = [...new Set(content.sermons.map((s) => s.series))]
      expect(seriesNames.length).toBeGreaterThanOrEqual(3)
      expect(seriesNames.length).toBeLessThanOrEqual(5)
      // A series is preached on consecutive Sundays, never the same passage twice.
      const runs = content.sermons.map((s) => s.series).filter((s, i, all) => s !== all[i - 1])
      expect(runs).toEqual(seriesNames)
      expect(new Set(content.sermons.map((s) => s.scripture)).size).toBe(16)
      // Each season's Sundays get that season's series.
      for (const s of content.sermons) {
        const season = churchSeason(s.date)
        if (season === 'advent') expect(s.series).toBe('Advent: Prepare the Way')
        if (season === 'lent') expect(['The Road to the Cross', 'Return to the Lord']).toContain(s.series)
        if (s.date === easterDay(Number(s.date.slice(0, 4)))) expect(s.title.replace(/^Sermon \+ /, '')).toBe('I Have Seen the Lord')
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

  test('plans are in date order', () => {
    const sundays = Array.from({ length: 16 }, (_, i) => addDays('2026-08-02', 7 * i))
    expect(planSermonSeries(sundays).map((p) => p.date)).toEqual(sundays)
  })
})
