import { afterAll, describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import ICAL from 'ical.js'
import { events, sermons } from '../../db/schema'
import { todayIn } from '../../lib/dates'
import { durationSeconds } from '../../lib/duration'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'
import { foldLine, icsText } from './icalendar'
import { podcastGuid } from './podcast'
import { sitemapFile, sitemapIndex } from './sitemap'

// An audio host on loopback, so enclosure sizes come from a real HEAD request.
const audioHost = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  fetch: () => new Response(new Uint8Array(123_456), { headers: { 'content-type': 'audio/mpeg' } }),
})
afterAll(() => audioHost.stop(true))
const audio = (name: string) => `http://127.0.0.1:${audioHost.port}/${name}.mp3`

const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const today = todayIn('America/Chicago')

const [withAudio, advent2, noAudio] = await t.db
  .insert(sermons)
  .values([
    {
      title: 'The Word Became Flesh',
      speaker: 'Rev. Jane Doe',
      series: 'Advent & Christmas 2026',
      scripture: 'John 1:1-14',
      date: '2026-11-29',
      duration: '1:05:23',
      audioUrl: audio('word'),
      description: 'Grace upon grace.\n\nSocial Links:\nhttps://facebook.com/x',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    },
    {
      title: 'Prepare the Way <now>',
      speaker: 'Fr. Tom Lee',
      series: 'Advent & Christmas 2026',
      date: '2026-12-06',
      duration: '42:07',
      audioUrl: audio('way'),
    },
    { title: 'Video only', speaker: 'Rev. Jane Doe', date: '2026-11-22' },
  ])
  .returning()

const [weekly, party, allDay] = await t.db
  .insert(events)
  .values([
    {
      title: "Women's Bible Study",
      date: '2026-01-06',
      startTime: '10:00',
      endTime: '11:30',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
      location: 'Parish Hall',
      description: 'Coffee, prayer; and the Psalms, together.',
    },
    { title: 'Christmas Eve, Lessons & Carols', date: '2026-12-24', startTime: '19:00', description: 'A long line '.repeat(20) },
    { title: 'Parish Picnic', date: '2026-12-05', description: 'Bring a dish — all welcome ✝' },
  ])
  .returning()

const xml = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@' })

describe('sermon podcast', () => {
  test("how many episodes it has, all or of one series or speaker, so 'Subscribe' is offered only when there is something to hear", async () => {
    const episodes = async (query = '') => (await t.request('GET', `/api/podcast${query}`)).json.episodes
    expect(await episodes()).toBe(2)
    expect(await episodes('?series=Advent+%26+Christmas+2026')).toBe(2)
    expect(await episodes('?speaker=Rev.+Jane+Doe')).toBe(1)
    expect(await episodes('?speaker=Nobody')).toBe(0)
    expect((await t.request('GET', `/api/podcast?series=${'x'.repeat(201)}`)).status).toBe(422)
  })

  test('is valid RSS 2.0 with iTunes and Podcasting 2.0 tags, one item per sermon with audio', async () => {
    const res = await t.request('GET', '/feeds/sermons.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('application/rss+xml')
    expect(XMLValidator.validate(res.text)).toBe(true)
    const channel = xml.parse(res.text).rss.channel
    expect(channel.title).toBe('Anglican Church of Santa Rosa Beach Sermons')
    expect(channel['itunes:image']['@href']).toBe('https://church.example/podcast-artwork.jpg')
    expect(channel['itunes:category']['@text']).toBe('Religion & Spirituality')
    expect(channel['podcast:guid']).toBe(podcastGuid('https://church.example/feeds/sermons.xml'))
    expect(channel['atom:link']['@href']).toBe('https://church.example/feeds/sermons.xml')
    const items = [channel.item].flat()
    expect(items.map((item) => item.title)).toEqual(['Prepare the Way <now>', 'The Word Became Flesh'])
    const word = items[1]
    expect(word.enclosure).toEqual({ '@url': audio('word'), '@length': '123456', '@type': 'audio/mpeg' })
    expect(word['itunes:duration']).toBe(3923)
    expect(word['itunes:author']).toBe('Rev. Jane Doe')
    expect(word.link).toBe(`https://church.example/sermons/${withAudio.id}`)
    expect(word.guid['#text']).toBe(`sermon-${withAudio.id}`)
    // 10:30 a.m. on the sermon's Sunday in Central time.
    expect(new Date(word.pubDate).toISOString()).toBe('2026-11-29T16:30:00.000Z')
    expect(word.description).toContain('Grace upon grace.')
    expect(word.description).not.toContain('Social Links')
  })

  test('per-series and per-speaker feeds hold only their sermons; unknown names are 404', async () => {
    const series = await t.request('GET', '/feeds/sermons/series/advent-christmas-2026.xml')
    expect(series.status).toBe(200)
    expect([xml.parse(series.text).rss.channel.item].flat()).toHaveLength(2)
    const speaker = await t.request('GET', '/feeds/sermons/speakers/fr-tom-lee.xml')
    const items = [xml.parse(speaker.text).rss.channel.item].flat()
    expect(items.map((item) => item.title)).toEqual([advent2.title])
    expect(xml.parse(speaker.text).rss.channel.title).toBe('Anglican Church of Santa Rosa Beach Sermons by Fr. Tom Lee')
    expect((await t.request('GET', '/feeds/sermons/speakers/nobody.xml')).status).toBe(404)
    expect((await t.request('GET', '/feeds/sermons/series/advent-christmas-2026')).status).toBe(404)
    void noAudio
  })

  test('durations and the podcast guid follow their specs', () => {
    expect(durationSeconds('42:07')).toBe(2527)
    expect(durationSeconds('soon')).toBeNull()
    // The example from the Podcasting 2.0 namespace documentation.
    expect(podcastGuid('https://mp3s.nashownotes.com/pc20rss.xml')).toBe('917393e3-1b1e-5cef-ace4-edaa54e1f810')
  })
})

describe('events calendar', () => {
  test('the VTIMEZONE covers every date published: a series begun in 2006, under the old US rules, resolves to its offsets', async () => {
    const [old] = await t.db
      .insert(events)
      .values({
        title: 'Morning Prayer since 2006',
        date: '2006-03-20',
        startTime: '10:00',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY',
      })
      .returning()
    try {
      const calendar = new ICAL.Component(ICAL.parse((await t.request('GET', '/feeds/events.ics')).text))
      const zone = new ICAL.Timezone({ component: calendar.getFirstSubcomponent('vtimezone') as ICAL.Component })
      const prayer = calendar
        .getAllSubcomponents('vevent')
        .map((c) => new ICAL.Event(c))
        .find((e) => e.summary === old.title) as ICAL.Event
      // Hours from UTC the feed's zone gives a wall-clock time, as a calendar app reads it.
      const hours = (time: ICAL.Time) => zone.utcOffset(time) / 3600
      // March 20, 2006 came before that year's change (April 2): Central Standard Time.
      expect(prayer.startDate.toString()).toBe('2006-03-20T10:00:00')
      expect(hours(prayer.startDate)).toBe(-6)
      expect(hours(ICAL.Time.fromDateTimeString('2006-04-10T10:00:00'))).toBe(-5)
      // Under the 2007 rules: March 19, 2007 was already daylight time; January and November 10 are standard.
      expect(hours(ICAL.Time.fromDateTimeString('2007-03-19T10:00:00'))).toBe(-5)
      expect(hours(ICAL.Time.fromDateTimeString('2014-01-06T10:00:00'))).toBe(-6)
      expect(hours(ICAL.Time.fromDateTimeString('2026-07-06T10:00:00'))).toBe(-5)
      expect(hours(ICAL.Time.fromDateTimeString('2026-11-10T10:00:00'))).toBe(-6)
    } finally {
      await t.request('DELETE', `/api/admin/events/${old.id}`, { cookie: await t.admin() })
    }
  })

  test('is RFC 5545: CRLF lines of at most 75 octets, a VTIMEZONE, stable UIDs, DTSTAMP', async () => {
    const res = await t.request('GET', '/feeds/events.ics')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/calendar')
    const lines = res.text.split('\r\n')
    expect(res.text.replace(/\r\n/g, '')).not.toContain('\n')
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const calendar = new ICAL.Component(ICAL.parse(res.text))
    const zone = calendar.getFirstSubcomponent('vtimezone')
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/Chicago')
    const rules = (kind: string) => zone?.getAllSubcomponents(kind).map((part) => part.getFirstPropertyValue('rrule')?.toString())
    expect(rules('daylight')).toEqual(['FREQ=YEARLY;BYMONTH=3;BYDAY=2SU'])
    // The opening part (the offset of the first day covered), then the yearly change.
    expect(rules('standard')).toEqual([undefined, 'FREQ=YEARLY;BYMONTH=11;BYDAY=1SU'])

    const vevents = calendar.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c))
    expect(vevents.map((e) => e.summary).sort()).toEqual([allDay.title, party.title, weekly.title].sort())
    for (const e of vevents) expect(e.component.getFirstPropertyValue('dtstamp')).toBeTruthy()
    const again = await t.request('GET', '/feeds/events.ics')
    const uids = (text: string) => [...text.matchAll(/^UID:(.*)$/gm)].map((m) => m[1])
    expect(uids(again.text)).toEqual(uids(res.text))
    expect(uids(res.text)).toContain(`event-${weekly.id}@church.example`)
  })

  test('times carry the church time zone, days without a time are all-day, rules repeat', async () => {
    const res = await t.request('GET', '/feeds/events.ics')
    const calendar = new ICAL.Component(ICAL.parse(res.text))
    calendar.getAllSubcomponents('vtimezone').forEach((vtz) => {
      ICAL.TimezoneService.register(vtz)
    })
    const byTitle = Object.fromEntries(
      calendar.getAllSubcomponents('vevent').map((c) => {
        const e = new ICAL.Event(c)
        return [e.summary, e]
      }),
    )
    const carols = byTitle[party.title]
    expect(carols.startDate.toJSDate().toISOString()).toBe('2026-12-25T01:00:00.000Z')
    expect(carols.endDate.toJSDate().toISOString()).toBe('2026-12-25T02:00:00.000Z')
    expect(carols.description).toContain(`https://church.example/events/${party.id}`)
    // Times in words with the church's zone: as that date falls for one evening, by name for a series.
    expect(carols.description.split('\n')[0]).toBe('7:00 PM CST')

    const picnic = byTitle[allDay.title]
    expect(picnic.startDate.isDate).toBe(true)
    expect(picnic.startDate.toString()).toBe('2026-12-05')
    expect(picnic.endDate.toString()).toBe('2026-12-06')
    expect(picnic.description).toContain('Bring a dish — all welcome ✝')

    const study = byTitle[weekly.title]
    expect(study.isRecurring()).toBe(true)
    expect(study.location).toBe('Parish Hall')
    expect(study.description).toContain('Coffee, prayer; and the Psalms, together.')
    expect(study.description.split('\n')[0]).toBe('10:00 AM – 11:30 AM Central Time')
    expect(picnic.description.split('\n')[0]).toBe('Bring a dish — all welcome ✝')
    const iterator = study.iterator()
    iterator.next()
    const second = iterator.next()
    expect(second?.toString()).toBe('2026-01-13T10:00:00')
    expect(study.startDate.toJSDate().toISOString()).toBe('2026-01-06T16:00:00.000Z')
  })

  test('one event downloads as its own calendar file', async () => {
    const { site } = siteOf(t)
    const res = await site.handle(new Request(`http://localhost/events/${party.id}.ics`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="christmas-eve-lessons-carols.ics"')
    const calendar = new ICAL.Component(ICAL.parse(await res.text()))
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1)
    expect((await site.handle(new Request('http://localhost/events/not-an-id.ics'))).status).toBe(404)
  })

  test('text values are escaped and long lines fold without splitting a character', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne')
    const folded = foldLine(`DESCRIPTION:${'é'.repeat(80)}`)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.split('\r\n ').join('')).toBe(`DESCRIPTION:${'é'.repeat(80)}`)
  })
})

describe('sitemap and robots', () => {
  test('the sitemap is an index of a sitemap a kind, which together list every public page and record with a last-modified date', async () => {
    const res = await t.request('GET', '/sitemap.xml')
    expect(res.status).toBe(200)
    expect(XMLValidator.validate(res.text)).toBe(true)
    const files = [xml.parse(res.text).sitemapindex.sitemap].flat() as { loc: string; lastmod: string }[]
    expect(files.map((f) => f.loc)).toEqual(['pages', 'sermons', 'events'].map((kind) => `https://church.example/sitemaps/${kind}.xml`))
    const urls: { loc: string; lastmod: string }[] = []
    for (const file of files) {
      expect(file.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      const one = await t.request('GET', new URL(file.loc).pathname)
      expect(one.status).toBe(200)
      expect(XMLValidator.validate(one.text)).toBe(true)
      urls.push(...[xml.parse(one.text).urlset.url].flat())
    }
    const locs = urls.map((u) => u.loc)
    for (const path of ['/', '/about', '/events', '/sermons', '/live-streams', '/contact', '/plan-a-visit', '/give'])
      expect(locs).toContain(`https://church.example${path}`)
    expect(locs).toContain(`https://church.example/sermons/${noAudio.id}`)
    expect(locs).toContain(`https://church.example/events/${weekly.id}`)
    expect(locs.some((loc) => loc.includes('/admin'))).toBe(false)
    for (const u of urls) expect(u.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    // No recorded service yet: no sitemap of them; an unknown file is 404.
    expect((await t.request('GET', '/sitemaps/live-streams.xml')).status).toBe(404)
    expect((await t.request('GET', '/sitemaps/sermons-2.xml')).status).toBe(404)
  })

  test('a kind with more pages than one sitemap may hold is split, each file under the limit', async () => {
    const index = await sitemapIndex(t.db, 'https://church.example', 2)
    const names = [...index.matchAll(/sitemaps\/([a-z-]+(?:-\d+)?\.xml)/g)].map((m) => m[1])
    // Three sermons in files of two.
    expect(names.filter((name) => name.startsWith('sermons'))).toEqual(['sermons.xml', 'sermons-2.xml'])
    const second = (await sitemapFile(t.db, 'https://church.example', 'sermons-2.xml', 2)) as string
    expect([...second.matchAll(/<url>/g)]).toHaveLength(1)
    expect(await sitemapFile(t.db, 'https://church.example', 'sermons-3.xml', 2)).toBeNull()
  })

  test('robots.txt keeps the admin, the newsletter link pages and the API out and names the sitemap', async () => {
    const res = await t.request('GET', '/robots.txt')
    expect(res.text).toContain('Disallow: /admin')
    expect(res.text).toContain('Disallow: /newsletter')
    expect(res.text).toContain('Disallow: /api/')
    expect(res.text).toContain('Sitemap: https://church.example/sitemap.xml')
  })
})

describe('recurring events in upcoming lists', () => {
  test('a weekly event started in January shows at its next occurrence', async () => {
    const res = await t.request('GET', '/api/events?upcoming=true')
    const study = res.json.find((e: { id: string }) => e.id === weekly.id)
    expect(study).toBeDefined()
    expect(study.date).toBe('2026-01-06')
    expect(study.nextDate >= today).toBe(true)
    expect(new Date(`${study.nextDate}T12:00:00Z`).getUTCDay()).toBe(2)
    // Soonest first by the date shown.
    const shown = res.json.map((e: { nextDate: string }) => e.nextDate)
    expect(shown).toEqual([...shown].sort())
  })
})

describe('feeds and the sitemap, kept like pages', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    t.app.handle(new Request(`https://church.example${path}`, { headers }))

  test('sent compressed with an ETag, 304 for a reader that has it, and rebuilt once a sermon changes', async () => {
    for (const path of ['/feeds/sermons.xml', '/feeds/events.ics', '/sitemaps/pages.xml']) {
      const first = await get(path, { 'accept-encoding': 'gzip, br' })
      expect(first.status).toBe(200)
      expect(first.headers.get('content-encoding')).toBe('br')
      expect(first.headers.get('cache-control')).toBe('public, max-age=300')
      const etag = first.headers.get('etag') as string
      expect(etag).toMatch(/^W\/".+"$/)
      expect((await get(path, { 'if-none-match': etag })).status).toBe(304)
    }
    const before = await (await get('/feeds/sermons.xml')).text()
    // Written behind the API's back: the kept feed is still the one sent.
    await t.db.update(sermons).set({ title: 'Written Behind Its Back' }).where(eq(sermons.id, withAudio.id))
    expect(await (await get('/feeds/sermons.xml')).text()).toBe(before)
    // A change through the dashboard: the next reader gets it.
    const cookie = await t.admin()
    const {
      createdAt: _c,
      updatedAt: _u,
      id: _id,
      youtubeVideoId: _v,
      youtubeSynced: _s,
      ...record
    } = (await t.request('GET', `/api/admin/sermons?search=${encodeURIComponent('Written Behind Its Back')}`, { cookie })).json.items[0]
    expect(
      (await t.request('PUT', `/api/admin/sermons/${withAudio.id}`, { cookie, body: { ...record, title: 'Grace Upon Grace' } })).status,
    ).toBe(200)
    const after = await (await get('/feeds/sermons.xml')).text()
    expect(after).toContain('<title>Grace Upon Grace</title>')
  })
})

describe('the events calendar at a church of many years', () => {
  test('leaves out a series that ended more than six months ago, and keeps one that ended since', async () => {
    const ago = (days: number) => todayIn('America/Chicago', new Date(Date.now() - days * 86_400_000)).replaceAll('-', '')
    const series = await t.db
      .insert(events)
      .values([
        { title: 'Lenten Soup Suppers 2024', date: '2024-02-14', isRecurring: true, recurrenceRule: `FREQ=WEEKLY;UNTIL=${ago(400)}` },
        { title: 'Summer Evensong', date: '2025-06-01', isRecurring: true, recurrenceRule: `FREQ=WEEKLY;UNTIL=${ago(60)}` },
        { title: 'Saturday Breakfasts, ten of them', date: '2023-01-07', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;COUNT=10' },
      ])
      .returning()
    t.ctx.content.changed()
    try {
      const feed = (await t.request('GET', '/feeds/events.ics')).text
      expect(feed).toContain('SUMMARY:Summer Evensong')
      expect(feed).not.toContain('Lenten Soup Suppers 2024')
      expect(feed).not.toContain('Saturday Breakfasts')
    } finally {
      for (const { id } of series) await t.request('DELETE', `/api/admin/events/${id}`, { cookie: await t.admin() })
    }
  })
})
