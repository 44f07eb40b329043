/**
 * How an event repeats, as staff choose it and as visitors read it (docs/product.md#events-tab).
 *
 * Pure TypeScript, exported to the web (api/package.json): the event dialog's repeat controls are a
 * RepeatChoice, written to the stored RFC 5545 rule by ruleText and read back by readChoice (null
 * when the rule is one the controls cannot show: it stays text under Advanced). repeatWords writes
 * any readable rule in plain words ('Every month on the first Saturday'), for the dialog's line and
 * for the badge the server fills in when an event is saved with a rule and no words of its own.
 */

import { addDays } from './event-times'
import { type ByDay, parseRule, type RecurrenceRule, untilInChurchTime } from './recurrence'

export type RepeatFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly'
/** A numbered weekday of a month: the first (1) to fourth (4), or the last (-1). */
export type WeekOfMonth = 1 | 2 | 3 | 4 | -1
export type RepeatEnd = 'never' | 'on' | 'after'

/** What the repeat controls show. */
export interface RepeatChoice {
  frequency: RepeatFrequency
  /** Every `interval` days, weeks, months or years (1 or more). */
  interval: number
  /** Weekly: the days, 0 (Sunday) to 6 (Saturday), at least one. */
  weekdays: number[]
  /** Monthly: on a day number ('on day 5') or on a numbered weekday ('on the first Saturday'). */
  monthlyBy: 'day' | 'weekday'
  monthDay: number
  weekOfMonth: WeekOfMonth
  weekday: number
  ends: RepeatEnd
  /** Ends 'on': the last date the series may fall on, YYYY-MM-DD. */
  until: string
  /** Ends 'after': how many dates in all, the first one included. */
  count: number
}

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const
const CODES = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
const FREQ_CODES: Record<RepeatFrequency, string> = { daily: 'DAILY', weekly: 'WEEKLY', monthly: 'MONTHLY', yearly: 'YEARLY' }
const UNITS: Record<RepeatFrequency, [string, string]> = {
  daily: ['day', 'days'],
  weekly: ['week', 'weeks'],
  monthly: ['month', 'months'],
  yearly: ['year', 'years'],
}
const ORDINAL_WORDS: Record<number, string> = {
  1: 'first',
  2: 'second',
  3: 'third',
  4: 'fourth',
  5: 'fifth',
  [-1]: 'last',
  [-2]: 'second to last',
}
/** The weeks of a month the controls offer, in the order a list shows them. */
export const WEEKS_OF_MONTH: readonly { value: WeekOfMonth; label: string }[] = [1, 2, 3, 4, -1].map((value) => ({
  value: value as WeekOfMonth,
  label: ORDINAL_WORDS[value],
}))

/** Monday first, as a week reads. */
const mondayFirst = (a: number, b: number) => ((a + 6) % 7) - ((b + 6) % 7)

const parts = (date: string) => date.split('-').map(Number) as [number, number, number]
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay()

/** '31 December 2026'. */
export const longDate = (date: string) => {
  const [y, m, d] = parts(date)
  return `${d} ${MONTH_NAMES[m - 1]} ${y}`
}
/** 'Saturday, 2 January 2027'. */
export const fullDate = (date: string) => `${WEEKDAY_NAMES[weekdayOf(date)]}, ${longDate(date)}`
/** 'Sat 5 Dec 2026': a date in the dialog's list of coming dates. */
export const shortDate = (date: string) => {
  const [y, m, d] = parts(date)
  return `${WEEKDAY_NAMES[weekdayOf(date)].slice(0, 3)} ${d} ${MONTH_NAMES[m - 1].slice(0, 3)} ${y}`
}

/** The week of its month a date falls in, as the controls offer it: the 29th to 31st are the last. */
export const weekOfMonthOf = (date: string): WeekOfMonth => {
  const week = Math.ceil(parts(date)[2] / 7)
  return (week > 4 ? -1 : week) as WeekOfMonth
}

/** What the controls show when 'This event repeats' is ticked on an event dated `date`: every week on its weekday. */
export function defaultChoice(date: string): RepeatChoice {
  const known = /^\d{4}-\d{2}-\d{2}$/.test(date)
  const day = known ? weekdayOf(date) : 0
  return {
    frequency: 'weekly',
    interval: 1,
    weekdays: [day],
    monthlyBy: 'day',
    monthDay: known ? parts(date)[2] : 1,
    weekOfMonth: known ? weekOfMonthOf(date) : 1,
    weekday: day,
    ends: 'never',
    until: known ? addDays(date, 365) : '',
    count: 10,
  }
}

/** The RFC 5545 rule the controls make: 'FREQ=MONTHLY;BYDAY=1SA', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=6'. */
export function ruleText(choice: RepeatChoice): string {
  const rule = [`FREQ=${FREQ_CODES[choice.frequency]}`]
  if (choice.interval > 1) rule.push(`INTERVAL=${choice.interval}`)
  if (choice.frequency === 'weekly' && choice.weekdays.length > 0)
    rule.push(
      `BYDAY=${[...new Set(choice.weekdays)]
        .sort(mondayFirst)
        .map((day) => CODES[day])
        .join(',')}`,
    )
  if (choice.frequency === 'monthly')
    rule.push(choice.monthlyBy === 'day' ? `BYMONTHDAY=${choice.monthDay}` : `BYDAY=${choice.weekOfMonth}${CODES[choice.weekday]}`)
  if (choice.ends === 'after') rule.push(`COUNT=${choice.count}`)
  if (choice.ends === 'on' && choice.until) rule.push(`UNTIL=${choice.until.replaceAll('-', '')}`)
  return rule.join(';')
}

/** Where a date-time UNTIL is placed: the church's zone and the event's start ('HH:MM', '' all day). */
export interface RepeatPlace {
  timeZone?: string
  startTime?: string
}

/** The last date a rule's series may fall on in church time (a date-time UNTIL placed there when the zone is known). */
function lastDate(rule: RecurrenceRule, place: RepeatPlace): string | undefined {
  return place.timeZone ? untilInChurchTime(rule, place.startTime ?? '', place.timeZone).until : rule.until
}

/**
 * The controls for a stored rule of an event dated `date`, or null when the controls cannot show it
 * (BYSETPOS, BYMONTH, WKST, several monthly days or weekdays, a weekday in a daily rule...): it is
 * then a custom repeat, kept as text.
 */
export function readChoice(text: string, date: string, place: RepeatPlace = {}): RepeatChoice | null {
  const { rule } = parseRule(text)
  if (!rule || rule.bySetPos || rule.byMonth || /(^|;)WKST=/i.test(text)) return null
  const choice = defaultChoice(date)
  choice.frequency = rule.freq.toLowerCase() as RepeatFrequency
  choice.interval = rule.interval
  if (rule.count !== undefined) {
    choice.ends = 'after'
    choice.count = rule.count
  }
  const until = lastDate(rule, place)
  if (until !== undefined) {
    choice.ends = 'on'
    choice.until = until
  }
  const byDay = rule.byDay ?? []
  const byMonthDay = rule.byMonthDay ?? []
  switch (rule.freq) {
    case 'DAILY':
    case 'YEARLY':
      return byDay.length === 0 && byMonthDay.length === 0 ? choice : null
    case 'WEEKLY':
      if (byDay.length > 0) choice.weekdays = [...new Set(byDay.map((d) => d.weekday))].sort(mondayFirst)
      return choice
    case 'MONTHLY': {
      if (byDay.length === 0 && byMonthDay.length === 0) return choice
      if (byDay.length === 0 && byMonthDay.length === 1 && byMonthDay[0] > 0) {
        choice.monthlyBy = 'day'
        choice.monthDay = byMonthDay[0]
        return choice
      }
      const [only] = byDay
      if (byMonthDay.length === 0 && byDay.length === 1 && [1, 2, 3, 4, -1].includes(only.ordinal)) {
        choice.monthlyBy = 'weekday'
        choice.weekOfMonth = only.ordinal as WeekOfMonth
        choice.weekday = only.weekday
        return choice
      }
      return null
    }
  }
}

/** 'Tuesday', 'Tuesday and Thursday', 'Monday, Wednesday and Friday'. */
function andList(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`
}

const dayOfMonthWords = (day: number) =>
  day === -1 ? 'the last day' : day < 0 ? `the ${ORDINAL_WORDS[day] ?? `${-day}th to last`} day` : `day ${day}`
const numberedWeekday = (entry: ByDay) =>
  entry.ordinal === 0
    ? `every ${WEEKDAY_NAMES[entry.weekday]}`
    : `the ${ORDINAL_WORDS[entry.ordinal] ?? (entry.ordinal > 0 ? `${entry.ordinal}th` : `${-entry.ordinal}th to last`)} ${WEEKDAY_NAMES[entry.weekday]}`

/**
 * A rule in plain words, for an event dated `date`: 'Every month on the first Saturday', 'Every 2
 * weeks on Tuesday and Thursday, 6 times', 'Every day until 31 December 2026'. A pattern the words
 * cannot say exactly (BYSETPOS) reads 'Every month, on a custom pattern'. '' for a rule that cannot be read.
 */
export function repeatWords(text: string, date: string, place: RepeatPlace = {}): string {
  const { rule } = parseRule(text)
  if (!rule) return ''
  const knownDate = /^\d{4}-\d{2}-\d{2}$/.test(date)
  const frequency = rule.freq.toLowerCase() as RepeatFrequency
  const [one, many] = UNITS[frequency]
  const weekdaysOnly = rule.byDay?.every((d) => d.ordinal === 0)
  const dayNames = (rule.byDay ?? [])
    .map((d) => d.weekday)
    .sort(mondayFirst)
    .map((day) => WEEKDAY_NAMES[day])
  let words: string
  if (rule.bySetPos) {
    words = `${rule.interval > 1 ? `Every ${rule.interval} ${many}` : `Every ${one}`}, on a custom pattern`
  } else if (frequency === 'weekly' && rule.interval === 1) {
    const days = weekdaysOnly && dayNames.length > 0 ? dayNames : knownDate ? [WEEKDAY_NAMES[weekdayOf(date)]] : []
    words = days.length === 7 ? 'Every day of the week' : days.length > 0 ? `Every ${andList(days)}` : 'Every week'
  } else {
    words = rule.interval > 1 ? `Every ${rule.interval} ${many}` : `Every ${one}`
    const on: string[] = []
    if (frequency === 'weekly') {
      const days = weekdaysOnly && dayNames.length > 0 ? dayNames : knownDate ? [WEEKDAY_NAMES[weekdayOf(date)]] : []
      if (days.length > 0) on.push(andList(days))
    } else if (frequency === 'daily') {
      if (rule.byDay) on.push(andList(dayNames))
    } else {
      const monthDays = rule.byMonthDay ?? (!rule.byDay && knownDate && frequency === 'monthly' ? [parts(date)[2]] : [])
      if (frequency === 'yearly' && !rule.byDay) {
        const months = rule.byMonth ?? (knownDate ? [parts(date)[1]] : [])
        const days = rule.byMonthDay ?? (knownDate ? [parts(date)[2]] : [])
        if (months.length > 0 && days.length > 0 && days.every((d) => d > 0))
          on.push(andList(months.flatMap((m) => days.map((d) => `${d} ${MONTH_NAMES[m - 1]}`))))
        else if (days.length > 0) on.push(`${andList(days.map(dayOfMonthWords))} of ${andList(months.map((m) => MONTH_NAMES[m - 1]))}`)
      } else {
        if (monthDays.length > 0) on.push(andList(monthDays.map(dayOfMonthWords)))
        if (rule.byDay) {
          const entries = [...rule.byDay].sort((a, b) => mondayFirst(a.weekday, b.weekday))
          const daysText = andList(entries.map(numberedWeekday))
          on.push(monthDays.length > 0 ? `when it is ${andList(entries.map((e) => WEEKDAY_NAMES[e.weekday]))}` : daysText)
        }
        if (frequency === 'yearly' && rule.byMonth) on.push(`in ${andList(rule.byMonth.map((m) => MONTH_NAMES[m - 1]))}`)
      }
      if (frequency === 'monthly' && rule.byMonth) on.push(`in ${andList(rule.byMonth.map((m) => MONTH_NAMES[m - 1]))}`)
    }
    if (on.length > 0) words += ` on ${on.join(' ')}`
  }
  if (rule.count !== undefined) return `${words}, ${rule.count === 1 ? 'once' : `${rule.count} times`}`
  const until = lastDate(rule, place)
  return until ? `${words} until ${longDate(until)}` : words
}

/** Whether 'on day N' skips the months without that day (the 29th to 31st), as calendar apps do. */
export const skipsShortMonths = (day: number) => day > 28
