import { type ReactNode, useId } from 'react'
import { INBOX_PAGE_SIZE } from '../api/inbox-page'
import { Loaded } from './loaded'

const BADGE_COLOURS: Record<string, string> = {
  new: 'bg-blue-100 text-blue-900',
  responded: 'bg-green-100 text-green-900',
  contacted: 'bg-green-100 text-green-900',
  visited: 'bg-violet-100 text-violet-900',
  archived: 'bg-slate-200 text-slate-800',
  prayed: 'bg-green-100 text-green-900',
  answered: 'bg-violet-100 text-violet-900',
}

/** 'New', 'Responded', 'Archived', 'Contacted', 'Visited', 'Prayed for', 'Answered': `label` when the status's own word is not it. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE_COLOURS[status] ?? BADGE_COLOURS.archived}`}>
      {label ?? status.charAt(0).toUpperCase() + status.slice(1)}
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
 * One inbox card ('Contact Messages', 'Visitor Requests', 'Prayer Requests'): a filter by status (New first), then
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
