import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { featuredContent } from '../../db/schema'
import { crud } from '../../lib/crud'

const base = crud(featuredContent, 'Featured content')

/** Newest first; visitors see only active items, admins see all. */
export const listFeaturedContent = (db: Db, q: { limit?: number; includeInactive?: boolean }) =>
  db
    .select()
    .from(featuredContent)
    .where(q.includeInactive ? undefined : eq(featuredContent.isActive, true))
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
