import { ListLoadError, ListLoading, ListMessage } from '../../../components/page-states'
import { useSermons } from '../api/get-sermons'
import type { SermonFilters } from '../sermon-filters'
import { hasActiveFilters } from '../sermon-filters'
import { SermonCard } from './sermon-card'

/** The filtered sermons as a grid of cards, 1 to 3 columns by width (SPEC §2), with every state. */
export function SermonList({ filters }: { filters: SermonFilters }) {
  const { data: sermons, isPending, error, refetch, isFetching, isPlaceholderData } = useSermons(filters)

  if (isPending) return <ListLoading text="Loading sermons..." />
  if (error) return <ListLoadError title="We couldn't load sermons" error={error} retry={() => void refetch()} retrying={isFetching} />
  if (sermons.length === 0) {
    return (
      <ListMessage role="status" title="No Sermons Found">
        {hasActiveFilters(filters)
          ? 'Try adjusting your search criteria to find more sermons.'
          : 'No sermons are available at this time. Check back soon!'}
      </ListMessage>
    )
  }
  return (
    <>
      <p role="status" className="sr-only">
        {sermons.length === 1 ? '1 sermon' : `${sermons.length} sermons`}
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
    </>
  )
}
