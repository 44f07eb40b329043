import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import { activeFilters, hasActiveFilters, SermonFilters, sermonChoices, withChosen } from './sermon-filters'

describe('SermonFilters (the URL search params)', () => {
  test('keeps valid filters', () => {
    const filters = { search: 'grace', speaker: 'The Rev. Anna Cole', series: 'Advent', startDate: '2026-01-01', endDate: '2026-02-28' }
    expect(v.parse(SermonFilters, filters)).toEqual(filters)
  })

  test('drops invalid and unknown values instead of failing', () => {
    expect(v.parse(SermonFilters, { search: '', speaker: ['x'], startDate: '2026-02-30', endDate: 'soon', page: 4 })).toEqual({
      search: undefined,
      speaker: undefined,
      series: undefined,
      startDate: undefined,
      endDate: undefined,
    })
    expect(v.parse(SermonFilters, { series: 'x'.repeat(201) }).series).toBeUndefined()
  })

  test('reads a number the router parsed from the URL back as text', () => {
    expect(v.parse(SermonFilters, { search: 23 }).search).toBe('23')
  })
})

describe('activeFilters', () => {
  test('leaves out empty and blank filters and trims the rest', () => {
    expect(activeFilters({ search: '  shepherd ', speaker: '', series: '   ' })).toEqual({ search: 'shepherd' })
    expect(hasActiveFilters({ search: ' ' })).toBe(false)
    expect(hasActiveFilters({ endDate: '2026-01-01' })).toBe(true)
  })
})

describe('sermonChoices', () => {
  test('distinct non-empty speakers and series, A to Z', () => {
    const sermons = [
      { speaker: 'The Rev. Mark Ellis', series: 'Lent' },
      { speaker: 'Guest Preacher', series: '' },
      { speaker: 'The Rev. Mark Ellis ', series: 'Advent' },
      { speaker: '', series: 'Lent' },
    ]
    expect(sermonChoices(sermons)).toEqual({ speakers: ['Guest Preacher', 'The Rev. Mark Ellis'], series: ['Advent', 'Lent'] })
    expect(sermonChoices([])).toEqual({ speakers: [], series: [] })
  })

  test('a chosen value missing from the options is kept first', () => {
    expect(withChosen(['A', 'B'], 'C')).toEqual(['C', 'A', 'B'])
    expect(withChosen(['A', 'B'], 'B')).toEqual(['A', 'B'])
    expect(withChosen(['A'], undefined)).toEqual(['A'])
  })
})
