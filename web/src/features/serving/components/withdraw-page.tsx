import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'
import { PageLoading, PageMessage } from '../../../components/page-states'
import { ApiError } from '../../../lib/api'
import { formatLongDate, formatTime } from '../../../lib/dates'
import { usePostedForm } from '../../../lib/posted-form'
import { useServingChanged, useWithdraw, withdrawSlotQueryOptions } from '../api/serving'
import { withdrawForm } from '../page-forms'

const NOT_VALID = 'This link is not valid, or the slot was already given up.'

/**
 * /serving/withdraw?token=…, the link in a serving email (decision 0060). Opening it changes nothing
 * (mail programs open links to check them): it shows the slot and asks; the button gives it up, an
 * ordinary form post without JavaScript. A forged or used link says so, and nothing changes.
 */
export function WithdrawPage({ token }: { token: string | undefined }) {
  const posted = usePostedForm('withdraw')
  const slot = useQuery(withdrawSlotQueryOptions(token ?? ''))
  const withdraw = useWithdraw()
  const changed = useServingChanged()
  const heading = useRef<HTMLDivElement>(null)
  const done = withdraw.isSuccess || posted?.notice?.sent
  useEffect(() => {
    if (withdraw.isSuccess) heading.current?.focus()
  }, [withdraw.isSuccess])

  if (!token)
    return (
      <PageMessage role="alert" title="This link is incomplete" action={<HomeLink />}>
        Please open the link from the email again. If your email program split it over two lines, copy the whole address into your browser.
      </PageMessage>
    )
  if (done)
    return (
      <div ref={heading} tabIndex={-1}>
        <PageMessage role="status" title={withdrawForm.sent.title} action={<HomeLink />}>
          {withdrawForm.sent.message}
        </PageMessage>
      </div>
    )
  if (slot.isPending) return <PageLoading text="Finding your slot..." />
  if (slot.error || !slot.data)
    return (
      <PageMessage role="alert" title="This link does not work" action={<HomeLink />}>
        {slot.error instanceof ApiError && slot.error.status === 404 ? NOT_VALID : withdrawForm.failure}
      </PageMessage>
    )
  const s = slot.data
  const failed = withdraw.error ?? (posted?.notice && !posted.notice.sent ? new Error(posted.notice.message) : null)
  return (
    <div className="container-page py-20">
      <div className="card mx-auto max-w-xl p-8">
        <h1 className="text-2xl font-bold text-secondary sm:text-3xl">Give up your slot?</h1>
        <p className="mt-3 text-slate-800">
          {s.name}, you are on the list as <strong>{s.roleName}</strong> for {s.eventTitle} on {formatLongDate(s.date)}
          {s.startTime ? ` at ${formatTime(s.startTime)}` : ''}
          {s.location ? `, ${s.location}` : ''}.
        </p>
        {failed ? (
          <p role="alert" className="mt-4 rounded-lg border-l-4 border-red-700 bg-red-50 px-4 py-3 text-red-900">
            {failed instanceof ApiError ? failed.detail : failed.message}
          </p>
        ) : null}
        <form
          method="post"
          action=""
          className="mt-6 flex flex-wrap gap-3"
          onSubmit={(event) => {
            event.preventDefault()
            withdraw.mutate(token, { onSettled: () => void changed() })
          }}
        >
          <input type="hidden" name="form" value={withdrawForm.name} />
          <input type="hidden" name="token" value={token} />
          <button type="submit" className="btn-primary" disabled={withdraw.isPending}>
            {withdraw.isPending ? 'Giving up...' : 'Give up my slot'}
          </button>
          <Link to="/" className="btn-outline">
            Keep my slot
          </Link>
        </form>
      </div>
    </div>
  )
}

function HomeLink() {
  return (
    <Link to="/" className="btn-primary">
      Back to Home
    </Link>
  )
}
