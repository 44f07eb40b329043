/**
 * Repeating events: a bounded, day-granular reading of RFC 5545 recurrence rules (RRULE).
 *
 * Pure TypeScript (and the valibot schemas of a changed date and an occurrence) with no state of its own (the web imports the events model, which imports
 * this). Dates are 'YYYY-MM-DD' in the church's time zone. One file per concern:
 *
 * - days.ts: calendar arithmetic on day numbers;
 * - rule.ts: reading a rule (parseRule, UNTIL as an instant) and the messages the event form shows;
 * - plan.ts: a rule applied to a first date, and the days each of its periods gives;
 * - expand.ts: the dates of a series in a window, its next date, and what is wrong with a rule;
 * - events.ts: stored events, their occurrences (changes applied) and the dates they are listed at.
 *
 * recurrence.property.test.ts checks the dates against python-dateutil's.
 */

export {
  CHANGE_DATE_UNREADABLE,
  CHANGE_TIME_UNREADABLE,
  type ChurchNow,
  DateChange,
  fallsOn,
  hasEnded,
  isClockTime,
  Occurrence,
  occurrenceOn,
  occurrencesWithin,
  type RepeatingEvent,
  showingDate,
  type UnusableRule,
  unusableRule,
  upcomingDate,
  upcomingOccurrence,
  upcomingOccurrences,
  usableRule,
} from './events'
export {
  firstRuleDate,
  HORIZON_DAYS,
  MAX_DAYS_EXAMINED,
  nextOccurrence,
  occurrencesBetween,
  ruleProblem,
  startProblem,
  type Tally,
} from './expand'
export {
  type ByDay,
  NEVER_PRODUCES,
  notAnOccurrence,
  parseRule,
  type RecurrenceRule,
  UNREADABLE_RULE,
  untilAsInstant,
  untilInChurchTime,
} from './rule'
