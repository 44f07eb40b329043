import { type ReactNode, useId } from 'react'
import type { ListView } from '../api/paged-list'
import { PAGE_SIZE } from '../api/paged-list'
import { useConfirm } from './use-confirm'

/**
 * A column of a staff list: its header and how one row shows in it. The `main` column names the
 * row (a row header in the table, the card's title on a phone).
 */
export type ResourceColumn<T> = {
  label: string
  cell: (row: T) => ReactNode
  main?: boolean
  className?: string
  /** false: left out of the phone's card (a picture that only helps on a wide screen). */
  onPhone?: boolean
}

const small = 'inline-flex items-center rounded-md px-3 py-1.5 text-sm font-semibold no-underline'
export const editButton = `${small} border border-slate-300 text-slate-800 hover:bg-slate-100`
export const deleteButton = `${small} border border-red-300 text-red-800 hover:bg-red-50`

/** A row's Edit and Delete, named for the row for screen readers ('Edit Christmas Eve'), after any other actions. */
export function EditDelete({
  name,
  onEdit,
  onDelete,
  children,
}: {
  name: string
  onEdit: () => void
  onDelete: () => void
  children?: ReactNode
}) {
  return (
    <>
      {children}
      <button type="button" className={editButton} aria-label={`Edit ${name}`} onClick={onEdit}>
        Edit
      </button>
      <button type="button" className={deleteButton} aria-label={`Delete ${name}`} onClick={onDelete}>
        Delete
      </button>
    </>
  )
}

const BADGE = { green: 'bg-green-100 text-green-900', grey: 'bg-slate-200 text-slate-800', red: 'bg-red-700 text-white' }

/** A row's state in a word ('Active', 'Inactive', 'Live'), as a coloured pill. */
export function Badge({ tone, children }: { tone: keyof typeof BADGE; children: ReactNode }) {
  return <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-bold ${BADGE[tone]}`}>{children}</span>
}

/** A reorderable row's actions: ↑ and ↓, then Edit and Delete. */
export function OrderedRowActions<T>({
  name,
  row,
  rows,
  pending,
  onMove,
  onEdit,
  onDelete,
}: {
  name: string
  row: T
  rows: readonly T[]
  pending: boolean
  onMove: (by: -1 | 1) => void
  onEdit: () => void
  onDelete: () => void
}) {
  return (
    <>
      <MoveButtons name={name} index={rows.indexOf(row)} count={rows.length} pending={pending} onMove={onMove} />
      <EditDelete name={name} onEdit={onEdit} onDelete={onDelete} />
    </>
  )
}

/** ↑ and ↓ for a list staff put in order (the Church tab's lists): 'Move Kids Church up'. */
export function MoveButtons({
  name,
  index,
  count,
  pending,
  onMove,
}: {
  name: string
  index: number
  count: number
  pending: boolean
  onMove: (by: -1 | 1) => void
}) {
  const move = 'btn px-2 py-1.5 text-sm text-slate-700 hover:bg-slate-100 disabled:opacity-40'
  return (
    <>
      <button type="button" className={move} aria-label={`Move ${name} up`} disabled={index === 0 || pending} onClick={() => onMove(-1)}>
        ↑
      </button>
      <button
        type="button"
        className={move}
        aria-label={`Move ${name} down`}
        disabled={index === count - 1 || pending}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
    </>
  )
}

/**
 * The one delete question of the dashboard's lists: `ask(row)` opens it for a row; confirming calls
 * `remove` (a delete mutation, whose toast offers Undo) and closes it once the row is gone.
 */
export function useConfirmDelete<T extends { id: string }>({
  title,
  message,
  confirmLabel = 'Delete',
  remove,
}: {
  title: string
  message: (row: T) => string
  confirmLabel?: string
  remove: { mutate: (id: string, options: { onSuccess: () => void }) => void; isPending: boolean }
}) {
  return useConfirm<T>({
    title,
    message,
    confirmLabel,
    pending: remove.isPending,
    run: (row, close) => remove.mutate(row.id, { onSuccess: close }),
  })
}

const OFFLINE_LIST = "You're offline. This list will load when you're back online."
const count = new Intl.NumberFormat('en-US')

/**
 * Every staff list of records (sermons, events, …): a search box, the rows of one page, and the
 * pages. The rows are a table from the `sm` width up and stacked cards on a phone, each field
 * labelled and the row's actions in reach, so nothing scrolls sideways. Loading, offline, failure
 * ('Try again') and empty states are said in words; the tab brings only its columns and actions.
 */
export function ResourceTable<T extends { id: string }>({
  caption,
  noun,
  columns,
  actions,
  list,
  empty,
  errorText,
  searchable = true,
  searchHint,
}: {
  /** What the list is and its order ('Sermons, newest first'). */
  caption: string
  /** The rows in words, plural ('sermons'). */
  noun: string
  columns: ResourceColumn<T>[]
  /** What staff can do with a row (none for a read-only list). */
  actions?: (row: T) => ReactNode
  list: ListView<T>
  /** Said when there are no rows at all (no search). */
  empty: ReactNode
  errorText: string
  /** false: a short list with no search box. */
  searchable?: boolean
  /** What the search box takes, said under it ('Title, speaker or date, e.g. November 2024'). */
  searchHint?: string
}) {
  const id = useId()
  const { query, items, total, page, pages } = list
  const first = page * PAGE_SIZE + 1
  const shown =
    items.length === 0 ? '' : `Showing ${count.format(first)}–${count.format(first + items.length - 1)} of ${count.format(total)}`
  const main = columns.find((column) => column.main) ?? columns[0]
  const rest = columns.filter((column) => column !== main && column.onPhone !== false)

  let body: ReactNode
  if (query.isPending && query.isPaused) body = <p className="text-muted p-4">{OFFLINE_LIST}</p>
  else if (query.isPending)
    body = (
      <p className="text-muted p-4" role="status">
        Loading...
      </p>
    )
  else if (query.isError && !query.data)
    body = (
      <p className="p-4 text-red-800">
        {errorText}{' '}
        <button type="button" className="font-semibold text-primary underline" onClick={() => void query.refetch()}>
          Try again
        </button>
      </p>
    )
  else if (items.length === 0)
    body = list.search ? (
      <p className="text-muted p-4">
        No {noun} match “{list.search}”.{' '}
        <button type="button" className="font-semibold text-primary underline" onClick={list.clearSearch}>
          Clear search
        </button>
      </p>
    ) : (
      <p className="text-muted p-4">{empty}</p>
    )
  else
    body = (
      <>
        <table className="hidden w-full text-left text-sm sm:table">
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className="px-4 py-3 font-semibold">
                  {column.label}
                </th>
              ))}
              {actions ? (
                <th scope="col" className="px-4 py-3 text-right font-semibold">
                  Actions
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {items.map((row) => (
              <tr key={row.id} className="align-middle hover:bg-slate-50">
                {columns.map((column) =>
                  column === main ? (
                    <th key={column.label} scope="row" className={`px-4 py-2 font-semibold text-slate-900 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </th>
                  ) : (
                    <td key={column.label} className={`px-4 py-2 text-slate-700 ${column.className ?? ''}`}>
                      {column.cell(row)}
                    </td>
                  ),
                )}
                {actions ? (
                  <td className="px-4 py-2">
                    <div className="flex justify-end gap-2">{actions(row)}</div>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="divide-y divide-slate-200 sm:hidden" aria-label={caption}>
          {items.map((row) => (
            <li key={row.id} className="grid gap-2 p-4">
              <p className="font-semibold text-slate-900">{main.cell(row)}</p>
              <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                {rest.map((column) => {
                  const value = column.cell(row)
                  // An empty field is left off the card rather than shown as a bare label.
                  if (value === null || value === undefined || value === '') return null
                  return (
                    <div key={column.label} className="contents">
                      <dt className="text-slate-600">{column.label}</dt>
                      <dd className="min-w-0 break-words text-slate-800">{value}</dd>
                    </div>
                  )
                })}
              </dl>
              {actions ? <div className="flex flex-wrap gap-2">{actions(row)}</div> : null}
            </li>
          ))}
        </ul>
      </>
    )

  return (
    <div className="card min-w-0">
      <div className="flex flex-wrap items-end justify-between gap-3 border-b border-slate-200 p-4">
        <div className={searchable ? 'min-w-0 flex-1 basis-56' : 'hidden'}>
          <label htmlFor={`${id}-search`} className="label-base">
            Search {noun}
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="input-base"
            value={list.typed}
            onChange={(e) => list.setTyped(e.target.value)}
            autoComplete="off"
            aria-describedby={searchHint ? `${id}-search-hint` : undefined}
          />
          {searchHint ? (
            <p id={`${id}-search-hint`} className="text-muted mt-1 text-xs">
              {searchHint}
            </p>
          ) : null}
        </div>
        <p className="text-muted text-sm" role="status" aria-live="polite">
          {shown}
        </p>
      </div>
      {body}
      {pages > 1 ? (
        <nav aria-label={`Pages of ${noun}`} className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 p-4">
          <button
            type="button"
            className="btn-outline px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
            disabled={page === 0}
            onClick={() => list.setPage(page - 1)}
          >
            Previous
          </button>
          <p className="text-sm text-slate-700">
            Page {page + 1} of {pages}
          </p>
          <button
            type="button"
            className="btn-outline px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
            disabled={page >= pages - 1}
            onClick={() => list.setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      ) : null}
    </div>
  )
}
