import { type ReactNode, useId, useState } from 'react'
import { Loaded } from '../../components/loaded'
import { INBOX_PAGE_SIZE } from '../api/inbox-page'
import type { InboxKind } from '../api/offline-queue'
import { queuedKey, useQueuedStatuses } from '../api/queued-statuses'
import { useSetInboxStatus } from '../api/set-status'

const BADGE_COLOURS: Record<string, string> = {
  new: 'bg-blue-100 text-blue-900',
  responded: 'bg-green-100 text-green-900',
  contacted: 'bg-green-100 text-green-900',
  visited: 'bg-violet-100 text-violet-900',
  archived: 'bg-slate-200 text-slate-800',
}

/** 'New', 'Responded', 'Archived', 'Contacted', 'Visited'. */
export function StatusBadge({ status }: { status: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE_COLOURS[status] ?? BADGE_COLOURS.archived}`}>
      {status.charAt(0).toUpperCase() + status.slice(1)}
    </span>
  )
}

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

/** A status button of one inbox item; the item's name is read after the action, not shown. */
export function StatusButton({ label, who, disabled, onClick }: { label: string; who: string; disabled: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="btn border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50"
      disabled={disabled}
      // Starts with the visible words (WCAG 2.5.3), then says whose item it is.
      aria-label={`${label}: ${who}`}
      onClick={onClick}
    >
      {label}
    </button>
  )
}

/** One choice of an inbox's filter: a status (or all), its words, and how many there are when known. */
export type InboxFilter<F extends string> = { value: F; label: string; count: number | undefined; empty: string }

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

/**
 * One inbox card ('Contact Messages', 'Visitor Requests'): a filter by status (New first), then
 * that status's items ten a page, newest first, with 'Newer' and 'Older' and where the page stands
 * ('11–20 of 34', counted by the server). Loading, failure (the toast says why) and empty each get
 * their own line.
 */
export function InboxCard<F extends string>({
  title,
  filters,
  filter,
  onFilterChange,
  page,
  onPageChange,
  isPending,
  isPaused = false,
  isError,
  count,
  children,
}: {
  title: string
  filters: InboxFilter<F>[]
  filter: F
  onFilterChange: (filter: F) => void
  /** The page shown, from 0; past the last one (items left the view), the last one is asked for. */
  page: number
  onPageChange: (page: number) => void
  isPending: boolean
  /** Offline with nothing saved on this device yet: it loads when the connection is back. */
  isPaused?: boolean
  isError: boolean
  /** How many items the page shows. */
  count: number
  children: ReactNode
}) {
  const id = useId()
  const chosen = filters.find((f) => f.value === filter) ?? filters[0]
  const total = chosen.count
  const from = page * INBOX_PAGE_SIZE
  const hasOlder = total === undefined ? count === INBOX_PAGE_SIZE : from + count < total
  return (
    <section aria-labelledby={id} className="card flex min-w-0 flex-col p-5 sm:p-6">
      <h2 id={id} className="text-xl font-bold text-secondary">
        {title}
      </h2>
      <fieldset className="mt-3 flex min-w-0 flex-wrap gap-1 self-start rounded-lg border-0 bg-slate-100 p-1">
        <legend className="sr-only">Show {title.toLowerCase()}</legend>
        {filters.map((f) => (
          <button
            key={f.value}
            type="button"
            aria-pressed={f.value === filter}
            className={`btn gap-1.5 px-3 py-1.5 text-sm hover:bg-white ${f.value === filter ? 'bg-white text-secondary shadow-sm' : 'text-slate-700'}`}
            onClick={() => onFilterChange(f.value)}
          >
            {f.label}
            {f.count === undefined ? null : (
              <span
                className={`min-w-6 rounded-full px-1.5 text-xs font-bold ${f.value === 'new' && f.count > 0 ? 'bg-primary text-white' : 'bg-slate-200 text-slate-800'}`}
              >
                {f.count}
              </span>
            )}
          </button>
        ))}
      </fieldset>
      <div className="mt-4 flex-1">
        {isPending && isPaused ? (
          <p className="text-muted">You're offline. These will load when you're back online.</p>
        ) : (
          <Loaded pending={isPending} failed={isError} what="These">
            {count === 0 ? <p className="text-muted">{chosen.empty}</p> : <ul className="grid gap-3">{children}</ul>}
          </Loaded>
        )}
      </div>
      {count > 0 || page > 0 ? (
        <nav aria-label={`${title} pages`} className="mt-4 flex flex-wrap items-center justify-between gap-3">
          <button
            type="button"
            className="btn-outline px-4 py-2 text-sm disabled:opacity-40"
            disabled={page === 0}
            onClick={() => onPageChange(page - 1)}
          >
            Newer
          </button>
          {total === undefined || count === 0 ? null : (
            <p className="text-muted text-sm" aria-live="polite">
              {from + 1}–{from + count} of {total}
            </p>
          )}
          <button
            type="button"
            className="btn-outline px-4 py-2 text-sm disabled:opacity-40"
            disabled={!hasOlder}
            onClick={() => onPageChange(page + 1)}
          >
            Older
          </button>
        </nav>
      ) : null}
    </section>
  )
}

/** The page to ask for: the one chosen, or the last one there is once items have left the view. */
export const pageWithin = (page: number, total: number | undefined) =>
  total === undefined ? page : Math.min(page, Math.max(0, Math.ceil(total / INBOX_PAGE_SIZE) - 1))
