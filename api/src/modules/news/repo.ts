import { and, asc, desc, isNotNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { newsPosts } from '../../db/schema'
import { liveAt } from '../../lib/live'
import type { NewsPost } from './model'

/** What visitors may read: live (lib/live.ts, decision 0042: no draft or scheduled post) and dated. */
export const visibleNews = (now: Date) => and(liveAt(newsPosts, now), isNotNull(newsPosts.publishedAt))

/** Newest first: by the time each is dated, then by id so a page never repeats or skips one. */
export const NEWEST_FIRST = [desc(newsPosts.publishedAt), desc(newsPosts.id)]

/** The news_posts table's door for other modules: the sitemap's addresses of the live posts. */
export const newsPostPaths = (db: Db, now: Date) =>
  db.select({ slug: newsPosts.slug, updatedAt: newsPosts.updatedAt }).from(newsPosts).where(visibleNews(now)).orderBy(asc(newsPosts.slug))

/** The newest live posts, whole, for the feed (feeds/news.ts). */
export const newestNews = (db: Db, limit: number, now: Date): Promise<NewsPost[]> =>
  db
    .select()
    .from(newsPosts)
    .where(visibleNews(now))
    .orderBy(...NEWEST_FIRST)
    .limit(limit)
