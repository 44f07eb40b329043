import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { dateFallsIn, readDateSearch } from './date-search'

const november2024 = { from: '2024-11-01', to: '2024-12-01' }
const nov24 = { from: '2024-11-24', to: '2024-11-25' }

describe('a staff search read as a date', () => {
  test('a month as people write it', () => {
    for (const search of [
      'November 2024',
      'november 2024',
      'Nov 2024',
      'Nov. 2024',
      'November, 2024',
      '2024 November',
      '2024-11',
      '2024/11',
      '11/2024',
      ' 2024-11 ',
    ])
      expect({ search, read: readDateSearch(search) }).toEqual({ search, read: november2024 })
    expect(readDateSearch('Dec 2024')).toEqual({ from: '2024-12-01', to: '2025-01-01' })
    expect(readDateSearch('Sept 2023')).toEqual({ from: '2023-09-01', to: '2023-10-01' })
  })

  test('a day as people write it', () => {
    for (const search of [
      'Nov 24, 2024',
      'November 24 2024',
      '24 Nov 2024',
      '24th November 2024',
      'November 24th, 2024',
      '11/24/2024',
      '2024-11-24',
      '2024/11/24',
    ])
      expect({ search, read: readDateSearch(search) }).toEqual({ search, read: nov24 })
    expect(readDateSearch('2024-02-29')).toEqual({ from: '2024-02-29', to: '2024-03-01' })
  })

  test('a year, and a month or day in any year', () => {
    expect(readDateSearch('2024')).toEqual({ from: '2024-01-01', to: '2025-01-01' })
    expect(readDateSearch('24 Nov')).toEqual({ month: 11, day: 24 })
    expect(readDateSearch('Nov 24th')).toEqual({ month: 11, day: 24 })
    expect(readDateSearch('11/24')).toEqual({ month: 11, day: 24 })
    expect(readDateSearch('November')).toEqual({ month: 11 })
    expect(readDateSearch('29 Feb')).toEqual({ month: 2, day: 29 })
  })

  test('what is not a date is null', () => {
    for (const search of [
      '',
      '   ',
      'Archive probe 0',
      'Sermon 149',
      'Matthew 5',
      '150',
      '12',
      '0',
      '2024-13',
      '2023-02-29',
      '31 Nov 2024',
      '13/24/2024',
      'Nov 2024 Advent',
      'may the lord',
      '3000',
      '1799',
      'Nov Dec',
      '2024 2025',
      `November ${'2024 '.repeat(20)}`,
    ])
      expect({ search, read: readDateSearch(search) }).toEqual({ search, read: null })
  })

  test('never throws, and any day it reads holds its own date', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (search) => {
        const read = readDateSearch(search)
        if (read && 'from' in read) expect(read.from < read.to).toBe(true)
      }),
    )
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }), (at) => {
        const date = `${at.getFullYear()}-${String(at.getMonth() + 1).padStart(2, '0')}-${String(at.getDate()).padStart(2, '0')}`
        const [y, m, d] = date.split('-')
        for (const search of [date, `${m}/${d}/${y}`, `${y}-${m}`, y]) {
          const read = readDateSearch(search)
          expect(read && dateFallsIn(date, read)).toBe(true)
        }
      }),
    )
  })

  test('a long search is read in linear time', () => {
    // Bounded: a long search is not a date, whatever it holds.
    expect(readDateSearch(`${'1'.repeat(100_000)}/1`)).toBeNull()
    expect(readDateSearch('1/'.repeat(19))).toBeNull()
  })
})
