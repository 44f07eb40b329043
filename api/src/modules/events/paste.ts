/**
 * The events' paste format (docs/product.md#events-import): the tab-delimited text staff copy out of
 * the dashboard (Export) and paste back in (Import), one event a line, with no header row. Pure, and
 * read by the web's import box and export button as by the API's import. The sermons' paste format,
 * which has a header row, is web/src/features/admin/sermons/parse-bulk-sermons.ts.
 */

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
 * later than its date), its changed dates (as JSON) and its categories (names, separated by commas:
 * decision 0057); the import reads files with or without them.
 */
export const EVENT_REPEAT_COLUMNS = ['isRecurring', 'recurrenceRule', 'endDate', 'changes', 'categories'] as const
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

/** The categories cell: the names, separated by commas (a name cannot hold one). */
export const categoriesCell = (value: unknown) =>
  Array.isArray(value)
    ? value.map((tag) => (typeof tag === 'string' ? tag : String((tag as { name?: unknown })?.name ?? ''))).join(', ')
    : ''
/** The names a categories cell lists ('' for none). */
export const readCategoryNames = (value: unknown) =>
  String(value ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)

const exportCell = (column: EventColumn, value: unknown) =>
  column === 'isRecurring'
    ? repeatsCell(value)
    : column === 'changes'
      ? changesCell(value)
      : column === 'categories'
        ? categoriesCell(value)
        : value

/** Events → the same tab-delimited text the import reads (the ten columns, then Repeats, the rule, the end date, the changed dates and the categories), so an export pasted back gives the same events. */
export function formatEventExport(events: Partial<Record<EventColumn, unknown>>[]): string {
  return events.map((event) => ALL_COLUMNS.map((column) => cell(exportCell(column, event[column]))).join('\t')).join('\n')
}
