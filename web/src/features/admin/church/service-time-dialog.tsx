import { WEEKDAYS } from '@church/api/lib/service-times'
import { ServiceTimeInput } from '@church/api/models/church'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { type AdminServiceTime, useCreateServiceTime, useUpdateServiceTime } from '../api/service-times'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { useEntityForm } from '../components/use-entity-form'

type ServiceTimeFormValues = v.InferInput<typeof ServiceTimeInput>

/** What each role means to staff: where the time is shown. */
export const ROLE_LABELS = {
  main: 'Main Sunday service (home, plan a visit, live stream, search engines)',
  kids: 'Kids Church time (Kids Church page)',
  '': 'Listed with the other times (footer, contact)',
} as const

const toFormValues = (time: AdminServiceTime | null | undefined): ServiceTimeFormValues => ({
  name: time?.name ?? '',
  day: (time?.day as ServiceTimeFormValues['day']) ?? 'Sunday',
  time: time?.time ?? '',
  place: time?.place ?? '',
  note: time?.note ?? '',
  role: (time?.role as ServiceTimeFormValues['role']) ?? '',
})

/** Add or edit one regular service time (Church tab). */
export function ServiceTimeDialog({
  open,
  onOpenChange,
  time,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  time?: AdminServiceTime | null
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={time ? 'Edit Service Time' : 'Add Service Time'}
      description="Name, day and time are required. Times are on the church's clock."
      size="sm"
    >
      <ServiceTimeForm time={time} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function ServiceTimeForm({ time, onDone }: { time?: AdminServiceTime | null; onDone: () => void }) {
  const id = useId()
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

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id={`${id}-name`} label="Name" error={errors.name?.message}>
        {(c) => <input {...c} required placeholder="e.g. Sunday Worship" className="input-base" {...register('name')} />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-day`} label="Day" error={errors.day?.message}>
          {(c) => (
            <select {...c} className="input-base" {...register('day')}>
              {WEEKDAYS.map((day) => (
                <option key={day} value={day}>
                  {day}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-time`} label="Time" error={errors.time?.message}>
          {(c) => <input {...c} type="time" required className="input-base" {...register('time')} />}
        </FormField>
      </div>
      <FormField id={`${id}-place`} label="Place" error={errors.place?.message}>
        {(c) => <input {...c} placeholder="e.g. Main Sanctuary" className="input-base" {...register('place')} />}
      </FormField>
      <FormField id={`${id}-note`} label="Note" error={errors.note?.message}>
        {(c) => <input {...c} placeholder="e.g. Not in August" className="input-base" {...register('note')} />}
      </FormField>
      <FormField id={`${id}-role`} label="Shown as" error={errors.role?.message}>
        {(c) => (
          <select {...c} className="input-base" {...register('role')}>
            {(Object.keys(ROLE_LABELS) as (keyof typeof ROLE_LABELS)[]).map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <EntityDialogFooter saving={saving} editing={Boolean(time)} onCancel={onDone} />
    </form>
  )
}
