import { SERMONS_PER_PAGE } from '@church/api/models/sermons'
import { Link } from '@tanstack/react-router'
import { ListPages, type PageLink } from '../../../components/list-pages'
import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useSermons } from '../api/get-sermons'
import type { SermonFilters } from '../sermon-filters'
import { hasActiveFilters } from '../sermon-filters'
import { SermonCard } from './sermon-card'

/** A link to another page of the sermons, with the same filters. */
const pageLink =
  (filters: SermonFilters): PageLink =>
  ({ page, ...props }) => <Link to="/sermons" search={{ ...filters, page: page > 1 ? page : undefined }} {...props} />

/**
 * A page of the filtered sermons as a grid of cards, 1 to 3 columns by width, with how
 * many match in all, the links to the other pages, and every state.
 */
export function SermonList({ filters }: { filters: SermonFilters }) {
  const { data, isPending, error, refetch, isFetching, isPlaceholderData } = useSermons(filters)

  if (isPending) return <ListLoading text="Loading sermons..." />
  if (error) return <ListLoadError title="We couldn't load sermons" error={error} retry={() => void refetch()} retrying={isFetching} />
  const { items: sermons, total } = data
  const pages = Math.ceil(total / SERMONS_PER_PAGE)
  const page = filters.page ?? 1
  if (total === 0) {
    return (
      <ListMessage role="status" title="No Sermons Found">
        {hasActiveFilters(filters)
          ? 'Try adjusting your search criteria to find more sermons.'
          : 'No sermons are available at this time. Check back soon!'}
      </ListMessage>
    )
  }
  if (sermons.length === 0) {
    // A link to a page past the last one (the archive got shorter since it was shared).
    return (
      <ListMessage
        role="status"
        title="No Sermons on This Page"
        action={
          <Link to="/sermons" search={{ ...filters, page: pages > 1 ? pages : undefined }} className="btn-outline">
            Go to the last page
          </Link>
        }
      >
        {total === 1 ? '1 sermon' : `${total} sermons`} fit on {pages === 1 ? 'one page' : `${pages} pages`}.
      </ListMessage>
    )
  }
  return (
    <div className="grid gap-6">
      <p role="status" className="text-muted font-semibold">
        {total === 1 ? '1 sermon' : `${total} sermons`}
        {pages > 1 ? <span className="font-normal">{` · page ${page} of ${pages}`}</span> : null}
      </p>
      <ul
        aria-label="Sermons"
        aria-busy={isPlaceholderData}
        className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${isPlaceholderData ? 'opacity-60' : ''}`}
      >
        {sermons.map((sermon) => (
          <li key={sermon.id}>
            <SermonCard sermon={sermon} />
          </li>
        ))}
      </ul>
      <ListPages label="Sermon pages" page={page} pages={pages} link={pageLink(filters)} />
    </div>
  )
}
