import { InboxCard, type InboxFilter, StatusButton } from '../../components/inbox-card'
import { ReceivedAt } from '../../components/received-at'
import { useInboxCounts } from '../api/get-inbox-counts'
import { useVisitorRequests, type VisitorFilter, type VisitorRequest } from '../api/get-visitor-requests'
import { Sender, useInboxList } from './inbox-card'

/** The card's filters, New first. */
const FILTERS: Omit<InboxFilter<VisitorFilter>, 'count'>[] = [
  { value: 'new', label: 'New', empty: 'No new visitor requests. All caught up.' },
  { value: 'contacted', label: 'Contacted', empty: 'No contacted visitors' },
  { value: 'visited', label: 'Visited', empty: 'No visitors marked as visited' },
  { value: 'all', label: 'All', empty: 'No visitor requests yet' },
]

/**
 * 'Visitor Requests' (docs/product.md#messages-tab): plan-a-visit requests. New ones can be marked 'Mark Contacted'
 * or 'Mark Visited' (a contacted one still 'Mark Visited'), which takes them out of New; a handled
 * one offers 'Move to inbox' (new again).
 */
export function VisitorRequestsCard() {
  const { items, setStatus, shown, busy, cardProps } = useInboxList<VisitorFilter, VisitorRequest>(
    'visitor',
    useInboxCounts().data?.visitorRequests,
    useVisitorRequests,
    FILTERS,
  )

  return (
    <InboxCard title="Visitor Requests" {...cardProps}>
      {items.map((r) => {
        const { status, pending } = shown(r)
        const mark = (next: 'new' | 'contacted' | 'visited') => setStatus.mutate({ kind: 'visitor', id: r.id, status: next })
        return (
          <li key={r.id} className="rounded-lg border border-slate-200 p-4" aria-label={`Visit request from ${r.fullName}`}>
            <Sender name={r.fullName} email={r.email} status={status} pending={pending} />
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-semibold text-slate-800">Phone</dt>
              <dd>
                <a href={`tel:${r.phone.replace(/[^\d+]/g, '')}`} className="text-primary underline">
                  {r.phone}
                </a>
              </dd>
              <dt className="font-semibold text-slate-800">Number of kids</dt>
              <dd className="text-slate-700">{r.numberOfKids}</dd>
            </dl>
            <p className="text-muted mt-2 text-sm">
              <ReceivedAt at={r.createdAt} />
            </p>
            <div className="mt-3 flex flex-wrap gap-2">
              {status === 'new' ? (
                <StatusButton label="Mark Contacted" who={r.fullName} disabled={busy(r.id)} onClick={() => mark('contacted')} />
              ) : null}
              {status === 'new' || status === 'contacted' ? (
                <StatusButton label="Mark Visited" who={r.fullName} disabled={busy(r.id)} onClick={() => mark('visited')} />
              ) : null}
              {status === 'new' ? null : (
                <StatusButton label="Move to inbox" who={r.fullName} disabled={busy(r.id)} onClick={() => mark('new')} />
              )}
            </div>
          </li>
        )
      })}
    </InboxCard>
  )
}
