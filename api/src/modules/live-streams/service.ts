import type { Db } from '../../db/client'
import { liveStreams } from '../../db/schema'
import { crud } from '../../lib/crud'
import { newestFirst } from '../../lib/paging'
import { oneRecordPerVideo, withVideo } from '../../lib/video-records'
import type { LiveStreamInput } from './model'

const base = crud(liveStreams, 'Service')

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

/** How visitors and staff read recorded services (lib/record-routes.ts). */
export const liveStreamReads = { list: newest.list, get: getLiveStream, page: newest.page }

/** How staff add, change and delete a recorded service (lib/record-routes.ts). */
export const liveStreamRecords = { create: createLiveStream, update: updateLiveStream, remove: deleteLiveStream }
