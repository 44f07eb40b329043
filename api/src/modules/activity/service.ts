import { and, asc, desc, eq, gte, inArray, lt, or, type SQL } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client'
import { activity, users } from '../../db/schema'
import { zonedInstant } from '../../lib/dates'
import { pageOf } from '../../lib/paging'
import { mayReadPrayer, roleMay, type StaffRole } from '../../lib/staff-roles'
import {
  type ActivityArea,
  type ActivityItem,
  type ActivityKind,
  type ActivityQuery,
  CONTENT_AREAS,
  type FieldChange,
  PASTORAL_AREAS,
} from './model'

/** Who did it: the signed-in person (`ctx.userOf(request)`), or nobody (the command line, the schedule). */
export type Actor = { id: string; name: string; email: string } | null | undefined

/** One change as the code that made it describes it. */
export type ActivityEntry = {
  by: Actor
  kind: ActivityKind
  area: ActivityArea
  recordId?: string | null
  /** The record's title (name, date) as it is after the change (before it, for a delete). */
  title?: string
  changes?: FieldChange[]
  count?: number | null
  /** A delete's or Clear All's batch in the bin, which Recently deleted reads this line by (decision 0047). */
  batch?: string
}

/**
 * Notes one change in the activity log. Called with the transaction that makes the change where
 * there is one, so a change that is rolled back leaves no line, and a line is never missing for one
 * that was made.
 */
export async function recordActivity(db: Db, entry: ActivityEntry): Promise<void> {
  await db.insert(activity).values({
    who: entry.by?.id || null,
    whoName: entry.by?.name ?? '',
    whoEmail: entry.by?.email ?? '',
    kind: entry.kind,
    area: entry.area,
    recordId: entry.recordId ?? null,
    title: (entry.title ?? '').slice(0, 300),
    changes: entry.changes ?? [],
    count: entry.count ?? null,
    batch: entry.batch ?? null,
  })
}

/**
 * Runs `work` in a transaction and notes it in the log in the same transaction: `entry` describes
 * the change from `work`'s answer (null: nothing worth a line, such as a change to nothing).
 */
export function withActivity<T>(
  db: Db,
  by: Actor,
  work: (tx: Db) => Promise<T>,
  entry: (done: T) => Omit<ActivityEntry, 'by'> | null,
): Promise<T> {
  return inTransaction(db, async (tx) => {
    const done = await work(tx)
    const line = entry(done)
    if (line) await recordActivity(tx, { ...line, by })
    return done
  })
}

/**
 * What a record is called in the log: a person's (or a service time's) name, else its title, else
 * its date. A staff member has both, and is called by name, not by their job title.
 */
export function titleOf(record: unknown): string {
  if (!record || typeof record !== 'object') return ''
  const r = record as Record<string, unknown>
  for (const key of ['name', 'title', 'label', 'question', 'subject', 'date']) {
    const value = r[key]
    if (typeof value === 'string' && value.trim()) return value.trim()
  }
  return ''
}

/** Fields never compared: the record's own bookkeeping, and what is worked out from other fields. */
const BOOKKEEPING = new Set(['id', 'createdAt', 'updatedAt', 'youtubeSynced', 'youtubeVideoId', 'position'])
/** Fields whose values never go in the log (only that they changed). */
const SECRET = /password|secret|token|hash|apikey|api_key|credential/i
/** The longest value the log keeps before and after; longer ones (a description) are named only. */
const SHORT = 120

/** A value as the log shows it, or undefined when it is too long or not a plain value. */
function shown(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'boolean' || typeof value === 'number') return String(value)
  if (typeof value === 'string') return value.length <= SHORT && !value.includes('\n') ? value : undefined
  return undefined
}

const same = (a: unknown, b: unknown) => {
  if (a instanceof Date || b instanceof Date) return new Date(a as Date).getTime() === new Date(b as Date).getTime()
  if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') return JSON.stringify(a) === JSON.stringify(b)
  return (a ?? null) === (b ?? null)
}

/**
 * The fields that differ between a record before and after an edit, in the record's order: each by
 * name, with the before and after of a short plain value (never a secret's). `only` limits the
 * comparison to those fields (what a form may change).
 */
export function changedFields(before: object | null | undefined, after: object, only?: readonly string[]): FieldChange[] {
  const was = (before ?? {}) as Record<string, unknown>
  const now = after as Record<string, unknown>
  const fields = only ?? Object.keys(now)
  const changes: FieldChange[] = []
  for (const field of fields) {
    if (BOOKKEEPING.has(field) || !(field in now) || same(was[field], now[field])) continue
    if (SECRET.test(field)) {
      changes.push({ field })
      continue
    }
    const [from, to] = [shown(was[field]), shown(now[field])]
    changes.push(from === undefined || to === undefined ? { field } : { field, from, to })
  }
  return changes
}

/** The day after a calendar date (YYYY-MM-DD). */
const nextDay = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

/**
 * Who is reading the log: an admin sees all of it, an editor the content's changes and their own
 * sign-ins, and the prayer requests' lines too when given pastoral care.
 */
export type Viewer = { id: string; role: StaffRole; pastoralCare?: boolean }

/** The rows `viewer` may see: everything for an admin; otherwise the content areas (and prayer's, with pastoral care), and their own sign-ins. */
function visibleTo(viewer: Viewer): SQL | undefined {
  if (roleMay(viewer.role, 'admin')) return undefined
  const areas: string[] = [...CONTENT_AREAS, ...(mayReadPrayer(viewer) ? PASTORAL_AREAS : [])]
  return or(inArray(activity.area, areas as ActivityArea[]), and(eq(activity.kind, 'sign-in'), eq(activity.who, viewer.id)))
}

/**
 * A page of the log, newest first (the id settling a tie: activity_at_idx, or the person's, area's or
 * kind's index when filtered), with how many rows match in all. Dates are the church's days.
 */
export async function activityPage(db: Db, q: ActivityQuery, viewer: Viewer, timeZone: string) {
  const where = and(
    visibleTo(viewer),
    q.person ? eq(activity.who, q.person) : undefined,
    q.kind ? eq(activity.kind, q.kind) : undefined,
    q.area ? eq(activity.area, q.area) : undefined,
    q.from ? gte(activity.at, zonedInstant(timeZone, q.from)) : undefined,
    q.to ? lt(activity.at, zonedInstant(timeZone, nextDay(q.to))) : undefined,
  )
  const page = await pageOf(db, activity, q, where, [desc(activity.at), desc(activity.id)])
  const items: ActivityItem[] = page.items.map((row) => ({ ...row, at: row.at.toISOString() }))
  return { items, total: page.total, timeZone, everything: roleMay(viewer.role, 'admin') }
}

/** The people the log can be filtered by: every account there is now, by name. */
export const activityPeople = (db: Db) =>
  db.select({ id: users.id, name: users.name, email: users.email }).from(users).orderBy(asc(users.name), asc(users.email))

/** How long the log is kept. */
export const ACTIVITY_KEEP_YEARS = 2

/** Removes the lines older than two years at `now` (housekeeping); answers how many went. */
export async function pruneActivity(db: Db, now = new Date()) {
  const cutoff = new Date(now)
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - ACTIVITY_KEEP_YEARS)
  const gone = await db.delete(activity).where(lt(activity.at, cutoff)).returning({ id: activity.id })
  return gone.length
}
