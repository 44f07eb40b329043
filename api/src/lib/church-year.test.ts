import { describe, expect, test } from 'bun:test'
import { runPython } from '../test/calendar-reader'
import { churchDay, easterDay, lectionaryYear, sundayOnOrBefore } from './church-year'

/**
 * Every Sunday and principal holy day from Advent Sunday 2024 to Christ the King 2027 (lectionary
 * years C, A and B), as the Prayer Book's calendar names them. Written out and checked by hand
 * against the known dates (Easter 20 April 2025, 5 April 2026, 28 March 2027; Advent Sunday 1 Dec 2024,
 * 30 Nov 2025, 29 Nov 2026), not produced by the code under test.
 */
const THREE_YEARS = `
2024-12-01 The First Sunday of Advent
2024-12-08 The Second Sunday of Advent
2024-12-15 The Third Sunday of Advent
2024-12-22 The Fourth Sunday of Advent
2024-12-25 Christmas Day
2024-12-29 The First Sunday after Christmas Day
2025-01-05 The Second Sunday after Christmas Day
2025-01-06 The Epiphany
2025-01-12 The First Sunday after the Epiphany: The Baptism of Our Lord
2025-01-19 The Second Sunday after the Epiphany
2025-01-26 The Third Sunday after the Epiphany
2025-02-02 The Fourth Sunday after the Epiphany
2025-02-09 The Fifth Sunday after the Epiphany
2025-02-16 The Sixth Sunday after the Epiphany
2025-02-23 The Seventh Sunday after the Epiphany
2025-03-02 The Last Sunday after the Epiphany
2025-03-05 Ash Wednesday
2025-03-09 The First Sunday in Lent
2025-03-16 The Second Sunday in Lent
2025-03-23 The Third Sunday in Lent
2025-03-30 The Fourth Sunday in Lent
2025-04-06 The Fifth Sunday in Lent
2025-04-13 The Sunday of the Passion: Palm Sunday
2025-04-17 Maundy Thursday
2025-04-18 Good Friday
2025-04-20 Easter Day
2025-04-27 The Second Sunday of Easter
2025-05-04 The Third Sunday of Easter
2025-05-11 The Fourth Sunday of Easter
2025-05-18 The Fifth Sunday of Easter
2025-05-25 The Sixth Sunday of Easter
2025-05-29 Ascension Day
2025-06-01 The Seventh Sunday of Easter: The Sunday after Ascension Day
2025-06-08 The Day of Pentecost
2025-06-15 Trinity Sunday
2025-06-22 The Second Sunday after Pentecost
2025-06-29 The Third Sunday after Pentecost
2025-07-06 The Fourth Sunday after Pentecost
2025-07-13 The Fifth Sunday after Pentecost
2025-07-20 The Sixth Sunday after Pentecost
2025-07-27 The Seventh Sunday after Pentecost
2025-08-03 The Eighth Sunday after Pentecost
2025-08-10 The Ninth Sunday after Pentecost
2025-08-17 The Tenth Sunday after Pentecost
2025-08-24 The Eleventh Sunday after Pentecost
2025-08-31 The Twelfth Sunday after Pentecost
2025-09-07 The Thirteenth Sunday after Pentecost
2025-09-14 The Fourteenth Sunday after Pentecost
2025-09-21 The Fifteenth Sunday after Pentecost
2025-09-28 The Sixteenth Sunday after Pentecost
2025-10-05 The Seventeenth Sunday after Pentecost
2025-10-12 The Eighteenth Sunday after Pentecost
2025-10-19 The Nineteenth Sunday after Pentecost
2025-10-26 The Twentieth Sunday after Pentecost
2025-11-01 All Saints’ Day
2025-11-02 The Twenty-First Sunday after Pentecost
2025-11-09 The Twenty-Second Sunday after Pentecost
2025-11-16 The Twenty-Third Sunday after Pentecost
2025-11-23 The Last Sunday after Pentecost: Christ the King
2025-11-30 The First Sunday of Advent
2025-12-07 The Second Sunday of Advent
2025-12-14 The Third Sunday of Advent
2025-12-21 The Fourth Sunday of Advent
2025-12-25 Christmas Day
2025-12-28 The First Sunday after Christmas Day
2026-01-04 The Second Sunday after Christmas Day
2026-01-06 The Epiphany
2026-01-11 The First Sunday after the Epiphany: The Baptism of Our Lord
2026-01-18 The Second Sunday after the Epiphany
2026-01-25 The Third Sunday after the Epiphany
2026-02-01 The Fourth Sunday after the Epiphany
2026-02-08 The Fifth Sunday after the Epiphany
2026-02-15 The Last Sunday after the Epiphany
2026-02-18 Ash Wednesday
2026-02-22 The First Sunday in Lent
2026-03-01 The Second Sunday in Lent
2026-03-08 The Third Sunday in Lent
2026-03-15 The Fourth Sunday in Lent
2026-03-22 The Fifth Sunday in Lent
2026-03-29 The Sunday of the Passion: Palm Sunday
2026-04-02 Maundy Thursday
2026-04-03 Good Friday
2026-04-05 Easter Day
2026-04-12 The Second Sunday of Easter
2026-04-19 The Third Sunday of Easter
2026-04-26 The Fourth Sunday of Easter
2026-05-03 The Fifth Sunday of Easter
2026-05-10 The Sixth Sunday of Easter
2026-05-14 Ascension Day
2026-05-17 The Seventh Sunday of Easter: The Sunday after Ascension Day
2026-05-24 The Day of Pentecost
2026-05-31 Trinity Sunday
2026-06-07 The Second Sunday after Pentecost
2026-06-14 The Third Sunday after Pentecost
2026-06-21 The Fourth Sunday after Pentecost
2026-06-28 The Fifth Sunday after Pentecost
2026-07-05 The Sixth Sunday after Pentecost
2026-07-12 The Seventh Sunday after Pentecost
2026-07-19 The Eighth Sunday after Pentecost
2026-07-26 The Ninth Sunday after Pentecost
2026-08-02 The Tenth Sunday after Pentecost
2026-08-09 The Eleventh Sunday after Pentecost
2026-08-16 The Twelfth Sunday after Pentecost
2026-08-23 The Thirteenth Sunday after Pentecost
2026-08-30 The Fourteenth Sunday after Pentecost
2026-09-06 The Fifteenth Sunday after Pentecost
2026-09-13 The Sixteenth Sunday after Pentecost
2026-09-20 The Seventeenth Sunday after Pentecost
2026-09-27 The Eighteenth Sunday after Pentecost
2026-10-04 The Nineteenth Sunday after Pentecost
2026-10-11 The Twentieth Sunday after Pentecost
2026-10-18 The Twenty-First Sunday after Pentecost
2026-10-25 The Twenty-Second Sunday after Pentecost
2026-11-01 All Saints’ Day
2026-11-08 The Twenty-Fourth Sunday after Pentecost
2026-11-15 The Twenty-Fifth Sunday after Pentecost
2026-11-22 The Last Sunday after Pentecost: Christ the King
2026-11-29 The First Sunday of Advent
2026-12-06 The Second Sunday of Advent
2026-12-13 The Third Sunday of Advent
2026-12-20 The Fourth Sunday of Advent
2026-12-25 Christmas Day
2026-12-27 The First Sunday after Christmas Day
2027-01-03 The Second Sunday after Christmas Day
2027-01-06 The Epiphany
2027-01-10 The First Sunday after the Epiphany: The Baptism of Our Lord
2027-01-17 The Second Sunday after the Epiphany
2027-01-24 The Third Sunday after the Epiphany
2027-01-31 The Fourth Sunday after the Epiphany
2027-02-07 The Last Sunday after the Epiphany
2027-02-10 Ash Wednesday
2027-02-14 The First Sunday in Lent
2027-02-21 The Second Sunday in Lent
2027-02-28 The Third Sunday in Lent
2027-03-07 The Fourth Sunday in Lent
2027-03-14 The Fifth Sunday in Lent
2027-03-21 The Sunday of the Passion: Palm Sunday
2027-03-25 Maundy Thursday
2027-03-26 Good Friday
2027-03-28 Easter Day
2027-04-04 The Second Sunday of Easter
2027-04-11 The Third Sunday of Easter
2027-04-18 The Fourth Sunday of Easter
2027-04-25 The Fifth Sunday of Easter
2027-05-02 The Sixth Sunday of Easter
2027-05-06 Ascension Day
2027-05-09 The Seventh Sunday of Easter: The Sunday after Ascension Day
2027-05-16 The Day of Pentecost
2027-05-23 Trinity Sunday
2027-05-30 The Second Sunday after Pentecost
2027-06-06 The Third Sunday after Pentecost
2027-06-13 The Fourth Sunday after Pentecost
2027-06-20 The Fifth Sunday after Pentecost
2027-06-27 The Sixth Sunday after Pentecost
2027-07-04 The Seventh Sunday after Pentecost
2027-07-11 The Eighth Sunday after Pentecost
2027-07-18 The Ninth Sunday after Pentecost
2027-07-25 The Tenth Sunday after Pentecost
2027-08-01 The Eleventh Sunday after Pentecost
2027-08-08 The Twelfth Sunday after Pentecost
2027-08-15 The Thirteenth Sunday after Pentecost
2027-08-22 The Fourteenth Sunday after Pentecost
2027-08-29 The Fifteenth Sunday after Pentecost
2027-09-05 The Sixteenth Sunday after Pentecost
2027-09-12 The Seventeenth Sunday after Pentecost
2027-09-19 The Eighteenth Sunday after Pentecost
2027-09-26 The Nineteenth Sunday after Pentecost
2027-10-03 The Twentieth Sunday after Pentecost
2027-10-10 The Twenty-First Sunday after Pentecost
2027-10-17 The Twenty-Second Sunday after Pentecost
2027-10-24 The Twenty-Third Sunday after Pentecost
2027-10-31 The Twenty-Fourth Sunday after Pentecost
2027-11-01 All Saints’ Day
2027-11-07 The Twenty-Fifth Sunday after Pentecost
2027-11-14 The Twenty-Sixth Sunday after Pentecost
2027-11-21 The Last Sunday after Pentecost: Christ the King
`
  .trim()
  .split('\n')
  .map((line) => [line.slice(0, 10), line.slice(11)] as const)

const days = (from: string, to: string) => {
  const out: string[] = []
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000)
    out.push(new Date(t).toISOString().slice(0, 10))
  return out
}

describe('the church year', () => {
  test('Easter Day agrees with Python’s dateutil for every year from 1900 to 2100', async () => {
    const years = Array.from({ length: 201 }, (_, i) => 1900 + i)
    const python = await runPython<string[]>(
      'from dateutil.easter import easter\ndef answer(years): return [easter(y).isoformat() for y in years]',
      years,
    )
    expect(years.map(easterDay)).toEqual(python)
  })

  test('names every Sunday and holy day of three church years as the table does, and no other day', () => {
    const named = days('2024-12-01', '2027-11-27')
      .map((date) => churchDay(date))
      .filter((day) => day !== null)
      .map((day) => [day.date, day.name] as const)
    expect(named).toEqual(THREE_YEARS)
  })

  test('gives the season, the colour and the lectionary year a parish expects', () => {
    expect(churchDay('2023-12-10')).toMatchObject({
      name: 'The Second Sunday of Advent',
      season: 'Advent',
      colour: 'violet',
      year: 'B',
      key: 'advent-2',
    })
    expect(churchDay('2025-06-22')).toMatchObject({
      season: 'The Season after Pentecost',
      colour: 'green',
      year: 'C',
      proper: 7,
      key: 'proper-7',
    })
    expect(churchDay('2026-11-22')).toMatchObject({ colour: 'white', proper: 29, year: 'A' })
    expect(churchDay('2026-03-29')).toMatchObject({ season: 'Holy Week', colour: 'red', key: 'palm-sunday' })
    expect(churchDay('2026-05-24')).toMatchObject({ name: 'The Day of Pentecost', colour: 'red' })
    expect(churchDay('2026-02-18')).toMatchObject({ name: 'Ash Wednesday', season: 'Lent', colour: 'violet' })
    expect(churchDay('2026-01-18')).toMatchObject({ season: 'The Season after the Epiphany', colour: 'green', key: 'epiphany-2' })
    // Christmas Day on a Sunday (2022): the Sunday after is New Year's Day.
    expect(churchDay('2022-12-25')?.name).toBe('Christmas Day')
    expect(churchDay('2023-01-01')?.name).toBe('The First Sunday after Christmas Day')
    // The Epiphany on a Sunday (2030): the Baptism is the Sunday after.
    expect(churchDay('2030-01-06')?.name).toBe('The Epiphany')
    expect(churchDay('2030-01-13')?.key).toBe('epiphany-1')
    // The year begins on Advent Sunday: the Saturday before is still the old year.
    expect(lectionaryYear('2025-11-29')).toBe('C')
    expect(lectionaryYear('2025-11-30')).toBe('A')
  })

  test('the earliest and latest Easters leave no Sunday unnamed or named twice', () => {
    // 2285 has Easter on 22 March, 2038 on 25 April: the shortest and longest Epiphany and Pentecost seasons.
    for (const year of [2038, 2285]) {
      const sundays = days(`${year}-01-01`, `${year}-12-31`).filter((date) => new Date(`${date}T00:00:00Z`).getUTCDay() === 0)
      const names = sundays.map((date) => churchDay(date)?.name)
      expect(names.every((name) => typeof name === 'string' && !name.includes('undefined'))).toBe(true)
      const keys = sundays.map((date) => churchDay(date)?.key).filter((key) => !['christmas-1', 'christmas-2'].includes(key ?? ''))
      expect(new Set(keys).size).toBe(keys.length)
    }
    expect(easterDay(2285)).toBe('2285-03-22')
    expect(churchDay('2038-03-07')?.key).toBe('epiphany-last')
    expect(churchDay('2038-02-28')?.name).toBe('The Eighth Sunday after the Epiphany')
  })

  test('a weekday that is no holy day has no name, and a text that is no date is refused quietly', () => {
    expect(churchDay('2026-12-02')).toBeNull()
    for (const bad of ['2026-02-30', 'Sunday', '', '2026-1-4', '1500-04-01']) expect(churchDay(bad)).toBeNull()
    expect(sundayOnOrBefore('2026-12-02')).toBe('2026-11-29')
    expect(sundayOnOrBefore('2026-11-29')).toBe('2026-11-29')
    expect(sundayOnOrBefore('nope')).toBeNull()
  })
})
