import { Link } from '@tanstack/react-router'
import { useId } from 'react'
import { DateField, SearchField, SelectField } from '../../../components/filter-fields'
import { useDebouncedText } from '../../../lib/use-debounced-text'
import { type SermonFilters, withChosen } from '../sermon-filters'

/** The search text updates the filters only 500 ms after typing stops (docs/product.md#sermons-list). */
const SEARCH_DEBOUNCE_MS = 500

/** A dropdown's options: '' for every value, then each value as its own label. */
const withAll = (allLabel: string, values: string[]) => [['', allLabel] as const, ...values.map((value) => [value, value] as const)]

/** The dropdowns: the filter each sets, its label, its first option (any) and the names it offers. */
const DROPDOWNS = [
  { filter: 'speaker', label: 'Speaker', all: 'All Speakers', choices: 'speakers' },
  { filter: 'series', label: 'Series', all: 'All Series', choices: 'series' },
] as const

/** The date range: each end keeps the other as its bound. */
const DATES = [
  { filter: 'startDate', id: 'start', label: 'Start date' },
  { filter: 'endDate', id: 'end', label: 'End date' },
] as const

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
        {DROPDOWNS.map((dropdown) => (
          <SelectField
            key={dropdown.filter}
            id={`${id}-${dropdown.filter}`}
            name={dropdown.filter}
            label={dropdown.label}
            className="col-span-2 sm:col-span-1"
            value={filters[dropdown.filter] ?? ''}
            options={withAll(dropdown.all, withChosen(choices[dropdown.choices], filters[dropdown.filter]))}
            onChange={(value) => onChange({ [dropdown.filter]: value })}
          />
        ))}
        {DATES.map((date) => (
          <DateField
            key={date.filter}
            id={`${id}-${date.id}`}
            name={date.filter}
            label={date.label}
            value={filters[date.filter] ?? ''}
            min={date.filter === 'endDate' ? filters.startDate : undefined}
            max={date.filter === 'startDate' ? filters.endDate : undefined}
            onChange={(value) => onChange({ [date.filter]: value })}
          />
        ))}
        {filters.passage ? (
          // The passage a link chose stays chosen when the form is sent without JavaScript.
          <p className="col-span-2 flex flex-wrap items-center gap-x-3 gap-y-1 lg:col-span-4">
            <input type="hidden" name="passage" value={filters.passage} />
            <span>
              Sermons on <strong>{filters.passage}</strong>
            </span>
            <Link
              to="/sermons"
              search={{ ...filters, passage: undefined, page: undefined }}
              replace
              resetScroll={false}
              className="inline-flex min-h-6 items-center font-semibold text-primary underline underline-offset-4"
            >
              Any passage
            </Link>
          </p>
        ) : null}
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
