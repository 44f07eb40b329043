import { ChannelSyncInput } from '@church/api/models/youtube'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type * as v from 'valibot'
import { FormField } from '../../../../components/ui/form-field'
import { serverFailure } from '../../../../lib/forms'
import { useYoutubeConnected } from '../api/get-youtube-configs'
import { useSyncChannel } from '../api/sync-channel'
import { syncFailureMessage, syncSuccessMessage } from '../api/sync-message'
import { SyncResult } from './sync-result'

type ChannelFormValues = v.InferInput<typeof ChannelSyncInput>
/** 20 videos unless staff ask for another number from 1 to 50 (docs/product.md#youtube-tab). */
const DEFAULTS: ChannelFormValues = { channelId: '', maxResults: '20' }

/** The legacy sync: the latest videos of a whole channel, by its channel ID (docs/product.md#youtube-tab). */
export function ChannelSyncForm() {
  const id = useId()
  const sync = useSyncChannel()
  const connected = useYoutubeConnected()
  const { register, handleSubmit, setError, formState } = useForm<ChannelFormValues, unknown, v.InferOutput<typeof ChannelSyncInput>>({
    resolver: valibotResolver(ChannelSyncInput),
    defaultValues: DEFAULTS,
  })
  const { errors } = formState
  const fields = { channelId: register('channelId'), maxResults: register('maxResults') }

  const onSubmit = handleSubmit(async (values) => {
    try {
      await sync.mutateAsync(values)
    } catch (error) {
      serverFailure(error, setError, '')
    }
  })

  const result = sync.isError
    ? { ok: false, text: syncFailureMessage(sync.error) }
    : sync.isSuccess
      ? { ok: true, text: syncSuccessMessage(sync.data, 'YouTube videos synced successfully') }
      : null

  return (
    <section aria-labelledby={`${id}-title`} className="card p-5 sm:p-6">
      <h2 id={`${id}-title`} className="text-xl font-bold text-secondary">
        Sync from a Channel
      </h2>
      <p className="text-muted mt-1 text-sm">The older way: bring in the latest videos of a whole YouTube channel.</p>
      <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-4 sm:grid-cols-[1fr_10rem_auto] sm:items-start">
        <FormField id={`${id}-channel`} label="YouTube Channel ID" error={errors.channelId?.message}>
          {(control) => (
            <input
              {...control}
              type="text"
              required
              spellCheck={false}
              autoComplete="off"
              placeholder="UC..."
              className="input-base font-mono"
              {...fields.channelId}
            />
          )}
        </FormField>
        <FormField id={`${id}-max`} label="Max results" error={errors.maxResults?.message}>
          {(control) => (
            <input {...control} type="number" min={1} max={50} step={1} inputMode="numeric" className="input-base" {...fields.maxResults} />
          )}
        </FormField>
        <button
          type="submit"
          className="btn-primary sm:mt-6 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={sync.isPending || connected !== true}
          aria-describedby={connected === false ? `${id}-blocked` : undefined}
        >
          {sync.isPending ? 'Syncing...' : 'Sync Videos'}
        </button>
      </form>
      {connected === false ? (
        <p id={`${id}-blocked`} className="text-muted mt-2 text-sm">
          Syncing needs a YouTube API key on the server (see above).
        </p>
      ) : null}
      <SyncResult result={result} />
    </section>
  )
}
