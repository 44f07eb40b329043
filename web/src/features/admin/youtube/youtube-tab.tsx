import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { Loaded } from '../components/loaded'
import { useYoutubeConfigs, useYoutubeConnected } from './api/get-youtube-configs'
import { ChannelSyncForm } from './components/channel-sync-form'
import { PlaylistCard } from './components/playlist-card'

/** YouTube (docs/product.md#youtube-tab): the two configured playlists with 'Sync Now', and the legacy channel sync. */
export function YoutubeTab() {
  const id = useId()
  const configs = useYoutubeConfigs()
  const connected = useYoutubeConnected()

  return (
    <div className="grid gap-6">
      {connected === false ? <NotConnected /> : null}
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-bold text-secondary">
          YouTube Playlists
        </h2>
        <p className="text-muted mt-1">
          Sermons and the live stream archive come from these two playlists. Once the server has a YouTube API key it also syncs them on its
          own, and checks the live stream playlist every two minutes during the Sunday service.
        </p>
        <div className="mt-4">
          <Loaded pending={configs.isPending} failed={configs.isError} what="The playlists">
            <div className="grid gap-4 md:grid-cols-2">
              {configs.data?.map((playlist) => (
                <PlaylistCard key={playlist.id} playlist={playlist} />
              ))}
            </div>
          </Loaded>
        </div>
      </section>
      <ChannelSyncForm />
    </div>
  )
}

/** Without a YouTube API key nothing can sync: say so, what to set, and what staff can do meanwhile. */
function NotConnected() {
  return (
    <section aria-label="YouTube connection" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">Not connected</p>
      <p className="mt-1 text-sm">
        The server has no YouTube API key, so nothing is brought in from YouTube. Whoever runs the server sets{' '}
        <code className="font-mono">YOUTUBE_API_KEY</code> (a YouTube Data API v3 key from Google Cloud) and restarts it. Until then, add
        sermons in the{' '}
        <Link to="/admin" search={{ tab: 'sermons' }} className="font-semibold text-amber-950 underline">
          Sermons
        </Link>{' '}
        tab and recorded services in the{' '}
        <Link to="/admin" search={{ tab: 'live-streams' }} className="font-semibold text-amber-950 underline">
          Live Streams
        </Link>{' '}
        tab.
      </p>
    </section>
  )
}
