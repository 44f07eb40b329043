import { useMutation } from '@tanstack/react-query'
import { type ChangeEvent, type FormEvent, useId, useRef, useState } from 'react'
import { HoneypotField } from '../../../components/ui/honeypot-field'
import { OfflineSendNote } from '../../../components/ui/offline-send-note'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { notify } from '../../../components/ui/toaster'
import { ApiError } from '../../../lib/api'
import { usePostedForm } from '../../../lib/posted-form'

// The form's schema and sending (with the validation library) load when the visitor starts on the
// form, keeping them out of the home page's first load.
type NewsletterForm = typeof import('../page-form')
let loading: Promise<NewsletterForm> | undefined
const loadForm = () => {
  loading ??= import('../page-form')
  return loading
}

/**
 * The Stay Connected newsletter form (home, plan a visit, the newsletter link pages): the API's own
 * schema and message, 'Subscribing...' while it runs, a toast for the result, and the field cleared
 * on success. One field needs no form library, so it is light enough for the home page. Without
 * JavaScript it is an ordinary form post; the page comes back with the result above the field.
 */
export function StayConnected({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const headingId = useId()
  const posted = usePostedForm('newsletter')
  const subscribe = useMutation({
    mutationFn: async (values: { email: string; website: string }) => (await loadForm()).newsletterForm.send(values),
  })
  const [email, setEmail] = useState(() => (posted && !posted.notice?.sent ? String(posted.values.email ?? '') : ''))
  const [website, setWebsite] = useState('')
  const [emailError, setEmailError] = useState(posted?.fields.email)
  // The posted answer shows until the visitor sends the form here; after that, toasts say how it went.
  const [sentHere, setSentHere] = useState(false)
  const input = useRef<HTMLInputElement>(null)
  const [form, setForm] = useState<NewsletterForm>()
  const checkEmail = (typed: string) => form?.emailProblem(typed, website)

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setSentHere(true)
    const loaded = await loadForm().catch(() => undefined)
    if (!loaded) {
      notify.error('Error', 'Failed to subscribe. Please try again.')
      return
    }
    setForm(loaded)
    const problem = loaded.emailProblem(email, website)
    setEmailError(problem)
    if (problem) {
      input.current?.focus()
      return
    }
    const { newsletterForm } = loaded
    try {
      const answer = await subscribe.mutateAsync({ email, website })
      const thanks = { ...newsletterForm.sent, ...loaded.subscribedNotice(answer) }
      notify.success(thanks.title, thanks.message)
      setEmail('')
    } catch (error) {
      const failure = error instanceof ApiError ? error : undefined
      if (failure?.fields?.email) setEmailError(failure.fields.email)
      notify.error('Error', failure?.detail || newsletterForm.failure)
    }
  }

  const dark = tone === 'dark'
  return (
    <section id="stay-connected" aria-labelledby={headingId} className={dark ? 'bg-secondary text-white' : 'bg-white'}>
      <div className="container-page py-14 text-center">
        <h2 id={headingId} className={`text-2xl font-bold sm:text-3xl ${dark ? 'text-white' : 'text-secondary'}`}>
          Stay Connected
        </h2>
        <p className={`mx-auto mt-2 max-w-xl ${dark ? 'text-slate-200' : 'text-muted'}`}>
          News of services, events and parish life, straight to your inbox.
        </p>
        <PostedNotice posted={sentHere ? undefined : posted} className="mx-auto mt-6 max-w-md" />
        <form
          method="post"
          action="#stay-connected"
          onSubmit={onSubmit}
          noValidate
          className="mx-auto mt-6 flex max-w-md flex-col gap-3 sm:flex-row"
        >
          <input type="hidden" name="form" value="newsletter" />
          <HoneypotField
            field={{ name: 'website', value: website, onChange: (event: ChangeEvent<HTMLInputElement>) => setWebsite(event.target.value) }}
          />
          <div className="flex-1 text-left">
            <label htmlFor={`${headingId}-email`} className="sr-only">
              Email address
            </label>
            <input
              ref={input}
              id={`${headingId}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              placeholder="Your email address"
              aria-invalid={emailError ? true : undefined}
              aria-describedby={emailError ? `${headingId}-error` : undefined}
              className="input-base"
              value={email}
              onFocus={() => void loadForm().catch(() => {})}
              onChange={(event) => {
                setEmail(event.target.value)
                // Like the other forms: once sent, the message follows what is typed.
                if (sentHere && form) setEmailError(checkEmail(event.target.value))
              }}
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
