import { and, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { events, featuredContent, sermons } from '../../db/schema'
import { crud } from '../../lib/crud'
import { liveAt } from '../../lib/live'

const base = crud(featuredContent, 'Featured content')

/**
 * Not a featured sermon or event that is a draft or scheduled at `now` (decision 0042), so visitors never
 * see featured what they cannot open yet. A Content ID that names no record of ours is left as it is.
 */
const showable = (now: Date) =>
  and(
    sql`not (${featuredContent.type} = 'sermon' and ${featuredContent.contentId} in (select ${sermons.id}::text from ${sermons} where not ${liveAt(sermons, now)}))`,
    sql`not (${featuredContent.type} = 'event' and ${featuredContent.contentId} in (select ${events.id}::text from ${events} where not ${liveAt(events, now)}))`,
  )

/** Newest first; visitors see only active items, none of a sermon or event not live at `now`; admins see all. */
export const listFeaturedContent = (db: Db, q: { limit?: number; includeInactive?: boolean }, now: Date = new Date()) =>
  db
    .select()
    .from(featuredContent)
    .where(q.includeInactive ? undefined : and(eq(featuredContent.isActive, true), showable(now)))
    .orderBy(desc(featuredContent.createdAt))
    .limit(q.limit ?? 1000)
export const { get: getFeaturedContent, create: createFeaturedContent, update: updateFeaturedContent, remove: deleteFeaturedContent } = base

/** How staff add, change and delete featured content (lib/record-routes.ts). */
export const featuredRecords = {
  create: createFeaturedContent,
  update: updateFeaturedContent,
  remove: deleteFeaturedContent,
  find: getFeaturedContent,
  area: 'featured',
} as const
