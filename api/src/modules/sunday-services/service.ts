import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sundayServices } from '../../db/schema'
import { crud } from '../../lib/crud'

const base = crud(sundayServices, 'Sunday service')

export const listSundayServices = (db: Db, q: { limit?: number }) =>
  db
    .select()
    .from(sundayServices)
    .orderBy(desc(sundayServices.date), desc(sundayServices.time))
    .limit(q.limit ?? 1000)
export const { get: getSundayService, create: createSundayService, update: updateSundayService, remove: deleteSundayService } = base
