import { useId } from 'react'
import { useDebouncedText } from '../../../lib/use-debounced-text'
import { useLiveStreams } from '../api/get-live-streams'
import {
  filterServices,
  SERVICE_SORTS,
  SERVICE_TYPES,
  type ServiceSort,
  type ServiceType,
  type ServiceView,
  serviceCountLine,
} from '../service-filters'
import { LiveStreamCard } from './live-stream-card'

/** The list filters as typed; the address bar catches up once typing pauses, so views can be shared. */
const URL_DEBOUNCE_MS = 300

type LiveStreamListProps = {
  view: ServiceView
  /** Changes part of the view; '' or undefined returns a setting to its default. */
  onViewChange: (patch: Partial<ServiceView>) => void
}

/**
 * Search, type filter and sort over every service, all in the browser (SPEC §2, §7), with the count
 * line and the SPEC's loading and empty states.
 */
export function LiveStreamList({ view, onViewChange }: LiveStreamListProps) {
  const id = useId()
  const { data: services, isPending, error, refetch, isFetching } = useLiveStreams()
  const [searchText, setSearchText] = useDebouncedText(view.search ?? '', (search) => onViewChange({ search }), URL_DEBOUNCE_MS)
  const shownView = { ...view, search: searchText }
  const shown = services ? filterServices(services, shownView) : []

  const clearSearch = () => {
    setSearchText('')
    onViewChange({ search: undefined, type: undefined })
  }

  return (
    <div className="grid gap-6">
      <search aria-label="Find a service">
        <form className="card grid gap-4 p-4 sm:p-6 md:grid-cols-[2fr_1fr_1fr]" onSubmit={(event) => event.preventDefault()}>
          <div>
            <label htmlFor={`${id}-search`} className="label-base">
              Search
            </label>
            <input
              id={`${id}-search`}
              type="search"
              className="input-base"
              placeholder="Search services..."
              autoComplete="off"
              enterKeyHint="search"
              value={searchText}
              onChange={(event) => setSearchText(event.target.value)}
            />
          </div>
          <div>
            <label htmlFor={`${id}-type`} className="label-base">
              Show
            </label>
            <select
              id={`${id}-type`}
              className="input-base"
              value={view.type ?? 'all'}
              onChange={(event) => onViewChange({ type: event.target.value as ServiceType })}
            >
              {Object.entries(SERVICE_TYPES).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-sort`} className="label-base">
              Sort by
            </label>
            <select
              id={`${id}-sort`}
              className="input-base"
              value={view.sort ?? 'date'}
              onChange={(event) => onViewChange({ sort: event.target.value as ServiceSort })}
            >
              {Object.entries(SERVICE_SORTS).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </div>
        </form>
      </search>

      {isPending ? (
        <p role="status" className="text-muted min-h-[60vh] py-16 text-center text-lg">
          Loading live streams...
        </p>
      ) : error ? (
        <div role="alert" className="card mx-auto max-w-xl p-8 text-center">
          <h2 className="text-xl font-bold text-secondary">We couldn't load services</h2>
          <p className="text-muted mt-2">{error.message}</p>
          <button type="button" className="btn-primary mt-6" onClick={() => void refetch()} disabled={isFetching}>
            Try Again
          </button>
        </div>
      ) : (
        <>
          <p role="status" className="font-medium text-slate-700">
            {serviceCountLine(shown.length, searchText)}
          </p>
          {services.length === 0 ? (
            <div className="card mx-auto w-full max-w-xl p-8 text-center">
              <p className="text-lg text-slate-700">No services available.</p>
            </div>
          ) : shown.length === 0 ? (
            <div className="card mx-auto w-full max-w-xl p-8 text-center">
              <p className="text-lg text-slate-700">No services found matching your search.</p>
              <button type="button" className="btn-primary mt-6" onClick={clearSearch}>
                Clear Search
              </button>
            </div>
          ) : (
            <ul aria-label="Services" className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((service) => (
                <li key={service.id}>
                  <LiveStreamCard service={service} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  )
}
