import { useState } from 'react'
import { type InboxFilter, pageWithin, StatusBadge } from '../../components/inbox-card'
import type { InboxKind } from '../api/offline-queue'
import { queuedKey, useQueuedStatuses } from '../api/queued-statuses'
import { useSetInboxStatus } from '../api/set-status'

/**
 * A change made offline and not yet saved on the server (decision 0010): a word, not a colour alone,
 * with what it means for screen readers.
 */
export function PendingMark() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-dashed border-amber-700 bg-amber-50 px-2.5 py-0.5 text-xs font-bold text-amber-900">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 7v5l3 2" />
      </svg>
      Pending
      <span className="sr-only">: saved on this device, sent when you're back online</span>
    </span>
  )
}

/** The top of each message or request: who wrote, their email to answer by, and where it stands. */
export function Sender({ name, email, status, pending }: { name: string; email: string; status: string; pending: boolean }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-2">
      <div className="min-w-0">
        <h3 className="font-semibold text-secondary">{name}</h3>
        <a href={`mailto:${email}`} className="break-all text-sm text-primary underline">
          {email}
        </a>
      </div>
      <ItemStatus status={status} pending={pending} />
    </div>
  )
}

/** The item's status, and 'Pending' while a change made offline waits to be sent. */
function ItemStatus({ status, pending }: { status: string; pending: boolean }) {
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      <StatusBadge status={status} />
      {pending ? <PendingMark /> : null}
    </span>
  )
}

/**
 * One inbox list's state: its filter (New first), its page (kept within the filter's count), the
 * page's items, and the status changes made or waiting offline: `shown(item)` is the status staff
 * see (a change waiting offline already in it) and whether it is pending. `filters` are the card's
 * choices, the first shown first; each gets its count. `cardProps` goes to InboxCard.
 */
export function useInboxList<F extends string, T extends { id: string; status: string }>(
  kind: InboxKind,
  counts: Partial<Record<F, number>> | undefined,
  useList: (filter: F, page: number) => { data: T[] | undefined; isPending: boolean; isPaused: boolean; isError: boolean },
  filters: Omit<InboxFilter<F>, 'count'>[],
) {
  const [filter, setFilter] = useState<F>(filters[0].value)
  const [chosenPage, setPage] = useState(0)
  const page = pageWithin(chosenPage, counts?.[filter])
  const list = useList(filter, page)
  const setStatus = useSetInboxStatus()
  const queued = useQueuedStatuses()
  const items = list.data ?? []
  return {
    items,
    setStatus,
    shown: (item: T) => {
      const waiting = queued.get(queuedKey(kind, item.id))
      return { status: waiting?.status ?? item.status, pending: waiting !== undefined }
    },
    busy: (id: string) => setStatus.isPending && setStatus.variables?.id === id,
    cardProps: {
      filters: filters.map((choice) => ({ ...choice, count: counts?.[choice.value] })),
      filter,
      onFilterChange: (next: F) => {
        setFilter(next)
        setPage(0)
      },
      page,
      onPageChange: setPage,
      isPending: list.isPending,
      isPaused: list.isPaused,
      isError: list.isError,
      count: items.length,
    },
  }
}
