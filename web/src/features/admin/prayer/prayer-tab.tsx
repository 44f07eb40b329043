import { useState } from 'react'
import { InboxCard, type InboxFilter, pageWithin, StatusBadge, StatusButton } from '../components/inbox-card'
import { ReceivedAt } from '../components/received-at'
import { useConfirm } from '../components/use-confirm'
import { type PrayerStatus, useDeletePrayerRequest, useSetPrayerStatus } from './api/change-prayer-request'
import { type PrayerFilter, type PrayerRequest, usePrayerCounts, usePrayerRequests } from './api/get-prayer-requests'

/** The card's filters, New first. */
const FILTERS: Omit<InboxFilter<PrayerFilter>, 'count'>[] = [
  { value: 'new', label: 'New', empty: 'No new prayer requests.' },
  { value: 'prayed', label: 'Prayed for', empty: 'No requests marked prayed for' },
  { value: 'answered', label: 'Answered', empty: 'No answered requests' },
  { value: 'archived', label: 'Archived', empty: 'No archived requests' },
  { value: 'all', label: 'All', empty: 'No prayer requests yet' },
]

const STATUS_LABELS: Record<PrayerStatus, string> = { new: 'New', prayed: 'Prayed for', answered: 'Answered', archived: 'Archived' }

/** The buttons a request offers, by where it stands: each moves it on, and a finished one can go back to New. */
const NEXT: Record<PrayerStatus, { label: string; status: PrayerStatus }[]> = {
  new: [
    { label: 'Mark Prayed for', status: 'prayed' },
    { label: 'Mark Answered', status: 'answered' },
    { label: 'Archive', status: 'archived' },
  ],
  prayed: [
    { label: 'Mark Answered', status: 'answered' },
    { label: 'Archive', status: 'archived' },
    { label: 'Move to New', status: 'new' },
  ],
  answered: [
    { label: 'Archive', status: 'archived' },
    { label: 'Move to New', status: 'new' },
  ],
  archived: [{ label: 'Move to New', status: 'new' }],
}

/** How a request is named to screen readers and in the delete question: who sent it, or that they gave no name. */
const whoSent = (r: PrayerRequest) => r.name || 'someone who gave no name'

/**
 * Prayer (decision 0053): the prayer requests, seen only by admins and accounts given pastoral care.
 * Newest first, ten a page, by status; each marked prayed for, answered or archived, or deleted for
 * good after a question. How long they are kept is in Settings.
 */
export function PrayerTab() {
  const [filter, setFilter] = useState<PrayerFilter>('new')
  const [chosenPage, setPage] = useState(0)
  const counts = usePrayerCounts().data
  const page = pageWithin(chosenPage, counts?.[filter])
  const list = usePrayerRequests(filter, page)
  const setStatus = useSetPrayerStatus()
  const remove = useDeletePrayerRequest()
  const deleting = useConfirm<PrayerRequest>({
    title: 'Delete this prayer request?',
    message: (r) => `The request from ${whoSent(r)} will be deleted for good. This action cannot be undone.`,
    confirmLabel: 'Delete request',
    pending: remove.isPending,
    run: (r, close) => remove.mutate(r.id, { onSettled: close }),
  })
  const items = list.data ?? []
  const busy = (id: string) => (setStatus.isPending && setStatus.variables?.id === id) || (remove.isPending && remove.variables === id)

  return (
    <div className="grid gap-4">
      <p className="max-w-3xl text-slate-700">
        Only admins and accounts given pastoral care can see this tab. The emails about new requests never include their words. Requests are
        deleted automatically after the number of days set in Settings.
      </p>
      <InboxCard
        title="Prayer Requests"
        filters={FILTERS.map((choice) => ({ ...choice, count: counts?.[choice.value] }))}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next)
          setPage(0)
        }}
        page={page}
        onPageChange={setPage}
        isPending={list.isPending}
        isPaused={list.isPaused}
        isError={list.isError}
        count={items.length}
      >
        {items.map((r) => {
          const who = whoSent(r)
          return (
            <li key={r.id} className="rounded-lg border border-slate-200 p-4" aria-label={`Prayer request from ${who}`}>
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-semibold text-secondary">{r.name || 'No name given'}</h3>
                  {r.email ? (
                    <a href={`mailto:${r.email}`} className="break-all text-sm text-primary underline">
                      {r.email}
                    </a>
                  ) : null}
                </div>
                <span className="flex flex-wrap items-center gap-1.5">
                  {r.audience === 'clergy' ? (
                    <span className="inline-block rounded-full border border-amber-700 bg-amber-50 px-2.5 py-0.5 text-xs font-bold text-amber-900">
                      Clergy only
                    </span>
                  ) : (
                    <span className="inline-block rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-bold text-slate-800">
                      Prayer team
                    </span>
                  )}
                  <StatusBadge status={r.status} label={STATUS_LABELS[r.status]} />
                </span>
              </div>
              <p className="mt-3 whitespace-pre-wrap break-words text-slate-800">{r.request}</p>
              <p className="text-muted mt-2 text-sm">
                <ReceivedAt at={r.createdAt} />
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                {NEXT[r.status].map((next) => (
                  <StatusButton
                    key={next.status}
                    label={next.label}
                    who={who}
                    disabled={busy(r.id)}
                    onClick={() => setStatus.mutate({ id: r.id, status: next.status })}
                  />
                ))}
                <button
                  type="button"
                  className="btn border border-red-300 px-3 py-1.5 text-sm text-red-800 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
                  disabled={busy(r.id)}
                  aria-label={`Delete: ${who}`}
                  onClick={() => deleting.ask(r)}
                >
                  Delete
                </button>
              </div>
            </li>
          )
        })}
      </InboxCard>
      {deleting.dialog}
    </div>
  )
}
