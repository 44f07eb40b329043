import { describe, expect, test } from 'bun:test'
import { readServiceView, serviceCountLine, serviceListQuery } from './service-filters'

/** The search params as the router hands them over: anything at all. */
const read = (search: Record<string, unknown>) => readServiceView(search as never)

describe('ServiceView (the URL search params)', () => {
  test('keeps known values and drops unknown ones', () => {
    expect(read({ search: 'lent', type: 'live', sort: 'title' })).toEqual({ search: 'lent', type: 'live', sort: 'title' })
    expect(read({ search: '', type: 'upcoming', sort: 'views' })).toEqual({
      search: undefined,
      type: undefined,
      sort: undefined,
    })
    expect(read({ search: 7 }).search).toBe('7')
  })

  test('a page after the first, up to 10,000; the first page is the address without one', () => {
    expect(read({ page: '3' }).page).toBe(3)
    for (const page of ['1', '0', '2.5', 'two', '10001']) expect(read({ page }).page).toBeUndefined()
  })
})

describe('what the list asks the server', () => {
  test('the view without its defaults, the search trimmed, and the page', () => {
    expect(serviceListQuery({})).toEqual({})
    expect(serviceListQuery({ search: '  ', type: 'all', sort: 'date' })).toEqual({})
    expect(serviceListQuery({ search: ' Lent, Week 2 ', type: 'live', sort: 'duration', page: 4 })).toEqual({
      search: 'Lent, Week 2',
      type: 'live',
      sort: 'duration',
      page: 4,
    })
  })
})

describe('serviceCountLine', () => {
  test('the count, with the search term when searching', () => {
    expect(serviceCountLine(8, undefined)).toBe('8 service(s) found')
    expect(serviceCountLine(1, ' ')).toBe('1 service(s) found')
    expect(serviceCountLine(0, ' Lent ')).toBe('0 service(s) found for "Lent"')
  })
})
