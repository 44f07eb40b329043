/**
 * Drafts and scheduled publishing (decision 0042), one rule in one place: sermons, events and Sunday
 * services are each a draft, a draft submitted for review, or published; a published one with a
 * `publishAt` still to come is scheduled. A record is live (visitors see it anywhere) when it is
 * published and its `publishAt` is unset or has passed.
 *
 * Pure: the server's reads (lib/live.ts writes the same rule in SQL) and the dashboard's badges read it.
 */
import * as v from 'valibot'
import { churchNow, isCalendarDate, zonedInstant } from './dates'

/** How a record stands, as stored (`publication` column). */
export const PUBLICATIONS = ['draft', 'submitted', 'published'] as const
export type Publication = (typeof PUBLICATIONS)[number]

/** How a record stands as staff read it: a published one still to come is scheduled. */
export type PublicationState = 'draft' | 'submitted' | 'scheduled' | 'published'

/** Staff's list filter by how records stand ('' or none: all of them). */
export const StateFilter = v.optional(v.picklist(['', 'draft', 'submitted', 'scheduled', 'published'] as const))

/** What decides whether a record is live. */
export type Publishable = { publication: Publication; publishAt: Date | string | null }

const instant = (at: Date | string) => (typeof at === 'string' ? new Date(at) : at).getTime()

/** Whether visitors see it at `now`: published, and its publish time unset or passed. */
export const isLive = (record: Publishable, now: Date) =>
  record.publication === 'published' && (record.publishAt === null || instant(record.publishAt) <= now.getTime())

/** Draft, submitted, scheduled (published, its time still to come) or published. */
export function publicationState(record: Publishable, now: Date): PublicationState {
  if (record.publication !== 'published') return record.publication
  return isLive(record, now) ? 'published' : 'scheduled'
}

/**
 * What staff choose in a dialog's Publish choices: publish now, schedule for a date and time in the
 * church's time zone, keep it a draft, or (a contributor) submit it for review.
 */
export const PUBLISH_CHOICES = ['publish', 'schedule', 'draft', 'submit'] as const
export type PublishChoice = (typeof PUBLISH_CHOICES)[number]

/**
 * The Publish choice a dialog sends beside the record (`publish`): left out, a new record is published
 * now and an edited one keeps how it stands. 'schedule' names the church's date and time.
 */
export const PublishInput = v.optional(
  v.pipe(
    v.object({
      choice: v.picklist(PUBLISH_CHOICES, 'Please choose how to publish'),
      date: v.optional(v.string()),
      time: v.optional(v.string()),
    }),
    v.forward(
      v.check(
        (input) => input.choice !== 'schedule' || (isCalendarDate(input.date ?? '') && /^([01]\d|2[0-3]):[0-5]\d$/.test(input.time ?? '')),
        'Please choose the date and time to publish',
      ),
      ['date'],
    ),
  ),
)
export type PublishInput = v.InferOutput<typeof PublishInput>

/** The record's input with its Publish choice: what the dialogs of sermons, events and Sunday services send. */
export const withPublishing = <Input extends v.GenericSchema>(input: Input) => v.intersect([input, v.object({ publish: PublishInput })])

/** The choices a contributor may make: never publish or schedule. */
export const CONTRIBUTOR_CHOICES: readonly PublishChoice[] = ['draft', 'submit']

/** The stored columns a choice writes; `at` is the scheduled instant (required for 'schedule'). */
export function publicationOf(choice: PublishChoice, at?: Date | null): { publication: Publication; publishAt: Date | null } {
  switch (choice) {
    case 'publish':
      return { publication: 'published', publishAt: null }
    case 'schedule':
      return { publication: 'published', publishAt: at ?? null }
    case 'submit':
      return { publication: 'submitted', publishAt: null }
    default:
      return { publication: 'draft', publishAt: null }
  }
}

/** The instant a schedule's date ('YYYY-MM-DD') and time ('HH:MM') name in the church's time zone. */
export const scheduledInstant = (timeZone: string, date: string, time: string) => zonedInstant(timeZone, date, time)

/** A scheduled instant as the church's date and time: what the Schedule fields show again. */
export const scheduledParts = (timeZone: string, at: Date | string) => churchNow(timeZone, new Date(at))

/** The badge staff read beside a record that is not simply live: 'Draft', 'Submitted', 'Scheduled for Sun, Dec 6, 2026 10:30'. */
export function publicationBadge(record: Publishable, now: Date, timeZone: string): string | undefined {
  const state = publicationState(record, now)
  if (state === 'draft') return 'Draft'
  if (state === 'submitted') return 'Submitted'
  if (state === 'scheduled' && record.publishAt) {
    const { date, time } = scheduledParts(timeZone, record.publishAt)
    const day = new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      timeZone: 'UTC',
    })
    return `Scheduled for ${day} ${time}`
  }
  return undefined
}

/** The words a refused contributor reads. */
export const CONTRIBUTOR_REFUSALS = {
  publish: 'A contributor can save drafts and submit them for review; an editor or an admin publishes them.',
  others: 'A contributor can change only their own drafts.',
  published: 'This has been published: an editor or an admin can change it now.',
} as const
