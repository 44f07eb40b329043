import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { sitePages } from '../../db/schema'
import { liveAt } from '../../lib/live'

/**
 * The site_pages table's door for other modules: the sitemap reads pages only through here, and only
 * live ones (lib/live.ts, decision 0042): no draft or scheduled page is listed.
 */
export const sitePagePaths = (db: Db, now: Date) =>
  db
    .select({ slug: sitePages.slug, updatedAt: sitePages.updatedAt })
    .from(sitePages)
    .where(liveAt(sitePages, now))
    .orderBy(asc(sitePages.slug))
