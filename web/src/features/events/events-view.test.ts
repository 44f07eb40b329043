import { describe, expect, test } from 'bun:test'
import { monthWeeks, monthWords } from './components/events-month'
import { readEventsView } from './events-view'

const read = (search: Record<string, unknown>) => readEventsView(search as never)

describe('the events page’s view in the URL', () => {
  test('reads the month view and a month, and drops what it cannot read so any link opens', () => {
    expect(read({ view: 'month', month: '2026-12' })).toEqual({ view: 'month', month: '2026-12' })
    expect(read({ view: 'week', month: '2026-13' })).toEqual({ view: undefined, month: undefined })
    expect(read({ month: 202612 })).toEqual({ month: undefined })
    expect(read({})).toEqual({})
  })

  test('keeps a category’s address as text for the API to find or answer 404; a blank or over-long one is dropped', () => {
    expect(read({ view: 'month', month: '2026-12', category: 'youth' })).toEqual({ view: 'month', month: '2026-12', category: 'youth' })
    // The router reads ?category=2026 as a number: it is still an address, for the API to judge.
    expect(read({ category: 2026 })).toEqual({ category: '2026' })
    expect(read({ category: '  ' })).toEqual({ category: undefined })
    expect(read({ category: 'x'.repeat(201) })).toEqual({ category: undefined })
  })

  test('lays a month out in weeks from Sunday, with the days of other months empty', () => {
    const december = monthWeeks('2026-12')
    expect(december).toHaveLength(5)
    expect(december[0]).toEqual([null, null, '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'])
    expect(december[4]).toEqual(['2026-12-27', '2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', null, null])
    // February 2026 starts on a Sunday and fills four weeks exactly.
    expect(monthWeeks('2026-02')).toHaveLength(4)
    expect(monthWords('2027-01')).toBe('January 2027')
  })
})
