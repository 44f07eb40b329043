import { describe, expect, setSystemTime, test } from 'bun:test'
import { eq, inArray } from 'drizzle-orm'
import { events } from '../../db/schema'
import { todayIn, zonedInstant } from '../../lib/dates'
import { expectRefused, testApp } from '../../test/harness'
import { EVENT_COLUMNS, type EventImportRow, formatEventExport, parseEventImport } from './paste'
import { reportStoredEventProblemsTo, type StoredEventProblem } from './stored'

const t = await testApp()
const admin = await t.admin()

const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const today = todayIn('America/Chicago')
/** The first date on or after `iso` that is `day` (0 = Sunday … 6 = Saturday): a series starts on a date its rule gives. */
const onOrAfter = (iso: string, day: number) => shift(iso, (day - new Date(`${iso}T12:00:00Z`).getUTCDay() + 7) % 7)

describe('events', () => {
  test('times are read the way staff write them and stored as 24-hour HH:MM', async () => {
    const res = await t.request('POST', '/api/admin/events', {
      body: {
        title: "Women's Bible Study",
        date: onOrAfter(shift(today, 1), 2),
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

  test('the field messages of an event (docs/product.md#events-tab)', async () => {
    const res = await t.request('POST', '/api/admin/events', {
      body: { title: '', date: '', imageUrl: 'ftp://x/y.png', externalUrl: 'javascript:alert(1)', startTime: '25:00' },
      cookie: admin,
    })
    expectRefused(res, {
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
      expectRefused(res, { endTime: 'End time must be after the start time' })
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
    expectRefused(edited, { endTime: 'End time must be after the start time' })
    const imported = await t.request('POST', '/api/admin/events/bulk-import', {
      body: { data: [{ ...base, startTime: '18:00', endTime: '17:00' }], dryRun: true },
      cookie: admin,
    })
    expect(imported.json.results).toEqual([{ row: 1, title: base.title, action: 'skip', reason: 'End time must be after the start time' }])
  })

  test('upcoming means on or after today in the church time zone, soonest first', async () => {
    // Early in the church's morning, before either of today's events.
    setSystemTime(zonedInstant('America/Chicago', today, '08:00'))
    try {
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
    } finally {
      setSystemTime()
    }
  })

  test("upcoming means not yet ended: this morning's event has left the lists, a weekly one shows next week", async () => {
    // 2:14 PM in Santa Rosa Beach.
    setSystemTime(zonedInstant('America/Chicago', today, '14:14'))
    try {
      const add = async (body: Record<string, unknown>) =>
        (await t.request('POST', '/api/admin/events', { body: { location: 'Parish Hall', ...body }, cookie: admin })).json.id as string
      const breakfast = await add({ title: 'Ended breakfast', date: today, startTime: '07:00', endTime: '09:00' })
      const tea = await add({ title: 'Afternoon tea on now', date: today, startTime: '13:30' })
      const prayer = await add({
        title: 'Weekly morning prayer',
        date: today,
        startTime: '08:00',
        endTime: '08:30',
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY',
      })
      const upcoming = (await t.request('GET', '/api/events?upcoming=true&limit=100')).json as { id: string; nextDate: string }[]
      const listed = (id: string) => upcoming.find((e) => e.id === id)
      expect(listed(breakfast)).toBeUndefined()
      // No end time: an hour from 1:30 PM, so still on at 2:14 PM.
      expect(listed(tea)?.nextDate).toBe(today)
      expect(listed(prayer)?.nextDate).toBe(shift(today, 7))
      // The event's own page (its JSON-LD and calendar links) points at next week too.
      expect((await t.request('GET', `/api/events/${prayer}`)).json.nextDate).toBe(shift(today, 7))
      // Staff see the ended one among the past events, not the upcoming ones.
      const staffUpcoming = (await t.request('GET', '/api/admin/events?upcoming=true&limit=100', { cookie: admin })).json.items as {
        id: string
      }[]
      expect(staffUpcoming.some((e) => e.id === breakfast)).toBe(false)
      const staff = (await t.request('GET', '/api/admin/events?limit=100&search=Ended%20breakfast', { cookie: admin })).json
      expect(staff.items.map((e: { id: string }) => e.id)).toEqual([breakfast])
    } finally {
      setSystemTime()
    }
  })

  test('a repeat rule ends at its UNTIL instant, and a date-only UNTIL is saved as the end of that day in church time', async () => {
    const add = async (body: Record<string, unknown>) =>
      (await t.request('POST', '/api/admin/events', { body: { isRecurring: true, ...body }, cookie: admin })).json
    // A date-only UNTIL with a start time is saved as RFC 5545 needs it: Dec 10 23:59:59 CST, in UTC.
    const timed = await add({ title: 'Advent study', date: '2026-10-01', startTime: '19:00', recurrenceRule: 'FREQ=WEEKLY;UNTIL=20261210' })
    expect(timed.recurrenceRule).toBe('FREQ=WEEKLY;UNTIL=20261211T055959Z')
    // An all-day series keeps a date, as RFC 5545 has it for a date start.
    const allDay = await add({ title: 'Advent fast', date: '2026-10-01', recurrenceRule: 'FREQ=WEEKLY;UNTIL=20261210' })
    expect(allDay.recurrenceRule).toBe('FREQ=WEEKLY;UNTIL=20261210')

    // A daily 7 PM series whose UNTIL is 23:59:59 UTC the day after tomorrow: its last start is
    // tomorrow at 7 PM (the day after's 7 PM Central is already the next day in UTC).
    const until = shift(today, 2).replaceAll('-', '')
    const nightly = await add({
      title: 'Nightly compline',
      date: shift(today, -3),
      startTime: '19:00',
      recurrenceRule: `FREQ=DAILY;UNTIL=${until}T235959Z`,
    })
    const nextDate = async () => (await t.request('GET', `/api/events/${nightly.id}`)).json.nextDate
    try {
      setSystemTime(zonedInstant('America/Chicago', shift(today, 1), '12:00'))
      expect(await nextDate()).toBe(shift(today, 1))
      // Tomorrow at 9 PM tomorrow's compline is over, and there is none after it.
      setSystemTime(zonedInstant('America/Chicago', shift(today, 1), '21:00'))
      const upcoming = (await t.request('GET', '/api/events?upcoming=true&limit=100')).json as { id: string }[]
      expect(upcoming.some((e) => e.id === nightly.id)).toBe(false)
      expect(await nextDate()).toBe(nightly.date)
    } finally {
      setSystemTime()
    }
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
      [
        'categories',
        'date',
        'endDate',
        'endTime',
        'id',
        'imageUrl',
        'isRecurring',
        'location',
        'next',
        'nextDate',
        'recurrenceDescription',
        'startTime',
        'title',
      ].sort(),
    )
    expect((await t.request('GET', `/api/events/${created.id}`)).json).toMatchObject({ ...card, description: 'Bring your voice.' })
    const staff = (await t.request('GET', '/api/admin/events?upcoming=true&limit=100', { cookie: admin })).json.items
    expect(staff.find((e: { id: string }) => e.id === created.id)).toMatchObject({ ...body, nextDate: body.date })
    expect((await t.request('GET', '/api/admin/events')).status).toBe(401)
    await t.request('DELETE', `/api/admin/events/${created.id}`, { cookie: admin })
  })

  test('details, update and delete', async () => {
    // A one-off event: what visitors read of a repeating one has no rule to send back (staff's answer has it).
    const upcoming = (await t.request('GET', '/api/events?upcoming=true&limit=100')).json as {
      id: string
      title: string
      isRecurring: boolean
    }[]
    const event = upcoming.find((e) => !e.isRecurring) as (typeof upcoming)[number]
    expect((await t.request('GET', `/api/events/${event.id}`)).json.title).toBe(event.title)
    const updated = await t.request('PUT', `/api/admin/events/${event.id}`, { body: { ...event, location: 'Parish Hall' }, cookie: admin })
    expect(updated.json.location).toBe('Parish Hall')
    expect((await t.request('DELETE', `/api/admin/events/${event.id}`, { cookie: admin })).status).toBe(200)
    expect((await t.request('GET', `/api/events/${event.id}`)).status).toBe(404)
    expect((await t.request('GET', '/api/events/123')).json).toEqual({ message: 'Event not found' })
  })
})

describe('bulk import and export', () => {
  const importRows = (data: unknown[], dryRun?: boolean) =>
    t.request('POST', '/api/admin/events/bulk-import', { body: { data, dryRun }, cookie: admin })
  /** Every event, read a page at a time as staff's list gives them. */
  const all = async () => {
    const items: Record<string, unknown>[] = []
    for (;;) {
      const page = (await t.request('GET', `/api/admin/events?limit=100&offset=${items.length}`, { cookie: admin })).json
      items.push(...page.items)
      if (page.items.length === 0 || items.length >= page.total) return items
    }
  }

  test('a preview says what each row would do, by its line, and saves nothing; confirming saves the good rows only', async () => {
    const before = (await all()).length
    const rows = [
      { line: 1, title: 'Advent Lessons & Carols', date: '12/13/2026', startTime: '5:00 PM', location: 'Church' },
      { line: 2, title: '   ', date: '2026-12-14' },
      { line: 4, title: 'Broken', date: 'someday' },
      { line: 5, title: 'Christmas Eve', date: '2026-12-24', startTime: '10:30 PM' },
      { line: 6, title: 'christmas eve', date: '2026-12-24', startTime: '10:30 PM', location: 'Chapel' },
    ]
    const preview = await importRows(rows, true)
    expect(preview.status).toBe(200)
    expect(preview.json.message).toBe('Preview: 2 to create, 0 to update, 3 skipped')
    expect(preview.json.results).toEqual([
      { row: 1, title: 'Advent Lessons & Carols', action: 'create' },
      { row: 2, title: '', action: 'skip', reason: 'Title is required' },
      { row: 4, title: 'Broken', action: 'skip', reason: 'Please enter a valid date' },
      { row: 5, title: 'Christmas Eve', action: 'create' },
      { row: 6, title: 'christmas eve', action: 'skip', reason: 'Same title, date and time as row 5' },
    ])
    expect((await all()).length).toBe(before)

    const res = await importRows(rows)
    expect(res.status).toBe(201)
    expect(res.json.message).toBe('Imported 2 events successfully (2 new, 0 updated, 3 skipped)')
    expect((await all()).length).toBe(before + 2)
  })

  test('a row with the title and date of an event updates it: the same rows twice never double an event', async () => {
    const rows = [{ line: 1, title: 'Vestry Meeting', date: '2027-01-12', startTime: '7:00 PM', location: 'Library' }]
    expect((await importRows(rows)).json.message).toBe('Imported 1 event successfully')
    const count = (await all()).length
    const again = await importRows([{ ...rows[0], location: 'Parish Hall' }])
    expect(again.json.message).toBe('Imported 1 event successfully (0 new, 1 updated, 0 skipped)')
    const list = await all()
    expect(list.length).toBe(count)
    expect(list.filter((e) => e.title === 'Vestry Meeting')).toMatchObject([{ location: 'Parish Hall', startTime: '19:00' }])
  })

  test("only empty titles or bad rows: 'No valid events found to import', nothing written", async () => {
    const before = (await all()).length
    const res = await importRows([
      { title: '', date: '2026-12-01' },
      { title: 'Broken', date: 'someday' },
    ])
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('No valid events found to import')
    expect((await all()).length).toBe(before)
  })

  test('export, clear all, import the export: the same events with the same repeat rules; importing it twice adds nothing', async () => {
    await t.request('POST', '/api/admin/events', {
      body: {
        title: 'Bible Study',
        date: onOrAfter(shift(today, 1), 2),
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
        recurrenceDescription: 'Every Tuesday',
      },
      cookie: admin,
    })
    const events = await all()
    const text = formatEventExport(events)
    // The ten import columns, then Repeats, the rule, the end date, the changed dates (decision 0025) and the categories (0057).
    expect(text.split('\n')[0].split('\t')).toHaveLength(15)
    const rows = parseEventImport(text)
    expect(rows).toHaveLength(events.length)
    await t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })
    const first = await importRows(rows)
    expect(first.json.results.filter((r: { action: string }) => r.action === 'skip')).toEqual([])
    expect(first.json.message).toBe(`Imported ${events.length} events successfully`)
    const comparable = (list: Record<string, unknown>[]) =>
      list
        .map(({ id, createdAt, updatedAt, nextDate, createdBy, ...rest }) => rest)
        .sort((a, b) => `${a.date}${a.title}`.localeCompare(`${b.date}${b.title}`))
    expect(comparable(await all())).toEqual(comparable(events))
    expect((await all()).find((e) => e.title === 'Bible Study')).toMatchObject({
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
    })

    const twice = await importRows(rows)
    expect(twice.json.message).toBe(`Imported ${events.length} events successfully (0 new, ${events.length} updated, 0 skipped)`)
    expect(comparable(await all())).toEqual(comparable(events))
  })

  test('a file without the repeat columns (an older export) leaves an event’s rule as it is', async () => {
    const study = (await all()).find((e) => e.title === 'Bible Study') as Record<string, unknown>
    const old = formatEventExport([study]).split('\t').slice(0, 10).join('\t')
    const [row] = parseEventImport(old)
    expect(row).not.toHaveProperty('recurrenceRule')
    expect((await importRows([row])).json.updated).toBe(1)
    expect((await all()).find((e) => e.title === 'Bible Study')).toMatchObject({
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
    })
  })

  test('clear all answers how many were deleted', async () => {
    const count = (await all()).length
    expect((await t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })).json).toEqual({
      message: `Deleted ${count} events`,
      deleted: count,
      undo: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })
})

describe('the import text parser', () => {
  /** A parsed row: every column empty but those given. */
  const row = (over: EventImportRow): EventImportRow => ({ ...Object.fromEntries(EVENT_COLUMNS.map((column) => [column, ''])), ...over })

  test('fixed columns, no header; each row keeps its line; blank lines passed over; rows without a title kept for the preview', () => {
    expect(
      parseEventImport('Potluck\tBring a dish\t2026-12-06\t12:00\t14:00\tParish Hall\n\n\t\t2026-12-07\nCarols\t\t2026-12-13'),
    ).toEqual([
      row({
        title: 'Potluck',
        description: 'Bring a dish',
        date: '2026-12-06',
        startTime: '12:00',
        endTime: '14:00',
        location: 'Parish Hall',
        line: 1,
      }),
      row({ date: '2026-12-07', line: 3 }),
      row({ title: 'Carols', date: '2026-12-13', line: 4 }),
    ])
  })
  test('the repeat columns after the ten', () => {
    const [row] = parseEventImport('Study\t\t2026-12-01\t\t\t\t\t\t\tEvery Tuesday\tyes\tFREQ=WEEKLY;BYDAY=TU')
    expect(row).toMatchObject({ recurrenceDescription: 'Every Tuesday', isRecurring: 'yes', recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU' })
  })
  test('the import messages: empty, no title, too many cells (docs/product.md#events-import)', () => {
    expect(() => parseEventImport('  \n ')).toThrow('Please paste your tab-delimited event data')
    expect(() => parseEventImport('\t\t2026-12-07')).toThrow('No valid events found to import')
    // One cell more than the export's fifteen.
    expect(() => parseEventImport('a\tb\tc\td\te\tf\tg\th\ti\tj\tk\tl\tm\tn\to\tp')).toThrow(
      'Failed to parse event data. Please check your formatting.',
    )
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

describe('a series starts on a date its rule gives', () => {
  // Tuesday, Nov 24, 2026 is not a Sunday: from it, the rule's first date is Sunday the 29th.
  const tuesday = '2026-11-24'
  const notASunday = 'This date is not one the rule gives: start the series on one of its dates, for example Sun, Nov 29, 2026'
  const sundays = { isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU' }
  const titled = (title: string) => t.db.select().from(events).where(eq(events.title, title))

  test('a Tuesday with BYDAY=SU is refused on the date field, naming the rule’s first date; nothing is saved', async () => {
    const res = await t.request('POST', '/api/admin/events', {
      body: { title: 'Tuesday evensong', date: tuesday, startTime: '17:00', ...sundays },
      cookie: admin,
    })
    expectRefused(res, { date: notASunday })
    expect(await titled('Tuesday evensong')).toEqual([])
    // The same date is fine for an event that does not repeat, and the rule's own date for the series.
    const once = await t.request('POST', '/api/admin/events', {
      body: { title: 'Tuesday evensong', date: tuesday, startTime: '17:00', isRecurring: false, recurrenceRule: sundays.recurrenceRule },
      cookie: admin,
    })
    expect(once.status).toBe(201)
    const series = await t.request('POST', '/api/admin/events', {
      body: { title: 'Tuesday evensong', date: '2026-11-29', startTime: '17:00', ...sundays },
      cookie: admin,
    })
    expect(series.status).toBe(201)
    for (const id of [once.json.id, series.json.id]) await t.request('DELETE', `/api/admin/events/${id}`, { cookie: admin })
  })

  test('an edit that leaves the series off its rule’s dates is refused the same way; the event stays as it was', async () => {
    const body = { title: 'Sunday evensong', date: '2026-11-29', startTime: '17:00', ...sundays }
    const created = await t.request('POST', '/api/admin/events', { body, cookie: admin })
    expect(created.status).toBe(201)
    const moved = await t.request('PUT', `/api/admin/events/${created.json.id}`, { body: { ...body, date: tuesday }, cookie: admin })
    expectRefused(moved, { date: notASunday })
    // The date kept and the rule changed under it: the message is still on the date, naming the new rule's first date.
    const ruleChanged = await t.request('PUT', `/api/admin/events/${created.json.id}`, {
      body: { ...body, recurrenceRule: 'FREQ=WEEKLY;BYDAY=SA' },
      cookie: admin,
    })
    expectRefused(ruleChanged, {
      date: 'This date is not one the rule gives: start the series on one of its dates, for example Sat, Dec 5, 2026',
    })
    expect(await titled('Sunday evensong')).toMatchObject([
      { id: created.json.id, date: '2026-11-29', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU' },
    ])
    await t.request('DELETE', `/api/admin/events/${created.json.id}`, { cookie: admin })
  })

  test('an import skips such a row with that reason; a row on one of the rule’s dates would be created', async () => {
    const row = { title: 'Imported evensong', startTime: '5:00 PM', isRecurring: 'yes', recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU' }
    const res = await t.request('POST', '/api/admin/events/bulk-import', {
      body: {
        data: [
          { ...row, line: 1, date: tuesday },
          { ...row, line: 2, date: '2026-11-29' },
        ],
        dryRun: true,
      },
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(res.json.results).toEqual([
      { row: 1, title: row.title, action: 'skip', reason: notASunday },
      { row: 2, title: row.title, action: 'create' },
    ])
    expect(await titled(row.title)).toEqual([])
  })
})

describe('a repeating event says how it repeats', () => {
  test('marked as repeating without a rule it is refused, in words on the rule, by the API and an import', async () => {
    const date = onOrAfter(shift(today, 1), 6)
    const res = await t.request('POST', '/api/admin/events', {
      body: { title: "Men's Breakfast", date, description: 'First Saturday of every month', isRecurring: true, recurrenceRule: '' },
      cookie: admin,
    })
    expectRefused(res, { recurrenceRule: 'Say how this event repeats, or mark it as not repeating' })
    expect(res.json.fields.recurrenceRule).not.toMatch(/FREQ|RRULE/)
    const imported = await t.request('POST', '/api/admin/events/bulk-import', {
      body: { data: [{ line: 1, title: "Men's Breakfast", date, isRecurring: 'yes', recurrenceRule: '' }], dryRun: true },
      cookie: admin,
    })
    expect(imported.json.results).toEqual([
      { row: 1, title: "Men's Breakfast", action: 'skip', reason: 'Say how this event repeats, or mark it as not repeating' },
    ])
  })

  test('saved or imported with a rule and no words of its own, it is shown with the rule in words; its own words stay', async () => {
    const date = onOrAfter(shift(today, 1), 6)
    const made = await t.request('POST', '/api/admin/events', {
      body: { title: 'Breakfast by the API', date, isRecurring: true, recurrenceRule: 'FREQ=MONTHLY;INTERVAL=2;COUNT=6' },
      cookie: admin,
    })
    expect(made.status).toBe(201)
    expect(made.json.recurrenceDescription).toBe(`Every 2 months on day ${Number(date.slice(8))}, 6 times`)
    const own = await t.request('PUT', `/api/admin/events/${made.json.id}`, {
      body: {
        title: 'Breakfast by the API',
        date,
        isRecurring: true,
        recurrenceRule: 'FREQ=WEEKLY',
        recurrenceDescription: 'Saturdays at 8',
      },
      cookie: admin,
    })
    expect(own.json.recurrenceDescription).toBe('Saturdays at 8')
    // A date-only end is saved as an instant for a timed event; the words keep the day on the church's clock.
    const until = shift(date, 28).replaceAll('-', '')
    const imported = await t.request('POST', '/api/admin/events/bulk-import', {
      body: {
        data: [
          {
            line: 1,
            title: 'Imported Breakfast',
            date,
            startTime: '8:00 AM',
            isRecurring: 'yes',
            recurrenceRule: `FREQ=WEEKLY;UNTIL=${until}`,
          },
        ],
      },
      cookie: admin,
    })
    expect(imported.status).toBe(201)
    const [row] = await t.db.select().from(events).where(eq(events.title, 'Imported Breakfast'))
    expect(row.recurrenceRule).toMatch(/UNTIL=\d{8}T\d{6}Z/)
    const [y, m, d] = shift(date, 28).split('-').map(Number)
    const month = new Date(Date.UTC(y, m - 1, d)).toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' })
    expect(row.recurrenceDescription).toBe(`Every Saturday until ${d} ${month} ${y}`)
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
    const reports: StoredEventProblem[] = []
    const previous = reportStoredEventProblemsTo((bad) => reports.push(bad))
    const stored = await t.db
      .insert(events)
      .values([
        { title: 'Bad rule ahead', date: shift(today, 5), isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4' },
        { title: 'Bad rule past', date: shift(today, -40), isRecurring: true, recurrenceRule: 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30' },
        { title: 'Unreadable rule', date: shift(today, 6), isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYHOUR=9' },
      ])
      .returning()
    t.ctx.content.changed()
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
      const reported = reports.filter((bad) => ids.includes(bad.id)).map((bad) => `${bad.id} ${bad.problem}`)
      const words = (event: (typeof stored)[number], problem: string) =>
        `${event.id} its repeat rule '${event.recurrenceRule}' cannot be used (${problem}); listed at its own date, ${event.date}`
      expect(reported.sort()).toEqual(
        [
          words(ahead, 'This rule never produces a date'),
          words(past, 'This rule never produces a date'),
          words(unreadable, 'BYHOUR is not supported'),
        ].sort(),
      )
    } finally {
      reportStoredEventProblemsTo(previous)
      await t.db.delete(events).where(
        inArray(
          events.id,
          stored.map((event) => event.id),
        ),
      )
      t.ctx.content.changed()
    }
  })
})
