import { describe, expect, test } from 'bun:test'
import {
  DEFAULT_EVENT_IMAGE,
  dayRange,
  eventImageSrc,
  eventInquiryHref,
  googleCalendarHref,
  isSeveralDays,
  occurrenceNotice,
  shortDate,
  timeLine,
} from './event-display'

describe('eventInquiryHref', () => {
  test('mails the church with the event in the subject', () => {
    expect(eventInquiryHref('office@example.org', "Women's Bible Study")).toBe(
      "mailto:office@example.org?subject=Event%20Inquiry%3A%20Women's%20Bible%20Study",
    )
  })

  test('a title with & ? # stays inside the subject', () => {
    const href = eventInquiryHref('office@example.org', 'Fish & Chips? #1')
    const url = new URL(href)
    expect(url.searchParams.get('subject')).toBe('Event Inquiry: Fish & Chips? #1')
    expect([...url.searchParams.keys()]).toEqual(['subject'])
  })
})

describe('eventImageSrc', () => {
  test("the event's own image", () => {
    expect(eventImageSrc('https://example.org/a.jpg')).toBe('https://example.org/a.jpg')
    expect(eventImageSrc('/uploads/a.jpg')).toBe('/uploads/a.jpg')
  })

  test('the default photo when there is none', () => {
    expect(eventImageSrc('')).toBe(DEFAULT_EVENT_IMAGE)
    expect(eventImageSrc('   ')).toBe(DEFAULT_EVENT_IMAGE)
    expect(eventImageSrc(null)).toBe(DEFAULT_EVENT_IMAGE)
  })
})

describe('shortDate', () => {
  test('weekday, month and day, with the year when asked', () => {
    expect(shortDate('2026-11-25')).toBe('Wed, Nov 25')
    expect(shortDate('2027-01-01', true)).toBe('Fri, Jan 1, 2027')
    expect(shortDate('2026-02-30')).toBe('2026-02-30')
  })
})

describe('several days or one night', () => {
  test('a camp from Friday to Sunday is a range; 10 PM to 1 AM keeps its one date', () => {
    expect(isSeveralDays(2, { startTime: '', endTime: '' })).toBe(true)
    expect(isSeveralDays(1, { startTime: '22:00', endTime: '01:00' })).toBe(false)
    expect(isSeveralDays(1, { startTime: '18:00', endTime: '20:00' })).toBe(true)
    expect(isSeveralDays(0, { startTime: '22:00', endTime: '01:00' })).toBe(false)
    expect(dayRange('2026-12-04', 2)).toEqual({ first: 'Fri, Dec 4', last: 'Sun, Dec 6, 2026', lastDate: '2026-12-06' })
    expect(dayRange('2026-12-31', 2)).toEqual({ first: 'Thu, Dec 31, 2026', last: 'Sat, Jan 2, 2027', lastDate: '2027-01-02' })
  })

  test('the time line: a range on one day or night, each end with its weekday over several days', () => {
    const clock = (time: string) => `[${time}]`
    expect(timeLine({ date: '2026-12-31', startTime: '22:00', endTime: '01:00' }, 1, clock)).toBe('[22:00] – [01:00]')
    expect(timeLine({ date: '2026-12-04', startTime: '18:00', endTime: '11:00' }, 2, clock)).toBe('Fri [18:00] – Sun [11:00]')
    expect(timeLine({ date: '2026-12-04', startTime: '18:00', endTime: '' }, 2, clock)).toBe('Starts Fri [18:00]')
    expect(timeLine({ date: '2026-12-04', startTime: '', endTime: '' }, 2, clock)).toBe('')
  })
})

describe('occurrenceNotice', () => {
  const series = { startTime: '18:30', endTime: '19:30', location: 'Parish Hall' }
  const plain = { on: '2026-11-25', date: '2026-11-25', ...series, cancelled: false, changed: false, note: '' }

  test('nothing for a date as the series has it; its note alone when staff left one', () => {
    expect(occurrenceNotice(series, plain)).toBeNull()
    expect(occurrenceNotice(series, { ...plain, note: 'Bring a friend' })).toEqual({ cancelled: false, change: '', note: 'Bring a friend' })
  })

  test('cancelled, moved, a new time or place', () => {
    expect(occurrenceNotice(series, { ...plain, cancelled: true, note: 'Thanksgiving' })).toEqual({
      cancelled: true,
      change: '',
      note: 'Thanksgiving',
    })
    const changed = { ...plain, changed: true }
    expect(occurrenceNotice(series, { ...changed, date: '2026-11-26', startTime: '18:00' })?.change).toBe('Moved from Wed, Nov 25')
    expect(occurrenceNotice(series, { ...changed, startTime: '18:00' })?.change).toBe('Time changed')
    expect(occurrenceNotice(series, { ...changed, location: 'Rectory' })?.change).toBe('Place changed')
    expect(occurrenceNotice(series, { ...changed, endTime: '20:00', location: 'Rectory' })?.change).toBe('Time and place changed')
  })
})

describe('googleCalendarHref', () => {
  const opts = { timezone: 'America/Chicago', address: '1 Church St', pageUrl: 'https://church.example/events/1' }
  const dates = (event: Parameters<typeof googleCalendarHref>[0]) => new URL(googleCalendarHref(event, opts)).searchParams
  const base = { title: 'Watch Night', description: '', location: 'Nave', date: '2026-12-31', startTime: '22:00', endTime: '01:00' }

  test('a late night ends the next morning; a camp on its last day; all day to the day after', () => {
    expect(dates({ ...base, span: 1 }).get('dates')).toBe('20261231T220000/20270101T010000')
    expect(dates({ ...base, date: '2026-12-04', startTime: '18:00', endTime: '11:00', span: 2 }).get('dates')).toBe(
      '20261204T180000/20261206T110000',
    )
    expect(dates({ ...base, date: '2026-12-04', startTime: '', endTime: '', span: 2 }).get('dates')).toBe('20261204/20261207')
  })

  test('a series repeats by its rule; one date does not', () => {
    expect(dates({ ...base, span: 0, recurrenceRule: 'FREQ=WEEKLY;BYDAY=WE' }).get('recur')).toBe('RRULE:FREQ=WEEKLY;BYDAY=WE')
    expect(dates({ ...base, span: 0 }).has('recur')).toBe(false)
  })
})
