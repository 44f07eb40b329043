import * as v from 'valibot'
import { Instant, texts } from '../../lib/answers'
import { entriesFor, limitParam, offsetParam, optionalEmail, optionalText, requiredText } from '../../lib/fields'
import { honeypot } from '../../lib/honeypot'
import { SEND_KEY_MESSAGE } from '../messages/model'

/**
 * Prayer requests (issue 34, decision 0053): sent by anyone from /prayer, read only by admins and
 * accounts given pastoral care, deleted by housekeeping after the days staff choose in Settings.
 */

/** Who may read a request: the prayer team (every account that may read requests), or the clergy only. */
export const PRAYER_AUDIENCES = ['team', 'clergy'] as const
export type PrayerAudience = (typeof PRAYER_AUDIENCES)[number]
/** The words a visitor and staff read for each. */
export const AUDIENCE_WORDS: Record<PrayerAudience, string> = {
  team: 'Share with the prayer team',
  clergy: 'Clergy only',
}

export const PRAYER_STATUSES = ['new', 'prayed', 'answered', 'archived'] as const
export type PrayerStatus = (typeof PRAYER_STATUSES)[number]
export const STATUS_WORDS: Record<PrayerStatus, string> = {
  new: 'New',
  prayed: 'Prayed for',
  answered: 'Answered',
  archived: 'Archived',
}
const STATUS_MESSAGE = 'Status must be new, prayed for, answered or archived'

/** The longest request kept, in characters (a long letter). */
export const PRAYER_REQUEST_MAX = 5000

/** How long requests are kept by default, and the bounds staff may choose in Settings (days). */
export const PRAYER_KEEP_DAYS = { default: 90, min: 7, max: 730 } as const
export const PRAYER_KEEP_MESSAGE = `Keep prayer requests from ${PRAYER_KEEP_DAYS.min} to ${PRAYER_KEEP_DAYS.max} days`
/** The days requests are kept: the stored setting, or the default when it is outside the bounds (a row the code cannot use). */
export const keepDays = (stored: number | null | undefined) =>
  typeof stored === 'number' && Number.isInteger(stored) && stored >= PRAYER_KEEP_DAYS.min && stored <= PRAYER_KEEP_DAYS.max
    ? stored
    : PRAYER_KEEP_DAYS.default

/** The send key, as the contact form's (decision 0034): the same request sent again is stored once. */
const sendKey = () =>
  v.pipe(
    v.optional(v.nullable(v.pipe(v.string(SEND_KEY_MESSAGE), v.uuid(SEND_KEY_MESSAGE)))),
    v.transform((key) => key ?? undefined),
  )

/** The public form (POST /api/prayer-requests): name and email optional, the request, who may read it. */
export const PrayerRequestInput = v.object({
  name: optionalText(200, 'Name'),
  email: optionalEmail('Please enter a valid email address, or leave it empty'),
  request: requiredText('Please write your prayer request', PRAYER_REQUEST_MAX, 'Your request'),
  audience: v.pipe(
    v.optional(v.nullable(v.string()), ''),
    v.transform((s) => (s ?? '').trim()),
    v.picklist(PRAYER_AUDIENCES, 'Please choose who may read your request'),
  ),
  website: honeypot(),
  sendKey: sendKey(),
})
export type PrayerRequestInput = v.InferOutput<typeof PrayerRequestInput>

export const PrayerStatusInput = v.object({ status: v.picklist(PRAYER_STATUSES, STATUS_MESSAGE) })

/** Newest first, a page at a time, of one status or all. */
export const PrayerInboxQuery = v.object({
  status: v.optional(v.picklist(PRAYER_STATUSES, STATUS_MESSAGE)),
  limit: limitParam,
  offset: offsetParam,
})

/** A prayer request as stored (name and email '' when not given). */
export const PrayerRequest = v.object({
  id: v.string(),
  ...texts('name', 'email', 'request'),
  audience: v.picklist(PRAYER_AUDIENCES),
  status: v.picklist(PRAYER_STATUSES),
  createdAt: Instant,
})
export type PrayerRequest = v.InferOutput<typeof PrayerRequest>

/** How many there are of each status, and `all`. */
export const PrayerCounts = v.object({ ...entriesFor(PRAYER_STATUSES, v.number()), all: v.number() })
