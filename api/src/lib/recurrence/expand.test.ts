import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { todayIn } from '../dates'
import { showingDate } from './events'
import { MAX_DAYS_EXAMINED, nextOccurrence, occurrencesBetween, ruleProblem, type Tally } from './expand'
import { NEVER_PRODUCES, parseRule, UNREADABLE_RULE } from './rule'

const HANG_RULES = ['FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30']
const today = todayIn('America/Chicago')
const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const daysBetween = (a: string, b: string) => Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000)

/**
 * The candidate days `call` made the engine examine, counted in a tally of its own: its work, the
 * same on any machine. One expansion stops after MAX_DAYS_EXAMINED days, within one period (at most
 * a year) more.
 */
function measured<T>(call: (tally: Tally) => T) {
  const tally: Tally = { examined: 0 }
  const value = call(tally)
  return { value, work: tally.examined }
}
const workOf = (call: (tally: Tally) => unknown) => measured(call).work
const ONE_EXPANSION = MAX_DAYS_EXAMINED + 366

describe('rules that never give a date answer at once', () => {
  for (const rule of HANG_RULES) {
    test(rule, () => {
      expect(nextOccurrence('2026-04-01', rule, '2026-04-02')).toBeNull()
      expect(occurrencesBetween('2026-04-01', rule, '2026-04-01', '2099-12-31')).toEqual(['2026-04-01'])
      expect(ruleProblem('2026-04-01', rule)).toBe(NEVER_PRODUCES)
      expect(workOf((tally) => nextOccurrence('2026-04-01', rule, '2026-04-02', tally))).toBeLessThanOrEqual(ONE_EXPANSION)
      expect(workOf((tally) => ruleProblem('2026-04-01', rule, tally))).toBeLessThanOrEqual(ONE_EXPANSION)
    })
  }

  test('the heaviest walks (COUNT from 1900, every day of every year) stop at the bound of one expansion', () => {
    for (const rule of [
      'FREQ=DAILY;COUNT=9999999',
      'FREQ=DAILY;COUNT=9999999;BYMONTH=4;BYMONTHDAY=31',
      'FREQ=WEEKLY;COUNT=9999999;BYDAY=SU,MO,TU,WE,TH,FR,SA;BYMONTH=2;BYSETPOS=-1',
      'FREQ=YEARLY;BYDAY=53MO,-53TU,SU,MO,TU;BYMONTHDAY=-31,30,31;BYSETPOS=366',
    ]) {
      expect(workOf((tally) => nextOccurrence('1900-01-01', rule, '2026-04-02', tally))).toBeLessThanOrEqual(ONE_EXPANSION)
    }
    // The tally sees that work: a daily walk from 1900 to 2026 reaches the bound.
    expect(workOf((tally) => nextOccurrence('1900-01-01', 'FREQ=DAILY;COUNT=9999999', '2026-04-02', tally))).toBeGreaterThanOrEqual(
      MAX_DAYS_EXAMINED,
    )
  })
})

describe('next occurrence', () => {
  test('a daily series begun in 2014 lists today, and every other day lands on the right parity', () => {
    expect(nextOccurrence('2014-03-02', 'FREQ=DAILY', today)).toBe(today)
    const everyOther = nextOccurrence('2014-03-02', 'FREQ=DAILY;INTERVAL=2', today) as string
    expect([today, shift(today, 1)]).toContain(everyOther)
    expect(daysBetween('2014-03-02', everyOther) % 2).toBe(0)
    expect(showingDate({ date: '2014-03-02', isRecurring: true, recurrenceRule: 'FREQ=DAILY' }, today)).toBe(today)
  })

  test('weekly on Tuesdays', () => {
    expect(nextOccurrence('2026-01-06', 'FREQ=WEEKLY;BYDAY=TU', '2026-11-19')).toBe('2026-11-24')
    expect(nextOccurrence('2026-01-06', 'FREQ=WEEKLY', '2026-11-24')).toBe('2026-11-24')
  })

  test('monthly: the second Sunday, the last Friday, the last day', () => {
    expect(occurrencesBetween('2026-01-11', 'FREQ=MONTHLY;BYDAY=2SU', '2026-01-01', '2026-04-30')).toEqual([
      '2026-01-11',
      '2026-02-08',
      '2026-03-08',
      '2026-04-12',
    ])
    expect(occurrencesBetween('2026-01-30', 'FREQ=MONTHLY;BYDAY=-1FR', '2026-02-01', '2026-05-31')).toEqual([
      '2026-02-27',
      '2026-03-27',
      '2026-04-24',
      '2026-05-29',
    ])
    expect(occurrencesBetween('2026-01-31', 'FREQ=MONTHLY;BYMONTHDAY=-1', '2026-02-01', '2026-04-30')).toEqual([
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
    ])
  })

  test('monthly by day of the month never rolls a short month over', () => {
    expect(occurrencesBetween('2026-01-31', 'FREQ=MONTHLY', '2026-01-01', '2026-06-30')).toEqual(['2026-01-31', '2026-03-31', '2026-05-31'])
  })

  test('yearly on Feb 29 skips to the next leap year', () => {
    expect(nextOccurrence('2024-02-29', 'FREQ=YEARLY', '2024-03-01')).toBe('2028-02-29')
    expect(nextOccurrence('2024-02-29', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29', '2097-01-01')).toBe('2104-02-29')
  })

  test('BYDAY limits MONTHLY with BYMONTHDAY (Friday the 13th)', () => {
    expect(occurrencesBetween('2026-02-13', 'FREQ=MONTHLY;BYDAY=FR;BYMONTHDAY=13', '2026-01-01', '2026-12-31')).toEqual([
      '2026-02-13',
      '2026-03-13',
      '2026-11-13',
    ])
  })

  test('a YEARLY ordinal counts within BYMONTH, else within the year', () => {
    expect(occurrencesBetween('2026-11-26', 'FREQ=YEARLY;BYMONTH=11;BYDAY=4TH', '2026-01-01', '2028-12-31')).toEqual([
      '2026-11-26',
      '2027-11-25',
      '2028-11-23',
    ])
    // The 20th Monday of 2026 and of 2027.
    expect(occurrencesBetween('2026-05-18', 'FREQ=YEARLY;BYDAY=20MO', '2026-01-01', '2027-12-31')).toEqual(['2026-05-18', '2027-05-17'])
  })

  test('COUNT ends a series, counting the first date', () => {
    const rule = 'FREQ=WEEKLY;BYDAY=TU;COUNT=3'
    expect(occurrencesBetween('2026-01-06', rule, '2026-01-01', '2026-12-31')).toEqual(['2026-01-06', '2026-01-13', '2026-01-20'])
    expect(nextOccurrence('2026-01-06', rule, '2026-01-21')).toBeNull()
    // A first date that is not one of the rule's own dates is still the first occurrence.
    expect(occurrencesBetween('2026-01-07', 'FREQ=WEEKLY;BYDAY=SU;COUNT=3', '2026-01-01', '2026-12-31')).toEqual([
      '2026-01-07',
      '2026-01-11',
      '2026-01-18',
    ])
  })

  test('UNTIL ends a series, as a date or as a UTC date-time (compared by its date)', () => {
    expect(nextOccurrence('2026-01-06', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260120', '2026-01-14')).toBe('2026-01-20')
    expect(nextOccurrence('2026-01-06', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260120', '2026-01-21')).toBeNull()
    expect(nextOccurrence('2026-01-06', 'FREQ=WEEKLY;BYDAY=TU;UNTIL=20260126T235959Z', '2026-01-21')).toBeNull()
  })

  test('every other week stays on its own weeks when asked about a far window', () => {
    const dates = occurrencesBetween('2026-01-06', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH', '2040-01-01', '2040-02-29')
    expect(dates.length).toBeGreaterThan(4)
    for (const date of dates) {
      const weeks = Math.floor(daysBetween('2026-01-05', date) / 7) // 2026-01-05 is the Monday starting the first week
      expect(weeks % 2).toBe(0)
    }
    // Weeks starting on Sunday move which Sunday-to-Monday pair belongs together.
    expect(occurrencesBetween('2026-01-04', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO;WKST=SU', '2026-01-01', '2026-01-31')).toEqual([
      '2026-01-04',
      '2026-01-05',
      '2026-01-18',
      '2026-01-19',
    ])
    expect(occurrencesBetween('2026-01-04', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=SU,MO', '2026-01-01', '2026-01-31')).toEqual([
      '2026-01-04',
      '2026-01-12',
      '2026-01-18',
      '2026-01-26',
    ])
  })

  test('BYSETPOS=-1 over weekdays is the last weekday of each month', () => {
    expect(occurrencesBetween('2026-01-30', 'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '2026-01-01', '2026-06-30')).toEqual([
      '2026-01-30',
      '2026-02-27',
      '2026-03-31',
      '2026-04-30',
      '2026-05-29',
      '2026-06-30',
    ])
  })

  test('nothing is searched for more than ten years past the window', () => {
    expect(nextOccurrence('2020-01-01', 'FREQ=YEARLY;INTERVAL=20', '2021-01-01')).toBeNull()
    expect(nextOccurrence('2020-01-01', 'FREQ=YEARLY;INTERVAL=20', '2031-01-01')).toBe('2040-01-01')
  })
})

describe('properties', () => {
  const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA']
  const isoDate = fc
    .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2080-12-31T00:00:00Z'), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10))
  const list = <T>(item: fc.Arbitrary<T>) => fc.uniqueArray(item, { minLength: 1, maxLength: 4 }).map((items) => items.join(','))
  const signed = (max: number) => fc.integer({ min: 1, max }).chain((n) => fc.constantFrom(n, -n))
  /** Mostly absent, so that rules with a few parts (the ones that give dates) are common. */
  const sometimes = <T>(part: fc.Arbitrary<T>) => fc.oneof({ arbitrary: fc.constant(undefined), weight: 2 }, part)
  const compact = (date: string) => date.replace(/-/g, '')
  /** A first date, a rule from the supported grammar, and a date to ask from (near the first date or far from it). */
  const series = isoDate.chain((first) =>
    fc.record({
      first: fc.constant(first),
      onOrAfter: fc.oneof(
        { arbitrary: fc.integer({ min: -30, max: 4000 }).map((days) => shift(first, days)), weight: 4 },
        { arbitrary: isoDate, weight: 1 },
      ),
      rule: fc
        .record({
          freq: fc.constantFrom('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'),
          interval: fc.oneof({ arbitrary: fc.constant(1), weight: 2 }, fc.integer({ min: 2, max: 4 }), fc.integer({ min: 5, max: 60 })),
          end: fc.oneof(
            { arbitrary: fc.constant(''), weight: 3 },
            fc.integer({ min: 1, max: 500 }).map((n) => `COUNT=${n}`),
            fc.integer({ min: -10, max: 3000 }).map((days) => `UNTIL=${compact(shift(first, days))}`),
            fc.integer({ min: -10, max: 3000 }).map((days) => `UNTIL=${compact(shift(first, days))}T235959Z`),
          ),
          byDay: sometimes(
            list(
              fc
                .tuple(
                  fc.option(fc.oneof({ arbitrary: signed(5), weight: 4 }, signed(53)), { nil: undefined }),
                  fc.constantFrom(...WEEKDAYS),
                )
                .map(([n, day]) => `${n ?? ''}${day}`),
            ),
          ),
          byMonthDay: sometimes(list(signed(31))),
          byMonth: sometimes(list(fc.integer({ min: 1, max: 12 }))),
          bySetPos: sometimes(list(fc.oneof({ arbitrary: signed(5), weight: 4 }, signed(366)))),
          weekStart: sometimes(fc.constantFrom(...WEEKDAYS)),
        })
        .map(({ freq, interval, end, byDay, byMonthDay, byMonth, bySetPos, weekStart }) =>
          [
            `FREQ=${freq}`,
            `INTERVAL=${interval}`,
            end,
            byDay && `BYDAY=${byDay}`,
            byMonthDay && `BYMONTHDAY=${byMonthDay}`,
            byMonth && `BYMONTH=${byMonth}`,
            bySetPos && `BYSETPOS=${bySetPos}`,
            weekStart && `WKST=${weekStart}`,
          ]
            .filter(Boolean)
            .join(';'),
        ),
    }),
  )

  test('the generated rules exercise the engine (most are readable, many repeat past their first date)', () => {
    let readable = 0
    let later = 0
    for (const { first, rule: text, onOrAfter } of fc.sample(series, 1000)) {
      if (parseRule(text).error) continue
      readable++
      if ((nextOccurrence(first, text, onOrAfter) ?? '') > first) later++
    }
    expect(readable).toBeGreaterThan(500)
    expect(later).toBeGreaterThan(150)
  })

  test('any rule answers within the bound of its work, on or after the date asked, and the window agrees', () => {
    fc.assert(
      fc.property(series, ({ first, rule: text, onOrAfter }) => {
        const { value: next, work: nextWork } = measured((tally) => nextOccurrence(first, text, onOrAfter, tally))
        const { value: problem, work: problemWork } = measured((tally) => ruleProblem(first, text, tally))
        expect(nextWork).toBeLessThanOrEqual(ONE_EXPANSION)
        expect(problemWork).toBeLessThanOrEqual(ONE_EXPANSION)
        if (parseRule(text).error) {
          expect(problem).toBe(UNREADABLE_RULE)
          return
        }
        if (next === null) return
        expect(next >= onOrAfter).toBe(true)
        expect(next >= first).toBe(true)
        const window = occurrencesBetween(first, text, onOrAfter, next, 1000)
        expect(window.at(-1)).toBe(next)
        expect(window).toEqual([next])
      }),
      { numRuns: 400 },
    )
  })

  test('the dates in a window are ascending, inside it and each one is the next occurrence from itself', () => {
    fc.assert(
      fc.property(series, fc.integer({ min: 0, max: 800 }), ({ first, rule: text, onOrAfter: from }, span) => {
        const to = shift(from, span)
        const dates = occurrencesBetween(first, text, from, to, 50)
        for (const [i, date] of dates.entries()) {
          expect(date >= from && date <= to).toBe(true)
          if (i > 0) expect(date > dates[i - 1]).toBe(true)
          expect(nextOccurrence(first, text, date)).toBe(date)
        }
      }),
      { numRuns: 200 },
    )
  })
})
