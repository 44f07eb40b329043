import { SERVICES_PER_PAGE } from '@church/api/models/live-streams'
import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { SearchField, SelectField } from '../../../components/filter-fields'
import { ListPages, type PageLink } from '../../../components/list-pages'
import { ListLoadError, ListLoading } from '../../../components/page-states'
import { useDebouncedText } from '../../../lib/use-debounced-text'
import { useLiveStreams } from '../api/get-live-streams'
import { SERVICE_SORTS, SERVICE_TYPES, type ServiceSort, type ServiceType, type ServiceView, serviceCountLine } from '../service-filters'
import { LiveStreamCard } from './live-stream-card'
import { NothingLive } from './nothing-live'

/** The list filters as typed; the address bar (and so the list) catches up once typing pauses. */
const URL_DEBOUNCE_MS = 300

type LiveStreamListProps = {
  view: ServiceView
  /** Changes part of the view; '' or undefined returns a setting to its default. */
  onViewChange: (patch: Partial<ServiceView>) => void
}

/** A link to another page of the services, in the same view. */
const pageLink =
  (view: ServiceView): PageLink =>
  ({ page, ...props }) => <Link to="/live-streams" search={{ ...view, page: page > 1 ? page : undefined }} {...props} />

/**
 * Search, type filter and sort, asked of the server a page at a time, with the count line, the links
 * to the other pages and the loading and empty states of docs/product.md#live-streams. The form is a
 * plain GET form to /live-streams with named fields and a Search button, so it works without JavaScript.
 */
export function LiveStreamList({ view, onViewChange }: LiveStreamListProps) {
  const id = useId()
  const { data, isPending, error, refetch, isFetching, isPlaceholderData } = useLiveStreams(view)
  const [searchText, setSearchText] = useDebouncedText(view.search ?? '', (search) => onViewChange({ search }), URL_DEBOUNCE_MS)
  const searching = Boolean(view.search?.trim())

  return (
    <div className="grid gap-6">
      <search aria-label="Find a service">
        <form
          method="get"
          action="/live-streams"
          className="card grid gap-4 p-4 sm:p-6 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
          onSubmit={(event) => {
            // Search or Enter searches at once instead of waiting for the pause, without a reload.
            event.preventDefault()
            onViewChange({ search: searchText })
          }}
        >
          <SearchField id={`${id}-search`} name="search" placeholder="Search services..." value={searchText} onChange={setSearchText} />
          <SelectField
            id={`${id}-type`}
            name="type"
            label="Show"
            value={view.type ?? 'all'}
            options={Object.entries(SERVICE_TYPES)}
            onChange={(type) => onViewChange({ type: type as ServiceType })}
          />
          <SelectField
            id={`${id}-sort`}
            name="sort"
            label="Sort by"
            value={view.sort ?? 'date'}
            options={Object.entries(SERVICE_SORTS)}
            onChange={(sort) => onViewChange({ sort: sort as ServiceSort })}
          />
          <button type="submit" className="btn-primary">
            Search
          </button>
        </form>
      </search>

      {isPending ? (
        <ListLoading text="Loading live streams..." />
      ) : error ? (
        <ListLoadError title="We couldn't load services" error={error} retry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Services
          view={view}
          page={data}
          searching={searching}
          busy={isPlaceholderData}
          onShowAll={() => onViewChange({ type: undefined })}
          onClear={() => setSearchText('')}
        />
      )}
    </div>
  )
}

type ServicesProps = {
  view: ServiceView
  page: { items: Parameters<typeof LiveStreamCard>[0]['service'][]; total: number }
  searching: boolean
  busy: boolean
  onShowAll: () => void
  onClear: () => void
}

/** The count line and the page of cards, or what to do when there are none. */
function Services({ view, page: { items, total }, searching, busy, onShowAll, onClear }: ServicesProps) {
  const pages = Math.ceil(total / SERVICES_PER_PAGE)
  const page = view.page ?? 1
  const filtered = searching || (view.type ?? 'all') !== 'all'
  return (
    <>
      <p role="status" className="font-medium text-slate-700">
        {serviceCountLine(total, view.search)}
        {pages > 1 ? <span className="font-normal">{` · page ${page} of ${pages}`}</span> : null}
      </p>
      {total === 0 && !filtered ? (
        <div className="card mx-auto w-full max-w-xl p-8 text-center">
          <p className="text-lg text-slate-700">No services available.</p>
        </div>
      ) : total === 0 && view.type === 'live' && !searching ? (
        <NothingLive onShowAll={onShowAll} />
      ) : total === 0 ? (
        <div className="card mx-auto w-full max-w-xl p-8 text-center">
          <p className="text-lg text-slate-700">No services found matching your search.</p>
          {/* A link to the list in its order, without search or type: it works without JavaScript too. */}
          <Link to="/live-streams" search={{ sort: view.sort }} replace resetScroll={false} className="btn-primary mt-6" onClick={onClear}>
            Clear Search
          </Link>
        </div>
      ) : items.length === 0 ? (
        // A link to a page past the last one (the list got shorter since it was shared).
        <div className="card mx-auto w-full max-w-xl p-8 text-center">
          <p className="text-lg text-slate-700">
            {total} service(s) fit on {pages === 1 ? 'one page' : `${pages} pages`}.
          </p>
          <Link to="/live-streams" search={{ ...view, page: pages > 1 ? pages : undefined }} className="btn-outline mt-6">
            Go to the last page
          </Link>
        </div>
      ) : (
        <>
          <ul
            aria-label="Services"
            aria-busy={busy}
            className={`grid gap-6 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${busy ? 'opacity-60' : ''}`}
          >
            {items.map((service) => (
              <li key={service.id}>
                <LiveStreamCard service={service} />
              </li>
            ))}
          </ul>
          <ListPages label="Service pages" page={page} pages={pages} link={pageLink(view)} />
        </>
      )}
    </>
  )
}
