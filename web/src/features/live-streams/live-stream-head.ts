import { videoData } from '@church/api/lib/structured-data'
import { youtubeThumbnail, youtubeVideoId } from '@church/api/lib/video'
import { churchOf, type HeadContext, missingTags, pageTags, sharedPicture } from '../site-config/page-head'
import { liveStreamQueryOptions } from './api/get-live-stream'

/** A service's page (/live-streams/{id}): its title, description and picture (or its video's), and its video as JSON-LD. */
export function liveStreamHead(context: HeadContext & { params: { id: string } }) {
  const stream = context.match.context.queryClient.getQueryData(liveStreamQueryOptions(context.params.id).queryKey)
  if (!stream) return missingTags(context, 'Service Not Found')
  const { church, origin, serviceTime, absolute } = churchOf(context)
  const videoId = youtubeVideoId(stream.youtubeUrl)
  const image = absolute(stream.thumbnailUrl || (videoId ? youtubeThumbnail(videoId) : sharedPicture(context)))
  return pageTags(context, {
    title: stream.title,
    description: stream.description || `Worship at ${church.churchName}`,
    type: videoId ? 'video.other' : 'article',
    image,
    imageAlt: stream.title,
    // JSON-LD is for search engines, in the server's page only (none of its code in the browser's).
    structuredData:
      import.meta.env.SSR && videoId ? [videoData(stream, image, church.timezone, `${origin}${context.match.pathname}`, serviceTime)] : [],
  })
}
