import { describe, expect, test } from 'bun:test'
import { filterServices, readServiceView, serviceCountLine } from './service-filters'

/** The search params as the router hands them over: anything at all. */
const read = (search: Record<string, unknown>) => readServiceView(search as never)

const service = (title: string, date: string, duration: string, isLive = false, description = '') => ({
  title,
  date,
  duration,
  isLive,
  description,
})
const services = [
  service('Sunday Worship — March 1', '2026-03-01', '1:12:40'),
  service('Evensong', '2026-03-08', '58:00', false, 'Choral EVENSONG with the parish choir'),
  service('Advent Lessons and Carols', '2026-02-22', '1:05:10', true),
  service('Baptism Sunday', '2026-03-15', '', false, 'Holy baptism at the beach'),
]
const titles = (list: { title: string }[]) => list.map((s) => s.title)

describe('filterServices', () => {
  test('newest first by default, without changing the input', () => {
    const copy = [...services]
    expect(titles(filterServices(services, {}))).toEqual([
      'Baptism Sunday',
      'Evensong',
      'Sunday Worship — March 1',
      'Advent Lessons and Carols',
    ])
    expect(services).toEqual(copy)
  })

  test('search is case-insensitive over title and description, trimmed', () => {
    expect(titles(filterServices(services, { search: ' evensong ' }))).toEqual(['Evensong'])
    expect(titles(filterServices(services, { search: 'BEACH' }))).toEqual(['Baptism Sunday'])
    expect(titles(filterServices(services, { search: 'sunday' }))).toEqual(['Baptism Sunday', 'Sunday Worship — March 1'])
    expect(filterServices(services, { search: 'no such service' })).toEqual([])
  })

  test("'Live Now' keeps live services and 'Recorded' the others", () => {
    expect(titles(filterServices(services, { type: 'live' }))).toEqual(['Advent Lessons and Carols'])
    expect(filterServices(services, { type: 'recorded' })).toHaveLength(3)
    expect(filterServices(services, { type: 'all' })).toHaveLength(4)
  })

  test('title A to Z', () => {
    expect(titles(filterServices(services, { sort: 'title' }))).toEqual([
      'Advent Lessons and Carols',
      'Baptism Sunday',
      'Evensong',
      'Sunday Worship — March 1',
    ])
  })

  test("duration is a descending text comparison: '58:00' before '1:05:00'", () => {
    expect(filterServices(services, { sort: 'duration' }).map((s) => s.duration)).toEqual(['58:00', '1:12:40', '1:05:10', ''])
  })

  test('filters and sort combine', () => {
    expect(titles(filterServices(services, { type: 'recorded', search: 'sunday', sort: 'title' }))).toEqual([
      'Baptism Sunday',
      'Sunday Worship — March 1',
    ])
  })
})

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
})

describe('serviceCountLine', () => {
  test('the count, with the search term when searching', () => {
    expect(serviceCountLine(8, undefined)).toBe('8 service(s) found')
    expect(serviceCountLine(1, ' ')).toBe('1 service(s) found')
    expect(serviceCountLine(0, ' Lent ')).toBe('0 service(s) found for "Lent"')
  })
})
