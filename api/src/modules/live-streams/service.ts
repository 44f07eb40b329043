import { desc } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { liveStreams } from '../../db/schema'
import { crud } from '../../lib/crud'
import { type PageQuery, pageOf, searching } from '../../lib/paging'
import { oneRecordPerVideo, withVideo } from '../../lib/video-records'
import type { LiveStreamInput } from './model'

const base = crud(liveStreams, 'Service')

/** Newest first. */
export const listLiveStreams = (db: Db, q: { limit?: number }) =>
  db
    .select()
    .from(liveStreams)
    .orderBy(desc(liveStreams.date), desc(liveStreams.createdAt))
    .limit(q.limit ?? 1000)

/** Staff's archive (GET /api/admin/live-streams): newest first, a page at a time, searched by title or description. */
export const listLiveStreamsPage = (db: Db, q: PageQuery) =>
  pageOf(db, liveStreams, q, searching(q.search, [liveStreams.title, liveStreams.description]), [
    desc(liveStreams.date),
    desc(liveStreams.createdAt),
    desc(liveStreams.id),
  ])
export const getLiveStream = base.get
export const createLiveStream = (db: Db, input: LiveStreamInput) => oneRecordPerVideo('service', () => base.create(db, withVideo(input)))
export const updateLiveStream = (db: Db, id: string, input: LiveStreamInput) =>
  oneRecordPerVideo('service', () => base.update(db, id, withVideo(input)))
export const setLiveStreamLive = (db: Db, id: string, isLive: boolean) => base.update(db, id, { isLive })
export const deleteLiveStream = base.remove

/** How staff add, change and delete a recorded service (lib/record-routes.ts). */
export const liveStreamRecords = { create: createLiveStream, update: updateLiveStream, remove: deleteLiveStream }
