import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { useEffect, useId, useRef, useState } from 'react'
import { QuestionFrame } from '../../../components/ui/dialog'
import { formatLongDate, formatTime } from '../../../lib/dates'
import { Loaded } from '../components/loaded'
import { type RotaDay, type RotaPerson, type RotaRole, useAddPerson, useRemovePerson, useRota } from './api/serving'

/**
 * Who is serving (decision 0060): every date of every event with roles, three months a page, each role
 * with its people (name and email) and its empty slots. Staff add a name by hand or take someone off
 * (emailed only when they tick the box).
 */
export function ServingRota() {
  const id = useId()
  const [pages, setPages] = useState<string[]>([''])
  const from = pages[pages.length - 1]
  const rota = useRota(from)
  const [removing, setRemoving] = useState<RotaPerson | null>(null)

  return (
    <section aria-labelledby={`${id}-title`} className="card grid gap-4 p-6">
      <h3 id={`${id}-title`} className="text-xl font-bold text-secondary">
        Who is serving
      </h3>
      <Loaded pending={rota.isPending} failed={rota.isError} what="The rota">
        {rota.data ? (
          <>
            <p className="text-slate-700">
              {formatLongDate(rota.data.from)} to {formatLongDate(rota.data.to)}. Names and emails are seen only by staff who edit events.
            </p>
            {rota.data.days.length === 0 ? (
              <p className="text-muted">No dates with roles in these months. Give an event roles above.</p>
            ) : (
              <ul className="grid gap-4">
                {rota.data.days.map((day) => (
                  <DayCard key={`${day.eventId}-${day.on}`} day={day} onRemove={setRemoving} />
                ))}
              </ul>
            )}
            <nav aria-label="Rota pages" className="flex flex-wrap gap-3">
              {pages.length > 1 ? (
                <button type="button" className="btn-outline" onClick={() => setPages((all) => all.slice(0, -1))}>
                  Earlier dates
                </button>
              ) : null}
              <button type="button" className="btn-outline" onClick={() => setPages((all) => [...all, rota.data?.next ?? ''])}>
                Later dates
              </button>
            </nav>
          </>
        ) : null}
      </Loaded>
      <RemoveQuestion person={removing} onClose={() => setRemoving(null)} />
    </section>
  )
}

function DayCard({ day, onRemove }: { day: RotaDay; onRemove: (person: RotaPerson) => void }) {
  const id = useId()
  return (
    <li aria-labelledby={`${id}-day`} className="rounded-lg border border-slate-200 p-4">
      <h4 id={`${id}-day`} className="font-semibold text-secondary">
        {formatLongDate(day.date)}
        {day.startTime ? `, ${formatTime(day.startTime)}` : ''} · {day.eventTitle}
        {day.cancelled ? (
          <span className="ml-2 inline-block rounded-full border border-red-700 bg-red-50 px-2.5 py-0.5 text-xs font-bold text-red-900">
            Cancelled
          </span>
        ) : null}
      </h4>
      {day.location ? <p className="text-muted text-sm">{day.location}</p> : null}
      <div className="mt-3 grid gap-3 md:grid-cols-2">
        {day.roles.map((role) => (
          <RoleSlots key={role.id} role={role} date={day.on} onRemove={onRemove} />
        ))}
      </div>
    </li>
  )
}

function RoleSlots({ role, date, onRemove }: { role: RotaRole; date: string; onRemove: (person: RotaPerson) => void }) {
  const id = useId()
  const add = useAddPerson()
  const [name, setName] = useState('')
  const [email, setEmail] = useState('')
  const [adding, setAdding] = useState(false)
  const nameField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (adding) nameField.current?.focus()
  }, [adding])
  const open = role.slots - role.people.length
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <p className="font-semibold text-slate-800">
        {role.name}{' '}
        <span className="font-normal text-slate-700">
          ({role.people.length} of {role.slots})
        </span>
      </p>
      <ul className="mt-2 grid gap-1">
        {role.people.map((person) => (
          <li key={person.id} className="flex flex-wrap items-center justify-between gap-2">
            <span className="min-w-0 break-words">
              {person.name}
              {person.email ? (
                <>
                  {' '}
                  <a href={`mailto:${person.email}`} className="break-all text-sm text-primary underline">
                    {person.email}
                  </a>
                </>
              ) : null}
            </span>
            <button
              type="button"
              className="btn min-h-6 border border-red-300 px-2 py-1 text-sm text-red-800 hover:bg-red-50"
              aria-label={`Remove ${person.name} from ${role.name}`}
              onClick={() => onRemove(person)}
            >
              Remove
            </button>
          </li>
        ))}
        {Array.from({ length: Math.max(open, 0) }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: empty slots have nothing else to tell them apart
          <li key={i} className="text-muted text-sm italic">
            Open slot
          </li>
        ))}
      </ul>
      {open > 0 && !adding ? (
        <button type="button" className="btn-outline mt-2 px-3 py-1.5 text-sm" onClick={() => setAdding(true)}>
          Add a name to {role.name}
        </button>
      ) : null}
      {open > 0 && adding ? (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          aria-label={`Add a name to ${role.name}`}
          onSubmit={(event) => {
            event.preventDefault()
            add.mutate(
              { roleId: role.id, date, name, email },
              {
                onSuccess: () => {
                  setName('')
                  setEmail('')
                  setAdding(false)
                },
              },
            )
          }}
        >
          <div className="min-w-32 flex-1">
            <label htmlFor={`${id}-name`} className="text-sm font-semibold text-slate-800">
              Name
            </label>
            <input
              ref={nameField}
              id={`${id}-name`}
              className="input-base"
              value={name}
              required
              onChange={(e) => setName(e.target.value)}
            />
          </div>
          <div className="min-w-40 flex-1">
            <label htmlFor={`${id}-email`} className="text-sm font-semibold text-slate-800">
              Email (optional)
            </label>
            <input id={`${id}-email`} className="input-base" type="email" value={email} onChange={(e) => setEmail(e.target.value)} />
          </div>
          <button type="submit" className="btn-primary" disabled={add.isPending}>
            {add.isPending ? 'Adding...' : 'Add'}
          </button>
          <button type="button" className="btn-outline" onClick={() => setAdding(false)}>
            Cancel
          </button>
        </form>
      ) : null}
    </div>
  )
}

/** 'Remove Martha from the list?', with a box to email them (only when they gave an address). */
function RemoveQuestion({ person, onClose }: { person: RotaPerson | null; onClose: () => void }) {
  const id = useId()
  const remove = useRemovePerson()
  const [tell, setTell] = useState(false)
  return (
    <QuestionFrame
      open={person !== null}
      onOpenChange={(open) => {
        if (!open) {
          setTell(false)
          onClose()
        }
      }}
      title={`Take ${person?.name ?? ''} off the list?`}
      message="Their slot becomes open again for someone else."
    >
      {person?.email ? (
        <label htmlFor={`${id}-tell`} className="mt-4 flex min-h-11 items-center gap-3">
          <input id={`${id}-tell`} type="checkbox" className="h-6 w-6" checked={tell} onChange={(e) => setTell(e.target.checked)} />
          Email {person.name} that they were taken off
        </label>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <ArkDialog.CloseTrigger className="btn border border-slate-300 text-slate-800 hover:bg-slate-100">Cancel</ArkDialog.CloseTrigger>
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={remove.isPending}
          onClick={() =>
            person &&
            remove.mutate(
              { id: person.id, tell },
              {
                onSettled: () => {
                  setTell(false)
                  onClose()
                },
              },
            )
          }
        >
          {remove.isPending ? 'Working...' : 'Remove'}
        </button>
      </div>
    </QuestionFrame>
  )
}
