import { and, asc, count, desc, eq, getTableColumns, gt, gte, inArray, lte, ne, not, notInArray, or, type SQL, sql } from 'drizzle-orm'
import * as v from 'valibot'
import { type RowUpdate, rowVersion, writeAllOrNothing } from '../../db/bulk'
import type { Db } from '../../db/client'
import { events } from '../../db/schema'
import { moveToBin } from '../../lib/bin'
import { type BulkRowResult, countActions } from '../../lib/bulk-result'
import { crud } from '../../lib/crud'
import { churchNow, dayWords } from '../../lib/dates'
import { mayRead } from '../../lib/drafts'
import { HttpError, plural } from '../../lib/errors'
import { addDays, daysBetween, MAX_EVENT_DAYS } from '../../lib/event-times'
import { inState, liveAt, ownedBy } from '../../lib/live'
import { DEFAULT_PAGE_SIZE, type ListPage, type PageQuery, searchingWithDates, titleRank } from '../../lib/paging'
import { isLive, type PublicationState } from '../../lib/publication'
import {
  type ChurchNow,
  type DateChange,
  fallsOn,
  hasEnded,
  type Occurrence,
  occurrenceOn,
  untilAsInstant,
  upcomingOccurrence,
  upcomingOccurrences,
  usableRule,
} from '../../lib/recurrence'
import { repeatWords } from '../../lib/repeat-words'
import type { RichDoc } from '../../lib/rich-text/document'
import { renderRichText } from '../../lib/rich-text/render'
import { richTwinOf, withDescriptionTwin } from '../../lib/rich-text/twin'
import { slugOf } from '../../lib/slug'
import type { Holds, Same } from '../../lib/table-shapes'
import { eachChunk, eachInTurns } from '../../lib/turns'
import type { SessionUser } from '../auth/model'
import { keepRevisionsOf } from '../revisions/service'
import {
  categoriesOf,
  categoryBySlug,
  checkCategoryIds,
  inCategory,
  listCategories,
  setEventCategories,
  setManyEventCategories,
  withCategories,
  withCategoriesOne,
} from './categories'
import {
  CHANGE_MOVED_TOO_FAR,
  type DateChangeInput,
  type EventBulkInput,
  EventCard,
  EventInput,
  type EventPage,
  type EventQuery,
  MAX_DATE_CHANGES,
  type SavedEvent,
  type ShownEvent,
} from './model'
import { EVENT_COLUMNS, EVENT_REPEAT_COLUMNS, readCategoryNames, readChanges, readRepeats } from './paste'
import { cleanEvent, placeable, usableEvent, usableEvents } from './stored'

export type ChurchEvent = typeof events.$inferSelect
const base = crud(events, 'Event')

/** The event answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type SavedEventIsItsRow = Holds<Same<SavedEvent, ChurchEvent>>

/** The event shown at the occurrence `next`. */
const shownAt = (event: ChurchEvent, next: Occurrence): ShownEvent => ({ ...event, nextDate: next.date, next, categories: [] })
/** The event shown at its own date, as it is kept (no date arithmetic: its date may be one the calendar cannot read). */
const shownAtOwnDate = (event: ChurchEvent): ShownEvent => shownAt(event, occurrenceOn({ ...event, changes: [] }, event.date))
/** The event shown at its upcoming occurrence, or at its own date when it has none (or its date cannot be read: stored.ts). */
const shownNow = (event: ChurchEvent, now: ChurchNow): ShownEvent => {
  if (!placeable(event)) return shownAtOwnDate(event)
  const next = upcomingOccurrence(event, now)
  return next ? shownAt(event, next) : shownAtOwnDate(event)
}

/**
 * How each list reads its rows (stored.ts): visitors' lists skip an event that cannot be placed and
 * drop the parts that cannot be used; staff's list keeps every event, so it can be fixed or deleted.
 */
type Reading = (rows: ChurchEvent[]) => ChurchEvent[]
const forVisitors: Reading = usableEvents
const forStaff: Reading = (rows) => rows.map((row) => withDoc(cleanEvent(row)))

/** An event for staff: the description's document to edit, whatever is stored (lib/rich-text/twin.ts). */
const withDoc = <T extends ChurchEvent>(event: T): T => ({ ...event, descriptionDoc: richTwinOf(event.description, event.descriptionDoc) })

/** 'About This Event' as the server draws it (decision 0052); '' when it shows nothing. */
export const eventDescriptionHtml = (event: Pick<ChurchEvent, 'description' | 'descriptionDoc'>) =>
  renderRichText(richTwinOf(event.description, event.descriptionDoc))

/** The event as a page shows it: the document drawn, not sent. */
function onPage<T extends ChurchEvent>(event: T) {
  const { descriptionDoc: _, ...shown } = event
  return { ...shown, descriptionHtml: eventDescriptionHtml(event) }
}

/** Events that repeat (by a rule staff set). */
export const repeats = and(eq(events.isRecurring, true), ne(events.recurrenceRule, '')) as SQL
const soonestFirst = (a: ShownEvent, b: ShownEvent) =>
  a.nextDate.localeCompare(b.nextDate) || a.next.startTime.localeCompare(b.next.startTime) || a.title.localeCompare(b.title)

/** What an event card shows (decision 0012): the card schema's fields of the shown event; its own page reads the whole record. */
const EVENT_CARD_FIELDS = Object.keys(EventCard.entries) as (keyof EventCard)[]
const card = (e: ShownEvent) => Object.fromEntries(EVENT_CARD_FIELDS.map((field) => [field, e[field]])) as EventCard

/** The public event list: cards, soonest first (see shownEvents). */
export const listEvents = async (db: Db, q: EventQuery, timezone: string, at: Date): Promise<EventCard[]> =>
  (await withCategories(db, await shownEvents(db, q, timezone, at))).map(card)

/**
 * The one-off events not yet ended at `now`, soonest first: those begun by today that are still on
 * (a late one runs past midnight, a camp runs to its end date), then up to `limit` later ones.
 */
async function onceUpcoming(db: Db, match: SQL | undefined, now: ChurchNow, limit: number, read: Reading): Promise<ShownEvent[]> {
  const order = [asc(events.date), asc(events.startTime), asc(events.title)]
  const [recent, later] = await Promise.all([
    db
      .select()
      .from(events)
      .where(
        and(
          match,
          or(gte(events.date, addDays(now.date, -1)), gte(events.endDate, now.date)),
          gte(events.date, addDays(now.date, -(MAX_EVENT_DAYS + 1))),
          lte(events.date, now.date),
          not(repeats),
        ),
      )
      .orderBy(...order),
    db
      .select()
      .from(events)
      .where(and(match, gt(events.date, now.date), not(repeats)))
      .orderBy(...order)
      .limit(limit),
  ])
  return [...read(recent).filter((event) => !hasEnded(event, event.date, now)), ...read(later)].map(shownAtOwnDate)
}

/** Repeating events at their first occurrence not yet ended (an unusable rule: at its own date, logged once by stored.ts). */
const repeatingUpcoming = (rows: ChurchEvent[], now: ChurchNow): ShownEvent[] =>
  rows.flatMap((event) => {
    const next = placeable(event) ? upcomingOccurrence(event, now) : null
    return next ? [shownAt(event, next)] : []
  })

/**
 * Whole events, soonest first; `upcoming` means not yet ended by the church's clock (an event that
 * ended this morning has left the list), and a repeating event counts at its next occurrence that
 * has not ended (a weekly Bible study started in January is upcoming every week). Only live events
 * at `at`, the app's clock (decision 0042): no draft or scheduled one.
 */
export async function shownEvents(db: Db, q: EventQuery, timezone: string, at: Date): Promise<ShownEvent[]> {
  const now = churchNow(timezone, at)
  // One category's events (/events?category=youth): an unknown address is 404, never an empty list.
  const category = q.category === undefined ? undefined : await categoryBySlug(db, q.category)
  const live = and(liveAt(events, at), category ? inCategory(category.id) : undefined)
  const limit = q.limit ?? 1000
  if (!q.upcoming) {
    const rows = await db.select().from(events).where(live).orderBy(asc(events.date), asc(events.startTime), asc(events.title)).limit(limit)
    return forVisitors(rows).map((event) => shownNow(event, now))
  }
  const [once, repeating] = await Promise.all([
    onceUpcoming(db, live, now, limit, forVisitors),
    db.select().from(events).where(and(repeats, live)).then(forVisitors),
  ])
  return [...once, ...repeatingUpcoming(repeating, now)].sort(soonestFirst).slice(0, limit)
}

/** Every category in staff's order with how many of its live events are coming (GET /api/event-categories). */
export async function publicCategories(db: Db, timezone: string, at: Date) {
  const [all, coming] = await Promise.all([listCategories(db), shownEvents(db, { upcoming: true }, timezone, at)])
  const tags = await categoriesOf(
    db,
    coming.map((e) => e.id),
  )
  const counts = new Map<string, number>()
  for (const list of tags.values()) for (const tag of list) counts.set(tag.id, (counts.get(tag.id) ?? 0) + 1)
  return all.map(({ id, name, slug, description }) => ({ id, name, slug, description, upcoming: counts.get(id) ?? 0 }))
}

/** Future one-off events read for the staff list's upcoming part; a church never has nearly this many. */
const UPCOMING_READ = 2000

/** The events a staff search picks: title, location, description or how it repeats, or dated in it ('November 2024'). */
const eventsMatching = (search: string | undefined) =>
  searchingWithDates(search, [events.title, events.location, events.description, events.recurrenceDescription], events.date)

/** titleRank (lib/paging.ts) read in memory, for the upcoming events the list works out itself. */
function titleRankOf(search: string, title: string): number {
  const wanted = search.trim().toLowerCase()
  const own = title.toLowerCase()
  return own.trim() === wanted ? 0 : own.startsWith(wanted) ? 1 : 2
}

/**
 * Staff's list (GET /api/admin/events): upcoming events first, soonest first (a repeating event at
 * its next occurrence), then past events, most recent first; a page at a time with how many match,
 * so Christmas Eve is on the first page however many past events there are. `upcoming` keeps only
 * the upcoming part (the Overview). A search ranks first: the exact title's events, then titles
 * starting with the search, then the rest, each upcoming then past as above. A contributor's list holds
 * only their own events (decision 0042).
 */
export async function listEventsPage(
  db: Db,
  q: PageQuery & { upcoming?: boolean; state?: PublicationState | '' },
  timezone: string,
  by: SessionUser | null = null,
  clock: Date = new Date(),
): Promise<ListPage<ShownEvent>> {
  const now = churchNow(timezone, clock)
  const match = and(eventsMatching(q.search), by ? ownedBy(events, by) : undefined, inState(events, q.state, clock))
  const limit = q.limit ?? DEFAULT_PAGE_SIZE
  const offset = q.offset ?? 0
  const [once, repeating] = await Promise.all([
    onceUpcoming(db, match, now, UPCOMING_READ, forStaff),
    db.select().from(events).where(and(match, repeats)).then(forStaff),
  ])
  const search = q.search?.trim()
  const rankOf = (event: ShownEvent) => (search ? titleRankOf(search, event.title) : 0)
  const upcoming = [...once, ...repeatingUpcoming(repeating, now)].sort((a, b) => rankOf(a) - rankOf(b) || soonestFirst(a, b))
  if (q.upcoming) return { items: await withCategories(db, upcoming.slice(offset, offset + limit)), total: upcoming.length }

  const past = and(
    match,
    upcoming.length > 0
      ? notInArray(
          events.id,
          upcoming.map((event) => event.id),
        )
      : undefined,
  )
  const rank = titleRank(search, events.title)
  const [counts] = await db
    .select({
      exact: rank ? sql<number>`count(*) filter (where ${rank} = 0)`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      starts: rank ? sql<number>`count(*) filter (where ${rank} = 1)`.mapWith(Number) : sql<number>`0`.mapWith(Number),
      total: count(),
    })
    .from(events)
    .where(past)
  // The list in parts, each upcoming then past: one part without a search, one per rank with one.
  const parts = rank ? [0, 1, 2] : [undefined]
  const pastCounts = rank ? [counts.exact, counts.starts, counts.total - counts.exact - counts.starts] : [counts.total]
  const reads: Promise<ShownEvent[]>[] = []
  let at = 0
  const end = offset + limit
  parts.forEach((part, i) => {
    const coming = part === undefined ? upcoming : upcoming.filter((event) => rankOf(event) === part)
    if (at < end && at + coming.length > offset) reads.push(Promise.resolve(coming.slice(Math.max(0, offset - at), end - at)))
    at += coming.length
    const gone = pastCounts[i]
    if (at < end && at + gone > offset)
      reads.push(
        db
          .select()
          .from(events)
          .where(and(past, part === undefined || !rank ? undefined : sql`${rank} = ${part}`))
          .orderBy(desc(events.date), desc(events.startTime), asc(events.title), asc(events.id))
          .limit(end - Math.max(at, offset))
          .offset(Math.max(0, offset - at))
          .then((rows) => forStaff(rows).map((event) => shownNow(event, now))),
      )
    at += gone
  })
  return { items: await withCategories(db, (await Promise.all(reads)).flat()), total: upcoming.length + counts.total }
}

/** How many coming dates a series' page lists, each a link to its own page. */
export const DATES_LISTED = 8

/**
 * One event for its public page. A rule that cannot be used is left out, as the feeds leave it out,
 * so the page's 'Add to Calendar' links never hand a calendar app a rule it would loop on or refuse.
 */
export async function getEvent(db: Db, id: string, timezone: string, at: Date): Promise<EventPage> {
  return withCategoriesOne(db, eventPageOf(await visibleEvent(db, id, at), timezone, at))
}

/** The event as its page shows it: at its next date, with a series' coming dates. */
function eventPageOf(event: ChurchEvent, timezone: string, at: Date) {
  const rule = usableRule(event)
  const now = churchNow(timezone, at)
  const shown = { ...onPage(shownNow(event, now)), isRecurring: rule !== null, recurrenceRule: rule ?? '' }
  return { ...shown, dates: rule ? upcomingOccurrences(event, now, DATES_LISTED) : [] }
}

/** The stored event as visitors' pages use it (stored.ts): 404 when there is none, it is not live at `at` (decision 0042) or it cannot be placed. */
async function visibleEvent(db: Db, id: string, at: Date | null): Promise<ChurchEvent> {
  const found = await base.get(db, id)
  // Staff's changes to a date (`at` null) reach a draft series too.
  const event = at === null || isLive(found, at) ? usableEvent(found) : undefined
  if (!event) throw new HttpError(404, 'Event not found')
  return event
}

/** The event, shown at its occurrence on the rule's date `on`; 404 when the series does not fall on that date. */
async function eventOn(db: Db, id: string, on: string, timezone: string, at: Date | null) {
  const event = await visibleEvent(db, id, at)
  if (!usableRule(event) || !fallsOn(event, on, timezone)) throw new HttpError(404, `${event.title} does not fall on ${dayWords(on)}`)
  return event
}

/** One date of a series for its own page (/events/{id}/{date}): the event shown at that occurrence, changes applied. */
export async function getEventDate(db: Db, id: string, on: string, timezone: string, at: Date): Promise<EventPage> {
  const event = await eventOn(db, id, on, timezone, at)
  return withCategoriesOne(db, { ...onPage(shownAt(event, occurrenceOn(event, on))), recurrenceRule: usableRule(event) ?? '', dates: [] })
}

export const MOVED_TOO_FAR = CHANGE_MOVED_TOO_FAR

/**
 * Cancels or changes one date of a series (PUT /api/admin/events/{id}/dates/{date}): kept on the
 * event in one statement, replacing an earlier change to that date. A cancelled date keeps nothing
 * else; a date moved more than a month is refused (staff add a new event for that).
 */
export async function changeEventDate(db: Db, id: string, on: string, input: DateChangeInput, timezone: string): Promise<ShownEvent> {
  const event = await eventOn(db, id, on, timezone, null)
  const moved = input.cancelled ? '' : (input.date ?? '')
  if (moved && Math.abs(daysBetween(on, moved)) > MAX_EVENT_DAYS) throw new HttpError(422, MOVED_TOO_FAR, { date: MOVED_TOO_FAR })
  const change: DateChange = input.cancelled
    ? { on, cancelled: true, date: '', startTime: '', endTime: '', location: '', note: input.note ?? '' }
    : {
        on,
        cancelled: false,
        date: moved === on ? '' : moved,
        startTime: input.startTime ?? '',
        endTime: input.endTime ?? '',
        location: input.location ?? '',
        note: input.note ?? '',
      }
  if (!event.changes.some((c) => c.on === on) && event.changes.length >= MAX_DATE_CHANGES)
    throw new HttpError(422, `At most ${MAX_DATE_CHANGES} dates of one series can be changed`)
  return saveDateChange(db, id, on, change)
}

/** Restores one date of a series as the series has it (DELETE /api/admin/events/{id}/dates/{date}). */
export async function restoreEventDate(db: Db, id: string, on: string, timezone: string): Promise<ShownEvent> {
  await eventOn(db, id, on, timezone, null)
  return saveDateChange(db, id, on, null)
}

/** Saves the change to the date `on` (null: none, as the series has it) and answers the event shown at that date. */
async function saveDateChange(db: Db, id: string, on: string, change: DateChange | null): Promise<ShownEvent> {
  const [saved] = await db
    .update(events)
    .set({ changes: withChange(on, change), updatedAt: new Date() })
    .where(eq(events.id, id))
    .returning()
  if (!saved) throw new HttpError(404, 'Event not found')
  const event = withDoc(cleanEvent(saved))
  return withCategoriesOne(db, shownAt(event, occurrenceOn(event, on)))
}

/** The stored changes without the one on `on`, plus `change`: one statement, so two staff changing two dates at once both keep theirs. */
// Stored changes that are not a list (stored.ts) are replaced, and entries that are not objects dropped ('->>' of a scalar is null).
const withChange = (on: string, change: DateChange | null) =>
  sql`(select coalesce(jsonb_agg(c), '[]'::jsonb) from jsonb_array_elements(case when jsonb_typeof(${events.changes}) = 'array' then ${events.changes} else '[]'::jsonb end) c where c->>'on' <> ${on}) || ${JSON.stringify(change ? [change] : [])}::jsonb`

/**
 * An event as it is saved: its rule's UNTIL as RFC 5545 wants it for the event's start (untilAsInstant),
 * and a repeating event without words of its own shown with its rule's (lib/repeat-words.ts), so the
 * API and imports get the badge the dialog writes.
 */
const asSaved = <
  T extends {
    recurrenceRule?: string
    startTime?: string
    date: string
    isRecurring?: boolean
    recurrenceDescription?: string
    description?: string
    descriptionDoc?: RichDoc | null
  },
>(
  input: T,
  timezone: string,
): T => {
  input = withDescriptionTwin(input)
  if (!input.recurrenceRule) return input
  const words =
    input.isRecurring && !input.recurrenceDescription?.trim()
      ? repeatWords(input.recurrenceRule, input.date, { timeZone: timezone, startTime: input.startTime ?? '' }).slice(0, 200)
      : input.recurrenceDescription
  return {
    ...input,
    recurrenceRule: untilAsInstant(input.recurrenceRule, timezone, input.startTime ?? ''),
    ...(words !== undefined && { recurrenceDescription: words }),
  }
}

/** A new event, carrying the categories ticked (decision 0057). */
export async function createEvent(db: Db, { categoryIds, ...input }: EventInput, timezone: string) {
  if (categoryIds) await checkCategoryIds(db, categoryIds)
  const made = withDoc(cleanEvent(await base.create(db, asSaved(input, timezone))))
  if (categoryIds) await setEventCategories(db, made.id, categoryIds)
  return made
}
/**
 * An edit answers the event with any stored part it left alone that cannot be used dropped (stored.ts), as staff's list shows it.
 * `categoryIds` left out keeps the event's categories; given, they become its categories.
 */
export async function updateEvent(db: Db, id: string, { categoryIds, ...input }: EventInput, timezone: string) {
  if (categoryIds) await checkCategoryIds(db, categoryIds)
  const saved = withDoc(cleanEvent(await base.update(db, id, asSaved(input, timezone))))
  if (categoryIds) await setEventCategories(db, id, categoryIds)
  return saved
}
export const deleteEvent = base.remove

/** Clear All: every event into the bin in one statement, so the toast's Undo can put them all back. */
export async function clearAllEvents(db: Db) {
  const { batch, count } = await moveToBin(db, events)
  return { message: `Deleted ${plural(count, 'event')}`, deleted: count, undo: batch }
}

type ImportRow = EventBulkInput['data'][number]

/** A row's cells as an event's fields: the repeat columns only when the file has them ('yes'/'no' read as a flag). */
function importFields(raw: ImportRow): Record<string, unknown> {
  const fields: Record<string, unknown> = {}
  for (const column of [...EVENT_COLUMNS, ...EVENT_REPEAT_COLUMNS]) {
    if (!(column in raw)) continue
    if (column === 'categories') continue
    fields[column] =
      column === 'isRecurring' ? readRepeats(raw[column]) : column === 'changes' ? readChanges(raw[column]) : String(raw[column] ?? '')
  }
  return fields
}

/**
 * A row's categories cell as the categories' ids, matched by name (any case) or address; left out
 * (an older export), the event keeps its own. A name no category has is the row's reason to be skipped.
 */
function importCategories(raw: ImportRow, known: Map<string, string>): { ids?: string[]; unknown?: string } {
  if (!('categories' in raw)) return {}
  const ids: string[] = []
  for (const name of readCategoryNames(raw.categories)) {
    const id = known.get(name.toLowerCase()) ?? known.get(slugOf(name))
    if (!id) return { unknown: name }
    ids.push(id)
  }
  return { ids }
}

const sameEventKey = (title: string, date: string) => `${title.trim().toLowerCase()}\u0000${date}`

/**
 * What an import would do, row by row, before anything is written: a row with the title and date
 * of an existing event updates it (the one at the same start time first, so two events of one name
 * on one day stay two; importing an export twice never doubles an event); a new one is created; a
 * row without a title, with a field that is not valid, or repeating an earlier row of the same
 * import (title, date and time) is skipped with its reason. Rows are read in turns (lib/turns.ts) and the
 * matching events looked up by date in chunks.
 */
async function planImport(db: Db, data: ImportRow[]) {
  const results: BulkRowResult[] = []
  const valid: { row: number; title: string; input: EventInput }[] = []
  const known = new Map<string, string>()
  for (const category of await listCategories(db)) known.set(category.name.toLowerCase(), category.id).set(category.slug, category.id)
  await eachInTurns(data, (raw, index) => {
    const row = typeof raw.line === 'number' ? raw.line : index + 1
    const title = String(raw.title ?? '').trim()
    if (title === '') return void results.push({ row, action: 'skip', title, reason: 'Title is required' })
    const categories = importCategories(raw, known)
    if (categories.unknown)
      return void results.push({ row, action: 'skip', title, reason: `There is no event category called ‘${categories.unknown}’` })
    const parsed = v.safeParse(EventInput, { ...importFields(raw), ...(categories.ids && { categoryIds: categories.ids }) })
    if (!parsed.success) return void results.push({ row, action: 'skip', title, reason: parsed.issues[0].message })
    valid.push({ row, title, input: parsed.output })
  })
  // The events each title and date could be, read by date in chunks.
  // Whole, with their versions: a match is written only while it is as read, and given back if the import is undone.
  const stored = new Map<string, StoredEvent[]>()
  await eachChunk([...new Set(valid.map((v) => v.input.date))], async (dates) => {
    const found = await db
      .select({ ...getTableColumns(events), version: rowVersion })
      .from(events)
      .where(inArray(events.date, dates))
      .orderBy(asc(events.createdAt))
    for (const event of found) {
      const key = sameEventKey(event.title, event.date)
      stored.set(key, [...(stored.get(key) ?? []), event])
    }
  })
  const creates: EventInput[] = []
  const updates: { id: string; input: EventInput; stored: StoredEvent }[] = []
  const seen = new Map<string, number>()
  const claimed = new Set<string>()
  for (const { row, title, input } of valid) {
    const key = sameEventKey(input.title, input.date)
    const withTime = `${key}\u0000${input.startTime ?? ''}`
    const earlier = seen.get(withTime)
    if (earlier !== undefined) {
      results.push({ row, action: 'skip', title, reason: `Same title, date and time as row ${earlier}` })
      continue
    }
    seen.set(withTime, row)
    // The event with this title and date, the one at this time first: two events of one name on one day stay two.
    const candidates = (stored.get(key) ?? []).filter((event) => !claimed.has(event.id))
    const match = candidates.find((event) => (event.startTime ?? '') === (input.startTime ?? '')) ?? candidates[0]
    if (match) {
      claimed.add(match.id)
      updates.push({ id: match.id, input, stored: match })
      results.push({ row, action: 'update', title, id: match.id })
    } else {
      creates.push(input)
      results.push({ row, action: 'create', title })
    }
  }
  results.sort((a, b) => a.row - b.row)
  return { results, creates, updates }
}

/** A stored event as an import reads it: the row and its version. */
type StoredEvent = ChurchEvent & { version: string }

const IMPORT_CHANGED_MEANWHILE = 'Events were changed while this import was being prepared, so nothing was imported. Please try again.'

/**
 * Imports pasted rows (or, with `dryRun`, only says what they would do). Confirming saves the good
 * rows only, all or nothing (db/bulk.ts `writeAllOrNothing`: one transaction on PostgreSQL; on
 * PGlite chunks with a turn between, undone if one fails, so the word index's work never holds the
 * site for the whole import); a matched event is written only in the columns that change, and only
 * while it is as read (else 409, nothing imported). Importing the same rows again finishes an import
 * a crash cut short, since they then match what was written. Then each event it wrote keeps a
 * revision by `by` (decision 0043; a matched row that changed nothing keeps none).
 */
export async function bulkImportEvents(db: Db, { data, dryRun }: EventBulkInput, timezone: string, by: SessionUser | null) {
  const planned = await planImport(db, data)
  const { results } = planned
  // The categories are written beside the events, once they are saved.
  const creates = planned.creates.map(({ categoryIds: _, ...row }) => asSaved(row, timezone))
  const updates = planned.updates.map(({ id, input: { categoryIds: _, ...input }, stored }) => ({
    id,
    input: asSaved(input, timezone),
    stored,
  }))
  const { created, updated, skipped } = countActions(results)
  const summary = `${created} to create, ${updated} to update, ${skipped} skipped`
  if (dryRun) return { message: `Preview: ${summary}`, created, updated, skipped, imported: 0, results }
  if (created + updated === 0) throw new HttpError(422, 'No valid events found to import')
  const inserts = creates.map((row) => ({ ...row, id: crypto.randomUUID() }))
  const links = [
    ...planned.creates.flatMap((row, i) => (row.categoryIds ? [{ eventId: inserts[i].id, ids: row.categoryIds }] : [])),
    ...planned.updates.flatMap(({ id, input }) => (input.categoryIds ? [{ eventId: id, ids: input.categoryIds }] : [])),
  ]
  const fields = new Set<keyof typeof events.$inferInsert & string>()
  const changed: RowUpdate<typeof events>[] = []
  for (const { id, input, stored } of updates) {
    const { version, ...row } = stored
    const values = { ...row, ...input }
    const differing = (Object.keys(input) as (keyof typeof input & string)[]).filter(
      (field) => JSON.stringify(values[field] ?? null) !== JSON.stringify(row[field] ?? null),
    )
    for (const field of differing) fields.add(field)
    if (differing.length > 0) changed.push({ id, version, values, previous: row })
  }
  if (!(await writeAllOrNothing(db, events, { inserts, updates: changed, fields: [...fields] })))
    throw new HttpError(409, IMPORT_CHANGED_MEANWHILE)
  await setManyEventCategories(db, links)
  // A few hundred a statement with a turn between (as the sermons' bulk update does).
  await keepRevisionsOf(db, 'event', [...inserts.map((row) => row.id), ...updates.map((row) => row.id)], by, { unlessSame: true })
  const imported = created + updated
  const details = updated + skipped > 0 ? ` (${created} new, ${updated} updated, ${skipped} skipped)` : ''
  return { message: `Imported ${plural(imported, 'event')} successfully${details}`, created, updated, skipped, imported, results }
}

/** How staff add, change and delete an event (lib/record-routes.ts). */
/** An event as staff read it, however it stands, shown as its page shows it (the Preview): a contributor only their own. */
export async function getEventForStaff(db: Db, id: string, by: SessionUser | null, timezone: string, at: Date) {
  const found = await base.get(db, id)
  const event = mayRead(by, found) ? usableEvent(found) : undefined
  if (!event) throw new HttpError(404, 'Event not found')
  return withCategoriesOne(db, eventPageOf(event, timezone, at))
}

export const eventRecords = {
  create: createEvent,
  update: updateEvent,
  remove: deleteEvent,
  find: base.get,
  area: 'events',
  drafts: true,
} as const
