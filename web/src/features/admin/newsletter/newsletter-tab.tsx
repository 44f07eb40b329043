import { format, isValid } from 'date-fns'
import { useId, useState } from 'react'
import { notify } from '../../../components/ui/toaster'
import { EmailSetupBanner } from '../components/email-setup-banner'
import { useReopenAfterSignIn } from '../components/form-draft'
import { Badge, ResourceTable } from '../components/resource-table'
import { fetchAllSubscribers, type Subscriber, useSubscriberCounts, useSubscribersPage } from './api/get-subscribers'
import { NewsletterProgressCard } from './newsletter-progress'
import { SendNewsletterDialog } from './send-newsletter-dialog'
import { subscribersCsv, subscribersCsvFileName } from './subscribers-csv'

const subscribedOn = (at: string | Date) => {
  const date = new Date(at)
  return isValid(date) ? format(date, 'MMMM d, yyyy') : String(at)
}

/** Saves every subscriber as a CSV file. The byte-order mark tells Excel the file is UTF-8 (accented names). */
async function downloadCsv() {
  try {
    const subscribers = await fetchAllSubscribers()
    const blob = new Blob(['\uFEFF', subscribersCsv(subscribers)], { type: 'text/csv;charset=utf-8' })
    const url = URL.createObjectURL(blob)
    const link = document.createElement('a')
    link.href = url
    link.download = subscribersCsvFileName()
    link.click()
    setTimeout(() => URL.revokeObjectURL(url), 1000)
    notify.success('Download Complete', `Downloaded ${subscribers.length} ${subscribers.length === 1 ? 'subscriber' : 'subscribers'}`)
  } catch {
    notify.error('Download Failed', 'The subscribers could not be read. Try again in a moment.')
  }
}

/** Why an inactive subscriber is inactive: not confirmed yet, or unsubscribed (and when). */
function inactiveDetail(s: Subscriber): string | null {
  if (s.awaitingConfirmation) return 'Awaiting confirmation'
  if (s.unsubscribedAt) return `Unsubscribed ${subscribedOn(s.unsubscribedAt)}`
  return null
}

/** 'Subscribers' are the active ones (a newsletter goes to them), with everyone counted beside. */
export const subscribersInWords = (counts: { active: number; total: number }) =>
  `${counts.active} active ${counts.active === 1 ? 'subscriber' : 'subscribers'} · ${counts.total} in all`

/**
 * Newsletter: the active subscribers with the total beside, every subscriber a page at a time
 * (Active or Inactive, with why), a CSV of all of them for the mail tool, 'Send newsletter' to the
 * active ones, and how the latest newsletter is going out.
 */
export function NewsletterTab() {
  const id = useId()
  const subscribers = useSubscribersPage()
  const counts = useSubscriberCounts()
  const [sending, setSending] = useState(false)
  useReopenAfterSignIn('newsletter', () => setSending(true))
  const active = counts.data?.active ?? 0

  return (
    <div className="grid gap-6">
      <EmailSetupBanner />
      <section aria-labelledby={id} className="grid gap-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2 id={id} className="text-xl font-bold text-secondary">
              Newsletter Subscribers
            </h2>
            {counts.data ? <p className="text-muted mt-1 font-semibold text-slate-900">{subscribersInWords(counts.data)}</p> : null}
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
              disabled={!counts.data || counts.data.total === 0}
              onClick={() => void downloadCsv()}
            >
              Download CSV
            </button>
          </div>
        </div>
        <SendNewsletterDialog open={sending} onOpenChange={setSending} activeCount={active} />
        <ResourceTable
          caption="Newsletter subscribers"
          noun="subscribers"
          list={subscribers}
          errorText="The subscribers could not be loaded. Try again in a moment."
          empty="No newsletter subscribers yet"
          columns={[
            {
              label: 'Email',
              main: true,
              cell: (s) => (
                <a href={`mailto:${s.email}`} className="break-all text-primary underline">
                  {s.email}
                </a>
              ),
            },
            { label: 'Name', cell: (s) => `${s.firstName} ${s.lastName}`.trim() || '—' },
            {
              label: 'Status',
              cell: (s) => (
                <>
                  <Badge tone={s.isActive ? 'green' : 'grey'}>{s.isActive ? 'Active' : 'Inactive'}</Badge>
                  {!s.isActive && inactiveDetail(s) ? <span className="mt-1 block text-xs text-slate-700">{inactiveDetail(s)}</span> : null}
                </>
              ),
            },
            { label: 'Subscribed', className: 'whitespace-nowrap', cell: (s) => subscribedOn(s.createdAt) },
          ]}
        />
      </section>
      <NewsletterProgressCard />
    </div>
  )
}
