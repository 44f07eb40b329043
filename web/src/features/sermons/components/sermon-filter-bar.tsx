import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { DateField, SearchField, SelectField } from '../../../components/filter-fields'
import { useDebouncedText } from '../../../lib/use-debounced-text'
import { type SermonFilters, withChosen } from '../sermon-filters'

/** The search text updates the filters only 500 ms after typing stops (docs/product.md#sermons-list). */
const SEARCH_DEBOUNCE_MS = 500

/** A dropdown's options: '' for every value, then each value as its own label. */
const withAll = (allLabel: string, values: string[]) => [['', allLabel] as const, ...values.map((value) => [value, value] as const)]

type SermonFilterBarProps = {
  filters: SermonFilters
  /** Changes some filters; '' clears one. */
  onChange: (patch: Partial<Record<Exclude<keyof SermonFilters, 'page'>, string>>) => void
  choices: { speakers: string[]; series: string[] }
}

/**
 * Search, speaker, series and the date range, as a plain GET form to /sermons with named
 * fields, a Search button and a Clear Filters link, so it works without JavaScript. With it, the
 * search box answers each keystroke at once and the filters change after the pause; the dropdowns
 * and dates apply when chosen; Search (or Enter) applies the search at once without reloading.
 * 'Clear Filters' resets all five.
 */
export function SermonFilterBar({ filters, onChange, choices }: SermonFilterBarProps) {
  const id = useId()
  const [searchText, setSearchText] = useDebouncedText(filters.search ?? '', (search) => onChange({ search }), SEARCH_DEBOUNCE_MS)

  return (
    <search aria-label="Filter sermons">
      <form
        method="get"
        action="/sermons"
        className="card grid grid-cols-2 gap-4 p-4 sm:p-6 lg:grid-cols-4"
        onSubmit={(event) => {
          // Search or Enter searches at once instead of waiting for the pause, without a reload.
          event.preventDefault()
          onChange({ search: searchText })
        }}
      >
        <SearchField
          id={`${id}-search`}
          name="search"
          className="col-span-2 lg:col-span-4"
          placeholder="Search sermons by title, speaker, or scripture..."
          value={searchText}
          onChange={setSearchText}
        />
        <SelectField
          id={`${id}-speaker`}
          name="speaker"
          label="Speaker"
          className="col-span-2 sm:col-span-1"
          value={filters.speaker ?? ''}
          options={withAll('All Speakers', withChosen(choices.speakers, filters.speaker))}
          onChange={(speaker) => onChange({ speaker })}
        />
        <SelectField
          id={`${id}-series`}
          name="series"
          label="Series"
          className="col-span-2 sm:col-span-1"
          value={filters.series ?? ''}
          options={withAll('All Series', withChosen(choices.series, filters.series))}
          onChange={(series) => onChange({ series })}
        />
        <DateField
          id={`${id}-start`}
          name="startDate"
          label="Start date"
          value={filters.startDate ?? ''}
          max={filters.endDate}
          onChange={(startDate) => onChange({ startDate })}
        />
        <DateField
          id={`${id}-end`}
          name="endDate"
          label="End date"
          value={filters.endDate ?? ''}
          min={filters.startDate}
          onChange={(endDate) => onChange({ endDate })}
        />
        <div className="col-span-2 flex flex-wrap justify-end gap-3 lg:col-span-4">
          {/* A link to the list without filters; the box also drops text typed but not yet applied. */}
          <Link to="/sermons" replace resetScroll={false} className="btn-outline" onClick={() => setSearchText('')}>
            Clear Filters
          </Link>
          <button type="submit" className="btn-primary">
            Search
          </button>
        </div>
      </form>
    </search>
  )
}
