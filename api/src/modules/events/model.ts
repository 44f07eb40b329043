import * as v from 'valibot'
import {
  booleanParam,
  limitParam,
  optionalFlag,
  optionalText,
  optionalTime,
  optionalUrl,
  optionalUrlOrPath,
  requiredDate,
  requiredText,
} from '../../lib/fields'
import { NEVER_PRODUCES, parseRule, ruleProblem, UNREADABLE_RULE } from '../../lib/recurrence'

/** Said when an event would end before (or as) it starts: 18:00 to 17:00 is a slip, not an event. */
export const END_BEFORE_START = 'End time must be after the start time'

/**
 * An event as staff write it (the admin form, POST/PUT /api/admin/events and each bulk row). A
 * repeating event's rule must be readable (lib/recurrence.ts) and give a date of its own within
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
        v.check((s) => s === '' || parseRule(s).rule !== undefined, UNREADABLE_RULE),
      ),
    ),
  }),
  v.forward(
    v.partialCheck(
      [['date'], ['isRecurring'], ['recurrenceRule']],
      (event) => !event.isRecurring || !event.recurrenceRule || ruleProblem(event.date, event.recurrenceRule) === null,
      NEVER_PRODUCES,
    ),
    ['recurrenceRule'],
  ),
  v.forward(
    v.partialCheck(
      [['startTime'], ['endTime']],
      (event) => !event.startTime || !event.endTime || event.endTime > event.startTime,
      END_BEFORE_START,
    ),
    ['endTime'],
  ),
)
export type EventInput = v.InferOutput<typeof EventInput>

export const EventQuery = v.object({
  /** true: only events on or after today in the church's time zone. */
  upcoming: booleanParam,
  limit: limitParam,
})
export type EventQuery = v.InferOutput<typeof EventQuery>

export const EventBulkInput = v.object({
  data: v.pipe(
    v.array(v.record(v.string(), v.nullish(v.union([v.string(), v.number(), v.boolean()]))), 'Please paste your tab-delimited event data'),
    v.maxLength(5000, 'At most 5000 events at a time'),
  ),
})
export type EventBulkInput = v.InferOutput<typeof EventBulkInput>

/** The fixed column order of the events bulk import and export (SPEC §5). No header row. */
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
export type EventColumn = (typeof EVENT_COLUMNS)[number]

/** Tabs and line breaks inside a cell would break the row apart: they become spaces / '\n'. */
const cell = (value: unknown) =>
  String(value ?? '')
    .replace(/\\/g, '\\\\')
    .replace(/\r?\n/g, '\\n')
    .replace(/\t/g, ' ')
const uncell = (value: string) => value.replace(/\\(n|\\)/g, (_, c: string) => (c === 'n' ? '\n' : '\\'))

/**
 * Pasted tab-delimited text → event rows in the fixed column order. Rows with an empty title
 * are dropped. Throws with the SPEC's messages.
 */
export function parseEventImport(text: string): Record<EventColumn, string>[] {
  if (text.trim() === '') throw new Error('Please paste your tab-delimited event data')
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split('\t')
      if (cells.length > EVENT_COLUMNS.length) throw new Error('Failed to parse event data. Please check your formatting.')
      return Object.fromEntries(EVENT_COLUMNS.map((column, i) => [column, uncell((cells[i] ?? '').trim())])) as Record<EventColumn, string>
    })
    .filter((row) => row.title !== '')
  if (rows.length === 0) throw new Error('No valid events found to import')
  return rows
}

/** Events → the same tab-delimited text the import reads, so an export pasted back gives the same events. */
export function formatEventExport(events: Partial<Record<EventColumn, unknown>>[]): string {
  return events.map((event) => EVENT_COLUMNS.map((column) => cell(event[column])).join('\t')).join('\n')
}
