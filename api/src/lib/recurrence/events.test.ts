import { afterEach, beforeEach, describe, expect, type Mock, spyOn, test } from 'bun:test'
import { todayIn } from '../dates'
import { occurrencesWithin, showingDate, unusableRule, upcomingDate, usableRule } from './events'
import { NEVER_PRODUCES, untilAsInstant } from './rule'

const HANG_RULES = ['FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30']
const today = todayIn('America/Chicago')

describe('stored events with unusable rules', () => {
  const said: Mock<(...args: unknown[]) => void>[] = []
  beforeEach(() => {
    said.push(...(['log', 'info', 'warn', 'error'] as const).map((level) => spyOn(console, level)))
  })
  afterEach(() => {
    for (const spy of said.splice(0)) spy.mockRestore()
  })

  test('are shown at their own date, and the library logs nothing (the events module reports them: bad-rules.ts)', () => {
    const past = { id: 'past-bad', date: '2020-04-01', isRecurring: true, recurrenceRule: HANG_RULES[0] }
    const future = { id: 'future-bad', date: '2099-04-01', isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYHOUR=9' }
    for (let i = 0; i < 3; i++) {
      expect(usableRule(past)).toBeNull()
      expect(upcomingDate(past, today)).toBeNull()
      expect(showingDate(past, today)).toBe('2020-04-01')
      expect(upcomingDate(future, today)).toBe('2099-04-01')
    }
    expect(unusableRule(past)).toEqual({ rule: HANG_RULES[0], problem: NEVER_PRODUCES })
    expect(unusableRule({ ...future, recurrenceRule: ' RRULE:FREQ=DAILY;BYHOUR=9' })).toEqual({
      rule: 'FREQ=DAILY;BYHOUR=9',
      problem: 'BYHOUR is not supported',
    })
    const fine = { id: 'fine', date: '2026-01-06', isRecurring: true, recurrenceRule: 'RRULE:FREQ=WEEKLY' }
    const once = { id: 'once', date: '2026-01-06', isRecurring: false, recurrenceRule: 'FREQ=WEEKLY' }
    expect(usableRule(fine)).toBe('FREQ=WEEKLY')
    expect(usableRule(once)).toBeNull()
    expect(unusableRule(fine)).toBeNull()
    expect(unusableRule(once)).toBeNull()
    for (const spy of said) expect(spy).not.toHaveBeenCalled()
  })
})

describe('upcoming means not yet ended, by the church clock', () => {
  const on = (date: string, time: string) => ({ date, time })
  const once = (date: string, startTime: string, endTime = '') => ({ date, startTime, endTime, isRecurring: false, recurrenceRule: '' })

  test('a timed event leaves at its end, or an hour after its start when it has no end', () => {
    const breakfast = once('2026-11-25', '07:00', '09:00')
    expect(upcomingDate(breakfast, on('2026-11-25', '08:59'))).toBe('2026-11-25')
    expect(upcomingDate(breakfast, on('2026-11-25', '09:00'))).toBeNull()
    const tea = once('2026-11-25', '13:30')
    expect(upcomingDate(tea, on('2026-11-25', '14:14'))).toBe('2026-11-25')
    expect(upcomingDate(tea, on('2026-11-25', '14:30'))).toBeNull()
  })

  test('a late event runs past midnight; an all-day event lasts its whole day', () => {
    const vigil = once('2026-12-24', '23:30')
    expect(upcomingDate(vigil, on('2026-12-25', '00:10'))).toBe('2026-12-24')
    expect(upcomingDate(vigil, on('2026-12-25', '00:30'))).toBeNull()
    const fair = once('2026-11-25', '')
    expect(upcomingDate(fair, on('2026-11-25', '23:59'))).toBe('2026-11-25')
    expect(upcomingDate(fair, on('2026-11-26', '00:00'))).toBeNull()
    // A date alone is the start of that day, as before.
    expect(upcomingDate(fair, '2026-11-25')).toBe('2026-11-25')
  })

  test("a series' next date is its next occurrence that has not ended", () => {
    const prayer = { date: '2026-11-02', startTime: '08:00', endTime: '08:30', isRecurring: true, recurrenceRule: 'FREQ=WEEKLY' }
    expect(upcomingDate(prayer, on('2026-11-23', '08:15'))).toBe('2026-11-23')
    expect(upcomingDate(prayer, on('2026-11-23', '14:14'))).toBe('2026-11-30')
    expect(showingDate(prayer, on('2026-11-23', '14:14'))).toBe('2026-11-30')
    const nightly = { date: '2026-11-01', startTime: '23:00', endTime: '', isRecurring: true, recurrenceRule: 'FREQ=DAILY;COUNT=25' }
    // At 23:30 on the 25th, the 25th's occurrence is on; the series has no 26th.
    expect(upcomingDate(nightly, on('2026-11-25', '23:30'))).toBe('2026-11-25')
    expect(upcomingDate(nightly, on('2026-11-26', '00:00'))).toBeNull()
    // Yesterday's and today's both over at 8 AM: tomorrow's, not either of them.
    const daily = { date: '2026-11-01', startTime: '07:00', endTime: '07:30', isRecurring: true, recurrenceRule: 'FREQ=DAILY' }
    expect(upcomingDate(daily, on('2026-11-25', '08:00'))).toBe('2026-11-26')
  })
})

describe('UNTIL is an instant', () => {
  const central = (date: string, time: string) => ({ date, time, timeZone: 'America/Chicago' })
  test('a date-time UNTIL bounds the starts in church time: 7 PM on the UNTIL date is already past 23:59:59 UTC', () => {
    const thursdays = {
      date: '2026-10-01',
      startTime: '19:00',
      endTime: '',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261126T235959Z',
    }
    // 7 PM CST on Nov 26 is 01:00 UTC on the 27th: the series ends with Nov 19.
    expect(upcomingDate(thursdays, central('2026-11-19', '12:00'))).toBe('2026-11-19')
    expect(upcomingDate(thursdays, central('2026-11-20', '12:00'))).toBeNull()
    // At 5 PM (23:00 UTC) Nov 26 is inside it.
    expect(upcomingDate({ ...thursdays, startTime: '17:00' }, central('2026-11-20', '12:00'))).toBe('2026-11-26')
    // An all-day series starts at midnight: Nov 26 00:00 CST is 06:00 UTC, inside.
    expect(upcomingDate({ ...thursdays, startTime: '' }, central('2026-11-20', '12:00'))).toBe('2026-11-26')
  })

  test('a date-only UNTIL is saved as the end of that day in church time, in UTC, in winter and in summer', () => {
    expect(untilAsInstant('FREQ=WEEKLY;BYDAY=TH;UNTIL=20261210', 'America/Chicago', '19:00')).toBe(
      'FREQ=WEEKLY;BYDAY=TH;UNTIL=20261211T055959Z',
    )
    expect(untilAsInstant('FREQ=WEEKLY;UNTIL=20260710;BYDAY=TH', 'America/Chicago', '19:00')).toBe(
      'FREQ=WEEKLY;UNTIL=20260711T045959Z;BYDAY=TH',
    )
    expect(untilAsInstant('FREQ=WEEKLY;UNTIL=20261126T235959Z', 'America/Chicago', '19:00')).toBe('FREQ=WEEKLY;UNTIL=20261126T235959Z')
    expect(untilAsInstant('FREQ=DAILY;COUNT=5', 'America/Chicago', '19:00')).toBe('FREQ=DAILY;COUNT=5')
    // Saved so, the last date is the one typed: Dec 10 at 7 PM is in, Dec 17 is not.
    const saved = {
      date: '2026-10-01',
      startTime: '19:00',
      isRecurring: true,
      recurrenceRule: untilAsInstant('FREQ=WEEKLY;BYDAY=TH;UNTIL=20261210', 'America/Chicago', '19:00'),
    }
    expect(upcomingDate(saved, central('2026-12-10', '12:00'))).toBe('2026-12-10')
    expect(upcomingDate(saved, central('2026-12-11', '12:00'))).toBeNull()
  })
})

describe('the occurrences in a month', () => {
  const change = (on: string, patch: Record<string, unknown>) => ({
    on,
    date: '',
    startTime: '',
    endTime: '',
    location: '',
    cancelled: false,
    note: '',
    ...patch,
  })
  const study = {
    date: '2026-09-01',
    startTime: '19:00',
    endTime: '20:30',
    isRecurring: true,
    recurrenceRule: 'FREQ=WEEKLY;BYDAY=TU',
    changes: [
      change('2026-12-22', { cancelled: true, note: 'No study over Christmas' }),
      change('2026-12-29', { date: '2027-01-02', note: 'Moved to Saturday' }),
      change('2026-11-24', { date: '2026-12-03' }),
    ],
  }

  test('a weekly series gives each of its dates, a cancelled one kept and a moved one at its new date', () => {
    const december = occurrencesWithin(study, '2026-12-01', '2026-12-31', 40)
    expect(december.map((o) => [o.date, o.cancelled])).toEqual([
      ['2026-12-01', false],
      ['2026-12-03', false],
      ['2026-12-08', false],
      ['2026-12-15', false],
      ['2026-12-22', true],
    ])
    expect(occurrencesWithin(study, '2027-01-01', '2027-01-31', 40)[0]).toMatchObject({ on: '2026-12-29', date: '2027-01-02' })
    expect(occurrencesWithin(study, '2026-11-01', '2026-11-30', 40).map((o) => o.date)).not.toContain('2026-11-24')
  })

  test('a one-off event is in its own month only, an unusable rule counts once, and `max` bounds a daily series', () => {
    const fair = { date: '2026-12-05', isRecurring: false, recurrenceRule: '' }
    expect(occurrencesWithin(fair, '2026-12-01', '2026-12-31', 40)).toHaveLength(1)
    expect(occurrencesWithin(fair, '2027-01-01', '2027-01-31', 40)).toHaveLength(0)
    const broken = { date: '2026-12-09', isRecurring: true, recurrenceRule: 'FREQ=DAILY;BYHOUR=9' }
    expect(occurrencesWithin(broken, '2026-12-01', '2026-12-31', 40).map((o) => o.date)).toEqual(['2026-12-09'])
    const daily = { date: '2026-01-01', isRecurring: true, recurrenceRule: 'FREQ=DAILY' }
    expect(occurrencesWithin(daily, '2026-12-01', '2026-12-31', 40)).toHaveLength(31)
    expect(occurrencesWithin(daily, '2026-12-01', '2026-12-31', 10)).toHaveLength(10)
  })
})
