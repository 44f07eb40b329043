import { format, isValid } from 'date-fns'
import { useId, useState } from 'react'
import { notify } from '../../../components/ui/toaster'
import { AdminTable } from '../components/admin-table'
import { type Subscriber, useSubscribers } from './api/get-subscribers'
import { SendNewsletterDialog } from './send-newsletter-dialog'
import { subscribersCsv, subscribersCsvFileName } from './subscribers-csv'

const subscribedOn = (at: string | Date) => {
  const date = new Date(at)
  return isValid(date) ? format(date, 'MMMM d, yyyy') : String(at)
}

/** Saves the list as a CSV file. The byte-order mark tells Excel the file is UTF-8 (accented names). */
function downloadCsv(subscribers: Subscriber[]) {
  const blob = new Blob(['\uFEFF', subscribersCsv(subscribers)], { type: 'text/csv;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = subscribersCsvFileName()
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
  notify.success('Download Complete', `Downloaded ${subscribers.length} ${subscribers.length === 1 ? 'subscriber' : 'subscribers'}`)
}

/** Why an inactive subscriber is inactive: not confirmed yet, or unsubscribed (and when). */
function inactiveDetail(s: Subscriber): string | null {
  if (s.awaitingConfirmation) return 'Awaiting confirmation'
  if (s.unsubscribedAt) return `Unsubscribed ${subscribedOn(s.unsubscribedAt)}`
  return null
}

/**
 * Newsletter (SPEC §2): every subscriber with the total count, Active or Inactive (with why), a CSV
 * for the mail tool, and 'Send newsletter' to the active ones.
 */
export function NewsletterTab() {
  const id = useId()
  const subscribers = useSubscribers()
  const [sending, setSending] = useState(false)
  const list = subscribers.data ?? []
  const active = list.filter((s) => s.isActive).length

  return (
    <section aria-labelledby={id} className="card p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h2 id={id} className="text-xl font-bold text-secondary">
            Newsletter Subscribers
          </h2>
          {subscribers.isSuccess ? (
            <p className="text-muted mt-1">
              <span className="font-semibold text-slate-900">
                {list.length} {list.length === 1 ? 'subscriber' : 'subscribers'}
              </span>
              {list.length > 0 ? ` · ${active} active` : null}
            </p>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className="btn-primary disabled:cursor-not-allowed disabled:opacity-50"
            disabled={active === 0}
            onClick={() => setSending(true)}
          >
            Send newsletter
          </button>
          <button
            type="button"
            className="btn-outline disabled:cursor-not-allowed disabled:opacity-50"
            disabled={list.length === 0}
            onClick={() => downloadCsv(list)}
          >
            Download CSV
          </button>
        </div>
      </div>
      <SendNewsletterDialog open={sending} onOpenChange={setSending} activeCount={active} />

      <div className="mt-5">
        <AdminTable
          variant="plain"
          caption="Newsletter subscribers"
          minWidth="min-w-[40rem]"
          columns={[{ label: 'Email' }, { label: 'Name' }, { label: 'Status' }, { label: 'Subscribed' }]}
          query={subscribers}
          errorText="The subscribers could not be loaded. Try again in a moment."
          empty="No newsletter subscribers yet"
        >
          {list.map((s) => (
            <tr key={s.id} className="border-b border-slate-200 last:border-0">
              <td className="py-2.5 pr-4">
                <a href={`mailto:${s.email}`} className="break-all text-primary underline">
                  {s.email}
                </a>
              </td>
              <td className="py-2.5 pr-4 text-slate-800">{`${s.firstName} ${s.lastName}`.trim() || '—'}</td>
              <td className="py-2.5 pr-4">
                <span
                  className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${
                    s.isActive ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'
                  }`}
                >
                  {s.isActive ? 'Active' : 'Inactive'}
                </span>
                {!s.isActive && inactiveDetail(s) ? <span className="mt-1 block text-xs text-slate-700">{inactiveDetail(s)}</span> : null}
              </td>
              <td className="whitespace-nowrap py-2.5 text-slate-700">{subscribedOn(s.createdAt)}</td>
            </tr>
          ))}
        </AdminTable>
      </div>
    </section>
  )
}
