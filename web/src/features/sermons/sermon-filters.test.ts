import { describe, expect, test } from 'bun:test'
import { pageNumbers } from '../../components/list-pages'
import { activeFilters, hasActiveFilters, readSermonFilters, sermonListQuery, withChosen } from './sermon-filters'

/** The search params as the router hands them over: anything at all. */
const read = (search: Record<string, unknown>) => readSermonFilters(search as never)

describe('SermonFilters (the URL search params)', () => {
  test('keeps valid filters', () => {
    const filters = { search: 'grace', speaker: 'The Rev. Anna Cole', series: 'Advent', startDate: '2026-01-01', endDate: '2026-02-28' }
    expect(read(filters)).toEqual(filters)
  })

  test('drops invalid and unknown values instead of failing', () => {
    expect(read({ search: '', speaker: ['x'], startDate: '2026-02-30', endDate: 'soon', page: 'x', other: 4 })).toEqual({
      search: undefined,
      speaker: undefined,
      series: undefined,
      startDate: undefined,
      endDate: undefined,
      page: undefined,
    })
    expect(read({ series: 'x'.repeat(201) }).series).toBeUndefined()
  })

  test('reads a number the router parsed from the URL back as text', () => {
    expect(read({ search: 23 }).search).toBe('23')
  })
})

describe('the page in the URL', () => {
  test('a page after the first is kept; the first, or one the server would refuse, means the first', () => {
    expect(read({ page: 2 }).page).toBe(2)
    expect(read({ page: '3' }).page).toBe(3)
    for (const page of [1, 0, -2, 1.5, 10_001, '', 'two']) expect(read({ page }).page).toBeUndefined()
  })

  test('the list is asked for the active filters and the page', () => {
    expect(sermonListQuery({ speaker: 'Eve', search: ' ', page: 2 })).toEqual({ speaker: 'Eve', page: 2 })
    expect(sermonListQuery({ series: 'Lent' })).toEqual({ series: 'Lent' })
    expect(hasActiveFilters({ page: 3 })).toBe(false)
  })

  test('page numbers: the first, the last, and the current one with its neighbours', () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3])
    expect(pageNumbers(5, 64)).toEqual([1, 'gap', 4, 5, 6, 'gap', 64])
    expect(pageNumbers(2, 64)).toEqual([1, 2, 3, 'gap', 64])
    expect(pageNumbers(64, 64)).toEqual([1, 'gap', 63, 64])
    expect(pageNumbers(3, 5)).toEqual([1, 2, 3, 4, 5])
  })
})

describe('activeFilters', () => {
  test('leaves out empty and blank filters and trims the rest', () => {
    expect(activeFilters({ search: '  shepherd ', speaker: '', series: '   ' })).toEqual({ search: 'shepherd' })
    expect(hasActiveFilters({ search: ' ' })).toBe(false)
    expect(hasActiveFilters({ endDate: '2026-01-01' })).toBe(true)
  })
})

describe('withChosen', () => {
  test('a chosen value missing from the options is kept first', () => {
    expect(withChosen(['A', 'B'], 'C')).toEqual(['C', 'A', 'B'])
    expect(withChosen(['A', 'B'], 'B')).toEqual(['A', 'B'])
    expect(withChosen(['A'], undefined)).toEqual(['A'])
  })
})
