import { describe, expect, test } from 'bun:test'
import { NEVER_PRODUCES } from '../../lib/recurrence'
import { badRuleWords } from './bad-rules'
import { cleanEvent, type EventRow, reportStoredEventProblemsTo, type StoredEventProblem, usableEvent } from './stored'

const HANG_RULE = 'FREQ=DAILY;BYMONTHDAY=31;BYMONTH=4'
/** A stored row as the table gives it, with only what these tests look at filled in. */
const row = (fields: Partial<EventRow>): EventRow =>
  ({ startTime: '', endTime: '', endDate: null, changes: [], isRecurring: true, ...fields }) as EventRow

describe('a stored event whose repeat rule cannot be used', () => {
  test('is reported once per event and rule where it is read, and kept as it is', () => {
    const reports: StoredEventProblem[] = []
    const previous = reportStoredEventProblemsTo((bad) => reports.push(bad))
    try {
      const past = row({ id: 'past-bad', date: '2020-04-01', recurrenceRule: HANG_RULE })
      const future = row({ id: 'future-bad', date: '2099-04-01', recurrenceRule: 'RRULE:FREQ=DAILY;BYHOUR=9' })
      const fine = row({ id: 'fine-rule', date: '2026-01-06', recurrenceRule: 'FREQ=WEEKLY' })
      const once = row({ id: 'once-rule', date: '2026-01-06', isRecurring: false, recurrenceRule: HANG_RULE })
      for (let i = 0; i < 3; i++) {
        for (const event of [past, future, fine, once]) {
          expect(cleanEvent(event)).toBe(event)
          expect(usableEvent(event)).toBe(event)
        }
      }
      expect(reports).toEqual([
        {
          id: 'past-bad',
          problem: `its repeat rule '${HANG_RULE}' cannot be used (${NEVER_PRODUCES}); listed at its own date, 2020-04-01`,
        },
        {
          id: 'future-bad',
          problem: "its repeat rule 'FREQ=DAILY;BYHOUR=9' cannot be used (BYHOUR is not supported); listed at its own date, 2099-04-01",
        },
      ])
      // The same event with another rule is reported again, for that rule.
      cleanEvent({ ...past, recurrenceRule: 'FREQ=DAILY;BYMINUTE=0' })
      expect(reports).toHaveLength(3)
    } finally {
      reportStoredEventProblemsTo(previous)
    }
  })

  test('is not what an event without a rule of its own, or with a usable one, is', () => {
    expect(badRuleWords(row({ id: 'a', date: '2026-01-06', recurrenceRule: '' }))).toBeNull()
    expect(badRuleWords(row({ id: 'b', date: '2026-01-06', recurrenceRule: 'FREQ=MONTHLY;BYDAY=2SU' }))).toBeNull()
    expect(badRuleWords(row({ id: 'c', date: '2026-01-06', isRecurring: false, recurrenceRule: 'FREQ=DAILY;BYHOUR=9' }))).toBeNull()
  })
})
