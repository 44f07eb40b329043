/**
 * Field schemas shared by every model. Imports valibot only, so the web forms use the very
 * same rules and messages as the server (docs/product.md#validation-messages).
 *
 * Optional fields have no default: a field left out is `undefined`, which means "the database
 * default" on create and "unchanged" on update; `null` or '' clears it. (Eden types request
 * bodies by a schema's output, so a default would make the field required for every caller.)
 */
import * as v from 'valibot'

/** Text that may be left out; null becomes '' and surrounding spaces are trimmed. */
const clearableText = () =>
  v.pipe(
    v.nullable(v.string()),
    v.transform((s) => (s ?? '').trim()),
  )

/** Optional free text. */
export const optionalText = (max = 2000, label = 'This field') =>
  v.optional(v.pipe(clearableText(), v.maxLength(max, `${label} must be at most ${max} characters`)))

/** Required text with its field's message ('Title is required') when missing or blank. */
export const requiredText = (message: string, max = 300, label = 'This field') =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.nonEmpty(message),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  )

import { isCalendarDate } from './dates'

export { isCalendarDate }

/**
 * Reads the date spellings staff paste from spreadsheets: 2026-03-01, 3/1/2026, 03/01/26.
 * Returns YYYY-MM-DD, or null when it is not a real date.
 */
export function parseDateInput(raw: string): string | null {
  const s = raw.trim()
  if (isCalendarDate(s)) return s
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})$/.exec(s)
  if (!us) return null
  const year = us[3].length === 2 ? 2000 + Number(us[3]) : Number(us[3])
  const iso = `${String(year).padStart(4, '0')}-${us[1].padStart(2, '0')}-${us[2].padStart(2, '0')}`
  return isCalendarDate(iso) ? iso : null
}

/** A required calendar date; accepts the spreadsheet spellings above and stores YYYY-MM-DD. */
export const requiredDate = (message = 'Date is required') =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.nonEmpty(message),
    v.check((s) => parseDateInput(s) !== null, 'Please enter a valid date'),
    v.transform((s) => parseDateInput(s) as string),
  )

/** An optional date filter: '' means no filter. */
export const optionalDate = () =>
  v.optional(
    v.pipe(
      clearableText(),
      v.check((s) => s === '' || parseDateInput(s) !== null, 'Please enter a valid date'),
      v.transform((s) => (s === '' ? '' : (parseDateInput(s) as string))),
    ),
  )

/**
 * Reads a time of day: '19:00', '7:00 PM', '7pm', '10:30 a.m.'. Returns 24-hour 'HH:MM' or null.
 */
export function parseTimeInput(raw: string): string | null {
  const s = raw.trim().toLowerCase().replace(/\./g, '')
  const m = /^(\d{1,2})(?::(\d{2}))?(?::\d{2})?\s*(am|pm)?$/.exec(s)
  if (!m) return null
  let hour = Number(m[1])
  const minute = Number(m[2] ?? '0')
  const meridiem = m[3]
  if (minute > 59) return null
  if (meridiem) {
    if (hour < 1 || hour > 12) return null
    if (meridiem === 'am' && hour === 12) hour = 0
    if (meridiem === 'pm' && hour !== 12) hour += 12
  } else if (hour > 23 || m[2] === undefined) {
    return null
  }
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`
}

const timeMessage = 'Please enter a time like 10:30 AM'

/** An optional time of day, stored as 24-hour 'HH:MM' ('' when not set). */
export const optionalTime = () =>
  v.optional(
    v.pipe(
      clearableText(),
      v.check((s) => s === '' || parseTimeInput(s) !== null, timeMessage),
      v.transform((s) => (s === '' ? '' : (parseTimeInput(s) as string))),
    ),
  )

export const requiredTime = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.nonEmpty(message),
    v.check((s) => parseTimeInput(s) !== null, timeMessage),
    v.transform((s) => parseTimeInput(s) as string),
  )

/** Only http and https links are accepted anywhere: never javascript: or data:. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false
  try {
    new URL(value)
    return true
  } catch {
    return false
  }
}

/** A web address or empty. */
export const optionalUrl = (message = 'Please enter a valid URL') =>
  v.optional(
    v.pipe(
      clearableText(),
      v.maxLength(2000, 'URLs must be at most 2000 characters'),
      v.check((s) => s === '' || isWebUrl(s), message),
    ),
  )

/** Empty, a web address, or a path on this site ('/uploads/...'), as image and page fields allow. */
export const optionalUrlOrPath = (message: string) =>
  v.optional(
    v.pipe(
      clearableText(),
      v.maxLength(2000, 'URLs must be at most 2000 characters'),
      v.check((s) => s === '' || isWebUrl(s) || (s.startsWith('/') && !s.startsWith('//')), message),
    ),
  )

export const requiredEmail = (message = 'Valid email is required') =>
  v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.nonEmpty(message),
    v.maxLength(254, message),
    v.email(message),
  )

export const optionalEmail = (message = 'Please enter a valid email address') =>
  v.optional(
    v.pipe(
      clearableText(),
      v.maxLength(254, message),
      v.check((s) => s === '' || v.is(v.pipe(v.string(), v.email()), s), message),
    ),
  )

/** An optional yes/no (the database default applies when left out). */
export const optionalFlag = (message = 'Expected true or false') => v.optional(v.boolean(message))

/** An optional whole number from `min` to `max` in a query string (which arrives as text); `message` when it is not, `tooLarge` above `max`. */
const wholeNumberParam = (min: number, max: number, message: string, tooLarge = message) =>
  v.optional(v.pipe(v.string(), v.transform(Number), v.integer(message), v.minValue(min, message), v.maxValue(max, tooLarge)))

/** A list page size: 1 to 100. */
export const limitParam = wholeNumberParam(1, 100, 'limit must be a whole number from 1 to 100')

/** How many list items to skip (paging to older ones). */
export const offsetParam = wholeNumberParam(0, 1_000_000, 'offset must be a whole number', 'offset is too large')

/** A public list's page, counted from 1 (at most 10,000: with 100 a page, the furthest offset allowed). */
export const pageParam = wholeNumberParam(1, 10_000, 'page must be a whole number from 1 to 10000')

/** A boolean query parameter ('true' / 'false'). */
export const booleanParam = v.optional(
  v.pipe(
    v.picklist(['true', 'false', '1', '0'], 'Expected true or false'),
    v.transform((s) => s === 'true' || s === '1'),
  ),
)

export const IdParams = v.object({ id: v.string() })

/**
 * The same schema under each of `keys`: the entries of an object whose keys come from a list (every
 * page text, every list of the Church tab, every status's count).
 */
export const entriesFor = <const Key extends string, Schema extends v.GenericSchema>(keys: readonly Key[], schema: Schema) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<Key, Schema>
