import { afterAll, beforeAll, describe, expect, setSystemTime, test } from 'bun:test'
import { inArray } from 'drizzle-orm'
import { events } from '../../db/schema'
import { zonedInstant } from '../../lib/dates'
import { readCalendar } from '../../test/calendar-reader'
import { expectRefused, testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'
import { CHANGE_DATE_UNREADABLE, CHANGE_MOVED_TOO_FAR, CHANGE_TIME_UNREADABLE, CHANGE_TWICE } from './model'
import { reportStoredEventProblemsTo, type StoredEventProblem } from './stored'

/**
 * Every stored part of an event is held to what the reading code can use: the API refuses the rest
 * (a form, a hand-made request, an import row), and a row stored some other way (a restore, a hand
 * edit in the database) has its unusable parts dropped and logged, never a 500 for a list or feed.
 */
const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const admin = await t.admin()
const { site, page } = siteOf(t)

// The church's clock reads Monday, Nov 23, 2026 at noon.
beforeAll(() => setSystemTime(zonedInstant('America/Chicago', '2026-11-23', '12:00')))
afterAll(() => setSystemTime())

const weekly = { isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE', startTime: '18:30', endTime: '19:30' }
const change = (fields: Record<string, unknown>) => ({
  on: '2026-12-02',
  cancelled: false,
  date: '',
  startTime: '',
  endTime: '',
  location: '',
  note: '',
  ...fields,
})
const titled = async (title: string) => (await t.db.select().from(events)).filter((event) => event.title === title)

describe('changed dates as staff send them', () => {
  const body = (changes: unknown[]) => ({ title: 'Wednesday study', date: '2026-11-25', ...weekly, changes })

  test('a new date that is not a real YYYY-MM-DD date, or a time that is not HH:MM, is refused on its field; nothing is saved', async () => {
    for (const [bad, fields] of [
      [{ date: 'next Friday' }, { 'changes.0.date': CHANGE_DATE_UNREADABLE }],
      [{ date: '2026-02-30' }, { 'changes.0.date': CHANGE_DATE_UNREADABLE }],
      [{ on: 'soon' }, { 'changes.0.on': CHANGE_DATE_UNREADABLE }],
      [{ startTime: '7pm' }, { 'changes.0.startTime': CHANGE_TIME_UNREADABLE }],
      [{ endTime: '24:00' }, { 'changes.0.endTime': CHANGE_TIME_UNREADABLE }],
    ] as const) {
      const res = await t.request('POST', '/api/admin/events', { body: body([change(bad)]), cookie: admin })
      expectRefused(res, fields)
    }
    expectRefused(await t.request('POST', '/api/admin/events', { body: body([change({ date: '2027-03-01' })]), cookie: admin }), {
      changes: CHANGE_MOVED_TOO_FAR,
    })
    expectRefused(await t.request('POST', '/api/admin/events', { body: body([change({}), change({ note: 'again' })]), cookie: admin }), {
      changes: CHANGE_TWICE,
    })
    expect(await titled('Wednesday study')).toEqual([])
  })

  test('an edit with such a change is refused and the event stays as it was', async () => {
    const created = await t.request('POST', '/api/admin/events', { body: body([change({ date: '2026-12-03' })]), cookie: admin })
    expect(created.status).toBe(201)
    const res = await t.request('PUT', `/api/admin/events/${created.json.id}`, {
      body: body([change({ date: 'next Friday' })]),
      cookie: admin,
    })
    expectRefused(res, { 'changes.0.date': CHANGE_DATE_UNREADABLE })
    expect((await titled('Wednesday study')).map((event) => event.changes[0].date)).toEqual(['2026-12-03'])
    await t.request('DELETE', `/api/admin/events/${created.json.id}`, { cookie: admin })
  })

  test("an import's preview skips a row whose changed dates cannot be used, with the reason; confirming it writes nothing", async () => {
    const row = {
      title: 'Imported study',
      date: '2026-11-25',
      startTime: '18:30',
      isRecurring: 'yes',
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE',
    }
    const data = [
      { ...row, line: 1, changes: JSON.stringify([change({ date: 'next Friday' })]) },
      { ...row, line: 2, title: 'Imported study 2', changes: JSON.stringify([change({ startTime: 'noon' })]) },
    ]
    const preview = await t.request('POST', '/api/admin/events/bulk-import', { body: { data, dryRun: true }, cookie: admin })
    expect(preview.status).toBe(200)
    expect(preview.json.results).toEqual([
      { row: 1, title: 'Imported study', action: 'skip', reason: CHANGE_DATE_UNREADABLE },
      { row: 2, title: 'Imported study 2', action: 'skip', reason: CHANGE_TIME_UNREADABLE },
    ])
    const confirmed = await t.request('POST', '/api/admin/events/bulk-import', { body: { data }, cookie: admin })
    expect({ status: confirmed.status, message: confirmed.json.message }).toEqual({
      status: 422,
      message: 'No valid events found to import',
    })
    expect([...(await titled('Imported study')), ...(await titled('Imported study 2'))]).toEqual([])
  })
})

describe('a stored row the code cannot use, put in the table directly', () => {
  test('is listed, paged and published without the part it cannot use (logged with its id); never a 500', async () => {
    const reports: StoredEventProblem[] = []
    const previous = reportStoredEventProblemsTo((bad) => reports.push(bad))
    const stored = await t.db
      .insert(events)
      .values([
        { title: 'Moved to next Friday', date: '2026-11-25', ...weekly, changes: [change({ date: 'next Friday' })] },
        { title: 'Changes not a list', date: '2026-11-25', ...weekly, changes: { on: '2026-12-02' } as never },
        {
          title: 'Change at noon',
          date: '2026-11-25',
          ...weekly,
          changes: [
            change({ startTime: 'noon' }),
            change({ on: '2026-12-09', cancelled: true }),
            change({ on: '2026-12-16', date: '2027-06-02' }),
          ],
        },
        { title: 'Start time soon', date: '2026-11-30', startTime: 'soon' },
        { title: 'Ends years later', date: '2026-11-30', startTime: '10:00', endDate: '2030-01-01' },
        { title: 'Broken rule', date: '2026-11-26', isRecurring: true, recurrenceRule: 'FREQ=SOMETIMES' },
      ])
      .returning()
    t.ctx.content.changed()
    const [friday, notList, noon, soon, years] = stored
    const ids = stored.map((event) => event.id)
    const ok = async (path: string, cookie?: string) => {
      const res = await t.request('GET', path, { cookie })
      expect({ path, status: res.status }).toEqual({ path, status: 200 })
      return res
    }
    try {
      const publicList = (await ok('/api/events?limit=100')).json as { id: string; next: { date: string } }[]
      const upcoming = (await ok('/api/events?upcoming=true&limit=100')).json as {
        id: string
        nextDate: string
        next: { startTime: string }
      }[]
      expect(ids.every((id) => publicList.some((event) => event.id === id))).toBe(true)
      // The unusable change is left out: the series' next date is its own Wednesday, as it has it.
      expect(upcoming.find((event) => event.id === friday.id)).toMatchObject({ nextDate: '2026-11-25', next: { startTime: '18:30' } })
      expect(upcoming.find((event) => event.id === soon.id)).toMatchObject({ nextDate: '2026-11-30', next: { startTime: '' } })

      for (const event of stored) {
        const shown = (await ok(`/api/events/${event.id}`)).json
        expect(shown.id).toBe(event.id)
        expect((await page(`/events/${event.id}`)).status).toBe(200)
        const ics = await site.handle(new Request(`http://localhost/events/${event.id}.ics`))
        expect({ title: event.title, status: ics.status }).toEqual({ title: event.title, status: 200 })
      }
      // The series with one usable change and one not: the cancelled date is kept, the other left out.
      expect((await ok(`/api/events/${noon.id}`)).json.dates.slice(0, 4)).toMatchObject([
        { date: '2026-11-25' },
        { date: '2026-12-02', startTime: '18:30', changed: false },
        { date: '2026-12-09', cancelled: true },
        { date: '2026-12-16', changed: false },
      ])
      expect((await ok(`/api/events/${years.id}`)).json).toMatchObject({ endDate: null })

      const feed = (await ok('/feeds/events.ics')).text
      const read = await readCalendar(feed, '2026-11-01', 3)
      for (const event of stored) expect(read.some((o) => o.uid === `event-${event.id}@church.example`)).toBe(true)
      expect((await ok('/sitemaps/events.xml')).text).toContain(`/events/${friday.id}<`)

      // Staff see every one, without the part that cannot be used, and can save it fixed or delete it.
      const staff = (await ok('/api/admin/events?limit=100', admin)).json.items as { id: string; changes: unknown[]; startTime: string }[]
      expect(ids.every((id) => staff.some((event) => event.id === id))).toBe(true)
      expect(staff.find((event) => event.id === notList.id)?.changes).toEqual([])
      expect(staff.find((event) => event.id === soon.id)?.startTime).toBe('')
      await ok('/api/admin/events?upcoming=true&limit=100', admin)
      const fixed = await t.request('PUT', `/api/admin/events/${friday.id}`, {
        body: { title: friday.title, date: friday.date, ...weekly, changes: [change({ date: '2026-12-04' })] },
        cookie: admin,
      })
      expect(fixed.status).toBe(200)
      expect((await ok(`/api/events/${friday.id}/dates/2026-12-02`)).json.next).toMatchObject({ date: '2026-12-04', changed: true })
      // Changing one date of a series whose stored changes are not a list replaces them.
      const dated = await t.request('PUT', `/api/admin/events/${notList.id}/dates/2026-12-02`, { body: { cancelled: true }, cookie: admin })
      expect(dated.status).toBe(200)
      expect((await titled('Changes not a list'))[0].changes).toMatchObject([{ on: '2026-12-02', cancelled: true }])
      await t.expectDeleted(admin, `/api/admin/events/${soon.id}`)

      // Each problem logged once, naming the event.
      const logged = reports.filter((bad) => ids.includes(bad.id))
      for (const event of [friday, notList, noon, soon, years]) expect(logged.some((bad) => bad.id === event.id)).toBe(true)
      expect(logged.find((bad) => bad.id === friday.id)?.problem).toContain("'next Friday'")
      expect(new Set(logged.map((bad) => `${bad.id} ${bad.problem}`)).size).toBe(logged.length)
    } finally {
      reportStoredEventProblemsTo(previous)
      await t.db.delete(events).where(inArray(events.id, ids))
      t.ctx.content.changed()
    }
  })

  test('one whose date the calendar cannot read is skipped by visitors’ lists, pages and feeds, and kept in staff’s list', async () => {
    const reports: StoredEventProblem[] = []
    const previous = reportStoredEventProblemsTo((bad) => reports.push(bad))
    const [far] = await t.db.insert(events).values({ title: 'Far future', date: '12026-12-01' }).returning()
    t.ctx.content.changed()
    try {
      for (const path of ['/api/events?limit=100', '/api/events?upcoming=true&limit=100']) {
        const res = await t.request('GET', path)
        expect({ path, status: res.status }).toEqual({ path, status: 200 })
        expect(res.json.some((event: { id: string }) => event.id === far.id)).toBe(false)
      }
      expect((await t.request('GET', `/api/events/${far.id}`)).status).toBe(404)
      expect((await page(`/events/${far.id}`)).status).toBe(404)
      expect((await site.handle(new Request(`http://localhost/events/${far.id}.ics`))).status).toBe(404)
      const feed = await t.request('GET', '/feeds/events.ics')
      expect({ status: feed.status, listed: feed.text.includes(far.id) }).toEqual({ status: 200, listed: false })
      // In none of the sitemaps the index names (with no other event, there is no sitemap of events).
      const index = await t.request('GET', '/sitemap.xml')
      expect(index.status).toBe(200)
      const files = [...index.text.matchAll(/<loc>[^<]*(\/sitemaps\/[^<]+)<\/loc>/g)].map((m) => m[1])
      expect(files).toContain('/sitemaps/pages.xml')
      for (const file of files) expect((await t.request('GET', file)).text).not.toContain(far.id)
      const staff = await t.request('GET', '/api/admin/events?limit=100', { cookie: admin })
      expect(staff.status).toBe(200)
      expect(staff.json.items.find((event: { id: string }) => event.id === far.id)).toMatchObject({ date: '12026-12-01' })
      expect(reports.some((bad) => bad.id === far.id && bad.problem.includes("'12026-12-01'"))).toBe(true)
      await t.expectDeleted(admin, `/api/admin/events/${far.id}`)
    } finally {
      reportStoredEventProblemsTo(previous)
      await t.db.delete(events).where(inArray(events.id, [far.id]))
      t.ctx.content.changed()
    }
  })
})
