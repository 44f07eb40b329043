import { SUBSCRIBED_MESSAGE, SubscribeInput } from '@church/api/models/newsletter'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import * as v from 'valibot'
import { HoneypotField, withoutEmptyHoneypot } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { notify } from '../../../components/ui/toaster'
import { serverFailure } from '../../../lib/forms'
import { useSubscribe } from '../api/subscribe'

const NewsletterForm = v.pick(SubscribeInput, ['email', 'website'])
type NewsletterForm = v.InferInput<typeof NewsletterForm>

/**
 * The Stay Connected newsletter form (home and plan a visit): the API's own schema, 'Subscribing...'
 * while it runs, SPEC §8 toasts, and the field cleared on success.
 */
export function StayConnected({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const headingId = useId()
  const subscribe = useSubscribe()
  const { register, handleSubmit, reset, setError, formState } = useForm<NewsletterForm, unknown, v.InferOutput<typeof NewsletterForm>>({
    resolver: valibotResolver(NewsletterForm),
    defaultValues: { email: '', website: '' },
  })
  const emailError = formState.errors.email?.message

  const onSubmit = handleSubmit(async (values) => {
    try {
      await subscribe.mutateAsync(withoutEmptyHoneypot(values))
      // SPEC §8's words, and a sentence about the confirmation email (double opt-in).
      notify.success('Success', SUBSCRIBED_MESSAGE)
      reset()
    } catch (error) {
      notify.error('Error', serverFailure(error, setError, 'Failed to subscribe. Please try again.'))
    }
  })

  const dark = tone === 'dark'
  return (
    <section aria-labelledby={headingId} className={dark ? 'bg-secondary text-white' : 'bg-white'}>
      <div className="container-page py-14 text-center">
        <h2 id={headingId} className={`text-2xl font-bold sm:text-3xl ${dark ? 'text-white' : 'text-secondary'}`}>
          Stay Connected
        </h2>
        <p className={`mx-auto mt-2 max-w-xl ${dark ? 'text-slate-200' : 'text-muted'}`}>
          News of services, events and parish life, straight to your inbox.
        </p>
        <form onSubmit={onSubmit} noValidate className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row">
          <HoneypotField field={register('website')} />
          <div className="flex-1 text-left">
            <label htmlFor={`${headingId}-email`} className="sr-only">
              Email address
            </label>
            <input
              id={`${headingId}-email`}
              type="email"
              autoComplete="email"
              required
              placeholder="Your email address"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${headingId}-error` : undefined}
              className="input-base"
              {...register('email')}
            />
            {emailError ? (
              <p id={`${headingId}-error`} className={`mt-1 text-sm ${dark ? 'text-red-200' : 'text-red-700'}`}>
                {emailError}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary self-start" disabled={subscribe.isPending}>
            {subscribe.isPending ? 'Subscribing...' : 'Subscribe'}
          </button>
        </form>
        <OfflineSendNote waiting={subscribe.isPending} />
      </div>
    </section>
  )
}
