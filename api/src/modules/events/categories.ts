/**
 * Event categories (decision 0057): the kinds of event staff name (Worship, Youth, Music, Outreach…),
 * their order, and which events carry them. Visitors filter /events, the month view and the calendar
 * feed by a category's address (its slug, made from the name by lib/slug.ts).
 */
import { asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { eventCategories, eventCategoryLinks, events } from '../../db/schema'
import { HttpError, isUuid, plural } from '../../lib/errors'
import { slugOf } from '../../lib/slug'
import type { Holds, Same } from '../../lib/table-shapes'
import { type CategoryTag, type EventCategory, type EventCategoryInput, MAX_CATEGORIES, UNKNOWN_CATEGORY } from './model'

/** The category answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type EventCategoryIsItsRow = Holds<Same<EventCategory, typeof eventCategories.$inferSelect>>

export const CATEGORY_NOT_FOUND = 'Category not found'
const NO_ADDRESS = 'A name needs at least one letter or number'
const byOrder = [asc(eventCategories.position), asc(eventCategories.name)] as const

/** Every category in the order staff set. */
export const listCategories = (db: Db): Promise<EventCategory[]> =>
  db
    .select()
    .from(eventCategories)
    .orderBy(...byOrder)

/** Staff's list: each category with how many events (any state, the bin's left out) carry it. */
export async function staffCategories(db: Db) {
  const [rows, counts] = await Promise.all([
    listCategories(db),
    db
      .select({ categoryId: eventCategoryLinks.categoryId, events: count() })
      .from(eventCategoryLinks)
      .innerJoin(events, eq(events.id, eventCategoryLinks.eventId))
      .groupBy(eventCategoryLinks.categoryId),
  ])
  const carried = new Map(counts.map((c) => [c.categoryId, c.events]))
  return rows.map((row) => ({ ...row, events: carried.get(row.id) ?? 0 }))
}

/** The category with the address `slug`; 404 ('Category not found') when there is none, so a mistyped address is a missing page. */
export async function categoryBySlug(db: Db, slug: string): Promise<EventCategory> {
  const wanted = slug.trim().toLowerCase()
  const [found] =
    wanted.length > 0 && wanted.length <= 200 ? await db.select().from(eventCategories).where(eq(eventCategories.slug, wanted)) : []
  if (!found) throw new HttpError(404, CATEGORY_NOT_FOUND)
  return found
}

/** The events of one category, as a condition on `events`. */
export const inCategory = (categoryId: string): SQL =>
  inArray(
    events.id,
    sql`(select ${eventCategoryLinks.eventId} from ${eventCategoryLinks} where ${eventCategoryLinks.categoryId} = ${categoryId})`,
  )

/** Each event's categories (in the order staff set), by event id; an event without any is absent. */
export async function categoriesOf(db: Db, eventIds: string[]): Promise<Map<string, CategoryTag[]>> {
  const found = new Map<string, CategoryTag[]>()
  if (eventIds.length === 0) return found
  const ids = [...new Set(eventIds)].filter(isUuid)
  // In chunks: a statement's parameters are bounded (a staff list reads up to a few thousand events).
  for (let at = 0; at < ids.length; at += 1000) {
    const rows = await db
      .select({ eventId: eventCategoryLinks.eventId, id: eventCategories.id, name: eventCategories.name, slug: eventCategories.slug })
      .from(eventCategoryLinks)
      .innerJoin(eventCategories, eq(eventCategories.id, eventCategoryLinks.categoryId))
      .where(inArray(eventCategoryLinks.eventId, ids.slice(at, at + 1000)))
      .orderBy(...byOrder)
    for (const { eventId, ...tag } of rows) found.set(eventId, [...(found.get(eventId) ?? []), tag])
  }
  return found
}

/** The records given, each with its categories (`categories`, [] for none). */
export async function withCategories<T extends { id: string }>(db: Db, records: T[]): Promise<(T & { categories: CategoryTag[] })[]> {
  const tags = await categoriesOf(
    db,
    records.map((r) => r.id),
  )
  return records.map((record) => ({ ...record, categories: tags.get(record.id) ?? [] }))
}

/** One record with its categories. */
export const withCategoriesOne = async <T extends { id: string }>(db: Db, record: T) => (await withCategories(db, [record]))[0]

/** 422 unless every id is a category staff defined (one deleted meanwhile, or made up). */
export async function checkCategoryIds(db: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return
  const found = await db.select({ id: eventCategories.id }).from(eventCategories).where(inArray(eventCategories.id, ids))
  if (found.length !== new Set(ids).size) throw new HttpError(422, UNKNOWN_CATEGORY, { categoryIds: UNKNOWN_CATEGORY })
}

/** The event carries exactly these categories from now on (checked first). */
export async function setEventCategories(db: Db, eventId: string, ids: string[]): Promise<void> {
  await checkCategoryIds(db, ids)
  await db.delete(eventCategoryLinks).where(eq(eventCategoryLinks.eventId, eventId))
  if (ids.length > 0) await db.insert(eventCategoryLinks).values(ids.map((categoryId) => ({ eventId, categoryId })))
}

/** Several events' categories at once (an import): each event given carries exactly its list. */
export async function setManyEventCategories(db: Db, rows: { eventId: string; ids: string[] }[]): Promise<void> {
  if (rows.length === 0) return
  for (let at = 0; at < rows.length; at += 500) {
    const chunk = rows.slice(at, at + 500)
    await db.delete(eventCategoryLinks).where(
      inArray(
        eventCategoryLinks.eventId,
        chunk.map((r) => r.eventId),
      ),
    )
    const links = chunk.flatMap((r) => r.ids.map((categoryId) => ({ eventId: r.eventId, categoryId })))
    if (links.length > 0) await db.insert(eventCategoryLinks).values(links).onConflictDoNothing()
  }
}

/** Said when two categories would share a name or an address ('Youth' and 'youth!'). */
export const duplicateName = (name: string) => `There is already a category called ‘${name}’. Please choose another name.`

/** The slug of a name, refused when it has no letter or number or another category has it. */
async function freeSlug(db: Db, name: string, except?: string): Promise<string> {
  const slug = slugOf(name).slice(0, 80).replace(/-$/, '')
  if (!slug) throw new HttpError(422, NO_ADDRESS, { name: NO_ADDRESS })
  const [taken] = await db.select().from(eventCategories).where(eq(eventCategories.slug, slug))
  if (taken && taken.id !== except) {
    const message = duplicateName(taken.name)
    throw new HttpError(409, message, { name: message })
  }
  return slug
}

/** A new category, last in the order. */
export async function createCategory(db: Db, input: EventCategoryInput): Promise<EventCategory> {
  const existing = await db.select({ position: eventCategories.position }).from(eventCategories)
  if (existing.length >= MAX_CATEGORIES) throw new HttpError(422, `A church can have at most ${MAX_CATEGORIES} event categories`)
  const slug = await freeSlug(db, input.name)
  const position = existing.reduce((max, r) => Math.max(max, r.position + 1), 0)
  const [made] = await db
    .insert(eventCategories)
    .values({ name: input.name, description: input.description ?? '', slug, position })
    .returning()
  return made
}

const categoryById = async (db: Db, id: string): Promise<EventCategory> => {
  const [found] = isUuid(id) ? await db.select().from(eventCategories).where(eq(eventCategories.id, id)) : []
  if (!found) throw new HttpError(404, CATEGORY_NOT_FOUND)
  return found
}

/** A category renamed (its address follows the new name) or described anew. */
export async function updateCategory(db: Db, id: string, input: EventCategoryInput) {
  const before = await categoryById(db, id)
  const slug = await freeSlug(db, input.name, id)
  const [saved] = await db
    .update(eventCategories)
    .set({ name: input.name, description: input.description ?? before.description, slug, updatedAt: new Date() })
    .where(eq(eventCategories.id, id))
    .returning()
  return { before, saved }
}

/** Deletes a category: its events lose it and keep everything else. Answers its name and how many events carried it. */
export async function deleteCategory(db: Db, id: string) {
  const before = await categoryById(db, id)
  const carried = (await staffCategories(db)).find((c) => c.id === id)?.events ?? 0
  await db.delete(eventCategories).where(eq(eventCategories.id, id))
  const left = carried === 0 ? '' : ` (${plural(carried, 'event')} no longer ${carried === 1 ? 'carries' : 'carry'} it)`
  return { category: before, message: `Deleted the category ${before.name}${left}` }
}

/** The new order: every category once, first shown first. */
export async function reorderCategories(db: Db, ids: string[]) {
  const stored = await db.select({ id: eventCategories.id }).from(eventCategories)
  const known = new Set(stored.map((r) => r.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    const message = 'The order must list every category once'
    throw new HttpError(422, message, { ids: message })
  }
  for (const [position, id] of ids.entries()) await db.update(eventCategories).set({ position }).where(eq(eventCategories.id, id))
  return staffCategories(db)
}
