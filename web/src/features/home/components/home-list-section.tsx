import type { UseQueryResult } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { formatDate } from '../../../lib/dates'

type HomeListSectionProps<T extends { id: string }> = {
  /** 'Recent Sermons': also names the View All button and the failure line. */
  title: `${string} ${'Sermons' | 'Services' | 'Events' | 'News'}`
  /** The list page the View All button opens. */
  to: '/events' | '/sermons' | '/live-streams' | '/news'
  /** A white band, to set the section off from its neighbours. */
  white?: boolean
  query: UseQueryResult<T[]>
  /** The section's own words while loading, and when there is nothing to show. */
  loading: string
  empty: string
  /** Each card's frame: `card-link` or one like it (positioned, so the title's link can cover it). */
  itemClassName?: string
  children: (item: T) => ReactNode
}

/**
 * A home page list (docs/product.md#home): its heading and View All button, then a loading line, a failure
 * with 'Try again' (the rest of the page stays usable), the empty text, or up to three cards.
 *
 * The title names the rest, so the three lists speak alike: 'Recent Sermons' has 'View All Sermons' and
 * "We couldn't load recent sermons just now." (likewise 'Recent Services' and 'Upcoming Events').
 */
export function HomeListSection<T extends { id: string }>({
  title,
  to,
  white = false,
  query,
  loading,
  empty,
  itemClassName = 'card-link',
  children,
}: HomeListSectionProps<T>) {
  const id = `${title.toLowerCase().replace(' ', '-')}-title`
  return (
    <section aria-labelledby={id} className={white ? 'bg-white py-14' : 'py-14'}>
      <div className="container-page">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id={id} className="section-title">
            {title}
          </h2>
          <Link to={to} className="btn-outline">
            View All {title.split(' ')[1]}
          </Link>
        </div>
        {query.isPending ? (
          <p className="text-muted mt-6" role="status">
            {loading}
          </p>
        ) : query.isError ? (
          <div className="text-muted mt-6 flex flex-wrap items-center gap-x-4 gap-y-2" role="status">
            <p>We couldn't load {title.toLowerCase()} just now.</p>
            <button
              type="button"
              className="min-h-11 font-semibold text-primary underline underline-offset-4"
              onClick={() => query.refetch()}
              disabled={query.isFetching}
            >
              Try again
            </button>
          </div>
        ) : query.data.length === 0 ? (
          <p className="text-muted mt-6">{empty}</p>
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

type HomeCardProps = {
  /** The picture at the top, with what lies on it; events have none. */
  picture?: ReactNode
  /** Above the title: a date, a series. */
  top?: ReactNode
  to: '/events/$id' | '/sermons/$id' | '/live-streams/$id' | '/news/$slug'
  /** The item's id, or for a news post its address (slug). */
  id: string
  title: string
  children: ReactNode
}

/**
 * One card of a home list: its picture, then the title linking to the item's page, then its facts.
 * The title's link stretches over the whole card (cover-link), so a tap anywhere on it opens the
 * item, and a screen reader hears one link named by the title (docs/product.md#tap-targets).
 */
export function HomeCard({ picture, top, to, id, title, children }: HomeCardProps) {
  return (
    <>
      {picture}
      <div className="flex flex-1 flex-col p-5">
        {top}
        <h3 className={`${top ? 'mt-2 ' : ''}text-lg font-semibold text-secondary`}>
          <Link to={to} params={(to === '/news/$slug' ? { slug: id } : { id }) as never} className="cover-link">
            {title}
          </Link>
        </h3>
        {children}
      </div>
    </>
  )
}

/**
 * A card's small line: the day, then what else it has ('March 2, 2025 · John 3:16'). The day is
 * written out as ShownDate writes it: imported, ShownDate became a chunk of its own in home's first
 * load and put it over its budget (web/first-load.budget.ts).
 */
export function DayLine({
  date,
  also,
  className = 'text-muted text-sm',
}: {
  date: string
  also: string | null | undefined
  className?: string
}) {
  return (
    <p className={className}>
      <time dateTime={date}>{formatDate(date)}</time>
      {also ? ` · ${also}` : null}
    </p>
  )
}
