import { EMAIL_KINDS, type OutboxStatus } from '@church/api/models/email'
import { useId, useState } from 'react'
import { useEmailStatus } from '../../api/get-email-status'
import { flattenInbox } from '../../api/inbox-page'
import { Options } from '../../components/dialog-fields'
import { Loaded } from '../../components/loaded'
import { ReceivedAt } from '../../components/received-at'
import { type OutboxEmail, useEmails } from '../api/get-emails'
import { useRetryEmail } from '../api/retry-email'

const STATUS: Record<OutboxStatus, { label: string; colours: string }> = {
  pending: { label: 'Pending', colours: 'bg-blue-100 text-blue-900' },
  sending: { label: 'Sending', colours: 'bg-blue-100 text-blue-900' },
  sent: { label: 'Sent', colours: 'bg-green-100 text-green-900' },
  retrying: { label: 'Retrying', colours: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Failed', colours: 'bg-red-100 text-red-900' },
  not_sent: { label: 'Not sent (email not set up)', colours: 'bg-slate-200 text-slate-900' },
}

/** The filter's choices; '' shows every email. */
const FILTERS: { value: OutboxStatus | ''; label: string }[] = [
  { value: '', label: 'All emails' },
  { value: 'failed', label: 'Failed' },
  { value: 'retrying', label: 'Retrying' },
  { value: 'pending', label: 'Pending' },
  { value: 'sent', label: 'Sent' },
  { value: 'not_sent', label: 'Not sent (email not set up)' },
]

const kindInWords = (kind: string) => EMAIL_KINDS[kind as keyof typeof EMAIL_KINDS] ?? kind
const attemptsInWords = (n: number) => `${n} ${n === 1 ? 'attempt' : 'attempts'}`

/**
 * 'Email' (Messages tab): every email the website sends, newest first, with its state (sent,
 * pending, retrying, failed, or not sent because no mail server is set up), attempts and the mail
 * server's last answer. Failed and retrying emails can be sent again by hand, and so can emails
 * that were not sent once a mail server is set up.
 */
export function OutboxCard() {
  const id = useId()
  const [status, setStatus] = useState<OutboxStatus | ''>('')
  const emails = useEmails(status || undefined)
  const { data: emailStatus } = useEmailStatus()
  const items = flattenInbox(emails.data?.pages)

  return (
    <section aria-labelledby={id} className="card flex flex-col p-5 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={id} className="text-xl font-bold text-secondary">
            Email
          </h2>
          <p className="text-muted mt-1 text-sm">Every email the website sends, newest first. Failed emails can be sent again.</p>
        </div>
        <div>
          <label htmlFor={`${id}-status`} className="label-base">
            Show
          </label>
          <select
            id={`${id}-status`}
            className="input-base"
            value={status}
            onChange={(e) => setStatus(e.target.value as OutboxStatus | '')}
          >
            <Options options={FILTERS} />
          </select>
        </div>
      </div>
      <div className="mt-4">
        <Loaded pending={emails.isPending} failed={emails.isError} what="The emails">
          {items.length === 0 ? (
            <p className="text-muted">{status ? 'No emails with this status' : 'No emails yet'}</p>
          ) : (
            <ul className="grid gap-3 lg:grid-cols-2">
              {items.map((email) => (
                <OutboxItem key={email.id} email={email} mailSetUp={emailStatus?.goesOut ?? false} />
              ))}
            </ul>
          )}
        </Loaded>
      </div>
      {emails.hasNextPage ? (
        <button
          type="button"
          className="btn-outline mt-4 self-start px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          disabled={emails.isFetchingNextPage}
          onClick={() => void emails.fetchNextPage()}
        >
          {emails.isFetchingNextPage ? 'Loading...' : 'Load older emails'}
        </button>
      ) : null}
    </section>
  )
}

function OutboxItem({ email, mailSetUp }: { email: OutboxEmail; mailSetUp: boolean }) {
  const retry = useRetryEmail()
  const status = STATUS[email.status]
  const notSent = email.status === 'not_sent'
  // An email that was not sent can go out once a mail server is set up; before that it would only reach the log again.
  const canRetry = email.status === 'failed' || email.status === 'retrying' || (notSent && mailSetUp)
  return (
    <li className="rounded-lg border border-slate-200 p-4" aria-label={`Email to ${email.toAddress}: ${email.subject}`}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-secondary">{email.subject}</h3>
          <p className="text-sm text-slate-700">
            {kindInWords(email.kind)} to <span className="break-all">{email.toAddress}</span>
          </p>
        </div>
        <span className={`inline-block shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ${status.colours}`}>{status.label}</span>
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-slate-600">Queued</dt>
        <dd className="text-slate-800">
          <ReceivedAt at={email.createdAt} />
        </dd>
        {email.sentAt ? (
          <>
            <dt className="text-slate-600">Sent</dt>
            <dd className="text-slate-800">
              <ReceivedAt at={email.sentAt} />
            </dd>
          </>
        ) : null}
        {email.status === 'retrying' ? (
          <>
            <dt className="text-slate-600">Next try</dt>
            <dd className="text-slate-800">
              <ReceivedAt at={email.nextAttemptAt} />
            </dd>
          </>
        ) : null}
        <dt className="text-slate-600">Attempts</dt>
        <dd className="text-slate-800">{attemptsInWords(email.attempts)}</dd>
        {email.lastResponse ? (
          <>
            <dt className="text-slate-600">{notSent ? 'Why' : 'Server said'}</dt>
            <dd className="break-words font-mono text-xs leading-5 text-slate-800">{email.lastResponse}</dd>
          </>
        ) : null}
      </dl>
      {canRetry ? (
        <button
          type="button"
          className="btn mt-3 border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
          disabled={retry.isPending}
          // Starts with the visible word (WCAG 2.5.3), then says which email.
          aria-label={`${notSent ? 'Send now' : 'Retry'}: ${email.subject} to ${email.toAddress}`}
          onClick={() => retry.mutate(email.id)}
        >
          {notSent ? 'Send now' : 'Retry'}
        </button>
      ) : null}
    </li>
  )
}
