import { describe, expect, test } from 'bun:test'
import { inArray } from 'drizzle-orm'
import { events } from '../../db/schema'
import { contentChanged } from '../../lib/content-version'
import { todayIn } from '../../lib/dates'
import { type BadRuleReport, reportBadRulesTo } from '../../lib/recurrence'
import { testApp } from '../../test/harness'
import { formatEventExport, parseEventImport } from './model'

const t = await testApp()
const admin = await t.admin()

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const today = todayIn('America/Chicago')

describe('events', () => {
  test('times are read the way staff write them and stored as 24-hour HH:MM', async () => {
    const res = await t.request('POST', '/api/admin/events', {
      body: {
        title: "Women's Bible Study",
        date: shift(today, 3),
        startTime: '10:00 a.m.',
        endTime: '11:30 AM',
        isRecurring: true,
        recurrenceRule: 'RRULE:freq=weekly;byday=TU',
        recurrenceDescription: 'Every Tuesday',
      },
      cookie: admin,
    })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ startTime: '10:00', endTime: '11:30', recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU', isRecurring: true })
  })

  test('the spec messages', async () => {
    const res = await t.request('POST', '/api/admin/events', {
      body: { title: '', date: '', imageUrl: 'ftp://x/y.png', externalUrl: 'javascript:alert(1)', startTime: '25:00' },
      cookie: admin,
    })
    expect(res.status).toBe(422)
    expect(res.json.fields).toMatchObject({
      title: 'Title is required',
      date: 'Date is required',
      imageUrl: 'Please enter a valid URL or upload an image',
      externalUrl: 'Please enter a valid URL',
      startTime: 'Please enter a time like 10:30 AM',
    })
    // An uploaded image path is fine.
    const ok = await t.request('POST', '/api/admin/events', {
      body: { title: 'Potluck', date: shift(today, 10), imageUrl: '/uploads/x.png' },
      cookie: admin,
    })
    expect(ok.status).toBe(201)
  })

  test('an event ending before (or as) it starts is refused, on the form, on edit and in an import', async () => {
    const base = { title: 'Vespers', date: shift(today, 5) }
    for (const [startTime, endTime] of [
      ['18:00', '17:00'],
      ['6:00 PM', '5:00 PM'],
      ['18:00', '18:00'],
    ]) {
      const res = await t.request('POST', '/api/admin/events', { body: { ...base, startTime, endTime }, cookie: admin })
      expect(res.status).toBe(422)
      expect(res.json.fields).toEqual({ endTime: 'End time must be after the start time' })
    }
    // Morning to evening compares as a time of day, not as text ('9:00 AM' to '5:00 PM').
    const saved = await t.request('POST', '/api/admin/events', {
      body: { ...base, startTime: '9:00 AM', endTime: '5:00 PM' },
      cookie: admin,
    })
    expect(saved.status).toBe(201)
    // Either time alone is fine.
    expect((await t.request('POST', '/api/admin/events', { body: { ...base, endTime: '17:00' }, cookie: admin })).status).toBe(201)

    const edited = await t.request('PUT', `/api/admin/events/${saved.json.id}`, {
      body: { ...base, startTime: '18:00', endTime: '17:00' },
      cookie: admin,
    })
    expect(edited.status).toBe(422)
    expect(edited.json.fields).toEqual({ endTime: 'End time must be after the start time' })
    const imported = await t.request('POST', '/api/admin/events/bulk-import', {
      body: { data: [{ ...base, startTime: '18:00', endTime: '17:00' }] },
      cookie: admin,
    })
    expect(imported.status).toBe(422)
    expect(imported.json.message).toContain('End time must be after the start time')
  })

  test('upcoming means on or after today in the church time zone, soonest first', async () => {
    for (const [title, date, startTime] of [
      ['Yesterday', shift(today, -1), ''],
      ['Today late', today, '19:00'],
      ['Today early', today, '09:00'],
      ['Next month', shift(today, 30), ''],
    ]) {
      await t.request('POST', '/api/admin/events', { body: { title, date, startTime }, cookie: admin })
    }
    const upcoming = (await t.request('GET', '/api/events?upcoming=true')).json.map((e: { title: string }) => e.title)
    expect(upcoming.slice(0, 2)).toEqual(['Today early', 'Today late'])
    expect(upcoming).not.toContain('Yesterday')
    expect(upcoming.at(-1)).toBe('Next month')
    expect((await t.request('GET', '/api/events?upcoming=true&limit=3')).json).toHaveLength(3)
    expect((await t.request('GET', '/api/events')).json.map((e: { title: string }) => e.title)).toContain('Yesterday')
  })

  test("the public list carries what a card shows; the event itself and staff's list carry the whole record", async () => {
    const body = {
      title: 'Choir practice',
      date: shift(today, 2),
      startTime: '18:30',
      description: 'Bring your voice.',
      externalUrl: 'https://example.org/choir',
    }
    const created = (await t.request('POST', '/api/admin/events', { body, cookie: admin })).json
    const card = (await t.request('GET', '/api/events?upcoming=true')).json.find((e: { id: string }) => e.id === created.id)
    expect(Object.keys(card).sort()).toEqual(
      ['date', 'endTime', 'id', 'imageUrl', 'isRecurring', 'location', 'nextDate', 'recurrenceDescription', 'startTime', 'title'].sort(),
    )
    expect((await t.request('GET', `/api/events/${created.id}`)).json).toMatchObject({ ...card, description: 'Bring your voice.' })
    const staff = (await t.request('GET', '/api/admin/events?upcoming=true&limit=100', { cookie: admin })).json
    expect(staff.find((e: { id: string }) => e.id === created.id)).toMatchObject({ ...body, nextDate: body.date })
    expect((await t.request('GET', '/api/admin/events')).status).toBe(401)
    await t.request('DELETE', `/api/admin/events/${created.id}`, { cookie: admin })
  })

  test('details, update and delete', async () => {
    const [event] = (await t.request('GET', '/api/events?upcoming=true&limit=1')).json
    expect((await t.request('GET', `/api/events/${event.id}`)).json.title).toBe(event.title)
    const updated = await t.request('PUT', `/api/admin/events/${event.id}`, { body: { ...event, location: 'Parish Hall' }, cookie: admin })
    expect(updated.json.location).toBe('Parish Hall')
    expect((await t.request('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status).toBe(200)
    expect((await t.request('GET', `/api/events/${event.id}`)).status).toBe(404)
    expect((await t.request('GET', '/api/events/123')).json).toEqual({ message: 'Event not found' })
  })
})

describe('bulk import and export', () => {
  const importRows = (data: unknown[]) => t.request('POST', '/api/admin/events/bulk-import', { body: { data }, cookie: admin })

  test('inserts every row, dropping empty titles', async () => {
    const before = (await t.request('GET', '/api/events?limit=100')).json.length
    const res = await importRows([
      { title: 'Advent Lessons & Carols', date: '12/13/2026', startTime: '5:00 PM', location: 'Church' },
      { title: '   ', date: '2026-12-14' },
      { title: 'Christmas Eve', date: '2026-12-24', startTime: '10:30 PM' },
    ])
    expect(res.status).toBe(201)
    expect(res.json).toEqual({ message: 'Imported 2 events successfully', imported: 2 })
    expect((await t.request('GET', '/api/events?limit=100')).json.length).toBe(before + 2)
  })

  test('one bad row writes nothing and names the row', async () => {
    const before = (await t.request('GET', '/api/events?limit=100')).json.length
    const res = await importRows([
      { title: 'Fine', date: '2026-12-01' },
      { title: 'Broken', date: 'someday' },
    ])
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('Row 2 (Broken): Please enter a valid date')
    expect((await t.request('GET', '/api/events?limit=100')).json.length).toBe(before)
  })

  test('only empty titles gives the spec message', async () => {
    const res = await importRows([{ title: '', date: '2026-12-01' }])
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('No valid events found to import')
  })

  test('an export pasted back into the import gives the same events', async () => {
    const events = (await t.request('GET', '/api/events?limit=100')).json
    const text = formatEventExport(events)
    const rows = parseEventImport(text)
    expect(rows).toHaveLength(events.length)
    await t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })
    expect((await importRows(rows)).status).toBe(201)
    const again = (await t.request('GET', '/api/events?limit=100')).json
    const comparable = (list: Record<string, unknown>[]) =>
      list.map(({ id, createdAt, updatedAt, isRecurring, recurrenceRule, ...rest }) => rest)
    expect(comparable(again)).toEqual(comparable(events))
  })

  test('clear all answers how many were deleted', async () => {
    const count = (await t.request('GET', '/api/events?limit=100')).json.length
    expect((await t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })).json).toEqual({
      message: `Deleted ${count} events`,
      deleted: count,
    })
  })
})

describe('the import text parser', () => {
  test('fixed columns, no header, empty titles dropped', () => {
    expect(parseEventImport('Potluck\tBring a dish\t2026-12-06\t12:00\t14:00\tParish Hall\n\t\t2026-12-07\nCarols\t\t2026-12-13')).toEqual([
      {
        title: 'Potluck',
        description: 'Bring a dish',
        date: '2026-12-06',
        startTime: '12:00',
        endTime: '14:00',
        location: 'Parish Hall',
        imageUrl: '',
        externalUrl: '',
        externalLinkText: '',
        recurrenceDescription: '',
      },
      {
        title: 'Carols',
        description: '',
        date: '2026-12-13',
        startTime: '',
        endTime: '',
        location: '',
        imageUrl: '',
        externalUrl: '',
        externalLinkText: '',
        recurrenceDescription: '',
      },
    ])
  })
  test('the spec messages', () => {
    expect(() => parseEventImport('  \n ')).toThrow('Please paste your tab-delimited event data')
    expect(() => parseEventImport('\t\t2026-12-07')).toThrow('No valid events found to import')
    expect(() => parseEventImport('a\tb\tc\td\te\tf\tg\th\ti\tj\tk')).toThrow('Failed to parse event data. Please check your formatting.')
  })
  test('line breaks and tabs inside a description survive the round trip', () => {
    const event = { title: 'Retreat', description: 'Line one\nLine two\twith a tab \\ and a backslash', date: '2026-12-01' }
    expect(parseEventImport(formatEventExport([event]))[0]).toMatchObject({
      title: 'Retreat',
      description: 'Line one\nLine two with a tab \\ and a backslash',
    })
  })
})

describe('today in the church time zone', () => {
  test('late evening in Santa Rosa Beach is still today there, though UTC has moved on', () => {
    const instant = new Date('2026-11-21T03:30:00Z') // 9:30 PM on Nov 20 in Central time
    expect(todayIn('America/Chicago', instant)).toBe('2026-11-20')
    expect(todayIn('UTC', instant)).toBe('2026-11-21')
  })
})

describe('recurrence rules that never give a date', () => {
  test('are refused when saved, with the message on the rule', async () => {
    for (const recurrenceRule of ['FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30']) {
      const res = await t.request('POST', '/api/admin/events', {
        body: { title: 'Never', date: shift(today, 3), isRecurring: true, recurrenceRule },
        cookie: admin,
      })
      expect(res.status).toBe(422)
      expect(res.json.fields.recurrenceRule).toBe('This rule never produces a date')
    }
    const unreadable = await t.request('POST', '/api/admin/events', {
      body: { title: 'Hourly', date: shift(today, 3), isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYHOUR=9' },
      cookie: admin,
    })
    expect(unreadable.status).toBe(422)
    expect(unreadable.json.fields.recurrenceRule).toBe('Please enter a recurrence rule like FREQ=WEEKLY;BYDAY=TU')
    // A rule that is not used (the event does not repeat) is only read, not expanded.
    const once = await t.request('POST', '/api/admin/events', {
      body: { title: 'Once', date: shift(today, 3), isRecurring: false, recurrenceRule: 'FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4' },
      cookie: admin,
    })
    expect(once.status).toBe(201)
    await t.request('DELETE', `/api/admin/events/${once.json.id}`, { cookie: admin })
  })

  test('one already stored is listed at its own date, published without its rule and reported once, never looped on', async () => {
    const reports: BadRuleReport[] = []
    const previous = reportBadRulesTo((bad) => reports.push(bad))
    const stored = await t.db
      .insert(events)
      .values([
        { title: 'Bad rule ahead', date: shift(today, 5), isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4' },
        { title: 'Bad rule past', date: shift(today, -40), isRecurring: true, recurrenceRule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' },
        { title: 'Unreadable rule', date: shift(today, 6), isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYHOUR=9' },
      ])
      .returning()
    contentChanged()
    const [ahead, past, unreadable] = stored
    /** Each answer must come promptly: a hang fails the test instead of stalling the run. */
    const promptly = async (path: string) => {
      const started = performance.now()
      const res = await Promise.race([
        t.request('GET', path),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${path} did not answer within 2 s`)), 2000)),
      ])
      expect(performance.now() - started).toBeLessThan(1000)
      expect(res.status).toBe(200)
      return res
    }
    try {
      for (let round = 0; round < 2; round++) {
        const all = (await promptly('/api/events?limit=100')).json
        for (const event of stored) expect(all.find((e: { id: string }) => e.id === event.id)?.nextDate).toBe(event.date)
        const upcoming = (await promptly('/api/events?upcoming=true&limit=100')).json
        expect(upcoming.find((e: { id: string }) => e.id === ahead.id)?.nextDate).toBe(ahead.date)
        expect(upcoming.find((e: { id: string }) => e.id === unreadable.id)?.nextDate).toBe(unreadable.date)
        expect(upcoming.some((e: { id: string }) => e.id === past.id)).toBe(false)
        for (const event of stored) {
          // The event page's own answer leaves the rule out too, so its 'Add to Calendar' links carry none.
          const page = (await promptly(`/api/events/${event.id}`)).json
          expect({ nextDate: page.nextDate, isRecurring: page.isRecurring, rule: page.recurrenceRule }).toEqual({
            nextDate: event.date,
            isRecurring: false,
            rule: '',
          })
        }
        const feed = (await promptly('/feeds/events.ics')).text
        for (const event of stored) {
          const vevent = feed.split('BEGIN:VEVENT').find((block) => block.includes(`UID:event-${event.id}@`)) ?? ''
          expect(vevent).toContain(`DTSTART;VALUE=DATE:${event.date.replace(/-/g, '')}`)
          expect(vevent).not.toContain('RRULE')
        }
      }
      const ids = stored.map((event) => event.id)
      // Once per event, though every list, page and feed above read it twice.
      const reported = reports.filter((bad) => ids.includes(bad.id ?? '')).map((bad) => `${bad.id} ${bad.problem}`)
      expect(reported.sort()).toEqual(
        [
          `${ahead.id} This rule never produces a date`,
          `${past.id} This rule never produces a date`,
          `${unreadable.id} BYHOUR is not supported`,
        ].sort(),
      )
    } finally {
      reportBadRulesTo(previous)
      await t.db.delete(events).where(
        inArray(
          events.id,
          stored.map((event) => event.id),
        ),
      )
      contentChanged()
    }
  })
})
