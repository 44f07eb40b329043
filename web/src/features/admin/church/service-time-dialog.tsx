import { WEEKDAYS } from '@church/api/lib/service-times'
import { ServiceTimeInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { type AdminServiceTime, useSaveServiceTime } from '../api/service-times'
import { SelectField, TextField } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'

type ServiceTimeFormValues = v.InferInput<typeof ServiceTimeInput>

/** What each role means to staff: where the time is shown. */
export const ROLE_LABELS = {
  main: 'Main Sunday service (home, plan a visit, live stream, search engines)',
  kids: 'Kids Church time (Kids Church page)',
  '': 'Listed with the other times (footer, contact)',
} as const

const DAY_OPTIONS = WEEKDAYS.map((day) => ({ value: day, label: day }))
const ROLE_OPTIONS = (Object.keys(ROLE_LABELS) as (keyof typeof ROLE_LABELS)[]).map((role) => ({ value: role, label: ROLE_LABELS[role] }))

const toFormValues = (time: AdminServiceTime | null | undefined): ServiceTimeFormValues => ({
  name: time?.name ?? '',
  day: (time?.day as ServiceTimeFormValues['day']) ?? 'Sunday',
  time: time?.time ?? '',
  place: time?.place ?? '',
  note: time?.note ?? '',
  role: (time?.role as ServiceTimeFormValues['role']) ?? '',
})

/** Add or edit one regular service time (Church tab). */
export function ServiceTimeDialog({ time, ...dialog }: DialogState & { time?: AdminServiceTime | null }) {
  return (
    <EntityDialog
      {...dialog}
      description="Name, day and time are required. Times are on the church's clock."
      size="sm"
      record={time}
      draft="service-time"
      saver={useSaveServiceTime()}
      resolver={valibotResolver(ServiceTimeInput)}
      defaultValues={toFormValues(time)}
    >
      {({ field }) => (
        <>
          <TextField label="Name" required placeholder="e.g. Sunday Worship" {...field('name')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField label="Day" options={DAY_OPTIONS} {...field('day')} />
            <TextField label="Time" type="time" required {...field('time')} />
          </div>
          <TextField label="Place" placeholder="e.g. Main Sanctuary" {...field('place')} />
          <TextField label="Note" placeholder="e.g. Not in August" {...field('note')} />
          <SelectField label="Shown as" options={ROLE_OPTIONS} {...field('role')} />
        </>
      )}
    </EntityDialog>
  )
}
