import { describe, expect, test } from 'bun:test'
import { format, isValid, parse } from 'date-fns'
import fc from 'fast-check'
import { formatDate, formatLongDate, formatTime, formatTimeRange } from './dates'

/** How these were written with date-fns before: the hand-written ones must say exactly the same. */
const before = {
  atNoon(date: string) {
    const day = parse(`${date} 12:00`, 'yyyy-MM-dd HH:mm', new Date())
    return isValid(day) ? day : null
  },
  formatLongDate(date: string) {
    const day = before.atNoon(date)
    return day ? format(day, 'EEEE, MMMM d, yyyy') : date
  },
  formatDate(date: string) {
    const day = before.atNoon(date)
    return day ? format(day, 'MMMM d, yyyy') : date
  },
  formatTime(time: string) {
    if (!time) return ''
    const at = parse(time, 'HH:mm', new Date())
    return isValid(at) ? format(at, 'h:mm a') : time
  },
}

describe('dates and times', () => {
  test('event dates are taken at noon: never shown a day early', () => {
    const before = process.env.TZ
    for (const tz of ['America/Chicago', 'Pacific/Honolulu', 'Asia/Tokyo', 'UTC']) {
      process.env.TZ = tz
      expect(formatLongDate('2026-12-01')).toBe('Tuesday, December 1, 2026')
      expect(formatDate('2026-12-01')).toBe('December 1, 2026')
    }
    process.env.TZ = before
  })
  test('a date that cannot be formatted is shown raw', () => {
    expect(formatDate('sometime soon')).toBe('sometime soon')
  })
  test('12-hour times', () => {
    expect(formatTime('19:00')).toBe('7:00 PM')
    expect(formatTime('00:15')).toBe('12:15 AM')
    expect(formatTime('')).toBe('')
    expect(formatTimeRange('10:00', '11:30')).toBe('10:00 AM – 11:30 AM')
    expect(formatTimeRange('10:00', '')).toBe('10:00 AM')
  })

  test('the same words as date-fns gave, for dates and times of every shape', () => {
    const pad = (n: number, width: number) => String(n).padStart(width, '0')
    const dates = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 10_000 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
        .map(([y, m, d]) => `${y}-${m}-${d}`),
      fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
      fc
        .tuple(fc.integer({ min: 1900, max: 2100 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 28, max: 31 }))
        .map(([y, m, d]) => `${y}-${pad(m, 2)}-${d}`),
      fc.string({ maxLength: 14 }),
    )
    const times = fc.oneof(
      fc
        .tuple(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 0, max: 100 }), fc.constantFrom('', ' ', '  ', '\t', 'x', ':00'))
        .map(([h, m, tail]) => `${h}:${pad(m, 2)}${tail}`),
      fc.tuple(fc.integer({ min: 0, max: 24 }), fc.integer({ min: 0, max: 60 })).map(([h, m]) => `${pad(h, 2)}:${pad(m, 2)}`),
      fc.string({ maxLength: 8 }),
    )
    fc.assert(
      fc.property(dates, times, (date, time) => {
        expect(formatLongDate(date)).toBe(before.formatLongDate(date))
        expect(formatDate(date)).toBe(before.formatDate(date))
        expect(formatTime(time)).toBe(before.formatTime(time))
      }),
      { numRuns: 2000 },
    )
    for (const date of [
      '2024-02-29',
      '2023-02-29',
      '1900-02-29',
      '2000-02-29',
      '0026-03-01',
      '26-3-1',
      '2026-00-10',
      '2026-13-01',
      '2026-12-00',
      '2026-12-1 ',
      ' 2026-12-01',
      '20261-01-01',
      '2026-1-011',
    ])
      expect([date, formatLongDate(date)]).toEqual([date, before.formatLongDate(date)])
    for (const time of ['0:00', '12:00', '12:5', '7:7', '23:59', '24:00', '23:60', '19:00 ', ' 19:00', '19:00x', '19', '1900', '19.00'])
      expect([time, formatTime(time)]).toEqual([time, before.formatTime(time)])
  })
})
