import { podcastFeedPath } from '@church/api/lib/slug'
import { LineIcon } from '../../../components/icons'
import { notify } from '../../../components/ui/toaster'

/**
 * 'Subscribe' on the sermons page: the sermon podcast in Apple Podcasts (which subscribes to the
 * feed itself), Spotify (which lists only shows the church has submitted: the link searches it)
 * or any app by its feed address. With a series or speaker chosen, the
 * feed is that series' or speaker's.
 */
export function PodcastSubscribe({ series, speaker, churchName }: { series?: string; speaker?: string; churchName: string }) {
  const path = podcastFeedPath({ series, speaker })
  const feedUrl = `${window.location.origin}${path}`
  const what = series ? `the ${series} series` : speaker ? `sermons by ${speaker}` : 'our sermons'

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(feedUrl)
      notify.success('Feed address copied', 'Paste it into your podcast app to subscribe.')
    } catch {
      notify.info('Copy the feed address', feedUrl)
    }
  }

  return (
    <section aria-labelledby="podcast-subscribe" className="card flex flex-wrap items-center gap-3 p-4 sm:p-5">
      <div className="mr-auto min-w-56">
        <h2 id="podcast-subscribe" className="flex items-center gap-2 text-lg font-semibold text-secondary">
          <LineIcon name="feed" className="h-5 w-5 text-primary" />
          Subscribe
        </h2>
        <p className="text-muted text-sm">Listen to {what} as a podcast.</p>
      </div>
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
      <button type="button" onClick={() => void copy()} className="btn-outline">
        <LineIcon name="copy" className="h-4 w-4" />
        Copy feed URL
      </button>
    </section>
  )
}
