import { useId } from 'react'
import { useYoutubeConfigs } from './api/get-youtube-configs'
import { ChannelSyncForm } from './components/channel-sync-form'
import { PlaylistCard } from './components/playlist-card'

/** YouTube (SPEC §2): the two configured playlists with 'Sync Now', and the legacy channel sync. */
export function YoutubeTab() {
  const id = useId()
  const configs = useYoutubeConfigs()

  return (
    <div className="grid gap-6">
      <section aria-labelledby={id}>
        <h2 id={id} className="text-xl font-bold text-secondary">
          YouTube Playlists
        </h2>
        <p className="text-muted mt-1">
          Sermons and the live stream archive come from these two playlists. Once the server has a YouTube API key it also syncs them on its
          own, and checks the live stream playlist every two minutes during the Sunday service.
        </p>
        <div className="mt-4">
          {configs.isPending ? (
            <p className="text-muted" role="status">
              Loading...
            </p>
          ) : configs.isError ? (
            <p className="text-red-800">The playlists could not be loaded. Try again in a moment.</p>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {configs.data.map((playlist) => (
                <PlaylistCard key={playlist.id} playlist={playlist} />
              ))}
            </div>
          )}
        </div>
      </section>
      <ChannelSyncForm />
    </div>
  )
}
