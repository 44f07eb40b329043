import type { ReactNode } from 'react'

/** A column header; `srOnly` keeps it for screen readers without showing it. */
export type AdminTableColumn = { label: string; align?: 'right'; srOnly?: boolean }

/** The parts of a TanStack list query the table reads to show loading, failure and empty states. */
type ListQuery = {
  isPending: boolean
  /** Offline with nothing kept on this device: waits for the connection (TanStack Query pauses it). */
  isPaused?: boolean
  isError: boolean
  data: readonly unknown[] | undefined
  refetch: () => unknown
}

const OFFLINE_LIST = "You're offline. This list will load when you're back online."

/**
 * The admin dashboard's table frame: an sr-only caption, a header row of column headers, and the rows.
 * `card` (the default) is a bordered card whose loading, failure ('Try again') and empty states are message rows;
 * `plain` sits inside a card of its own and says those states in a paragraph instead of the table.
 * `minWidth` is a full UnoCSS class (e.g. 'min-w-[720px]') so the class stays in the source for extraction.
 */
export function AdminTable({
  caption,
  columns,
  minWidth,
  variant = 'card',
  query,
  errorText,
  empty,
  bodyClassName = variant === 'card' ? 'divide-y divide-slate-100' : undefined,
  children,
}: {
  caption: string
  columns: AdminTableColumn[]
  minWidth: string
  variant?: 'card' | 'plain'
  query?: ListQuery
  errorText?: string
  empty?: ReactNode
  bodyClassName?: string
  children: ReactNode
}) {
  if (variant === 'plain') {
    if (query?.isPending && query.isPaused) return <p className="text-muted">{OFFLINE_LIST}</p>
    if (query?.isPending)
      return (
        <p className="text-muted" role="status">
          Loading...
        </p>
      )
    if (query?.isError) return <p className="text-red-800">{errorText}</p>
    if (query?.data?.length === 0) return <p className="text-muted">{empty}</p>
    return (
      <div className="overflow-x-auto">
        <table className={`w-full ${minWidth} border-collapse text-left text-sm`}>
          <caption className="sr-only">{caption}</caption>
          <thead>
            <tr className="border-b border-slate-300 text-slate-700">
              {columns.map((column, index) => (
                <th
                  key={column.label}
                  scope="col"
                  className={index < columns.length - 1 ? 'py-2 pr-4 font-semibold' : 'py-2 font-semibold'}
                >
                  {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={bodyClassName}>{children}</tbody>
        </table>
      </div>
    )
  }

  const message = (content: ReactNode) => (
    <tr>
      <td colSpan={columns.length} className="text-muted px-4 py-8 text-center">
        {content}
      </td>
    </tr>
  )
  return (
    <div className="card overflow-x-auto">
      <table className={`w-full ${minWidth} text-left text-sm`}>
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-slate-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.label}
                scope="col"
                className={column.align === 'right' ? 'px-4 py-3 text-right font-semibold' : 'px-4 py-3 font-semibold'}
              >
                {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={bodyClassName}>
          {query?.isPending && query.isPaused
            ? message(OFFLINE_LIST)
            : query?.isPending
              ? message('Loading...')
              : query?.isError
                ? message(
                    <>
                      {errorText}{' '}
                      <button type="button" className="font-semibold text-primary underline" onClick={() => query.refetch()}>
                        Try again
                      </button>
                    </>,
                  )
                : query?.data?.length === 0
                  ? message(empty)
                  : children}
        </tbody>
      </table>
    </div>
  )
}
