import { MAX_PARTY } from '@church/api/models/registrations'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type FormEvent, useId, useState } from 'react'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { PostedNotice } from '../../../components/ui/posted-notice'
import { ApiError } from '../../../lib/api'
import { failureWords } from '../../../lib/failure-words'
import { type PostedForm, usePostedForm } from '../../../lib/posted-form'
import { managedRegistrationQueryOptions } from '../api/get-registration'
import { registrationChangeForm } from '../registration-forms'

const STATUS_WORDS = {
  confirmed: 'You are registered',
  waiting: 'You are on the waiting list',
  cancelled: 'This registration is cancelled',
} as const

/**
 * /registration?token=…: the page a registrant opens from their email (decision 0058). It shows the
 * event, the date and their party, and lets them change the number in their party or cancel: one
 * form with two buttons, an ordinary post without JavaScript. A link that is not valid says so.
 */
export function ManageRegistration({ token }: { token: string }) {
  const read = useQuery(managedRegistrationQueryOptions(token))
  if (!token) {
    return (
      <PageMessage role="alert" title="This link is incomplete" action={<HomeLink />}>
        Please open the link from your confirmation email again. If your email program split it over two lines, copy the whole address into
        your browser.
      </PageMessage>
    )
  }
  if (read.isPending) return <PageLoading text="Loading your registration..." />
  if (read.error || !read.data) {
    return (
      <PageMessage role="alert" title="This link is not valid" action={<HomeLink />}>
        {read.error instanceof ApiError ? read.error.detail : 'Please open the link from your confirmation email again.'}
      </PageMessage>
    )
  }
  return <ManagePage token={token} registration={read.data} />
}

type Managed = NonNullable<
  ReturnType<typeof useQuery<Awaited<ReturnType<NonNullable<ReturnType<typeof managedRegistrationQueryOptions>['queryFn']>>>>>['data']
>

function ManagePage({ token, registration }: { token: string; registration: Managed }) {
  const id = useId()
  const queryClient = useQueryClient()
  const posted = usePostedForm('registration-change')
  const [notice, setNotice] = useState<PostedForm | undefined>(posted)
  const change = useMutation({ mutationFn: registrationChangeForm.send })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    const data = new FormData(event.currentTarget)
    const action = submitter?.value === 'cancel' ? 'cancel' : 'party'
    change.mutate(
      { token, action, partySize: Number(data.get('partySize') ?? registration.partySize) },
      {
        onSuccess: async (answer) => {
          setNotice(said(true, 'Done', (answer as { message: string }).message))
          await queryClient.invalidateQueries({ queryKey: ['event-registrations', 'manage', token] })
        },
        onError: (error) => setNotice(said(false, 'Error', failureWords(error, registrationChangeForm.failure))),
      },
    )
  }
  const place = [registration.when, registration.place].filter(Boolean).join(' · ')
  return (
    <div className="container-page py-12 sm:py-16">
      <section aria-labelledby={`${id}-title`} className="card mx-auto max-w-xl p-6 sm:p-8">
        <h1 id={`${id}-title`} className="text-2xl font-bold text-secondary sm:text-3xl">
          {registration.title}
        </h1>
        {place ? <p className="text-muted mt-2">{place}</p> : null}
        <p className="mt-4 text-lg font-semibold text-slate-800">
          {STATUS_WORDS[registration.status]}
          {registration.status === 'cancelled'
            ? '.'
            : `, ${registration.name}: ${registration.partySize === 1 ? '1 person' : `${registration.partySize} people`}.`}
        </p>
        <PostedNotice posted={notice} className="mt-4" />
        {registration.changeable ? (
          <form method="post" action={`/registration?token=${encodeURIComponent(token)}`} onSubmit={onSubmit} className="mt-6 grid gap-5">
            <input type="hidden" name="form" value={registrationChangeForm.name} />
            <input type="hidden" name="token" value={token} />
            {registration.askParty ? (
              <div className="grid gap-2">
                <label htmlFor={`${id}-party`} className="label-base">
                  Number in your party, including you
                </label>
                <div className="flex flex-wrap items-center gap-3">
                  <input
                    id={`${id}-party`}
                    name="partySize"
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_PARTY}
                    defaultValue={registration.partySize}
                    className="input-base w-32"
                  />
                  <button type="submit" name="action" value="party" className="btn-primary" disabled={change.isPending}>
                    Save
                  </button>
                </div>
              </div>
            ) : (
              <input type="hidden" name="partySize" value={registration.partySize} />
            )}
            <div className="border-t border-slate-200 pt-5">
              <p className="text-muted">Can no longer come? Cancelling gives your place to the next person waiting.</p>
              <button type="submit" name="action" value="cancel" className="btn-outline mt-3" disabled={change.isPending}>
                Cancel my registration
              </button>
            </div>
          </form>
        ) : registration.status === 'cancelled' ? null : (
          <p className="text-muted mt-4">This date has passed or is cancelled, so the registration can no longer be changed.</p>
        )}
        <div className="mt-6">
          <Link to="/events" className="font-semibold text-primary">
            See all events
          </Link>
        </div>
      </section>
    </div>
  )
}

const said = (sent: boolean, title: string, message: string): PostedForm => ({
  form: 'registration-change',
  values: {},
  notice: { sent, title, message },
  fields: {},
})

const HomeLink = () => (
  <Link to="/" className="btn-primary">
    Go to the home page
  </Link>
)
