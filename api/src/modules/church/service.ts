import { asc, eq } from 'drizzle-orm'
import { PAGE_TEXT_KEYS, type PageTextKey } from '../../content/page-texts'
import type { Db } from '../../db/client'
import { faqItems, pageTexts, serviceTimes, staffMembers } from '../../db/schema'
import { crud } from '../../lib/crud'
import { HttpError } from '../../lib/errors'
import { mainService, type ServiceTime } from '../../lib/service-times'
import type { FaqItemInput, OrderInput, PageTextsInput, ServiceTimeInput, StaffMemberInput } from './model'

const times = crud(serviceTimes, 'Service time')

/** Every service time in the order staff set (the migration put in the church's own). */
export const listServiceTimes = (db: Db) => db.select().from(serviceTimes).orderBy(asc(serviceTimes.position), asc(serviceTimes.createdAt))

/** The main Sunday service, as page heads, JSON-LD, feeds and emails write it. */
export async function getMainService(db: Db): Promise<ServiceTime> {
  return mainService(await listServiceTimes(db))
}

/** Added at the end of the list. Marking one 'main' unmarks the one that was (there is one main service). */
export async function createServiceTime(db: Db, input: ServiceTimeInput) {
  return db.transaction(async (tx) => {
    const rows = await tx.select({ position: serviceTimes.position }).from(serviceTimes)
    const position = rows.reduce((max, r) => Math.max(max, r.position + 1), 0)
    if (input.role === 'main') await tx.update(serviceTimes).set({ role: '' }).where(eq(serviceTimes.role, 'main'))
    return times.create(tx as Db, { ...input, position })
  })
}

export async function updateServiceTime(db: Db, id: string, input: ServiceTimeInput) {
  await times.get(db, id)
  return db.transaction(async (tx) => {
    if (input.role === 'main') await tx.update(serviceTimes).set({ role: '' }).where(eq(serviceTimes.role, 'main'))
    return times.update(tx as Db, id, input)
  })
}

export const deleteServiceTime = (db: Db, id: string) => times.remove(db, id)

type Ordered = typeof serviceTimes | typeof staffMembers | typeof faqItems

/** Puts a list in the order given; the ids must be exactly the stored ones. */
async function reorder(db: Db, table: Ordered, ids: string[], what: string) {
  const stored = await db.select({ id: table.id }).from(table)
  const known = new Set(stored.map((r) => r.id))
  if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
    const message = `The order must list every ${what} once`
    throw new HttpError(422, message, { ids: message })
  }
  await db.transaction(async (tx) => {
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

/** Every page text by its key ('' for one never written). */
export async function getPageTexts(db: Db): Promise<Record<PageTextKey, string>> {
  const rows = await db.select().from(pageTexts)
  const stored = new Map(rows.map((r) => [r.key, r.body]))
  return Object.fromEntries(PAGE_TEXT_KEYS.map((key) => [key, stored.get(key) ?? ''])) as Record<PageTextKey, string>
}

/** Saves the texts given (a key left out keeps its text). */
export async function updatePageTexts(db: Db, input: PageTextsInput) {
  await db.transaction(async (tx) => {
    for (const key of PAGE_TEXT_KEYS) {
      const body = input[key]
      if (body === undefined) continue
      await tx
        .insert(pageTexts)
        .values({ key, body })
        .onConflictDoUpdate({ target: pageTexts.key, set: { body, updatedAt: new Date() } })
    }
  })
  return getPageTexts(db)
}

const faq = crud(faqItems, 'FAQ item')

export const listFaq = (db: Db) => db.select().from(faqItems).orderBy(asc(faqItems.position), asc(faqItems.createdAt))

export async function createFaqItem(db: Db, input: FaqItemInput) {
  const rows = await db.select({ position: faqItems.position }).from(faqItems)
  return faq.create(db, { ...input, position: rows.reduce((max, r) => Math.max(max, r.position + 1), 0) })
}
export const updateFaqItem = (db: Db, id: string, input: FaqItemInput) => faq.update(db, id, input)
export const deleteFaqItem = (db: Db, id: string) => faq.remove(db, id)

export async function reorderFaq(db: Db, { ids }: OrderInput) {
  await reorder(db, faqItems, ids, 'FAQ item')
  return listFaq(db)
}
