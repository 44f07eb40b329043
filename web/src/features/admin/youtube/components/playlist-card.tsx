import { YoutubeConfigInput } from '@church/api/models/youtube'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormField } from '../../../../components/ui/form-field'
import { serverFailure } from '../../../../lib/forms'
import { useYoutubeConnected, type YoutubePlaylist } from '../api/get-youtube-configs'
import { useSyncPlaylist } from '../api/sync-playlist'
import { useUpdateYoutubeConfig } from '../api/update-youtube-config'
import { LastSync } from './last-sync'

type PlaylistFormValues = v.InferInput<typeof YoutubeConfigInput>

const PURPOSE: Record<YoutubePlaylist['type'], string> = {
  sermons: 'Videos from this playlist become sermons.',
  live_streams: 'Videos from this playlist fill the live stream archive.',
}

/** Where a playlist stands: without an id it is 'Not set', whatever its flag says. */
const standing = (playlist: YoutubePlaylist) =>
  !playlist.playlistId
    ? { label: 'Not set', colours: 'bg-amber-100 text-amber-950' }
    : playlist.isActive
      ? { label: 'Active', colours: 'bg-green-100 text-green-900' }
      : { label: 'Inactive', colours: 'bg-slate-200 text-slate-800' }

/** Why 'Sync Now' can't be used right now, if it can't. */
function syncBlocked(connected: boolean | undefined, isDirty: boolean, playlistId: string) {
  if (connected === false) return 'Syncing needs a YouTube API key on the server (see above).'
  if (isDirty) return 'Save the new playlist ID before syncing.'
  if (!playlistId) return "Enter and save this playlist's ID to sync it."
  return null
}

/** One configured playlist: its id (editable), Active or Not set, how its last sync went, and 'Sync Now'. */
export function PlaylistCard({ playlist }: { playlist: YoutubePlaylist }) {
  const id = useId()
  const connected = useYoutubeConnected()
  const badge = standing(playlist)
  const update = useUpdateYoutubeConfig()
  const sync = useSyncPlaylist()
  const { register, handleSubmit, setError, formState } = useForm<PlaylistFormValues, unknown, v.InferOutput<typeof YoutubeConfigInput>>({
    resolver: valibotResolver(YoutubeConfigInput),
    // The saved values; a refresh from the server keeps what staff are still typing.
    values: { name: playlist.name, playlistId: playlist.playlistId, isActive: playlist.isActive },
    resetOptions: { keepDirtyValues: true },
  })
  const { errors, isDirty } = formState
  const blocked = syncBlocked(connected, isDirty, playlist.playlistId)

  const onSave = handleSubmit(async (values) => {
    try {
      await update.mutateAsync({ id: playlist.id, input: values })
    } catch (error) {
      serverFailure(error, setError, '')
    }
  })

  return (
    <article aria-labelledby={`${id}-name`} className="card flex flex-col p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`${id}-name`} className="text-lg font-bold text-secondary">
          {playlist.name}
        </h3>
        <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${badge.colours}`}>{badge.label}</span>
      </div>
      <p className="text-muted mt-1 text-sm">{PURPOSE[playlist.type]}</p>

      <form onSubmit={onSave} noValidate className="mt-4 flex flex-wrap items-end gap-3">
        <FormField id={`${id}-playlist`} label="Playlist ID" error={errors.playlistId?.message} className="min-w-0 flex-1 basis-56">
          {(control) => (
            <input
              {...control}
              type="text"
              spellCheck={false}
              autoComplete="off"
              className="input-base font-mono"
              {...register('playlistId')}
            />
          )}
        </FormField>
        <button
          type="submit"
          className="btn-outline px-4 py-2 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={update.isPending || !isDirty}
        >
          {update.isPending ? 'Saving...' : 'Save'}
          <span className="sr-only"> {playlist.name} playlist ID</span>
        </button>
      </form>

      <div className="mt-4 flex flex-wrap items-start justify-between gap-3 border-t border-slate-200 pt-4">
        <div className="min-w-0 flex-1 basis-56">
          <LastSync playlist={playlist} />
        </div>
        <button
          type="button"
          className="btn-primary px-4 py-2 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={sync.isPending || blocked !== null || connected === undefined}
          aria-describedby={blocked ? `${id}-hint` : undefined}
          onClick={() => sync.mutate({ playlistId: playlist.playlistId, type: playlist.type })}
        >
          {sync.isPending ? 'Syncing...' : 'Sync Now'}
          <span className="sr-only"> {playlist.name}</span>
        </button>
      </div>
      {blocked ? (
        <p id={`${id}-hint`} className="text-muted mt-2 text-sm">
          {blocked}
        </p>
      ) : null}
    </article>
  )
}
