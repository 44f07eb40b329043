import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { ADMIN_LIST_LIMIT, adminQueryOptions } from '../../api/admin-query'

const fetchArchive = () => unwrap(api['live-streams'].get({ query: { limit: ADMIN_LIST_LIMIT } }))
export type ArchivedStream = Awaited<ReturnType<typeof fetchArchive>>[number]

/** GET /api/live-streams?limit=100: the archive, newest first; no retry (SPEC §6). */
export const liveStreamArchiveQueryOptions = () => adminQueryOptions(['live-streams', { limit: ADMIN_LIST_LIMIT }], fetchArchive)

export const useLiveStreamArchive = () => useQuery(liveStreamArchiveQueryOptions())
