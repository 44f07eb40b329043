import { MAX_CAPACITY, MAX_CLOSE_HOURS, type Registration, type RegistrationSettings } from '@church/api/models/registrations'
import { type FormEvent, useId, useState } from 'react'
import { Dialog } from '../../../components/ui/dialog'
import { FieldError } from '../../../components/ui/form-field'
import { ApiError } from '../../../lib/api'
import { useEventDates } from './api/event-dates'
import type { AdminEvent } from './api/get-admin-events'
import {
  exportAddress,
  useCheckIn,
  useEmailRegistrants,
  useRegistrationList,
  useSaveRegistrationSettings,
  useTellRegistrants,
} from './api/registrations'
import { dayWithYear } from './date-words'
import { repeats } from './event-dates-dialog'

const STATUS_WORDS = { confirmed: 'Registered', waiting: 'Waiting list', cancelled: 'Cancelled' } as const

/**
 * An event's registrations (decision 0058): whether visitors may register and how (places, waiting
 * list, when it closes, what is asked), the list for the event or one date of a series with check-in
 * ticks saved at once, the export as a spreadsheet, and an email to everyone registered.
 */
export function RegistrationsDialog({
  event,
  open,
  onOpenChange,
}: {
  event: AdminEvent | undefined
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={event ? `Registrations: ${event.title}` : 'Registrations'} size="lg">
      {event ? <RegistrationsBody key={event.id} event={event} /> : null}
    </Dialog>
  )
}

function RegistrationsBody({ event }: { event: AdminEvent }) {
  const series = repeats(event)
  const dates = useEventDates(event.id, series)
  const choices = series ? (dates.data?.dates ?? []).filter((d) => !d.cancelled).map((d) => d.on) : []
  const [picked, setPicked] = useState<string | null>(null)
  const on = series ? (picked ?? choices[0] ?? event.next.on) : ''
  const list = useRegistrationList(event.id, on)
  const id = useId()
  return (
    <div className="grid gap-8">
      <SettingsForm
        eventId={event.id}
        settings={list.data?.settings ?? null}
        loaded={list.data !== undefined}
        series={series}
        dates={choices}
      />
      <section aria-labelledby={`${id}-list`} className="grid gap-3">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h3 id={`${id}-list`} className="text-xl font-bold text-secondary">
            Who is registered
          </h3>
          {series ? (
            <label className="grid gap-1 text-sm font-semibold text-slate-800">
              Date
              <select className="input-base" value={on} onChange={(change) => setPicked(change.target.value)}>
                {[...new Set([on, ...choices])].map((date) => (
                  <option key={date} value={date}>
                    {dayWithYear(date)}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
        </div>
        {list.isPending ? (
          <p className="text-muted">Loading registrations...</p>
        ) : list.error ? (
          <p role="alert" className="text-red-800">
            Registrations could not be loaded.
          </p>
        ) : (
          <RegistrationTable items={list.data.items} question={list.data.settings?.question ?? ''} />
        )}
        <div>
          <a href={exportAddress(event.id, on)} className="btn-outline inline-flex" download>
            Download as a spreadsheet (CSV)
          </a>
        </div>
      </section>
      <EmailEveryone eventId={event.id} on={on} count={list.data?.items.filter((r) => r.status === 'confirmed').length ?? 0} />
      <TellOfChange eventId={event.id} on={on} count={list.data?.items.filter((r) => r.status !== 'cancelled').length ?? 0} />
    </div>
  )
}

/** The list: confirmed first, then waiting, then cancelled, each in the order they registered; a tick for who came. */
function RegistrationTable({ items, question }: { items: Registration[]; question: string }) {
  const checkIn = useCheckIn()
  const people = (status: Registration['status']) => items.filter((r) => r.status === status).reduce((sum, r) => sum + r.partySize, 0)
  if (items.length === 0) return <p className="text-muted">Nobody has registered yet.</p>
  return (
    <>
      <p className="text-slate-800">
        {people('confirmed')} registered, {people('waiting')} waiting
      </p>
      <div className="overflow-x-auto">
        <table className="w-full min-w-[40rem] text-left text-sm">
          <caption className="sr-only">Registrations, registered first, then the waiting list</caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="p-2">
                Came
              </th>
              <th scope="col" className="p-2">
                Name
              </th>
              <th scope="col" className="p-2">
                Email and phone
              </th>
              <th scope="col" className="p-2">
                Party
              </th>
              <th scope="col" className="p-2">
                Status
              </th>
              {question ? (
                <th scope="col" className="p-2">
                  {question}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {items.map((r) => (
              <tr key={r.id} className="border-b border-slate-200 align-top">
                <td className="p-2">
                  <input
                    type="checkbox"
                    className="h-6 w-6 accent-primary"
                    aria-label={`${r.name} came`}
                    defaultChecked={r.checkedIn}
                    disabled={r.status === 'cancelled'}
                    onChange={(change) => checkIn.mutate({ id: r.id, checkedIn: change.target.checked })}
                  />
                </td>
                <th scope="row" className="p-2 font-semibold">
                  {r.name}
                </th>
                <td className="break-all p-2">
                  {r.email}
                  {r.phone ? <span className="text-muted block">{r.phone}</span> : null}
                </td>
                <td className="p-2">{r.partySize}</td>
                <td className="p-2">{STATUS_WORDS[r.status]}</td>
                {question ? <td className="break-words p-2">{r.answer}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  )
}

/** Whether visitors may register, and how; saved as a whole. */
function SettingsForm({
  eventId,
  settings,
  loaded,
  series,
  dates,
}: {
  eventId: string
  settings: RegistrationSettings | null
  loaded: boolean
  series: boolean
  /** A series' coming dates, one of which registration may be only for. */
  dates: string[]
}) {
  const id = useId()
  const save = useSaveRegistrationSettings()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [said, setSaid] = useState('')
  if (!loaded) return null
  const onSubmit = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault()
    const data = new FormData(submit.currentTarget)
    const number = (name: string) => {
      const text = String(data.get(name) ?? '').trim()
      return text === '' ? null : Number(text)
    }
    setProblems({})
    setSaid('')
    try {
      const saved = await save.mutateAsync({
        id: eventId,
        settings: {
          enabled: data.get('enabled') === 'on',
          onlyOn: series ? String(data.get('onlyOn') ?? '') || null : null,
          capacity: number('capacity'),
          waitingList: data.get('waitingList') === 'on',
          closeHoursBefore: number('closeHoursBefore') ?? 0,
          askPhone: data.get('askPhone') === 'on',
          askParty: data.get('askParty') === 'on',
          question: String(data.get('question') ?? ''),
        },
      })
      setSaid(saved.enabled ? 'Saved: visitors may register.' : 'Saved: registration is off.')
    } catch (error) {
      if (error instanceof ApiError && error.fields) setProblems(error.fields)
    }
  }
  const box = (name: string, label: string, checked: boolean) => (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" name={name} defaultChecked={checked} className="h-6 w-6 accent-primary" />
      <span>{label}</span>
    </label>
  )
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border border-slate-300 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-secondary">
        Registration
      </h3>
      {box(
        'enabled',
        series ? 'Visitors may register for each date on its page' : 'Visitors may register on the event’s page',
        settings?.enabled ?? false,
      )}
      {series ? (
        <div>
          <label htmlFor={`${id}-only`} className="label-base">
            Which dates
          </label>
          <select id={`${id}-only`} name="onlyOn" defaultValue={settings?.onlyOn ?? ''} className="input-base sm:w-80">
            <option value="">Every date, each with its own places</option>
            {[...new Set([...(settings?.onlyOn ? [settings.onlyOn] : []), ...dates])].map((date) => (
              <option key={date} value={date}>
                Only {dayWithYear(date)}
              </option>
            ))}
          </select>
          <FieldError id={`${id}-only-error`} error={problems.onlyOn} />
        </div>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-capacity`} className="label-base">
            Places {series ? 'for each date' : ''} (leave empty for no limit)
          </label>
          <input
            id={`${id}-capacity`}
            name="capacity"
            type="number"
            min={1}
            max={MAX_CAPACITY}
            defaultValue={settings?.capacity ?? ''}
            className="input-base w-40"
            aria-describedby={problems.capacity ? `${id}-capacity-error` : undefined}
          />
          <FieldError id={`${id}-capacity-error`} error={problems.capacity} />
        </div>
        <div>
          <label htmlFor={`${id}-close`} className="label-base">
            Close registration this many hours before it starts
          </label>
          <input
            id={`${id}-close`}
            name="closeHoursBefore"
            type="number"
            min={0}
            max={MAX_CLOSE_HOURS}
            defaultValue={settings?.closeHoursBefore ?? 0}
            className="input-base w-40"
            aria-describedby={problems.closeHoursBefore ? `${id}-close-error` : undefined}
          />
          <FieldError id={`${id}-close-error`} error={problems.closeHoursBefore} />
        </div>
      </div>
      {box('waitingList', 'When it is full, let people join a waiting list', settings?.waitingList ?? true)}
      <fieldset className="grid gap-1">
        <legend className="label-base">Besides name and email, ask for</legend>
        {box('askPhone', 'A phone number (optional for them)', settings?.askPhone ?? false)}
        {box('askParty', 'The number in their party', settings?.askParty ?? false)}
      </fieldset>
      <div>
        <label htmlFor={`${id}-question`} className="label-base">
          One question of your own (optional), e.g. Any dietary needs?
        </label>
        <input
          id={`${id}-question`}
          name="question"
          type="text"
          maxLength={300}
          defaultValue={settings?.question ?? ''}
          className="input-base"
          aria-describedby={problems.question ? `${id}-question-error` : undefined}
        />
        <FieldError id={`${id}-question-error`} error={problems.question} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save Registration'}
        </button>
        <p role="status" className="font-semibold text-green-800">
          {said}
        </p>
      </div>
    </form>
  )
}

/** 'Email everyone registered': a subject and a message, queued to each registered person. */
function EmailEveryone({ eventId, on, count }: { eventId: string; on: string; count: number }) {
  const id = useId()
  const send = useEmailRegistrants()
  const [problems, setProblems] = useState<Record<string, string>>({})
  const [said, setSaid] = useState('')
  const onSubmit = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault()
    const form = submit.currentTarget
    const data = new FormData(form)
    setProblems({})
    try {
      const done = await send.mutateAsync({
        id: eventId,
        email: { on, subject: String(data.get('subject')), message: String(data.get('message')) },
      })
      setSaid(`Sent: ${done.message}.`)
      form.reset()
    } catch (error) {
      if (error instanceof ApiError && error.fields) setProblems(error.fields)
    }
  }
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border border-slate-300 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-secondary">
        Email everyone registered
      </h3>
      <p className="text-muted">
        {count === 1 ? '1 registration' : `${count} registrations`} {on ? `for ${dayWithYear(on)}` : ''} will get it (not the waiting list).
      </p>
      <div>
        <label htmlFor={`${id}-subject`} className="label-base">
          Subject
        </label>
        <input
          id={`${id}-subject`}
          name="subject"
          type="text"
          className="input-base"
          aria-describedby={problems.subject ? `${id}-subject-error` : undefined}
        />
        <FieldError id={`${id}-subject-error`} error={problems.subject} />
      </div>
      <div>
        <label htmlFor={`${id}-message`} className="label-base">
          Message
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={4}
          className="input-base"
          aria-describedby={problems.message ? `${id}-message-error` : undefined}
        />
        <FieldError id={`${id}-message-error`} error={problems.message} />
      </div>
      <div>
        <button type="submit" className="btn-primary" disabled={send.isPending || count === 0}>
          {send.isPending ? 'Sending...' : 'Send Email'}
        </button>
        <p role="status" className="mt-2 font-semibold text-green-800">
          {said}
        </p>
      </div>
    </form>
  )
}

/**
 * After the event's date, time or place was changed in its dialog (a date of a series is told from
 * its Dates): everyone registered or waiting gets an email with how it stands now and the new .ics.
 */
function TellOfChange({ eventId, on, count }: { eventId: string; on: string; count: number }) {
  const id = useId()
  const tell = useTellRegistrants()
  const [said, setSaid] = useState('')
  const onSubmit = async (submit: FormEvent<HTMLFormElement>) => {
    submit.preventDefault()
    const form = submit.currentTarget
    const note = String(new FormData(form).get('note') ?? '')
    setSaid('')
    try {
      const done = await tell.mutateAsync({ id: eventId, tell: { on, note } })
      setSaid(`Sent: ${done.message}.`)
      form.reset()
    } catch {
      // The dashboard's failure toast says why.
    }
  }
  if (count === 0) return null
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-3 rounded-lg border border-slate-300 p-4" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="text-xl font-bold text-secondary">
        Tell them of a change
      </h3>
      <p className="text-muted">
        Changed the date, time or place? Email {count === 1 ? 'the 1 person' : `the ${count} people`} registered or waiting how it stands
        now, with a new calendar file.
      </p>
      <div>
        <label htmlFor={`${id}-note`} className="label-base">
          Note (optional)
        </label>
        <textarea id={`${id}-note`} name="note" rows={2} maxLength={500} className="input-base" />
      </div>
      <div>
        <button type="submit" className="btn-outline" disabled={tell.isPending}>
          {tell.isPending ? 'Sending...' : 'Email Them the Change'}
        </button>
        <p role="status" className="mt-2 font-semibold text-green-800">
          {said}
        </p>
      </div>
    </form>
  )
}
