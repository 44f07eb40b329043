import { podcastFeedPath } from '@church/api/lib/slug'
import { SubscribeBox } from '../../../components/subscribe-box'
import { useSiteOrigin } from '../../../lib/site-origin'
import { usePodcastHasEpisodes } from '../api/get-podcast'

/**
 * 'Subscribe' on the sermons page: the sermon podcast in Apple Podcasts (which subscribes to the
 * feed itself), Spotify (which lists only shows the church has submitted: the link searches it)
 * or any app by its feed address. With a series or speaker chosen, the feed is that series' or speaker's.
 * Offered only when that podcast has at least one episode (a sermon with audio): an empty feed helps nobody.
 */
export function PodcastSubscribe({ series, speaker, churchName }: { series?: string; speaker?: string; churchName: string }) {
  const hasEpisodes = usePodcastHasEpisodes({ series, speaker })
  const origin = useSiteOrigin()
  if (!hasEpisodes) return null
  const feedUrl = `${origin}${podcastFeedPath({ series, speaker })}`
  const what = series ? `the ${series} series` : speaker ? `sermons by ${speaker}` : 'our sermons'
  return (
    <SubscribeBox
      id="podcast-subscribe"
      icon="feed"
      title="Subscribe"
      description={`Listen to ${what} as a podcast.`}
      feedUrl={feedUrl}
      copyLabel="Copy feed URL"
      copied="Feed address copied"
    >
      <a href={`podcast://${feedUrl.replace(/^https?:\/\//, '')}`} className="btn-outline">
        Apple Podcasts
      </a>
      <a
        href={`https://open.spotify.com/search/${encodeURIComponent(churchName)}/podcasts`}
        target="_blank"
        rel="noopener noreferrer"
        className="btn-outline"
      >
        Spotify
        <span className="sr-only">(opens in a new tab)</span>
      </a>
    </SubscribeBox>
  )
}
