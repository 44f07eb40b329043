import { afterAll, beforeAll, describe, expect, setSystemTime, test } from 'bun:test'
import ICAL from 'ical.js'
import { zonedInstant } from '../../lib/dates'
import { readCalendar } from '../../test/calendar-reader'
import { wednesdayStudy } from '../../test/examples'
import { testApp } from '../../test/harness'
import { formatEventExport, parseEventImport } from './paste'

/**
 * Late and long events, and one date of a series cancelled or changed: what staff save, what
 * visitors then see on the lists and pages, and what a calendar app reads from the feed.
 */
const t = await testApp()
const admin = await t.admin()
const ZONE = 'America/Chicago'

/** The church's clock reads `date` at `time`: the tests' today is Monday, Nov 23, 2026 at noon. */
const at = (date: string, time: string) => setSystemTime(zonedInstant(ZONE, date, time))
beforeAll(() => at('2026-11-23', '12:00'))
afterAll(() => setSystemTime())
/** `check` with the clock at `date` and `time`, then back to the tests' today. */
async function when(date: string, time: string, check: () => Promise<void>) {
  at(date, time)
  try {
    await check()
  } finally {
    at('2026-11-23', '12:00')
  }
}

const add = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/admin/events', { body: { location: 'Parish Hall', ...body }, cookie: admin })
  expect(res.status).toBe(201)
  return res.json as { id: string }
}
const upcoming = async () =>
  (await t.request('GET', '/api/events?upcoming=true&limit=100')).json as {
    id: string
    nextDate: string
    next: { on: string; date: string; startTime: string; cancelled: boolean; changed: boolean; note: string }
  }[]
const listed = async (id: string) => (await upcoming()).find((event) => event.id === id)

/** The feed's VEVENTs of one event, as a calendar app reads them, expanded from `from` (ical.js). */
async function feedDates(title: string, from: string, count: number) {
  const calendar = new ICAL.Component(ICAL.parse((await t.request('GET', '/feeds/events.ics')).text))
  const zone = new ICAL.Timezone({ component: calendar.getFirstSubcomponent('vtimezone') as ICAL.Component })
  ICAL.TimezoneService.register(zone)
  const parts = calendar.getAllSubcomponents('vevent').filter((c) => c.getFirstPropertyValue('summary') === title)
  const master = new ICAL.Event(parts.find((c) => !c.hasProperty('recurrence-id')) as ICAL.Component)
  for (const part of parts.filter((c) => c.hasProperty('recurrence-id'))) master.relateException(new ICAL.Event(part))
  const found: { start: string; end: string; location: string }[] = []
  const iterator = master.iterator()
  for (let next = iterator.next(); next && found.length < count; next = iterator.next()) {
    const details = master.getOccurrenceDetails(next)
    if (details.startDate.toString() < from) continue
    found.push({ start: details.startDate.toString(), end: details.endDate.toString(), location: details.item.location })
  }
  ICAL.TimezoneService.reset()
  return found
}

describe('late and long events', () => {
  test('10 PM to 1 AM the next morning is stored with its end date, stays upcoming past midnight and ends at 1 AM in the feed', async () => {
    const late = await add({ title: 'Watch Night', date: '2026-12-31', endDate: '2027-01-01', startTime: '10:00 PM', endTime: '1:00 AM' })
    expect((await t.request('GET', `/api/events/${late.id}`)).json).toMatchObject({ endDate: '2027-01-01', endTime: '01:00' })
    expect(await feedDates('Watch Night', '2026', 1)).toEqual([
      { start: '2026-12-31T22:00:00', end: '2027-01-01T01:00:00', location: 'Parish Hall' },
    ])
    await when('2027-01-01', '00:30', async () => expect((await listed(late.id))?.nextDate).toBe('2026-12-31'))
    await when('2027-01-01', '01:00', async () => expect(await listed(late.id)).toBeUndefined())
  })

  test('a camp from Friday to Sunday lasts the three days: the feed ends it Monday, the list keeps it through Sunday', async () => {
    const camp = await add({ title: 'Youth camp', date: '2026-12-04', endDate: '2026-12-06' })
    const feed = (await t.request('GET', '/feeds/events.ics')).text
    expect(feed).toContain('DTSTART;VALUE=DATE:20261204\r\nDTEND;VALUE=DATE:20261207')
    await when('2026-12-06', '20:00', async () => expect((await listed(camp.id))?.nextDate).toBe('2026-12-04'))
    await when('2026-12-07', '00:00', async () => expect(await listed(camp.id)).toBeUndefined())
  })

  test('an end before its start, an end date before the date, or more than 31 days is refused on its field, and nothing is saved', async () => {
    const refused = async (body: Record<string, unknown>) => {
      const res = await t.request('POST', '/api/admin/events', {
        body: { title: 'Refused event', date: '2026-12-10', ...body },
        cookie: admin,
      })
      expect(res.status).toBe(422)
      return res.text
    }
    expect(await refused({ startTime: '22:00', endTime: '01:00' })).toContain('End time must be after the start time')
    expect(await refused({ endDate: '2026-12-09' })).toContain('End date must be on or after the date')
    expect(await refused({ endDate: '2027-01-11' })).toContain('An event can last at most 31 days')
    const staff = (await t.request('GET', '/api/admin/events?search=Refused&limit=10', { cookie: admin })).json
    expect(staff.total).toBe(0)
  })
})

describe('one date of a series cancelled or changed', () => {
  const series = wednesdayStudy()

  test('cancelled: the date shows Cancelled until it would have ended, then drops out; the feed leaves it out (EXDATE)', async () => {
    const study = await add(series)
    const cancel = await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-25`, {
      body: { cancelled: true, note: 'No study on Thanksgiving week' },
      cookie: admin,
    })
    expect(cancel.status).toBe(200)
    expect((await listed(study.id))?.next).toMatchObject({
      on: '2026-11-25',
      date: '2026-11-25',
      cancelled: true,
      note: 'No study on Thanksgiving week',
    })
    const page = (await t.request('GET', `/api/events/${study.id}`)).json
    expect(page.dates.slice(0, 2).map((d: { date: string; cancelled: boolean }) => [d.date, d.cancelled])).toEqual([
      ['2026-11-25', true],
      ['2026-12-02', false],
    ])
    expect((await t.request('GET', `/api/events/${study.id}/dates/2026-11-25`)).json.next).toMatchObject({ cancelled: true })
    expect((await t.request('GET', '/feeds/events.ics')).text).toContain('EXDATE;TZID=America/Chicago:20261125T183000')
    expect((await feedDates(series.title, '2026-11-20', 2)).map((d) => d.start)).toEqual(['2026-12-02T18:30:00', '2026-12-09T18:30:00'])
    await when('2026-11-25', '19:31', async () => expect((await listed(study.id))?.nextDate).toBe('2026-12-02'))
    // Put back as the series has it.
    expect((await t.request('DELETE', `/api/admin/events/${study.id}/dates/2026-11-25`, { cookie: admin })).status).toBe(200)
    expect((await listed(study.id))?.next).toMatchObject({ date: '2026-11-25', cancelled: false, changed: false })
    expect((await t.request('GET', '/feeds/events.ics')).text).not.toContain('EXDATE')
  })

  test('moved to Thursday at 6 elsewhere: listed at the new date with its note, its own page, and a RECURRENCE-ID in the feed', async () => {
    const study = await add({ ...series, title: 'Moved Bible study' })
    const move = await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-25`, {
      body: { date: '2026-11-26', startTime: '6:00 PM', endTime: '7:00 PM', location: 'Rectory', note: 'Moved for Thanksgiving Eve' },
      cookie: admin,
    })
    expect(move.status).toBe(200)
    const shown = await listed(study.id)
    expect(shown?.nextDate).toBe('2026-11-26')
    expect(shown?.next).toMatchObject({
      on: '2026-11-25',
      date: '2026-11-26',
      startTime: '18:00',
      changed: true,
      note: 'Moved for Thanksgiving Eve',
    })
    const own = (await t.request('GET', `/api/events/${study.id}/dates/2026-11-25`)).json
    expect(own).toMatchObject({ title: 'Moved Bible study', nextDate: '2026-11-26', next: { location: 'Rectory' } })
    const feed = (await t.request('GET', '/feeds/events.ics')).text
    expect(feed).toContain('RECURRENCE-ID;TZID=America/Chicago:20261125T183000')
    expect(await feedDates('Moved Bible study', '2026-11-20', 2)).toEqual([
      { start: '2026-11-26T18:00:00', end: '2026-11-26T19:00:00', location: 'Rectory' },
      { start: '2026-12-02T18:30:00', end: '2026-12-02T19:30:00', location: 'Parish Hall' },
    ])
    // Once the moved date is over, the next Wednesday.
    await when('2026-11-26', '19:00', async () => expect((await listed(study.id))?.nextDate).toBe('2026-12-02'))
  })

  test("one date's end cleared, as the dashboard sends it (the series' start with no end): that date has no end, the others keep theirs", async () => {
    const study = await add({ ...series, title: 'Open-ended Bible study' })
    const cleared = await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-25`, {
      body: { startTime: '18:30', endTime: '', note: 'Stay as long as you like' },
      cookie: admin,
    })
    expect(cleared.status).toBe(200)
    const dateOf = async (on: string) => (await t.request('GET', `/api/events/${study.id}/dates/${on}`)).json.next
    expect(await dateOf('2026-11-25')).toMatchObject({ startTime: '18:30', endTime: '', changed: true })
    expect(await dateOf('2026-12-02')).toMatchObject({ startTime: '18:30', endTime: '19:30', changed: false })
  })

  test('a date the series does not fall on is not found; a move of more than 31 days and a change by a visitor are refused', async () => {
    const study = await add({ ...series, title: 'Guarded Bible study' })
    expect((await t.request('GET', `/api/events/${study.id}/dates/2026-11-24`)).status).toBe(404)
    expect(
      (await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-24`, { body: { cancelled: true }, cookie: admin })).status,
    ).toBe(404)
    const far = await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-25`, { body: { date: '2027-02-01' }, cookie: admin })
    expect(far.status).toBe(422)
    expect(far.text).toContain('A date can move at most 31 days')
    expect((await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-25`, { body: { cancelled: true } })).status).toBe(401)
    expect((await t.request('GET', `/api/events/${study.id}`)).json.changes).toEqual([])
  })

  test('the end date and changed dates go out in the export and come back with the import', async () => {
    const camp = await add({ ...series, title: 'Exported Bible study', endDate: '2026-11-05', startTime: '22:00', endTime: '01:00' })
    await t.request('PUT', `/api/admin/events/${camp.id}/dates/2026-11-25`, { body: { cancelled: true }, cookie: admin })
    await t.request('PUT', `/api/admin/events/${camp.id}/dates/2026-12-02`, {
      body: { date: '2026-12-03', note: 'Choir night' },
      cookie: admin,
    })
    const before = (await t.request('GET', `/api/events/${camp.id}`)).json
    const text = formatEventExport([before])
    expect(text.split('\t')).toHaveLength(15)
    await t.request('DELETE', `/api/admin/events/${camp.id}`, { cookie: admin })
    const res = await t.request('POST', '/api/admin/events/bulk-import', { body: { data: parseEventImport(text) }, cookie: admin })
    expect(res.json.created).toBe(1)
    const staff = (await t.request('GET', '/api/admin/events?search=Exported&limit=10', { cookie: admin })).json.items
    expect(staff[0]).toMatchObject({ endDate: '2026-11-05', endTime: '01:00', changes: before.changes })
    expect(before.changes).toHaveLength(2)
  })
})

describe('the feed as a second, independent reader takes it (python3-icalendar and dateutil)', () => {
  test('a cancelled date is gone, a moved one is at its new time with the right offset, a late night ends next morning, a camp ends after Sunday', async () => {
    const study = await add({
      title: 'Read Bible study',
      date: '2026-11-04',
      startTime: '18:30',
      endTime: '19:30',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=8',
    })
    await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-11-25`, { body: { cancelled: true }, cookie: admin })
    await t.request('PUT', `/api/admin/events/${study.id}/dates/2026-12-02`, {
      body: { date: '2026-12-03', startTime: '18:00', endTime: '19:00' },
      cookie: admin,
    })
    await add({ title: 'Read Watch Night', date: '2026-12-31', endDate: '2027-01-01', startTime: '22:00', endTime: '01:00' })
    await add({ title: 'Read youth camp', date: '2026-12-04', endDate: '2026-12-06' })
    const read = await readCalendar((await t.request('GET', '/feeds/events.ics')).text, '2026-11-20', 10)
    const of = (summary: string) => read.filter((o) => o.summary === summary).map((o) => [o.start, o.end])
    expect(of('Read Bible study')).toEqual([
      ['2026-12-03T18:00:00-06:00', '2026-12-03T19:00:00-06:00'],
      ['2026-12-09T18:30:00-06:00', '2026-12-09T19:30:00-06:00'],
      ['2026-12-16T18:30:00-06:00', '2026-12-16T19:30:00-06:00'],
      // The eighth and last (COUNT=8 counts the cancelled and the moved dates too).
      ['2026-12-23T18:30:00-06:00', '2026-12-23T19:30:00-06:00'],
    ])
    expect(of('Read Watch Night')).toEqual([['2026-12-31T22:00:00-06:00', '2027-01-01T01:00:00-06:00']])
    expect(of('Read youth camp')).toEqual([['2026-12-04', '2026-12-07']])
    // The site lists the same dates, soonest first.
    const page = (await t.request('GET', `/api/events/${study.id}`)).json
    expect(page.dates.filter((d: { cancelled: boolean }) => !d.cancelled).map((d: { date: string }) => d.date)).toEqual([
      '2026-12-03',
      '2026-12-09',
      '2026-12-16',
      '2026-12-23',
    ])
  })
})
