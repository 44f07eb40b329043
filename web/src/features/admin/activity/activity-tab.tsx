import { ACTIVITY_KINDS } from '@church/api/models/activity'
import { useId, useState } from 'react'
import { Options } from '../components/dialog-fields'
import { ResourceTable } from '../components/resource-table'
import { TabSection } from '../components/tab-section'
import { formatInstant } from '../instant'
import { type ActivityFilters, type ActivityLine, activityFacts, NO_FILTERS, useActivityPage, useActivityPeople } from './api/get-activity'
import { KIND_WORDS, whatWords, whoWords } from './words'

/** 'Edited the sermon …': the column's words start a sentence of their own. */
const capitalised = (words: string) => words.charAt(0).toUpperCase() + words.slice(1)

/** Kinds only an admin's log holds: an editor is not offered them. */
const ADMIN_KINDS = new Set(['settings', 'role', 'backup'])
const kindOptions = (everything: boolean) => [
  { value: '', label: 'All kinds' },
  ...ACTIVITY_KINDS.filter((kind) => everything || !ADMIN_KINDS.has(kind)).map((kind) => ({ value: kind, label: KIND_WORDS[kind] })),
]

/**
 * Activity: who changed what and when, newest first, a page at a time, filtered by person, kind of
 * change and the church's days (docs/product.md#activity). An admin sees everything; an editor the
 * content's changes and their own sign-ins (the server decides).
 */
export function ActivityTab() {
  const id = useId()
  const [filters, setFilters] = useState<ActivityFilters>(NO_FILTERS)
  const list = useActivityPage(filters)
  const facts = activityFacts(list)
  const timeZone = facts?.timeZone ?? 'UTC'
  const people = useActivityPeople()
  const personOptions = [
    { value: '', label: 'Everyone' },
    ...(people.data ?? []).map((person) => ({ value: person.id, label: person.name.trim() || person.email })),
  ]
  const filtered = Object.values(filters).some(Boolean)
  const change = (key: keyof ActivityFilters) => (value: string) => {
    setFilters((now) => ({ ...now, [key]: value }))
    list.setPage(0)
  }
  const field = 'grid min-w-0 gap-1'
  return (
    <TabSection headingId="admin-activity-heading" title="Activity" actions={null}>
      <p className="text-muted -mt-3 max-w-3xl">
        {facts && !facts.everything
          ? 'Changes staff made to the church’s content, the inbox and the newsletter, and your own sign-ins, newest first.'
          : 'Every change staff made, every sign-in and every setting saved, newest first.'}{' '}
        Kept for two years. Times are the church’s.
      </p>
      <fieldset className="card grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
        <legend className="sr-only">Show only</legend>
        <div className={field}>
          <label htmlFor={`${id}-person`} className="label-base">
            Person
          </label>
          <select id={`${id}-person`} className="input-base" value={filters.person} onChange={(e) => change('person')(e.target.value)}>
            <Options options={personOptions} />
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-kind`} className="label-base">
            Kind of change
          </label>
          <select id={`${id}-kind`} className="input-base" value={filters.kind} onChange={(e) => change('kind')(e.target.value)}>
            <Options options={kindOptions(facts?.everything ?? true)} />
          </select>
        </div>
        <div className={field}>
          <label htmlFor={`${id}-from`} className="label-base">
            From
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className="input-base"
            value={filters.from}
            max={filters.to || undefined}
            onChange={(e) => change('from')(e.target.value)}
          />
        </div>
        <div className={field}>
          <label htmlFor={`${id}-to`} className="label-base">
            To
          </label>
          <input
            id={`${id}-to`}
            type="date"
            className="input-base"
            value={filters.to}
            min={filters.from || undefined}
            onChange={(e) => change('to')(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn-outline min-h-11 px-4 py-2 text-sm disabled:cursor-not-allowed disabled:opacity-50"
          disabled={!filtered}
          onClick={() => {
            setFilters(NO_FILTERS)
            list.setPage(0)
          }}
        >
          Show all
        </button>
      </fieldset>
      <ResourceTable<ActivityLine>
        caption="Activity, newest first"
        noun="changes"
        searchable={false}
        list={list}
        errorText="The activity could not be loaded."
        empty={
          filtered ? 'Nothing matches these choices. Try another person, kind or dates, or Show all.' : 'Nothing has been changed yet.'
        }
        columns={[
          { label: 'Who', main: true, cell: (line) => whoWords(line) },
          { label: 'What', cell: (line) => capitalised(whatWords(line)), className: 'min-w-64' },
          {
            label: 'When',
            cell: (line) => (
              <time dateTime={line.at} className="whitespace-nowrap">
                {formatInstant(line.at, timeZone)}
              </time>
            ),
          },
        ]}
      />
    </TabSection>
  )
}
