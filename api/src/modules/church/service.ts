import { and, asc, eq, gte, type SQL } from 'drizzle-orm'
import { itemNoun, PAGE_LISTS, type PageList } from '../../content/page-lists'
import { type Db, inTransaction } from '../../db/client'
import { pageItems, serviceTimes, staffMembers, sundayServices } from '../../db/schema'
import { crud } from '../../lib/crud'
import { todayIn } from '../../lib/dates'
import { HttpError, notFound } from '../../lib/errors'
import { mainService, type ServiceTime } from '../../lib/service-times'
import type { Holds, Same } from '../../lib/table-shapes'
import type { OrderInput, PageItem, PageItemInput, PageListOrderInput, ServiceTimeInput, StaffMemberInput } from './model'

const times = crud(serviceTimes, 'Service time')

/** Every service time in the order staff set (the migration put in the church's own). */
export const listServiceTimes = (db: Db) => db.select().from(serviceTimes).orderBy(asc(serviceTimes.position), asc(serviceTimes.createdAt))

/** The main Sunday service, as page heads, JSON-LD, feeds and emails write it. */
export async function getMainService(db: Db): Promise<ServiceTime> {
  return mainService(await listServiceTimes(db))
}

/** Added at the end of the list. Marking one 'main' unmarks the one that was (there is one main service). */
export async function createServiceTime(db: Db, input: ServiceTimeInput) {
  return inTransaction(db, async (tx) => {
    const rows = await tx.select({ position: serviceTimes.position }).from(serviceTimes)
    const position = rows.reduce((max, r) => Math.max(max, r.position + 1), 0)
    if (input.role === 'main') await tx.update(serviceTimes).set({ role: '' }).where(eq(serviceTimes.role, 'main'))
    return times.create(tx, { ...input, position })
  })
}

/**
 * Saves a service time. When the main Sunday service's time changes (a summer schedule), the
 * Sunday services already entered from today on at the old time move with it, so the next service
 * card never shows a time the church no longer keeps; past services stay the record they are.
 */
export async function updateServiceTime(db: Db, id: string, input: ServiceTimeInput, timezone: string) {
  const before = await times.get(db, id)
  const main = mainService(await listServiceTimes(db))
  const wasMain = 'id' in main && main.id === id
  return inTransaction(db, async (tx) => {
    if (input.role === 'main') await tx.update(serviceTimes).set({ role: '' }).where(eq(serviceTimes.role, 'main'))
    const updated = await times.update(tx, id, input)
    if (wasMain && updated.time !== before.time) {
      await tx
        .update(sundayServices)
        .set({ time: updated.time, updatedAt: new Date() })
        .where(and(gte(sundayServices.date, todayIn(timezone)), eq(sundayServices.time, before.time)))
    }
    return updated
  })
}

export const deleteServiceTime = (db: Db, id: string) => times.remove(db, id)

type Ordered = typeof serviceTimes | typeof staffMembers | typeof pageItems

/** Puts a list in the order given; the ids must be exactly the stored ones (of the rows `within` picks). */
async function reorder(db: Db, table: Ordered, ids: string[], what: string, within?: SQL) {
  const stored = await db.select({ id: table.id }).from(table).where(within)
  const known = new Set(stored.map((r) => r.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    const message = `The order must list every ${what.replace(/^[A-Z](?=[a-z])/, (c) => c.toLowerCase())} once`
    throw new HttpError(422, message, { ids: message })
  }
  await inTransaction(db, async (tx) => {
    for (const [position, id] of ids.entries()) await tx.update(table).set({ position }).where(eq(table.id, id))
  })
}

export async function reorderServiceTimes(db: Db, { ids }: OrderInput) {
  await reorder(db, serviceTimes, ids, 'service time')
  return listServiceTimes(db)
}

const staff = crud(staffMembers, 'Staff member')

/** The staff in the order staff set (the migration put in the church's own four). */
export const listStaff = (db: Db) => db.select().from(staffMembers).orderBy(asc(staffMembers.position), asc(staffMembers.createdAt))

/** Added at the end of the list. */
export async function createStaffMember(db: Db, input: StaffMemberInput) {
  const rows = await db.select({ position: staffMembers.position }).from(staffMembers)
  return staff.create(db, { ...input, position: rows.reduce((max, r) => Math.max(max, r.position + 1), 0) })
}
export const updateStaffMember = (db: Db, id: string, input: StaffMemberInput) => staff.update(db, id, input)
export const deleteStaffMember = (db: Db, id: string) => staff.remove(db, id)

export async function reorderStaff(db: Db, { ids }: OrderInput) {
  await reorder(db, staffMembers, ids, 'member of staff')
  return listStaff(db)
}

export { getPageTexts, publicPageTexts, updatePageTexts } from './page-texts'

const items = crud(pageItems, 'Item')
const byListOrder = [asc(pageItems.position), asc(pageItems.createdAt)] as const

/** Every Church tab list with its items in the order staff set (a list without items is empty). */
export async function getPageLists(db: Db): Promise<Record<PageList, PageItem[]>> {
  const rows = await db
    .select()
    .from(pageItems)
    .orderBy(asc(pageItems.list), ...byListOrder)
  return Object.fromEntries(PAGE_LISTS.map((list) => [list, rows.filter((r) => r.list === list)])) as Record<PageList, PageItem[]>
}
/** A page item answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type PageItemIsItsRow = Holds<Same<PageItem, typeof pageItems.$inferSelect>>

const listItems = (db: Db, list: PageList) =>
  db
    .select()
    .from(pageItems)
    .where(eq(pageItems.list, list))
    .orderBy(...byListOrder)

/** The item with this id in this list, or 404 in the list's words ('FAQ item not found'). */
async function itemOf(db: Db, list: PageList, id: string) {
  const item = await items.get(db, id).catch(() => null)
  if (!item || item.list !== list) throw notFound(itemNoun(list))
  return item
}

/** One list item as stored, or null (the activity log reads it before an edit or delete). */
export const findPageItem = (db: Db, id: string) => items.get(db, id).catch(() => null)

/** Added at the end of its list. */
export async function createPageItem(db: Db, input: PageItemInput) {
  const rows = await db.select({ position: pageItems.position }).from(pageItems).where(eq(pageItems.list, input.list))
  return items.create(db, { ...input, position: rows.reduce((max, r) => Math.max(max, r.position + 1), 0) })
}

/** An item stays in its list: the list named must be the item's. */
export async function updatePageItem(db: Db, id: string, input: PageItemInput) {
  await itemOf(db, input.list, id)
  return items.update(db, id, { title: input.title, label: input.label, body: input.body, updatedAt: new Date() })
}

/** Removes one item; says which kind ('FAQ item deleted successfully'). */
export async function deletePageItem(db: Db, id: string) {
  const item = await items.get(db, id).catch(() => null)
  if (!item) throw notFound('Item')
  const { undo } = await items.remove(db, id)
  const list = item.list as PageList
  return { message: `${PAGE_LISTS.includes(list) ? itemNoun(list) : 'Item'} deleted successfully`, undo }
}

export async function reorderPageList(db: Db, { list, ids }: PageListOrderInput) {
  await reorder(db, pageItems, ids, itemNoun(list), eq(pageItems.list, list))
  return listItems(db, list)
}

/** How staff add, change and delete a service time (lib/record-routes.ts). */
export const serviceTimeRecords = {
  create: createServiceTime,
  update: updateServiceTime,
  remove: deleteServiceTime,
  deleted: 'Service time deleted successfully',
  find: times.get,
  area: 'church',
} as const

/** How staff add, change and delete a staff member (lib/record-routes.ts). */
export const staffRecords = {
  create: createStaffMember,
  update: updateStaffMember,
  remove: deleteStaffMember,
  deleted: 'Staff member deleted successfully',
  find: staff.get,
  area: 'church',
} as const
