import { useVisitorRequests } from '../api/get-visitor-requests'
import { flattenInbox } from '../api/inbox-page'
import { queuedKey, useQueuedStatuses } from '../api/queued-statuses'
import { useSetInboxStatus } from '../api/set-status'
import { InboxCard, ItemStatus, ReceivedAt, StatusButton } from './inbox-card'

/** 'Visitor Requests' (SPEC §2, §4): plan-a-visit requests, with 'Mark Contacted' and 'Mark Visited'. */
export function VisitorRequestsCard() {
  const requests = useVisitorRequests()
  const setStatus = useSetInboxStatus()
  const queued = useQueuedStatuses()
  const items = flattenInbox(requests.data?.pages)
  const busy = (id: string) => setStatus.isPending && setStatus.variables?.id === id

  return (
    <InboxCard
      title="Visitor Requests"
      emptyText="No visitor requests yet"
      olderLabel="Show older requests"
      isPending={requests.isPending}
      isPaused={requests.isPaused}
      isError={requests.isError}
      count={items.length}
      hasOlder={requests.hasNextPage}
      loadingOlder={requests.isFetchingNextPage}
      onShowOlder={() => void requests.fetchNextPage()}
    >
      {items.map((r) => {
        const waiting = queued.get(queuedKey('visitor', r.id))
        return (
          <li key={r.id} className="rounded-lg border border-slate-200 p-4" aria-label={`Visit request from ${r.fullName}`}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold text-secondary">{r.fullName}</h3>
                <a href={`mailto:${r.email}`} className="break-all text-sm text-primary underline">
                  {r.email}
                </a>
              </div>
              <ItemStatus status={waiting?.status ?? r.status} pending={waiting !== undefined} />
            </div>
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
              <StatusButton
                label="Mark Contacted"
                who={r.fullName}
                disabled={busy(r.id)}
                onClick={() => setStatus.mutate({ kind: 'visitor', id: r.id, status: 'contacted' })}
              />
              <StatusButton
                label="Mark Visited"
                who={r.fullName}
                disabled={busy(r.id)}
                onClick={() => setStatus.mutate({ kind: 'visitor', id: r.id, status: 'visited' })}
              />
            </div>
          </li>
        )
      })}
    </InboxCard>
  )
}
