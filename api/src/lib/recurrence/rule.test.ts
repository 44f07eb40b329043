import { describe, expect, test } from 'bun:test'
import { nextOccurrence, ruleProblem } from './expand'
import { parseRule, UNREADABLE_RULE } from './rule'

describe('reading rules', () => {
  test('case, a leading RRULE: and any order of parts are fine', () => {
    expect(parseRule('rrule:byday=2su;freq=monthly').rule).toMatchObject({ freq: 'MONTHLY', byDay: [{ ordinal: 2, weekday: 0 }] })
  })

  test('unsupported parts and malformed values make a rule unreadable', () => {
    for (const rule of [
      '',
      'BYDAY=TU',
      'FREQ=HOURLY',
      'FREQ=MINUTELY',
      'FREQ=SECONDLY',
      'FREQ=DAILY;BYHOUR=9',
      'FREQ=DAILY;BYMINUTE=0',
      'FREQ=DAILY;BYSECOND=0',
      'FREQ=YEARLY;BYWEEKNO=20',
      'FREQ=YEARLY;BYYEARDAY=100',
      'FREQ=DAILY;COLOR=RED',
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=WEEKLY;BYDAY=1TU',
      'FREQ=WEEKLY;BYMONTHDAY=1',
      'FREQ=MONTHLY;BYDAY=0MO',
      'FREQ=MONTHLY;BYDAY=',
      'FREQ=MONTHLY;BYMONTHDAY=0',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'FREQ=YEARLY;BYMONTH=13',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;COUNT=-1',
      'FREQ=DAILY;COUNT=3;UNTIL=20261231',
      'FREQ=DAILY;UNTIL=2026-12-31',
      'FREQ=DAILY;UNTIL=20261231T250000Z',
      'FREQ=DAILY;UNTIL=20260230',
      'FREQ=DAILY;BYSETPOS=1',
      'FREQ=DAILY;FREQ=WEEKLY',
      'FREQ=WEEKLY;WKST=XX',
    ]) {
      expect({ rule, error: typeof parseRule(rule).error }).toEqual({ rule, error: 'string' })
      expect(ruleProblem('2026-01-06', rule)).toBe(UNREADABLE_RULE)
      expect(nextOccurrence('2026-01-06', rule, '2026-01-07')).toBeNull()
    }
  })
})
