import { format, formatDistanceToNow, isValid } from 'date-fns'
import { useEffect, useState } from 'react'
import type { YoutubePlaylist } from '../api/get-youtube-configs'

/** Re-renders every minute, so '5 minutes ago' does not go stale on a tab left open. */
function useMinuteClock() {
  const [, setTick] = useState(0)
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), 60_000)
    return () => clearInterval(timer)
  }, [])
}

function When({ at }: { at: Date }) {
  return (
    <time dateTime={at.toISOString()} title={format(at, "MMMM d, yyyy 'at' h:mm a")}>
      {formatDistanceToNow(at, { addSuffix: true })}
    </time>
  )
}

/**
 * How the playlist's last sync went (by hand or scheduled), in the server's words. A failed one is
 * an alert staff can read until the next sync works.
 */
export function LastSync({ playlist }: { playlist: YoutubePlaylist }) {
  useMinuteClock()
  const at = playlist.lastSyncedAt ? new Date(playlist.lastSyncedAt) : null
  if (!at || !isValid(at)) return <p className="text-sm text-slate-700">Not synced yet</p>

  if (playlist.lastSyncStatus === 'failed') {
    return (
      <div role="alert" className="rounded-lg border border-red-300 bg-red-50 px-3 py-2 text-sm text-red-900">
        <p className="font-bold">
          Last sync failed <When at={at} />
        </p>
        {playlist.lastSyncMessage ? <p className="mt-1 break-words">{playlist.lastSyncMessage}</p> : null}
      </div>
    )
  }
  return (
    <div className="text-sm">
      <p className="text-slate-700">
        Last synced <When at={at} />
      </p>
      {playlist.lastSyncMessage ? <p className="mt-1 break-words font-semibold text-green-800">{playlist.lastSyncMessage}</p> : null}
    </div>
  )
}
