import * as v from 'valibot'
import { BulkRowAnswer, pageAnswer, storedRecord, texts } from '../../lib/answers'
import { daysBetween, MAX_EVENT_DAYS } from '../../lib/event-times'
import {
  booleanParam,
  isCalendarDate,
  limitParam,
  optionalDate,
  optionalFlag,
  optionalText,
  optionalTime,
  optionalUrl,
  optionalUrlOrPath,
  requiredDate,
  requiredText,
} from '../../lib/fields'
import { PageQuery } from '../../lib/paging'
import {
  CHANGE_DATE_UNREADABLE,
  CHANGE_TIME_UNREADABLE,
  DateChange,
  isClockTime,
  NEVER_PRODUCES,
  Occurrence,
  parseRule,
  ruleProblem,
  startProblem,
  UNREADABLE_RULE,
} from '../../lib/recurrence'

/** Said when an event would end before (or as) it starts: 18:00 to 17:00 is a slip, not an event. */
export const END_BEFORE_START = 'End time must be after the start time'
export const END_DATE_BEFORE = 'End date must be on or after the date'
export const TOO_LONG = `An event can last at most ${MAX_EVENT_DAYS} days`
/** Said on the rule when an event is marked as repeating without saying how (an import, the API: the dialog always has a rule). */
export const REPEAT_NEEDS_RULE = 'Say how this event repeats, or mark it as not repeating'

/** An end date: '' or null clears it (the event ends the day it starts), left out it stays as it is. */
const endDateField = () =>
  v.pipe(
    optionalDate(),
    v.transform((s) => (s === '' ? null : s)),
  )

/** The end time comes after the start, unless the event ends on a later day (10 PM to 1 AM the next morning). */
const endsAfterStart = (event: { startTime?: string; endTime?: string; date?: string; endDate?: string | null }) =>
  !event.startTime || !event.endTime || event.endTime > event.startTime || (!!event.endDate && !!event.date && event.endDate > event.date)

/**
 * One date of a series as staff change it (PUT /api/admin/events/{id}/dates/{date}): cancelled,
 * or moved to another date or time, or held elsewhere, with a note to visitors. Left empty, a field
 * keeps the series' own.
 */
export const DateChangeInput = v.pipe(
  v.object({
    cancelled: optionalFlag(),
    date: optionalDate(),
    startTime: optionalTime(),
    endTime: optionalTime(),
    location: optionalText(300, 'Location'),
    note: optionalText(300, 'Note'),
  }),
  v.forward(v.partialCheck([['startTime'], ['endTime']], endsAfterStart, END_BEFORE_START), ['endTime']),
)
export type DateChangeInput = v.InferOutput<typeof DateChangeInput>

/**
 * A changed date as stored on the event, sent in its answers and written in the export's last column,
 * and one date as it happens: declared once beside the code that reads them (lib/recurrence/events.ts).
 */
export { CHANGE_DATE_UNREADABLE, CHANGE_TIME_UNREADABLE, DateChange, isClockTime, Occurrence }

/** How many dates of one series may be changed: years of weekly exceptions. */
export const MAX_DATE_CHANGES = 200
const CHANGES_UNREADABLE = 'Changed dates must be written as the export writes them'
export const CHANGE_MOVED_TOO_FAR = `A date can move at most ${MAX_EVENT_DAYS} days`
export const CHANGE_TWICE = 'Each date can be changed only once'

/** The changed dates an event may be saved with: each readable, none moved more than a month, none given twice. */
const DateChanges = v.pipe(
  v.array(DateChange, CHANGES_UNREADABLE),
  v.maxLength(MAX_DATE_CHANGES, `At most ${MAX_DATE_CHANGES} changed dates`),
  // Only between readable dates: an unreadable one has its own message.
  v.check(
    (changes) =>
      changes.every((c) => !isCalendarDate(c.on) || !isCalendarDate(c.date) || Math.abs(daysBetween(c.on, c.date)) <= MAX_EVENT_DAYS),
    CHANGE_MOVED_TOO_FAR,
  ),
  v.check((changes) => new Set(changes.map((c) => c.on)).size === changes.length, CHANGE_TWICE),
)

/**
 * An event as staff write it (the admin form, POST/PUT /api/admin/events and each bulk row). A
 * repeating event needs a rule, and its rule must be readable (lib/recurrence/) and give a date of its own within
 * ten years of the event's date. With both times given, the end comes after the start (times are
 * stored as 24-hour 'HH:MM', so they compare as text).
 */
export const EventInput = v.pipe(
  v.object({
    title: requiredText('Title is required', 300, 'Title'),
    description: optionalText(20000, 'Description'),
    date: requiredDate('Date is required'),
    startTime: optionalTime(),
    endTime: optionalTime(),
    endDate: endDateField(),
    location: optionalText(300, 'Location'),
    imageUrl: optionalUrlOrPath('Please enter a valid URL or upload an image'),
    externalUrl: optionalUrl(),
    externalLinkText: optionalText(100, 'Link text'),
    recurrenceDescription: optionalText(200, 'Recurrence description'),
    isRecurring: optionalFlag(),
    recurrenceRule: v.optional(
      v.pipe(
        v.nullable(v.string()),
        v.transform((s) =>
          (s ?? '')
            .trim()
            .replace(/^RRULE:/i, '')
            .toUpperCase(),
        ),
        v.maxLength(500, UNREADABLE_RULE),
        v.check((s) => s === '' || parseRule(s).rule !== undefined, UNREADABLE_RULE),
      ),
    ),
    changes: v.optional(DateChanges),
  }),
  v.forward(
    v.partialCheck([['isRecurring'], ['recurrenceRule']], (event) => !event.isRecurring || !!event.recurrenceRule, REPEAT_NEEDS_RULE),
    ['recurrenceRule'],
  ),
  v.forward(
    v.partialCheck(
      [['date'], ['isRecurring'], ['recurrenceRule']],
      (event) => !event.isRecurring || !event.recurrenceRule || ruleProblem(event.date, event.recurrenceRule) === null,
      NEVER_PRODUCES,
    ),
    ['recurrenceRule'],
  ),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed || !dataset.value.isRecurring || !dataset.value.recurrenceRule) return
    const problem = startProblem(dataset.value.date, dataset.value.recurrenceRule)
    if (problem)
      addIssue({
        message: problem,
        path: [{ type: 'object', origin: 'value', input: dataset.value, key: 'date', value: dataset.value.date }],
      })
  }),
  v.forward(
    v.partialCheck([['date'], ['endDate']], (event) => !event.endDate || event.endDate >= event.date, END_DATE_BEFORE),
    ['endDate'],
  ),
  v.forward(
    v.partialCheck(
      [['date'], ['endDate']],
      (event) => !event.endDate || daysBetween(event.date, event.endDate) <= MAX_EVENT_DAYS,
      TOO_LONG,
    ),
    ['endDate'],
  ),
  v.forward(v.partialCheck([['startTime'], ['endTime'], ['date'], ['endDate']], endsAfterStart, END_BEFORE_START), ['endTime']),
)
export type EventInput = v.InferOutput<typeof EventInput>

export const EventQuery = v.object({
  /** true: only events on or after today in the church's time zone. */
  upcoming: booleanParam,
  limit: limitParam,
})
export type EventQuery = v.InferOutput<typeof EventQuery>

/** GET /api/admin/events: a page of staff's list, optionally only upcoming events. */
export const AdminEventQuery = v.object({ ...PageQuery, upcoming: booleanParam })

/**
 * An import: the pasted rows by column (`line`: the row's line in the pasted text, for the
 * preview's messages). With `dryRun` the answer says what each row would do and nothing is saved.
 */
export const EventBulkInput = v.object({
  data: v.pipe(
    v.array(v.record(v.string(), v.nullish(v.union([v.string(), v.number(), v.boolean()]))), 'Please paste your tab-delimited event data'),
    v.maxLength(5000, 'At most 5000 events at a time'),
  ),
  dryRun: optionalFlag(),
})
export type EventBulkInput = v.InferOutput<typeof EventBulkInput>

/** The fixed column order of the events bulk import and export (docs/product.md#events-import). No header row. */
export const EVENT_COLUMNS = [
  'title',
  'description',
  'date',
  'startTime',
  'endTime',
  'location',
  'imageUrl',
  'externalUrl',
  'externalLinkText',
  'recurrenceDescription',
] as const
/**
 * After the first ten, the export adds whether the event repeats, its rule, the day it ends (when
 * later than its date) and its changed dates (as JSON); the import reads files with or without them.
 */
export const EVENT_REPEAT_COLUMNS = ['isRecurring', 'recurrenceRule', 'endDate', 'changes'] as const
export type EventColumn = (typeof EVENT_COLUMNS)[number] | (typeof EVENT_REPEAT_COLUMNS)[number]

/** The changed-dates cell: '' for none, else the JSON the export writes (unreadable text is passed on, for the row to be skipped with its reason). */
export const changesCell = (value: unknown) => (Array.isArray(value) && value.length > 0 ? JSON.stringify(value) : '')
export function readChanges(value: unknown): unknown {
  const text = String(value ?? '').trim()
  if (text === '') return []
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}
const ALL_COLUMNS = [...EVENT_COLUMNS, ...EVENT_REPEAT_COLUMNS]

/** An import row: its cells by column, and its line in the pasted text. */
export type EventImportRow = Partial<Record<EventColumn, string>> & { line: number }

/** 'yes' / 'no' in the export's Repeats column; the import also reads true/false and 1/0. */
export const repeatsCell = (value: unknown) => (value === true ? 'yes' : 'no')
export function readRepeats(value: unknown): boolean | unknown {
  const text = String(value ?? '')
    .trim()
    .toLowerCase()
  if (['yes', 'true', '1', 'y'].includes(text)) return true
  if (['no', 'false', '0', 'n', ''].includes(text)) return false
  return value
}

/** Tabs and line breaks inside a cell would break the row apart: they become spaces / '\n'. */
const cell = (value: unknown) =>
  String(value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/\t/g, ' ')
const uncell = (value: string) => value.replace(/\\(n|\\)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'))

/**
 * Pasted tab-delimited text → event rows in the fixed column order, each with its line number.
 * Blank lines are passed over; a row without a title is kept, for the preview to say it is skipped.
 * A line of ten cells is an older export (no repeat columns): it leaves an event's repeat rule as it is.
 * Throws with the import's messages (docs/product.md#events-import).
 */
export function parseEventImport(text: string): EventImportRow[] {
  if (text.trim() === '') throw new Error('Please paste your tab-delimited event data')
  const rows: EventImportRow[] = []
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    if (line.trim() === '') continue
    const cells = line.split('\t')
    if (cells.length > ALL_COLUMNS.length) throw new Error('Failed to parse event data. Please check your formatting.')
    // Only the columns the line has: an older export's missing end date and changes leave the event's as they are.
    const columns = cells.length > EVENT_COLUMNS.length ? ALL_COLUMNS.slice(0, Math.max(cells.length, 12)) : EVENT_COLUMNS
    rows.push({ ...Object.fromEntries(columns.map((column, i) => [column, uncell((cells[i] ?? '').trim())])), line: index + 1 })
  }
  if (!rows.some((row) => row.title)) throw new Error('No valid events found to import')
  return rows
}

const exportCell = (column: EventColumn, value: unknown) =>
  column === 'isRecurring' ? repeatsCell(value) : column === 'changes' ? changesCell(value) : value

/** Events → the same tab-delimited text the import reads (the ten columns, then Repeats, the rule, the end date and the changed dates), so an export pasted back gives the same events. */
export function formatEventExport(events: Partial<Record<EventColumn, unknown>>[]): string {
  return events.map((event) => ALL_COLUMNS.map((column) => cell(exportCell(column, event[column]))).join('\t')).join('\n')
}

/** A whole event as it is saved (a create or an edit answers it). */
export const SavedEvent = storedRecord({
  ...texts('title', 'description', 'date', 'startTime', 'endTime'),
  endDate: v.nullable(v.string()),
  ...texts('location', 'imageUrl', 'externalUrl', 'externalLinkText', 'recurrenceDescription'),
  isRecurring: v.boolean(),
  recurrenceRule: v.string(),
  changes: v.array(DateChange),
})
export type SavedEvent = v.InferOutput<typeof SavedEvent>

/** A whole event, shown at its next date (`nextDate`, `next`): staff's list and every write's answer. */
export const ShownEvent = v.object({ ...SavedEvent.entries, nextDate: v.string(), next: Occurrence })
export type ShownEvent = v.InferOutput<typeof ShownEvent>
export const ShownEventPage = pageAnswer(ShownEvent)

/** What an event card shows (decision 0012), at its next date: the public list. */
export const EventCard = v.pick(ShownEvent, [
  'id',
  'title',
  'date',
  'nextDate',
  'next',
  'startTime',
  'endTime',
  'endDate',
  'location',
  'imageUrl',
  'isRecurring',
  'recurrenceDescription',
])
export type EventCard = v.InferOutput<typeof EventCard>
export const EventCardList = v.array(EventCard)

/** An event on its own page, or one date of a series on its page: `dates`, the series' coming dates. */
export const EventPage = v.object({ ...ShownEvent.entries, dates: v.array(Occurrence) })
export type EventPage = v.InferOutput<typeof EventPage>

/** An import or its preview: what it said, the counts, how many were saved and each row's fate. */
export const EventImportAnswer = v.object({
  message: v.string(),
  created: v.number(),
  updated: v.number(),
  skipped: v.number(),
  imported: v.number(),
  results: v.array(BulkRowAnswer),
})
