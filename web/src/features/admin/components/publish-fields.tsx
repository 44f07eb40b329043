import {
  type PublicationState,
  type Publishable,
  type PublishChoice,
  publicationBadge,
  publicationState,
  scheduledParts,
} from '@church/api/lib/publication'
import { useId } from 'react'
import type { FieldErrors, FieldValues, UseFormRegister, UseFormWatch } from 'react-hook-form'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { editButton } from './resource-table'
import { useRoleMay } from './staff-role'

/** The church's time zone, which schedules are written in (CHURCH_TIMEZONE). */
export const useChurchTimezone = () => withDefaults(useSiteConfig().data).timezone

/** The Publish choice as a dialog's form holds it (decision 0042): sent as `publish` beside the record. */
export type PublishValues = { choice: PublishChoice; date: string; time: string }

/** Where a record's dialog starts: how it stands now (a new one: published now, or a contributor's draft). */
export function publishDefaults(record: Publishable | null | undefined, mayPublish: boolean, timeZone: string): PublishValues {
  const state: PublicationState = record ? publicationState(record, new Date()) : mayPublish ? 'published' : 'draft'
  if (state === 'scheduled' && record?.publishAt) {
    const { date, time } = scheduledParts(timeZone, record.publishAt)
    return { choice: 'schedule', date, time }
  }
  const choice: PublishChoice = state === 'published' ? 'publish' : state === 'submitted' ? 'submit' : 'draft'
  return { choice: mayPublish || choice !== 'publish' ? choice : 'draft', date: '', time: '' }
}

/** The parts of a dialog's form the choices use; the form holds its record's fields beside `publish`. */
type Form<T extends FieldValues> = { register: UseFormRegister<T>; watch: UseFormWatch<T>; errors: FieldErrors<T> }

/**
 * The 'Publish' choices of the sermon, event and Sunday service dialogs: an editor or an admin
 * publishes now, schedules (a date and time in the church's time zone) or saves a draft (on a
 * published record: Unpublish); a contributor saves a draft or submits it for review.
 */
export function PublishFields<T extends { publish: PublishValues }>({
  form: anyForm,
  record,
}: {
  form: Form<T>
  record: Publishable | null | undefined
}) {
  // React Hook Form cannot spell 'publish.choice' as a path of a form it does not know: read as the
  // form of `publish` alone, which every form these choices are given holds (T says so).
  const form = anyForm as unknown as Form<{ publish: PublishValues }>
  const mayPublish = useRoleMay('editor')
  const timeZone = useChurchTimezone()
  const id = useId()
  const choice = form.watch('publish.choice')
  const live = record ? publicationState(record, new Date()) === 'published' : false
  const submitted = record?.publication === 'submitted'
  const choices: { value: PublishChoice; label: string }[] = mayPublish
    ? [
        { value: 'publish', label: live ? 'Published' : 'Publish now' },
        { value: 'schedule', label: 'Schedule' },
        ...(submitted ? [{ value: 'submit' as const, label: 'Keep waiting for review' }] : []),
        { value: 'draft', label: live ? 'Unpublish (back to draft)' : 'Save as draft' },
      ]
    : [
        { value: 'draft', label: 'Save as draft' },
        { value: 'submit', label: 'Submit for review' },
      ]
  const errors = (form.errors.publish ?? {}) as Partial<Record<keyof PublishValues, { message?: string }>>
  const badge = record ? publicationBadge(record, new Date(), timeZone) : undefined
  return (
    <fieldset className="grid gap-2 rounded-md border border-slate-200 p-3">
      <legend className="px-1 text-sm font-semibold text-slate-800">Publish</legend>
      {badge ? <p className="text-muted text-sm">Now: {badge}</p> : null}
      <div className="flex flex-wrap gap-x-4 gap-y-2">
        {choices.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm">
            <input type="radio" value={option.value} {...form.register('publish.choice')} />
            {option.label}
          </label>
        ))}
      </div>
      {choice === 'schedule' ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-date`}>
            Date
            <input id={`${id}-date`} type="date" className="input-base" {...form.register('publish.date')} />
          </label>
          <label className="grid gap-1 text-sm font-semibold" htmlFor={`${id}-time`}>
            Time ({timeZone.replace(/_/g, ' ')})
            <input id={`${id}-time`} type="time" className="input-base" {...form.register('publish.time')} />
          </label>
          {errors.date?.message || errors.time?.message ? (
            <p role="alert" className="text-sm text-red-700 sm:col-span-2">
              {errors.date?.message ?? errors.time?.message}
            </p>
          ) : null}
        </div>
      ) : null}
      {mayPublish ? null : <p className="text-muted text-sm">An editor or an admin publishes it once it is submitted.</p>}
    </fieldset>
  )
}

/** 'Draft', 'Submitted' or 'Scheduled for …' beside a record visitors do not see yet (decision 0042). */
export function PublicationBadge({ record }: { record: Parameters<typeof publicationBadge>[0] }) {
  const badge = publicationBadge(record, new Date(), useChurchTimezone())
  if (!badge) return null
  return (
    <span className="ml-2 inline-block rounded-md bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-950 align-middle">{badge}</span>
  )
}

/** How staff filter a list by how records stand (decision 0042): '' is all. */
export type PublicationFilter = '' | PublicationState

const FILTERS: { value: PublicationFilter; label: string }[] = [
  { value: '', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'submitted', label: 'Submitted' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
]

/** 'Show: All / Drafts / Submitted / Scheduled / Published' above a list of sermons or events. */
export function PublicationFilterSelect({ value, onChange }: { value: PublicationFilter; onChange: (value: PublicationFilter) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
      Show
      <select className="input-base w-auto" value={value} onChange={(event) => onChange(event.target.value as PublicationFilter)}>
        {FILTERS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  )
}

/**
 * 'Preview': the record as its public page would show it, for staff only, in a new tab
 * (`/admin/preview/{sermons|events|pages}/{id}`, decision 0042).
 */
export function PreviewLink({ kind, id, title }: { kind: 'sermons' | 'events' | 'pages' | 'news'; id: string; title: string }) {
  return (
    <a
      href={`/admin/preview/${kind}/${id}`}
      target="_blank"
      rel="noopener"
      className={editButton}
      aria-label={`Preview ${title} (opens in a new tab)`}
    >
      Preview
    </a>
  )
}
