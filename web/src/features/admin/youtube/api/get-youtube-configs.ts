import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

const fetchYoutubeConfigs = () => unwrap(api['youtube-configs'].get())
export type YoutubePlaylist = Awaited<ReturnType<typeof fetchYoutubeConfigs>>[number]

/** GET /api/youtube-configs: the two configured playlists (sermons, live-stream archive); no retry. */
export const youtubeConfigsQueryOptions = () => adminQueryOptions(['youtube-configs'], fetchYoutubeConfigs)

export const useYoutubeConfigs = () => useQuery(youtubeConfigsQueryOptions())

/** GET /api/admin/youtube/status: whether the server has a YouTube API key, so syncing can work at all. */
export const youtubeStatusQueryOptions = () => adminQueryOptions(['youtube-status'], () => unwrap(api.admin.youtube.status.get()))

/** True or false once known; undefined while loading (sync buttons wait). */
export const useYoutubeConnected = () => useQuery(youtubeStatusQueryOptions()).data?.connected
