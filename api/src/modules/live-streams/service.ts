import { and, asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveStreams } from '../../db/schema'
import { crud } from '../../lib/crud'
import { newestFirst, offsetOfPage, type PageQuery, pageOf, searching } from '../../lib/paging'
import type { Holds, Same } from '../../lib/table-shapes'
import { oneRecordPerVideo, withVideo } from '../../lib/video-records'
import { type LiveStream, type LiveStreamInput, type LiveStreamQuery, SERVICES_PER_PAGE } from './model'

const base = crud(liveStreams, 'Service')

/** The recorded service answer is the table's row: a column added to one and not the other fails the typecheck here. */
export type LiveStreamIsItsRow = Holds<Same<LiveStream, typeof liveStreams.$inferSelect>>

/** Newest first (then the latest added); staff's archive (GET /api/admin/live-streams) searched by title, description or date, the title ranking. */
const newest = newestFirst(
  liveStreams,
  [liveStreams.date, liveStreams.createdAt],
  [liveStreams.title, liveStreams.description],
  liveStreams.title,
)
export const getLiveStream = base.get
export const createLiveStream = (db: Db, input: LiveStreamInput) => oneRecordPerVideo('service', () => base.create(db, withVideo(input)))
export const updateLiveStream = (db: Db, id: string, input: LiveStreamInput) =>
  oneRecordPerVideo('service', () => base.update(db, id, withVideo(input)))
export const setLiveStreamLive = (db: Db, id: string, isLive: boolean) => base.update(db, id, { isLive })
export const deleteLiveStream = base.remove

/** Each order of the public list, the newest and then the id settling what is left. */
const ORDERS = {
  date: [desc(liveStreams.date), desc(liveStreams.createdAt), desc(liveStreams.id)],
  title: [asc(sql`lower(${liveStreams.title})`), asc(liveStreams.title), desc(liveStreams.date), desc(liveStreams.id)],
  duration: [desc(liveStreams.duration), desc(liveStreams.date), desc(liveStreams.id)],
}

/**
 * Visitors' list a page at a time (docs/product.md#live-streams): searched in title and description,
 * of one type, in one order, with how many match in all, so every service of any year can be reached.
 */
export function listLiveStreams(db: Db, q: LiveStreamQuery) {
  const limit = q.limit ?? SERVICES_PER_PAGE
  const type = q.type ?? 'all'
  const where = and(
    type === 'all' ? undefined : eq(liveStreams.isLive, type === 'live'),
    searching(q.search?.trim(), [liveStreams.title, liveStreams.description]),
  )
  return pageOf(db, liveStreams, { limit, offset: offsetOfPage(q.page, limit) }, where, ORDERS[q.sort ?? 'date'])
}

/** How visitors and staff read recorded services (lib/record-routes.ts). */
export const liveStreamReads = { list: listLiveStreams, get: getLiveStream, page: (db: Db, q: PageQuery) => newest.page(db, q) }

/** How staff add, change and delete a recorded service (lib/record-routes.ts). */
export const liveStreamRecords = {
  create: createLiveStream,
  update: updateLiveStream,
  remove: deleteLiveStream,
  find: getLiveStream,
  area: 'live-streams',
} as const
