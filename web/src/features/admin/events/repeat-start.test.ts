import { describe, expect, test } from 'bun:test'
import { comingDates, startFor, withStartMoved } from './repeat-start'

describe('a repeating event’s first date', () => {
  test('a date the repeat does not give moves to its first own date on or after it; one it gives stays', () => {
    expect(startFor('2026-12-10', 'FREQ=MONTHLY;BYDAY=1SA')).toBe('2027-01-02')
    expect(startFor('2026-12-05', 'FREQ=MONTHLY;BYDAY=1SA')).toBe('2026-12-05')
    expect(startFor('2026-12-10', 'not a rule')).toBe('2026-12-10')
    expect(startFor('', 'FREQ=WEEKLY')).toBe('')
  })

  test('what is saved: only a repeating event with a rule is moved', () => {
    const values = { title: 'Men’s Breakfast', date: '2026-12-10', isRecurring: true, recurrenceRule: 'RRULE:FREQ=MONTHLY;BYDAY=1SA' }
    expect(withStartMoved(values)).toEqual({ ...values, date: '2027-01-02' })
    expect(withStartMoved({ ...values, isRecurring: false })).toEqual({ ...values, isRecurring: false })
  })

  test('the coming dates start at the first date and stop where the repeat ends', () => {
    expect(comingDates('2026-12-05', 'FREQ=MONTHLY;BYDAY=1SA')).toEqual([
      '2026-12-05',
      '2027-01-02',
      '2027-02-06',
      '2027-03-06',
      '2027-04-03',
    ])
    expect(comingDates('2026-12-01', 'FREQ=WEEKLY;BYDAY=TU;COUNT=2')).toEqual(['2026-12-01', '2026-12-08'])
    // An end saved as an instant, 6:59 PM on 29 December on the church's clock: the 7 PM start that day is after it.
    const saved = 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20261230T005959Z'
    expect(comingDates('2026-12-15', saved, { timeZone: 'America/Chicago', startTime: '19:00' })).toEqual(['2026-12-15', '2026-12-22'])
  })
})
