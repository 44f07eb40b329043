import { WEEKDAYS } from '@church/api/lib/service-times'
import { ServiceTimeInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { type AdminServiceTime, useCreateServiceTime, useUpdateServiceTime } from '../api/service-times'
import { SelectField, TextField, useDialogFields } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'

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
      noun="Service Time"
      editing={Boolean(time)}
      description="Name, day and time are required. Times are on the church's clock."
      size="sm"
    >
      {(onDone) => <ServiceTimeForm time={time} onDone={onDone} />}
    </EntityDialog>
  )
}

function ServiceTimeForm({ time, onDone }: { time?: AdminServiceTime | null; onDone: () => void }) {
  const create = useCreateServiceTime()
  const update = useUpdateServiceTime()
  const { register, errors, onSubmit, saving } = useEntityForm<ServiceTimeFormValues, ServiceTimeInput>({
    resolver: valibotResolver(ServiceTimeInput),
    defaultValues: toFormValues(time),
    save: (values) => (time ? update.mutateAsync({ id: time.id, time: values }) : create.mutateAsync(values)),
    saving: create.isPending || update.isPending,
    onDone,
    fallback: 'Failed to save the service time',
    draftKey: `service-time:${time?.id ?? 'new'}`,
    editing: time,
  })

  const field = useDialogFields({ register, errors })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <TextField label="Name" required placeholder="e.g. Sunday Worship" {...field('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField label="Day" options={DAY_OPTIONS} {...field('day')} />
        <TextField label="Time" type="time" required {...field('time')} />
      </div>
      <TextField label="Place" placeholder="e.g. Main Sanctuary" {...field('place')} />
      <TextField label="Note" placeholder="e.g. Not in August" {...field('note')} />
      <SelectField label="Shown as" options={ROLE_OPTIONS} {...field('role')} />
      <EntityDialogFooter saving={saving} editing={Boolean(time)} onCancel={onDone} />
    </form>
  )
}
