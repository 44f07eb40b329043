import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'

type HomeListSectionProps<T extends { id: string }> = {
  /** The heading's id, which names the section. */
  id: string
  title: string
  viewAll: { to: '/events' | '/sermons' | '/live-streams'; label: string }
  /** A white band, to set the section off from its neighbours. */
  white?: boolean
  query: UseQueryResult<T[]>
  /** The section's own words while loading, on failure and when there is nothing to show. */
  texts: { loading: string; failed: string; empty: string }
  itemClassName: string
  children: (item: T) => ReactNode
}

/**
 * A home page list (docs/product.md#home): its heading and View All button, then a loading line, a failure
 * with 'Try again' (the rest of the page stays usable), the empty text, or up to three cards.
 */
export function HomeListSection<T extends { id: string }>({
  id,
  title,
  viewAll,
  white = false,
  query,
  texts,
  itemClassName,
  children,
}: HomeListSectionProps<T>) {
  return (
    <section aria-labelledby={id} className={white ? 'bg-white py-14' : 'py-14'}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <Link to={viewAll.to} className="btn-outline">
            {viewAll.label}
          </Link>
        </div>
        {query.isPending ? (
          <p className="text-muted mt-6" role="status">
            {texts.loading}
          </p>
        ) : query.isError ? (
          <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
            <p>{texts.failed}</p>
            <button
              type="button"
              className="font-semibold text-primary underline underline-offset-4"
              onClick={() => query.refetch()}
              disabled={query.isFetching}
            >
              Try again
            </button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-muted mt-6">{texts.empty}</p>
        ) : (
          <ul className="mt-6 grid gap-5 md:grid-cols-3">
            {query.data.map((item) => (
              <li key={item.id} className={itemClassName}>
                {children(item)}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  )
}
