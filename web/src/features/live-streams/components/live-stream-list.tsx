import { useId } from 'react'
import { SearchField, SelectField } from '../../../components/filter-fields'
import { ListLoadError, ListLoading } from '../../../components/page-states'
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
import { NothingLive } from './nothing-live'

/** The list filters as typed; the address bar catches up once typing pauses, so views can be shared. */
const URL_DEBOUNCE_MS = 300

type LiveStreamListProps = {
  view: ServiceView
  /** Changes part of the view; '' or undefined returns a setting to its default. */
  onViewChange: (patch: Partial<ServiceView>) => void
}

/**
 * Search, type filter and sort over every service, all in the browser, with the count line and the
 * loading and empty states of docs/product.md#live-streams.
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
          <SearchField id={`${id}-search`} placeholder="Search services..." value={searchText} onChange={setSearchText} />
          <SelectField
            id={`${id}-type`}
            label="Show"
            value={view.type ?? 'all'}
            options={Object.entries(SERVICE_TYPES)}
            onChange={(type) => onViewChange({ type: type as ServiceType })}
          />
          <SelectField
            id={`${id}-sort`}
            label="Sort by"
            value={view.sort ?? 'date'}
            options={Object.entries(SERVICE_SORTS)}
            onChange={(sort) => onViewChange({ sort: sort as ServiceSort })}
          />
        </form>
      </search>

      {isPending ? (
        <ListLoading text="Loading live streams..." />
      ) : error ? (
        <ListLoadError title="We couldn't load services" error={error} retry={() => void refetch()} retrying={isFetching} />
      ) : (
        <>
          <p role="status" className="font-medium text-slate-700">
            {serviceCountLine(shown.length, searchText)}
          </p>
          {services.length === 0 ? (
            <div className="card mx-auto w-full max-w-xl p-8 text-center">
              <p className="text-lg text-slate-700">No services available.</p>
            </div>
          ) : shown.length === 0 && view.type === 'live' && !searchText.trim() ? (
            <NothingLive onShowAll={() => onViewChange({ type: undefined })} />
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
