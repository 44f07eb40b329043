import { afterAll, beforeAll, describe, expect, setSystemTime, test } from 'bun:test'
import { zonedInstant } from '../../lib/dates'
import { wednesdayStudy } from '../../test/examples'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

/**
 * The heads of event pages that are more than one evening (a late night, a camp), and of one date of
 * a series (/events/{id}/{date}, decision 0025): title, description, JSON-LD status and times, the
 * 404 of a date the series does not give, and the one date's .ics.
 */
const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const admin = await t.admin()

const { site, page } = siteOf(t)

// The church's clock reads Monday, Nov 23, 2026 at noon.
beforeAll(() => setSystemTime(zonedInstant('America/Chicago', '2026-11-23', '12:00')))
afterAll(() => setSystemTime())

const add = async (body: Record<string, unknown>) => {
  const res = await t.request('POST', '/api/admin/events', { body: { location: 'Parish Hall', ...body }, cookie: admin })
  expect(res.status).toBe(201)
  return (res.json as { id: string }).id
}
const change = async (id: string, on: string, body: Record<string, unknown>) =>
  expect((await t.request('PUT', `/api/admin/events/${id}/dates/${on}`, { body, cookie: admin })).status).toBe(200)

describe("an event page's end", () => {
  test('10 PM to 1 AM ends the next morning', async () => {
    const id = await add({ title: 'Watch Night', date: '2026-12-31', endDate: '2027-01-01', startTime: '22:00', endTime: '01:00' })
    expect((await page(`/events/${id}`)).event).toMatchObject({
      startDate: '2026-12-31T22:00:00-06:00',
      endDate: '2027-01-01T01:00:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      url: `https://church.example/events/${id}`,
    })
  })

  test('a camp from Friday to Sunday ends on Sunday: its last day when it has no time, its end time that day when it has', async () => {
    const allDay = await add({ title: 'Youth camp', date: '2026-12-04', endDate: '2026-12-06' })
    expect((await page(`/events/${allDay}`)).event).toMatchObject({ startDate: '2026-12-04', endDate: '2026-12-06' })
    const timed = await add({ title: 'Vestry retreat', date: '2026-12-04', endDate: '2026-12-06', startTime: '18:00', endTime: '11:00' })
    expect((await page(`/events/${timed}`)).event).toMatchObject({
      startDate: '2026-12-04T18:00:00-06:00',
      endDate: '2026-12-06T11:00:00-06:00',
    })
  })

  test('an evening with a start and no end has no end date', async () => {
    const id = await add({ title: 'Compline', date: '2026-12-08', startTime: '21:00' })
    expect((await page(`/events/${id}`)).event.endDate).toBeUndefined()
  })
})

describe('one date of a series', () => {
  const series = wednesdayStudy({ description: 'We read the Gospel of John.' })
  let id = ''
  beforeAll(async () => {
    id = await add(series)
    await change(id, '2026-11-25', { cancelled: true, note: 'No study on Thanksgiving week' })
    await change(id, '2026-12-02', { date: '2026-12-03', startTime: '18:00', endTime: '19:00', location: 'Rectory', note: 'Choir night' })
  })

  test('a cancelled date: its own title and address, EventCancelled at the time it had', async () => {
    const p = await page(`/events/${id}/2026-11-25`)
    expect(p.status).toBe(200)
    expect(p.title).toBe('Cancelled: Wednesday Bible study, Wed, Nov 25 | Anglican Church of Santa Rosa Beach')
    expect(p.canonical).toBe(`https://church.example/events/${id}/2026-11-25`)
    expect(p.meta('description')).toBe('Cancelled: Wed, Nov 25, 2026. No study on Thanksgiving week We read the Gospel of John.')
    expect(p.event).toMatchObject({
      name: 'Wednesday Bible study',
      startDate: '2026-11-25T18:30:00-06:00',
      endDate: '2026-11-25T19:30:00-06:00',
      eventStatus: 'https://schema.org/EventCancelled',
      url: `https://church.example/events/${id}/2026-11-25`,
    })
    expect(p.event.previousStartDate).toBeUndefined()
  })

  test('a moved date: at its new date, time and place, EventRescheduled with the start it had', async () => {
    const p = await page(`/events/${id}/2026-12-02`)
    expect(p.status).toBe(200)
    expect(p.title).toBe('Wednesday Bible study, Thu, Dec 3 | Anglican Church of Santa Rosa Beach')
    expect(p.meta('description')).toBe(
      'Thu, Dec 3, 2026, 6:00 PM CST at Rectory. Moved from Wed, Dec 2, 2026. Choir night We read the Gospel of John.',
    )
    expect(p.event).toMatchObject({
      startDate: '2026-12-03T18:00:00-06:00',
      endDate: '2026-12-03T19:00:00-06:00',
      eventStatus: 'https://schema.org/EventRescheduled',
      previousStartDate: '2026-12-02T18:30:00-06:00',
      location: { '@type': 'Place', name: 'Rectory' },
      url: `https://church.example/events/${id}/2026-12-02`,
    })
  })

  test('a date as the series has it is EventScheduled', async () => {
    const p = await page(`/events/${id}/2026-12-09`)
    expect(p.title).toBe('Wednesday Bible study, Wed, Dec 9 | Anglican Church of Santa Rosa Beach')
    expect(p.event).toMatchObject({
      startDate: '2026-12-09T18:30:00-06:00',
      eventStatus: 'https://schema.org/EventScheduled',
      location: { name: 'Parish Hall' },
    })
    expect(p.event.previousStartDate).toBeUndefined()
  })

  test("the series' page describes the date it is listed at, with its end", async () => {
    const p = await page(`/events/${id}`)
    expect(p.title).toBe('Wednesday Bible study | Anglican Church of Santa Rosa Beach')
    expect(p.event).toMatchObject({
      startDate: '2026-11-25T18:30:00-06:00',
      endDate: '2026-11-25T19:30:00-06:00',
      eventStatus: 'https://schema.org/EventCancelled',
      url: `https://church.example/events/${id}`,
    })
  })

  test('a date the series does not give, a one-off event and a date that is no date are 404, kept from search', async () => {
    const missing = await page(`/events/${id}/2026-11-24`)
    expect(missing.status).toBe(404)
    expect(missing.title).toBe('Date Not Found | Anglican Church of Santa Rosa Beach')
    expect(missing.meta('robots')).toBe('noindex')
    expect(missing.event).toBeUndefined()
    const once = await add({ title: 'Advent Lessons & Carols', date: '2026-12-13', startTime: '17:00' })
    expect((await page(`/events/${once}/2026-12-13`)).status).toBe(404)
    for (const path of [`/events/${id}/2026-13-01`, `/events/${id}/2026-11-25/more`, `/events/${id}/soon`]) {
      const p = await page(path)
      expect(p.status).toBe(404)
      expect(p.title).toBe('Page Not Found | Anglican Church of Santa Rosa Beach')
    }
  })

  test('.ics of one date: that date only, at its own time and place, under its own UID; none for a cancelled one', async () => {
    const res = await site.handle(new Request(`http://localhost/events/${id}/2026-12-02.ics`))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('text/calendar')
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="wednesday-bible-study-2026-12-03.ics"')
    const text = (await res.text()).replace(/\r\n /g, '')
    expect(text).toContain('DTSTART;TZID=America/Chicago:20261203T180000\r\nDTEND;TZID=America/Chicago:20261203T190000')
    expect(text).toContain(`UID:event-${id}/2026-12-02@church.example`)
    expect(text).toContain(`URL:https://church.example/events/${id}/2026-12-02`)
    expect(text).toContain('LOCATION:Rectory')
    expect(text).toContain('Choir night')
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(1)
    expect(text.slice(text.indexOf('BEGIN:VEVENT'))).not.toContain('RRULE')
    expect((await site.handle(new Request(`http://localhost/events/${id}/2026-11-25.ics`))).status).toBe(404)
    expect((await site.handle(new Request(`http://localhost/events/${id}/2026-11-24.ics`))).status).toBe(404)
    // The series' own file is as it was.
    expect(await (await site.handle(new Request(`http://localhost/events/${id}.ics`))).text()).toContain('RRULE:FREQ=WEEKLY;BYDAY=WE')
  })
})
