import { ROLES_MAX, SLOTS } from '@church/api/models/serving'
import { useEffect, useId, useState } from 'react'
import { formatLongDate } from '../../../lib/dates'
import { Loaded } from '../components/loaded'
import { useConfirm } from '../components/use-confirm'
import { type RoleDraft, type StaffRole, useEventRoles, useSaveRoles, useServingEvents } from './api/serving'

type Row = RoleDraft & { key: string; upcomingPeople: number; mostTaken: number }
const rowOf = (role: StaffRole): Row => ({ ...role, key: role.id })

/**
 * Roles for an event (decision 0060): staff pick an event, then list its roles with their slots. A
 * repeating event's roles are on every date. Removing a role that people signed up for asks first;
 * slots below the people on one date are refused by the server with its reason.
 */
export function RolesEditor() {
  const id = useId()
  const events = useServingEvents()
  const [eventId, setEventId] = useState('')
  const roles = useEventRoles(eventId)
  const save = useSaveRoles()
  const [rows, setRows] = useState<Row[]>([])
  useEffect(() => {
    setRows((roles.data ?? []).map(rowOf))
  }, [roles.data])

  const kept = new Set(rows.map((r) => r.id))
  const dropped = (roles.data ?? []).filter((r) => !kept.has(r.id) && r.upcomingPeople > 0)
  const send = (removeTaken: boolean, close?: () => void) =>
    save.mutate(
      { eventId, roles: rows.map(({ id: roleId, name, slots }) => ({ ...(roleId ? { id: roleId } : {}), name, slots })), removeTaken },
      { onSettled: close },
    )
  const confirmRemoval = useConfirm<StaffRole[]>({
    title: 'Remove roles people signed up for?',
    message: (gone) =>
      `${gone.map((r) => `${r.name} has ${r.upcomingPeople} ${r.upcomingPeople === 1 ? 'person' : 'people'} signed up`).join('; ')}. They will be taken off and not emailed.`,
    confirmLabel: 'Remove and save',
    pending: save.isPending,
    run: (_gone, close) => send(true, close),
  })
  const change = (key: string, part: Partial<Row>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...part } : r)))
  const chosen = events.data?.find((e) => e.id === eventId)

  return (
    <section aria-labelledby={`${id}-title`} className="card grid gap-4 p-6">
      <h3 id={`${id}-title`} className="text-xl font-bold text-secondary">
        Roles for an event
      </h3>
      <Loaded pending={events.isPending} failed={events.isError} what="The events">
        <div className="max-w-xl">
          <label htmlFor={`${id}-event`} className="label-base">
            Event
          </label>
          <select id={`${id}-event`} className="input-base" value={eventId} onChange={(e) => setEventId(e.target.value)}>
            <option value="">Choose an event</option>
            {(events.data ?? []).map((e) => (
              <option key={e.id} value={e.id}>
                {e.title} — {e.isRecurring ? e.recurrenceDescription || 'repeats' : formatLongDate(e.date)}
                {e.roles > 0 ? ` (${e.roles} ${e.roles === 1 ? 'role' : 'roles'})` : ''}
              </option>
            ))}
          </select>
        </div>
      </Loaded>
      {chosen ? (
        <Loaded pending={roles.isPending} failed={roles.isError} what="The roles">
          <form
            className="grid gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              if (dropped.length > 0) confirmRemoval.ask(dropped)
              else send(false)
            }}
          >
            <p className="text-slate-700">
              {chosen.isRecurring ? 'These roles are on every date of this event.' : 'The roles this event needs people for.'} Each role has
              from {SLOTS.min} to {SLOTS.max} slots.
            </p>
            {rows.length === 0 ? <p className="text-muted">No roles yet. Add one below.</p> : null}
            <ul className="grid gap-3">
              {rows.map((row, index) => (
                <li key={row.key} className="flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 p-3">
                  <div className="min-w-48 flex-1">
                    <label htmlFor={`${id}-name-${row.key}`} className="label-base">
                      Role {index + 1}
                    </label>
                    <input
                      id={`${id}-name-${row.key}`}
                      className="input-base"
                      value={row.name}
                      maxLength={80}
                      required
                      onChange={(e) => change(row.key, { name: e.target.value })}
                    />
                  </div>
                  <div className="w-28">
                    <label htmlFor={`${id}-slots-${row.key}`} className="label-base">
                      Slots
                    </label>
                    <input
                      id={`${id}-slots-${row.key}`}
                      className="input-base"
                      type="number"
                      min={SLOTS.min}
                      max={SLOTS.max}
                      value={row.slots}
                      required
                      onChange={(e) => change(row.key, { slots: Number(e.target.value) })}
                    />
                  </div>
                  <button
                    type="button"
                    className="btn border border-red-300 px-3 text-red-800 hover:bg-red-50"
                    aria-label={`Remove the role ${row.name || index + 1}`}
                    onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))}
                  >
                    Remove
                  </button>
                  {row.upcomingPeople > 0 ? (
                    <p className="text-muted w-full text-sm">
                      {row.upcomingPeople} {row.upcomingPeople === 1 ? 'person' : 'people'} signed up on dates to come
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className="btn-outline"
                disabled={rows.length >= ROLES_MAX}
                onClick={() =>
                  setRows((all) => [...all, { key: crypto.randomUUID(), name: '', slots: 2, upcomingPeople: 0, mostTaken: 0 }])
                }
              >
                Add a role
              </button>
              <button type="submit" className="btn-primary" disabled={save.isPending}>
                {save.isPending ? 'Saving...' : 'Save roles'}
              </button>
            </div>
          </form>
        </Loaded>
      ) : null}
      {confirmRemoval.dialog}
    </section>
  )
}
