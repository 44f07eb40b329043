import * as v from 'valibot'
import { isCalendarDate } from '../../lib/dates'
import { limitParam, offsetParam } from '../../lib/fields'

/**
 * What a staff member did (the activity log, issue 32): a small set of words the Activity tab
 * filters by and turns into sentences ('Mary Jones edited the sermon ‘Easter Sunday’').
 */
export const ACTIVITY_KINDS = [
  'create',
  'edit',
  'publish',
  'delete',
  'restore',
  'status',
  'import',
  'clear',
  'send',
  'backup',
  'settings',
  'role',
  'sign-in',
] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/**
 * The part of the site a change was made in. The first group is the church's content, the inbox
 * and the newsletter, which editors see; the rest (accounts, settings, set-up, backups, sign-ins) only
 * admins see, apart from an editor's own sign-ins.
 */
export const CONTENT_AREAS = [
  'sermons',
  'events',
  'pages',
  'news',
  'sunday-services',
  'live-streams',
  'featured',
  'church',
  'pictures',
  'messages',
  'requests',
  'newsletter',
] as const
export const ADMIN_AREAS = ['settings', 'users', 'backups', 'youtube', 'email'] as const
/**
 * Prayer requests: seen by admins and accounts given pastoral care, never by other editors (decision
 * 0053). Their lines name the request by when it came, never by its words or its sender.
 */
export const PASTORAL_AREAS = ['prayer'] as const
export const ACTIVITY_AREAS = [...CONTENT_AREAS, ...ADMIN_AREAS, ...PASTORAL_AREAS] as const
export type ActivityArea = (typeof ACTIVITY_AREAS)[number]

/** One field an edit changed: its name, and for a short field what it was and became (never a password). */
export const FieldChange = v.object({
  field: v.string(),
  from: v.optional(v.nullable(v.string())),
  to: v.optional(v.nullable(v.string())),
})
export type FieldChange = v.InferOutput<typeof FieldChange>

/** One line of the log, as the Activity tab reads it. */
export const ActivityItem = v.object({
  id: v.string(),
  at: v.string(),
  /** The account's id while it exists; null once it was removed (its name and email stay). */
  who: v.nullable(v.string()),
  whoName: v.string(),
  whoEmail: v.string(),
  kind: v.picklist(ACTIVITY_KINDS),
  area: v.picklist(ACTIVITY_AREAS),
  recordId: v.nullable(v.string()),
  /** The record's title (name, date) as it was then. */
  title: v.string(),
  changes: v.array(FieldChange),
  /** How many records a bulk change, Clear All or newsletter touched. */
  count: v.nullable(v.number()),
})
export type ActivityItem = v.InferOutput<typeof ActivityItem>

const optionalDate = (label: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.check((s) => s === '' || isCalendarDate(s), `${label} must be a date`),
    ),
  )

/** The Activity tab's filters and page: all optional, dates YYYY-MM-DD in the church's time zone. */
export const ActivityQuery = v.object({
  limit: limitParam,
  offset: offsetParam,
  person: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.uuid('Choose someone from the list'))])),
  kind: v.optional(v.union([v.literal(''), v.picklist(ACTIVITY_KINDS, 'Choose a kind of change from the list')])),
  area: v.optional(v.union([v.literal(''), v.picklist(ACTIVITY_AREAS, 'Choose a part of the site from the list')])),
  from: optionalDate('From'),
  to: optionalDate('To'),
})
export type ActivityQuery = v.InferOutput<typeof ActivityQuery>

export const ActivityPage = v.object({
  items: v.array(ActivityItem),
  total: v.number(),
  /** The church's time zone, which the tab shows times in. */
  timeZone: v.string(),
  /** Whether the caller sees everything (an admin) or the content's changes and their own sign-ins (an editor). */
  everything: v.boolean(),
})

/** Someone to filter the log by: the accounts there are now. */
export const ActivityPeople = v.array(v.object({ id: v.string(), name: v.string(), email: v.string() }))
