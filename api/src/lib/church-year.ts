/**
 * The church year: the name, season and liturgical colour of each Sunday and principal holy day,
 * and the lectionary year (A, B or C) it falls in, computed from Easter (decision 0054).
 *
 * Names follow the Book of Common Prayer's calendar as the Revised Common Lectionary orders it: 'The
 * Second Sunday of Advent', 'The Third Sunday after the Epiphany', 'The Sunday of the Passion: Palm
 * Sunday', 'The Fifth Sunday after Pentecost' (with its Proper, 'Proper 9', by which lectionaries
 * list the readings). Days are calendar dates ('2026-12-06'), not instants: the church's own date of
 * a service is what is named, so no time zone enters here.
 *
 * Pure and small: the server names a sermon's or a service's Sunday with it, and a test checks Easter
 * against Python's dateutil for 1900–2100 and every name for three years against a table.
 */

export type LectionaryYear = 'A' | 'B' | 'C'

/** The seasons, as visitors read them. */
export type ChurchSeason =
  | 'Advent'
  | 'Christmas'
  | 'The Season after the Epiphany'
  | 'Lent'
  | 'Holy Week'
  | 'Easter'
  | 'The Season after Pentecost'

/** The liturgical colours (Advent's violet is blue in some parishes; decision 0054). */
export type LiturgicalColour = 'violet' | 'white' | 'green' | 'red'

export interface ChurchDay {
  /** The date, 'YYYY-MM-DD'. */
  date: string
  /** A stable name for the day's place in the year, by which readings are looked up: 'advent-2', 'proper-9'. */
  key: string
  /** 'The Second Sunday of Advent'. */
  name: string
  season: ChurchSeason
  colour: LiturgicalColour
  /** The lectionary year the day falls in: the church year begins on Advent Sunday. */
  year: LectionaryYear
  /** The Proper of a Sunday after Pentecost (4 to 29), as lectionaries number their readings. */
  proper?: number
}

const DAY = 86_400_000
const ORDINALS = ['First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth']
const ORDINAL_TENS = ['', 'Twenty', 'Thirty']

/** 'First' … 'Twenty-Ninth' (the Sundays after Pentecost reach the Twenty-Seventh). */
function ordinal(n: number): string {
  if (n <= 10) return ORDINALS[n - 1] ?? String(n)
  const teens = ['Eleventh', 'Twelfth', 'Thirteenth', 'Fourteenth', 'Fifteenth', 'Sixteenth', 'Seventeenth', 'Eighteenth', 'Nineteenth']
  if (n < 20) return teens[n - 11] ?? String(n)
  if (n % 10 === 0) return n === 20 ? 'Twentieth' : 'Thirtieth'
  return `${ORDINAL_TENS[Math.floor(n / 10) - 1]}-${ORDINALS[(n % 10) - 1]}`
}

/** Days since 1970-01-01 of a 'YYYY-MM-DD' date, or null when it is no date. */
function dayNumber(date: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return null
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const time = Date.UTC(y, mo - 1, d)
  const back = new Date(time)
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) return null
  return time / DAY
}

const dateOf = (day: number) => new Date(day * DAY).toISOString().slice(0, 10)
const ymd = (year: number, month: number, date: number) => Date.UTC(year, month - 1, date) / DAY
/** 0 for Sunday … 6 for Saturday. */
const weekday = (day: number) => (((day + 4) % 7) + 7) % 7

/** Easter Day of a year in the Gregorian calendar (the anonymous algorithm of Meeus, Jones and Butcher). */
export function easterDay(year: number): string {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const date = ((h + l - 7 * m + 114) % 31) + 1
  return dateOf(ymd(year, month, date))
}

const easterNumber = (year: number) => dayNumber(easterDay(year)) as number

/** Advent Sunday of a year, 'YYYY-MM-DD': the first day of the church year that begins then. */
export const adventSunday = (year: number): string => dateOf(adventSundayNumber(year))

/** Advent Sunday of a year: the Sunday nearest St Andrew's Day (30 November), 27 November to 3 December. */
function adventSundayNumber(year: number): number {
  const earliest = ymd(year, 11, 27)
  return earliest + ((7 - weekday(earliest)) % 7)
}

/** The first Sunday after a day (not the day itself). */
const sundayAfter = (day: number) => day + (7 - weekday(day) || 7)

type Named = Omit<ChurchDay, 'date' | 'year'>

/** The principal holy days and Holy Week's days, which are named whatever the weekday. */
function holyDay(day: number, year: number, easter: number): Named | null {
  const fixed = (month: number, date: number) => day === ymd(year, month, date)
  if (fixed(12, 25)) return { key: 'christmas-day', name: 'Christmas Day', season: 'Christmas', colour: 'white' }
  if (fixed(1, 6)) return { key: 'epiphany', name: 'The Epiphany', season: 'The Season after the Epiphany', colour: 'white' }
  if (fixed(11, 1)) return { key: 'all-saints-day', name: 'All Saints’ Day', season: 'The Season after Pentecost', colour: 'white' }
  switch (day - easter) {
    case -46:
      return { key: 'ash-wednesday', name: 'Ash Wednesday', season: 'Lent', colour: 'violet' }
    case -7:
      return { key: 'palm-sunday', name: 'The Sunday of the Passion: Palm Sunday', season: 'Holy Week', colour: 'red' }
    case -3:
      return { key: 'maundy-thursday', name: 'Maundy Thursday', season: 'Holy Week', colour: 'white' }
    case -2:
      return { key: 'good-friday', name: 'Good Friday', season: 'Holy Week', colour: 'red' }
    case 0:
      return { key: 'easter-day', name: 'Easter Day', season: 'Easter', colour: 'white' }
    case 39:
      return { key: 'ascension-day', name: 'Ascension Day', season: 'Easter', colour: 'white' }
    case 49:
      return { key: 'pentecost', name: 'The Day of Pentecost', season: 'Easter', colour: 'red' }
    case 56:
      return { key: 'trinity-sunday', name: 'Trinity Sunday', season: 'The Season after Pentecost', colour: 'white' }
  }
  return null
}

/** A Sunday's name, season and colour in the year that has `easter`, from Epiphany to Advent. */
function sundayOfYear(day: number, year: number, easter: number): Named {
  const ashWednesday = easter - 46
  const epiphany = ymd(year, 1, 6)
  if (day < ashWednesday) {
    const n = Math.floor((day - sundayAfter(epiphany)) / 7) + 1
    if (n === 1)
      return {
        key: 'epiphany-1',
        name: 'The First Sunday after the Epiphany: The Baptism of Our Lord',
        season: 'The Season after the Epiphany',
        colour: 'white',
      }
    if (day + 7 > ashWednesday)
      return { key: 'epiphany-last', name: 'The Last Sunday after the Epiphany', season: 'The Season after the Epiphany', colour: 'white' }
    return {
      key: `epiphany-${n}`,
      name: `The ${ordinal(n)} Sunday after the Epiphany`,
      season: 'The Season after the Epiphany',
      colour: 'green',
    }
  }
  if (day < easter) {
    const n = Math.floor((day - ashWednesday) / 7) + 1
    return { key: `lent-${n}`, name: `The ${ordinal(n)} Sunday in Lent`, season: 'Lent', colour: 'violet' }
  }
  if (day < easter + 49) {
    const n = (day - easter) / 7 + 1
    const name = n === 7 ? 'The Seventh Sunday of Easter: The Sunday after Ascension Day' : `The ${ordinal(n)} Sunday of Easter`
    return { key: `easter-${n}`, name, season: 'Easter', colour: 'white' }
  }
  // After Trinity Sunday (the First Sunday after Pentecost): numbered from Pentecost, and each has the Proper of the week it falls in
  // (Proper 1 is the Sunday from 8 to 14 May, Proper 29 the one from 20 to 26 November).
  const n = (day - (easter + 49)) / 7
  const proper = Math.floor((day - ymd(year, 5, 8)) / 7) + 1
  if (proper === 29)
    return {
      key: 'proper-29',
      name: 'The Last Sunday after Pentecost: Christ the King',
      season: 'The Season after Pentecost',
      colour: 'white',
      proper,
    }
  return {
    key: `proper-${proper}`,
    name: `The ${ordinal(n)} Sunday after Pentecost`,
    season: 'The Season after Pentecost',
    colour: 'green',
    proper,
  }
}

/** A Sunday in Advent or Christmas (Advent Sunday to 5 January), or null when the day is not in them. */
function sundayOfAdventOrChristmas(day: number, year: number): Named | null {
  const advent = adventSundayNumber(year)
  if (day >= advent && day < ymd(year, 12, 25)) {
    const n = (day - advent) / 7 + 1
    return { key: `advent-${n}`, name: `The ${ordinal(n)} Sunday of Advent`, season: 'Advent', colour: 'violet' }
  }
  // 26 December to 1 January: the First Sunday after Christmas Day; 2 to 5 January: the Second.
  if (day > ymd(year, 12, 25))
    return { key: 'christmas-1', name: 'The First Sunday after Christmas Day', season: 'Christmas', colour: 'white' }
  if (day === ymd(year, 1, 1))
    return { key: 'christmas-1', name: 'The First Sunday after Christmas Day', season: 'Christmas', colour: 'white' }
  if (day < ymd(year, 1, 6))
    return { key: 'christmas-2', name: 'The Second Sunday after Christmas Day', season: 'Christmas', colour: 'white' }
  return null
}

/**
 * The church's name for a date: every Sunday and the principal holy days (Christmas Day, the
 * Epiphany, Ash Wednesday, Maundy Thursday, Good Friday, Easter Day, Ascension Day, the Day of
 * Pentecost, Trinity Sunday, All Saints' Day); null for any other day and for a text that is no date.
 * Years 1583 to 9999 (the Gregorian calendar's).
 */
export function churchDay(date: string): ChurchDay | null {
  const day = dayNumber(date)
  if (day === null) return null
  const year = Number(date.slice(0, 4))
  if (year < 1583) return null
  const easter = easterNumber(year)
  const named =
    holyDay(day, year, easter) ?? (weekday(day) === 0 ? (sundayOfAdventOrChristmas(day, year) ?? sundayOfYear(day, year, easter)) : null)
  if (!named) return null
  return { date, year: lectionaryYear(date) as LectionaryYear, ...named }
}

/** The lectionary year of a date: A in the church year that begins on Advent Sunday 2025, then B, C, A… */
export function lectionaryYear(date: string): LectionaryYear | null {
  const day = dayNumber(date)
  if (day === null) return null
  const year = Number(date.slice(0, 4))
  const begun = day >= adventSundayNumber(year) ? year : year - 1
  return (['A', 'B', 'C'] as const)[((begun % 3) + 3) % 3]
}

/** The Sunday on or before a date ('YYYY-MM-DD'), to name the week a weekday sermon belongs to. */
export function sundayOnOrBefore(date: string): string | null {
  const day = dayNumber(date)
  return day === null ? null : dateOf(day - weekday(day))
}
