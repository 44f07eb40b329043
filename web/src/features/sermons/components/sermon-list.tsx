import { useSermons } from '../api/get-sermons'
import type { SermonFilters } from '../sermon-filters'
import { hasActiveFilters } from '../sermon-filters'
import { SermonCard } from './sermon-card'

/** The filtered sermons as a grid of cards, 1 to 3 columns by width (SPEC §2), with every state. */
export function SermonList({ filters }: { filters: SermonFilters }) {
  const { data: sermons, isPending, error, refetch, isFetching, isPlaceholderData } = useSermons(filters)

  if (isPending) {
    return (
      <p role="status" className="text-muted min-h-[60vh] py-16 text-center text-lg">
        Loading sermons...
      </p>
    )
  }
  if (error) {
    return (
      <div role="alert" className="card mx-auto max-w-xl p-8 text-center">
        <h2 className="text-xl font-bold text-secondary">We couldn't load sermons</h2>
        <p className="text-muted mt-2">{error.message}</p>
        <button type="button" className="btn-primary mt-6" onClick={() => void refetch()} disabled={isFetching}>
          Try Again
        </button>
      </div>
    )
  }
  if (sermons.length === 0) {
    return (
      <div className="card mx-auto max-w-xl p-8 text-center" role="status">
        <h2 className="text-xl font-bold text-secondary">No Sermons Found</h2>
        <p className="text-muted mt-2">
          {hasActiveFilters(filters)
            ? 'Try adjusting your search criteria to find more sermons.'
            : 'No sermons are available at this time. Check back soon!'}
        </p>
      </div>
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
