import ICAL from 'ical.js'

/** Enough steps for a daily event over ten years; a rule needing more is treated as ended. */
const MAX_STEPS = 4000

/**
 * The first date (YYYY-MM-DD) on or after `onOrAfter` on which an event that started on
 * `firstDate` and repeats by the RFC 5545 `rule` (for example 'FREQ=WEEKLY;BYDAY=TU') happens,
 * or null when the series has ended (UNTIL or COUNT) or the rule cannot be read.
 */
export function nextOccurrence(firstDate: string, rule: string, onOrAfter: string): string | null {
  if (firstDate >= onOrAfter) return firstDate
  const iterator = recurrenceIterator(firstDate, rule)
  if (!iterator) return null
  for (let step = 0; step < MAX_STEPS; step++) {
    const next = iterator.next()
    if (!next) return null
    const day = next.toString().slice(0, 10)
    if (day >= onOrAfter) return day
  }
  return null
}

function recurrenceIterator(firstDate: string, rule: string) {
  if (!/^FREQ=/i.test(rule.trim())) return null
  try {
    return ICAL.Recur.fromString(rule.trim().replace(/^RRULE:/i, '')).iterator(ICAL.Time.fromDateString(firstDate))
  } catch {
    return null
  }
}

/** The date an event is shown at: its next occurrence when it repeats, else its own date. */
export function showingDate(event: { date: string; isRecurring: boolean; recurrenceRule: string }, today: string): string {
  if (!event.isRecurring || !event.recurrenceRule) return event.date
  return nextOccurrence(event.date, event.recurrenceRule, today) ?? event.date
}
