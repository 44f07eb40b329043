import { useId } from 'react'
import { ReceivedAt } from '../components/received-at'
import { useLatestNewsletter } from './api/send-newsletter'

/**
 * How the latest newsletter is going out: 'x of N sent, y failed' (and how many were not sent
 * because no mail server is set up), updated every two seconds while any are still to go, then the
 * failed addresses with the mail server's reason for each.
 */
export function NewsletterProgressCard() {
  const id = useId()
  const latest = useLatestNewsletter()
  const issue = latest.data?.issue
  if (!issue) return null
  const parts = [`${issue.sent} of ${issue.total} sent`, `${issue.failed} failed`]
  if (issue.notSent > 0) parts.push(`${issue.notSent} not sent (email not set up)`)
  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <h3 id={id} className="text-lg font-bold text-secondary">
        Latest newsletter
      </h3>
      <p className="text-muted mt-1 text-sm">
        {/* Saved while email was not set up: nobody was emailed, so it never reads 'sent'. */}“{issue.subject}”,{' '}
        {issue.total > 0 && issue.notSent === issue.total ? 'saved, not emailed,' : 'sent'} <ReceivedAt at={issue.createdAt} />
      </p>
      <p role="status" aria-live="polite" className="mt-3 font-semibold text-slate-900">
        {parts.join(', ')}
        {issue.waiting > 0 ? <span className="text-muted font-normal">: {issue.waiting} still to go…</span> : null}
      </p>
      {issue.total > 0 ? (
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200" aria-hidden="true">
          <div className="h-full bg-primary" style={{ width: `${Math.round(((issue.total - issue.waiting) / issue.total) * 100)}%` }} />
        </div>
      ) : null}
      {issue.waiting === 0 && issue.failures.length > 0 ? (
        <div className="mt-4">
          <h4 className="font-semibold text-slate-900">Not delivered</h4>
          <ul className="mt-2 grid gap-2 text-sm">
            {issue.failures.map((failure) => (
              <li key={failure.to} className="rounded-md border border-red-200 bg-red-50 p-2 text-red-950">
                <span className="break-all font-semibold">{failure.to}</span>
                <span className="block break-words font-mono text-xs">{failure.reason}</span>
              </li>
            ))}
          </ul>
          {issue.failed > issue.failures.length ? (
            <p className="text-muted mt-2 text-sm">
              The first {issue.failures.length} of {issue.failed} are listed; every one is in the Email list of the Messages tab.
            </p>
          ) : null}
        </div>
      ) : null}
    </section>
  )
}
