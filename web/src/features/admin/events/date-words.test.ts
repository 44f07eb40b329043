import { describe, expect, test } from 'bun:test'
import { changeToSend } from './date-change'
import { changeWords, dayWithYear, shortDay } from './date-words'

const series = { startTime: '19:00', endTime: '20:30', location: 'Parish Hall' }
const plain = { on: '2026-11-25', date: '2026-11-25', ...series, cancelled: false, changed: false, note: '' }

describe('a date of a series in words', () => {
  test('the weekday and day, with the year only when it is not this one', () => {
    expect(shortDay('2026-11-25', 2026)).toBe('Wed, Nov 25')
    expect(shortDay('2027-12-24', 2026)).toBe('Fri, Dec 24, 2027')
    expect(dayWithYear('2026-11-25')).toBe('Wed, Nov 25, 2026')
    expect(shortDay('not a date', 2026)).toBe('not a date')
  })

  test('how a date differs from its series', () => {
    expect(changeWords(plain, series, 2026)).toEqual([])
    expect(changeWords({ ...plain, cancelled: true, note: 'No study' }, series, 2026)).toEqual([])
    expect(changeWords({ ...plain, date: '2026-11-26', startTime: '18:00', changed: true }, series, 2026)).toEqual([
      'Moved to Thu, Nov 26, 6:00 PM',
    ])
    expect(changeWords({ ...plain, startTime: '18:00', endTime: '19:00', changed: true }, series, 2026)).toEqual([
      'Time changed to 6:00 PM – 7:00 PM',
    ])
    expect(changeWords({ ...plain, location: 'Gym', changed: true }, series, 2026)).toEqual(['Place changed to Gym'])
  })
})

describe('what a change sends', () => {
  const typed = { date: '2026-11-25', startTime: '19:00', endTime: '20:30', location: 'Parish Hall', note: '' }

  test('only what differs from the series; the rest follows the series', () => {
    expect(changeToSend(typed, '2026-11-25', series)).toEqual({
      cancelled: false,
      date: '',
      startTime: '',
      endTime: '',
      location: '',
      note: '',
    })
    expect(changeToSend({ ...typed, location: ' Gym ', note: 'Moved for the bazaar' }, '2026-11-25', series)).toMatchObject({
      location: 'Gym',
      note: 'Moved for the bazaar',
    })
  })

  test('a new start carries its end, so the date keeps one', () => {
    expect(changeToSend({ ...typed, date: '2026-11-26', startTime: '18:00' }, '2026-11-25', series)).toMatchObject({
      date: '2026-11-26',
      startTime: '18:00',
      endTime: '20:30',
    })
    expect(changeToSend({ ...typed, endTime: '21:00' }, '2026-11-25', series)).toMatchObject({ startTime: '', endTime: '21:00' })
  })

  test("an end cleared alone goes with the series' start: the date then has no end, where '' alone would mean the series' end", () => {
    expect(changeToSend({ ...typed, endTime: '' }, '2026-11-25', series)).toMatchObject({ startTime: '19:00', endTime: '' })
    // A series without an end: nothing to clear, nothing sent.
    expect(changeToSend({ ...typed, endTime: '' }, '2026-11-25', { ...series, endTime: '' })).toMatchObject({ startTime: '', endTime: '' })
  })
})
