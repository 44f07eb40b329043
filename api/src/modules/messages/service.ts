import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contactMessages, visitorRequests } from '../../db/schema'
import { crud } from '../../lib/crud'
import type { ContactInput, VisitorRequestInput } from './model'

const contacts = crud(contactMessages, 'Contact message')
const visitors = crud(visitorRequests, 'Visitor request')

/** Stored first, with status 'new'; nothing a visitor sends is lost. */
export const saveContactMessage = (db: Db, input: ContactInput) => contacts.create(db, input)
export const saveVisitorRequest = (db: Db, input: VisitorRequestInput) => visitors.create(db, input)

type Page = { limit?: number; offset?: number }

export const listContactMessages = (db: Db, page: Page) =>
  db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)
export const listVisitorRequests = (db: Db, page: Page) =>
  db
    .select()
    .from(visitorRequests)
    .orderBy(desc(visitorRequests.createdAt))
    .limit(page.limit ?? 10)
    .offset(page.offset ?? 0)

/** Setting the same status twice is harmless (an offline replay may do it). */
export const setContactMessageStatus = (db: Db, id: string, status: (typeof contactMessages.$inferSelect)['status']) =>
  contacts.update(db, id, { status })
export const setVisitorRequestStatus = (db: Db, id: string, status: (typeof visitorRequests.$inferSelect)['status']) =>
  visitors.update(db, id, { status })
