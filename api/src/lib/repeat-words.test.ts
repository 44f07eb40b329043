import { describe, expect, test } from 'bun:test'
import { firstRuleDate, occurrencesBetween, untilAsInstant } from './recurrence'
import { defaultChoice, fullDate, type RepeatChoice, readChoice, repeatWords, ruleText, shortDate } from './repeat-words'

const choice = (date: string, changes: Partial<RepeatChoice>): RepeatChoice => ({ ...defaultChoice(date), ...changes })

describe('the repeat controls', () => {
  test('ticking repeats on Saturday 5 December 2026 offers every Saturday, and day 5 or the first Saturday monthly', () => {
    const start = defaultChoice('2026-12-05')
    expect(ruleText(start)).toBe('FREQ=WEEKLY;BYDAY=SA')
    expect(ruleText({ ...start, frequency: 'monthly' })).toBe('FREQ=MONTHLY;BYMONTHDAY=5')
    expect(ruleText({ ...start, frequency: 'monthly', monthlyBy: 'weekday' })).toBe('FREQ=MONTHLY;BYDAY=1SA')
  })

  test('the 29th to 31st of a month are its last weekday', () => {
    expect(ruleText(choice('2026-12-31', { frequency: 'monthly', monthlyBy: 'weekday' }))).toBe('FREQ=MONTHLY;BYDAY=-1TH')
    expect(ruleText(choice('2026-12-24', { frequency: 'monthly', monthlyBy: 'weekday' }))).toBe('FREQ=MONTHLY;BYDAY=4TH')
  })

  test('every N, chosen days Monday first, and each way of ending', () => {
    expect(ruleText(choice('2026-12-01', { interval: 2, weekdays: [4, 2], ends: 'after', count: 6 }))).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=6',
    )
    expect(ruleText(choice('2026-12-01', { frequency: 'daily', ends: 'on', until: '2026-12-31' }))).toBe('FREQ=DAILY;UNTIL=20261231')
    expect(ruleText(choice('2026-12-01', { frequency: 'yearly', interval: 3 }))).toBe('FREQ=YEARLY;INTERVAL=3')
    expect(ruleText(choice('2026-12-06', { weekdays: [0, 6, 1] }))).toBe('FREQ=WEEKLY;BYDAY=MO,SA,SU')
  })

  const roundTrips: [string, string][] = [
    ['2026-12-05', 'FREQ=MONTHLY;BYDAY=1SA'],
    ['2026-12-01', 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=6'],
    ['2026-12-01', 'FREQ=DAILY;UNTIL=20261231'],
    ['2026-12-05', 'FREQ=MONTHLY;BYMONTHDAY=5'],
    ['2026-12-31', 'FREQ=MONTHLY;INTERVAL=3;BYDAY=-1TH;COUNT=4'],
    ['2026-12-25', 'FREQ=YEARLY'],
    ['2026-12-01', 'FREQ=DAILY;INTERVAL=10'],
  ]
  test.each(roundTrips)('%s %s reads back into the controls and is written the same', (date, rule) => {
    const read = readChoice(rule, date)
    expect(read).not.toBeNull()
    expect(ruleText(read as RepeatChoice)).toBe(rule)
  })

  test('a rule that leaves the day to the date reads as that day', () => {
    expect(ruleText(readChoice('FREQ=WEEKLY', '2026-12-03') as RepeatChoice)).toBe('FREQ=WEEKLY;BYDAY=TH')
    expect(ruleText(readChoice('RRULE:freq=monthly', '2026-12-03') as RepeatChoice)).toBe('FREQ=MONTHLY;BYMONTHDAY=3')
  })

  test('an end saved as an instant reads back as its day on the church clock', () => {
    const saved = untilAsInstant('FREQ=WEEKLY;BYDAY=TU;UNTIL=20261229', 'America/Chicago', '19:00')
    expect(saved).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20261230T055959Z')
    const read = readChoice(saved, '2026-12-01', { timeZone: 'America/Chicago', startTime: '19:00' }) as RepeatChoice
    expect(read.ends).toBe('on')
    expect(read.until).toBe('2026-12-29')
    expect(repeatWords(saved, '2026-12-01', { timeZone: 'America/Chicago', startTime: '19:00' })).toBe(
      'Every Tuesday until 29 December 2026',
    )
  })

  test.each([
    'FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1',
    'FREQ=YEARLY;BYMONTH=3,9;BYDAY=1SU',
    'FREQ=MONTHLY;BYMONTHDAY=1,15',
    'FREQ=MONTHLY;BYDAY=1SA,3SA',
    'FREQ=MONTHLY;BYMONTHDAY=-1',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=SU',
    'FREQ=DAILY;BYDAY=MO,FR',
    'FREQ=YEARLY;BYMONTH=12;BYMONTHDAY=25',
    'not a rule',
  ])('%s is a custom repeat the controls leave as text', (rule) => {
    expect(readChoice(rule, '2026-12-05')).toBeNull()
  })
})

describe('a repeat in words', () => {
  test.each([
    ['FREQ=MONTHLY;BYDAY=1SA', '2026-12-05', 'Every month on the first Saturday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,TH;COUNT=6', '2026-12-01', 'Every 2 weeks on Tuesday and Thursday, 6 times'],
    ['FREQ=DAILY;UNTIL=20261231', '2026-12-01', 'Every day until 31 December 2026'],
    ['FREQ=WEEKLY;BYDAY=TU', '2026-12-01', 'Every Tuesday'],
    ['FREQ=WEEKLY', '2026-12-03', 'Every Thursday'],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', '2026-12-02', 'Every Monday, Wednesday and Friday'],
    ['FREQ=MONTHLY;BYMONTHDAY=5', '2026-12-05', 'Every month on day 5'],
    ['FREQ=MONTHLY', '2026-12-17', 'Every month on day 17'],
    ['FREQ=MONTHLY;INTERVAL=3;BYDAY=-1TH;COUNT=1', '2026-12-31', 'Every 3 months on the last Thursday, once'],
    ['FREQ=YEARLY', '2026-12-24', 'Every year on 24 December'],
    ['FREQ=YEARLY;INTERVAL=2', '2026-12-24', 'Every 2 years on 24 December'],
    ['FREQ=DAILY;INTERVAL=3', '2026-12-01', 'Every 3 days'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', '2026-12-31', 'Every month on the last day'],
    ['FREQ=YEARLY;BYMONTH=3,9;BYDAY=1SU', '2026-03-01', 'Every year on the first Sunday in March and September'],
    ['FREQ=MONTHLY;BYDAY=MO,TU,WE,TH,FR;BYSETPOS=-1', '2026-12-31', 'Every month, on a custom pattern'],
    ['nonsense', '2026-12-01', ''],
  ])('%s from %s reads "%s"', (rule, date, words) => {
    expect(repeatWords(rule, date)).toBe(words)
  })
})

describe('dates as the dialog writes them', () => {
  test('a short date in the coming dates and a full one in the moved-date note', () => {
    expect(shortDate('2026-12-05')).toBe('Sat 5 Dec 2026')
    expect(fullDate('2027-01-02')).toBe('Saturday, 2 January 2027')
  })

  test('a first date the repeat does not give moves to its first own date on or after it', () => {
    expect(firstRuleDate('2026-12-10', 'FREQ=MONTHLY;BYDAY=1SA')).toBe('2027-01-02')
    expect(firstRuleDate('2026-12-05', 'FREQ=MONTHLY;BYDAY=1SA')).toBe('2026-12-05')
    expect(firstRuleDate('2026-12-05', 'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30')).toBeNull()
    expect(occurrencesBetween('2027-01-02', 'FREQ=MONTHLY;BYDAY=1SA', '2027-01-02', '2027-12-31', 3)).toEqual([
      '2027-01-02',
      '2027-02-06',
      '2027-03-06',
    ])
  })
})
