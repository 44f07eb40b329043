import { describe, expect, test } from 'bun:test'
import { formatDate, formatLongDate, formatTime, formatTimeRange } from './dates'

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
})
