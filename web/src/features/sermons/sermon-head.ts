import { withoutSocialLinks } from '@church/api/lib/plain-text'
import { sermonTitle } from '@church/api/lib/sermon-title'
import { podcastEpisodeData, videoData } from '@church/api/lib/structured-data'
import { youtubeThumbnail, youtubeVideoId } from '@church/api/lib/video'
import { churchOf, type HeadContext, missingTags, pageTags, sharedPicture } from '../site-config/page-head'
import { sermonQueryOptions } from './api/get-sermon'

/**
 * A sermon's page's head (/sermons/{id}), from the sermon its loader read: its title as the page
 * shows it, the speaker and scripture before its description, its picture (or its video's), and
 * its video and podcast episode as JSON-LD.
 */
export function sermonHead(context: HeadContext & { params: { id: string } }) {
  const found = context.match.context.queryClient.getQueryData(sermonQueryOptions(context.params.id).queryKey)
  if (!found) return missingTags(context, 'Sermon Not Found')
  const { church, origin, serviceTime, absolute } = churchOf(context)
  const sermon = { ...found, title: sermonTitle(found.title) }
  const videoId = youtubeVideoId(sermon.youtubeUrl)
  const image = absolute(sermon.thumbnailUrl || (videoId ? youtubeThumbnail(videoId) : sharedPicture(context)))
  const pageUrl = `${origin}${context.match.pathname}`
  const byline = [sermon.speaker, sermon.scripture].filter(Boolean).join(' · ')
  return pageTags(context, {
    title: sermon.title,
    description: [byline, withoutSocialLinks(sermon.description)].filter(Boolean).join(' — '),
    type: videoId ? 'video.other' : 'article',
    image,
    imageAlt: sermon.title,
    // JSON-LD is for search engines, in the server's page only (import.meta.env.SSR: none of its code in the browser's).
    structuredData: import.meta.env.SSR
      ? [
          ...(videoId ? [videoData(sermon, image, church.timezone, pageUrl, serviceTime)] : []),
          ...(sermon.audioUrl ? [podcastEpisodeData(sermon, church.churchName, origin, church.timezone, pageUrl, serviceTime)] : []),
        ]
      : [],
  })
}
