import { useId } from 'react'
import { useDebouncedText } from '../../../lib/use-debounced-text'
import { type SermonFilters, withChosen } from '../sermon-filters'

/** SPEC §4: the search text updates the filters only 500 ms after typing stops. */
const SEARCH_DEBOUNCE_MS = 500

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
        <div className="col-span-2 lg:col-span-4">
          <label htmlFor={`${id}-search`} className="label-base">
            Search
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="input-base"
            placeholder="Search sermons by title, speaker, or scripture..."
            autoComplete="off"
            enterKeyHint="search"
            value={searchText}
            onChange={(event) => setSearchText(event.target.value)}
          />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-speaker`} className="label-base">
            Speaker
          </label>
          <select
            id={`${id}-speaker`}
            className="input-base"
            value={filters.speaker ?? ''}
            onChange={(event) => onChange({ speaker: event.target.value })}
          >
            <option value="">All Speakers</option>
            {withChosen(choices.speakers, filters.speaker).map((speaker) => (
              <option key={speaker} value={speaker}>
                {speaker}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-series`} className="label-base">
            Series
          </label>
          <select
            id={`${id}-series`}
            className="input-base"
            value={filters.series ?? ''}
            onChange={(event) => onChange({ series: event.target.value })}
          >
            <option value="">All Series</option>
            {withChosen(choices.series, filters.series).map((series) => (
              <option key={series} value={series}>
                {series}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-start`} className="label-base">
            Start date
          </label>
          <input
            id={`${id}-start`}
            type="date"
            className="input-base"
            value={filters.startDate ?? ''}
            max={filters.endDate}
            onChange={(event) => onChange({ startDate: event.target.value })}
          />
        </div>
        <div>
          <label htmlFor={`${id}-end`} className="label-base">
            End date
          </label>
          <input
            id={`${id}-end`}
            type="date"
            className="input-base"
            value={filters.endDate ?? ''}
            min={filters.startDate}
            onChange={(event) => onChange({ endDate: event.target.value })}
          />
        </div>
        <div className="col-span-2 flex justify-end lg:col-span-4">
          <button type="button" className="btn-outline" onClick={clear}>
            Clear Filters
          </button>
        </div>
      </form>
    </search>
  )
}
