import { useId } from 'react'
import { DateField, SearchField, SelectField } from '../../../components/filter-fields'
import { useDebouncedText } from '../../../lib/use-debounced-text'
import { type SermonFilters, withChosen } from '../sermon-filters'

/** SPEC §4: the search text updates the filters only 500 ms after typing stops. */
const SEARCH_DEBOUNCE_MS = 500

/** A dropdown's options: '' for every value, then each value as its own label. */
const withAll = (allLabel: string, values: string[]) => [['', allLabel] as const, ...values.map((value) => [value, value] as const)]

type SermonFilterBarProps = {
  filters: SermonFilters
  /** Changes some filters; '' clears one. */
  onChange: (patch: Partial<Record<keyof SermonFilters, string>>) => void
  choices: { speakers: string[]; series: string[] }
}

/**
 * Search, speaker, series and the date range (SPEC §2). The search box answers each keystroke at
 * once; the filters change after the pause. 'Clear Filters' resets all five.
 */
export function SermonFilterBar({ filters, onChange, choices }: SermonFilterBarProps) {
  const id = useId()
  const [searchText, setSearchText] = useDebouncedText(filters.search ?? '', (search) => onChange({ search }), SEARCH_DEBOUNCE_MS)

  const clear = () => {
    setSearchText('')
    onChange({ search: '', speaker: '', series: '', startDate: '', endDate: '' })
  }

  return (
    <search aria-label="Filter sermons">
      <form
        className="card grid grid-cols-2 gap-4 p-4 sm:p-6 lg:grid-cols-4"
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the pause.
          event.preventDefault()
          onChange({ search: searchText })
        }}
      >
        <SearchField
          id={`${id}-search`}
          className="col-span-2 lg:col-span-4"
          placeholder="Search sermons by title, speaker, or scripture..."
          value={searchText}
          onChange={setSearchText}
        />
        <SelectField
          id={`${id}-speaker`}
          label="Speaker"
          className="col-span-2 sm:col-span-1"
          value={filters.speaker ?? ''}
          options={withAll('All Speakers', withChosen(choices.speakers, filters.speaker))}
          onChange={(speaker) => onChange({ speaker })}
        />
        <SelectField
          id={`${id}-series`}
          label="Series"
          className="col-span-2 sm:col-span-1"
          value={filters.series ?? ''}
          options={withAll('All Series', withChosen(choices.series, filters.series))}
          onChange={(series) => onChange({ series })}
        />
        <DateField
          id={`${id}-start`}
          label="Start date"
          value={filters.startDate ?? ''}
          max={filters.endDate}
          onChange={(startDate) => onChange({ startDate })}
        />
        <DateField
          id={`${id}-end`}
          label="End date"
          value={filters.endDate ?? ''}
          min={filters.startDate}
          onChange={(endDate) => onChange({ endDate })}
        />
        <div className="col-span-2 flex justify-end lg:col-span-4">
          <button type="button" className="btn-outline" onClick={clear}>
            Clear Filters
          </button>
        </div>
      </form>
    </search>
  )
}
