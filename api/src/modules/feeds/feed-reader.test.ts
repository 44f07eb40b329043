import { describe, expect, test } from 'bun:test'
import { todayIn } from '../../lib/dates'
import { addDays } from '../../lib/event-times'
import { readCalendar } from '../../test/calendar-reader'
import { testApp } from '../../test/harness'

// The events calendar as a calendar app reads it: python3-icalendar and dateutil (api/src/test/calendar-reader.ts).
const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const today = todayIn('America/Chicago')
const year = Number(today.slice(0, 4)) + 1

/** The first `weekday` (0 = Sunday) on or after `date`. */
const onOrAfter = (date: string, weekday: number) => addDays(date, (weekday - new Date(`${date}T12:00:00Z`).getUTCDay() + 7) % 7)
const compact = (date: string) => date.replaceAll('-', '')

// Next year's autumn, whatever today is: Thursdays from early October to mid-November, across the
// first Sunday of November (clocks go back: -05:00 before, -06:00 after).
const firstThursday = onOrAfter(`${year}-10-08`, 4)
const fallBack = onOrAfter(`${year}-11-01`, 0)
const lastThursday = addDays(firstThursday, 35)
const summerNight = `${year}-07-09`

async function create(body: Record<string, unknown>): Promise<string> {
  const res = await t.request('POST', '/api/admin/events', { cookie: await t.admin(), body })
  expect(res.status).toBe(201)
  return res.json.id
}

const study = await create({
  title: 'Thursday Evening Study',
  date: firstThursday,
  startTime: '19:00',
  endTime: '20:30',
  isRecurring: true,
  // A date-only UNTIL as staff type it: saved as the end of that day in church time, so Thursday evening is in.
  recurrenceRule: `FREQ=WEEKLY;BYDAY=TH;UNTIL=${compact(lastThursday)}`,
})
const compline = await create({ title: 'Late Compline', date: summerNight, startTime: '22:00' })
const uid = (id: string) => `event-${id}@church.example`
const offset = (date: string) => (date < `${year}-03-01` || date >= fallBack ? '-06:00' : '-05:00')

describe('the events calendar read by python3-icalendar and dateutil', () => {
  test('gives the dates, times and UTC offsets the site lists, and a series ends on its UNTIL date', async () => {
    const feed = await t.request('GET', '/feeds/events.ics')
    expect(feed.status).toBe(200)
    const read = await readCalendar(feed.text, today, 20)

    // The site's own reading: the list's next dates and the series' page's dates.
    const listed = (await t.request('GET', '/api/events?upcoming=true')).json as { id: string; nextDate: string }[]
    const dates = (await t.request('GET', `/api/events/${study}`)).json.dates as { date: string; startTime: string; endTime: string }[]
    expect(dates.length).toBeLessThan(8) // every date of the series is listed

    const series = read.filter((o) => o.uid === uid(study))
    expect(series).toEqual(
      dates.map((d) => ({
        uid: uid(study),
        start: `${d.date}T${d.startTime}:00${offset(d.date)}`,
        end: `${d.date}T${d.endTime}:00${offset(d.date)}`,
        summary: 'Thursday Evening Study',
        status: '',
      })),
    )
    expect(series.map((o) => o.start.slice(0, 10))).toEqual([0, 7, 14, 21, 28, 35].map((days) => addDays(firstThursday, days)))
    expect(series.at(-1)?.start).toBe(`${lastThursday}T19:00:00-06:00`)
    expect(series.some((o) => o.start.endsWith('-05:00'))).toBe(true)

    // 10 PM in July is 03:00 UTC the next day: the date stays the church's.
    expect(read.filter((o) => o.uid === uid(compline))).toEqual([
      {
        uid: uid(compline),
        start: `${summerNight}T22:00:00-05:00`,
        end: `${summerNight}T23:00:00-05:00`,
        summary: 'Late Compline',
        status: '',
      },
    ])
    for (const id of [study, compline]) {
      const first = read.find((o) => o.uid === uid(id))
      expect(listed.find((e) => e.id === id)?.nextDate).toBe(first?.start.slice(0, 10))
    }
    expect(read.map((o) => o.uid)).toEqual([uid(compline), ...series.map(() => uid(study))])
  })

  test('a feed that is not valid fails the read with the parser’s error', async () => {
    const feed = (await t.request('GET', '/feeds/events.ics')).text
    // RFC 5545 wants a UTC UNTIL beside a zoned DTSTART; dateutil refuses a date.
    const dateUntil = feed.replace(/UNTIL=(\d{8})T\d{6}Z/, 'UNTIL=$1')
    expect(dateUntil).not.toBe(feed)
    await expect(readCalendar(dateUntil, today, 5)).rejects.toThrow('RRULE UNTIL values must be specified in UTC')
    const badTime = feed.replace(/^DTSTART;TZID=America\/Chicago:(\d{8})T/m, 'DTSTART;TZID=America/Chicago:$1X')
    await expect(readCalendar(badTime, today, 5)).rejects.toThrow("DTSTART: '")
  })
})
