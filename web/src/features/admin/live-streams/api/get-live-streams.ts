import { api, unwrap } from '../../../../lib/api'
import { type PageRequest, usePagedList } from '../../api/paged-list'

/** GET /api/admin/live-streams: one page of the archive, newest first, with how many match. */
const fetchArchivePage = (request: PageRequest) => unwrap(api.admin['live-streams'].get({ query: request }))
export type ArchivedStream = Awaited<ReturnType<typeof fetchArchivePage>>['items'][number]

/** The Live Streams tab's archive, a page at a time with its search. */
export const useLiveStreamArchive = () => usePagedList('live-streams', fetchArchivePage)
