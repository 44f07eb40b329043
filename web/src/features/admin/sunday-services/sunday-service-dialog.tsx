import { mainService, type ServiceTime } from '@church/api/lib/service-times'
import { SundayServiceInput } from '@church/api/models/sunday-services'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { useAdminServiceTimes } from '../api/service-times'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { TextField, YOUTUBE_URL_INPUT } from '../components/text-field'
import { useEntityForm } from '../components/use-entity-form'
import type { AdminSundayService } from './api/get-admin-sunday-services'
import { useCreateSundayService, useUpdateSundayService } from './api/save-sunday-service'

type SundayServiceFormValues = v.InferInput<typeof SundayServiceInput>

/** A new service starts at the main Sunday service's time and place (Church tab → Service times). */
const toFormValues = (service: AdminSundayService | null | undefined, usual: ServiceTime | undefined): SundayServiceFormValues => ({
  date: service?.date ?? '',
  time: service?.time ?? usual?.time ?? '',
  location: service?.location ?? usual?.place ?? '',
  youtubeUrl: service?.youtubeUrl ?? '',
  isLive: service?.isLive ?? false,
})

/** Add or edit one Sunday service (docs/product.md#sunday-services-tab): create mode without a service, edit mode with one. */
export function SundayServiceDialog({
  open,
  onOpenChange,
  service,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  service?: AdminSundayService | null
}) {
  // Asked for while the tab shows, so a new service's form has the usual time when it opens.
  const times = useAdminServiceTimes().data
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={service ? 'Edit Sunday Service' : 'Add Sunday Service'}
      description="Date and time are required."
      size="sm"
    >
      <SundayServiceForm service={service} usual={times ? mainService(times) : undefined} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function SundayServiceForm({
  service,
  usual,
  onDone,
}: {
  service?: AdminSundayService | null
  usual: ServiceTime | undefined
  onDone: () => void
}) {
  const id = useId()
  const createService = useCreateSundayService()
  const updateService = useUpdateSundayService()
  const { register, errors, onSubmit, saving } = useEntityForm<SundayServiceFormValues, SundayServiceInput>({
    resolver: valibotResolver(SundayServiceInput),
    defaultValues: toFormValues(service, usual),
    save: (values) => (service ? updateService.mutateAsync({ id: service.id, service: values }) : createService.mutateAsync(values)),
    saving: createService.isPending || updateService.isPending,
    onDone,
    fallback: 'Failed to save the Sunday service',
    draftKey: `sunday-service:${service?.id ?? 'new'}`,
    editing: service,
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-date`} label="Date" error={errors.date?.message}>
          {(c) => <input {...c} type="date" className="input-base" required {...register('date')} />}
        </FormField>
        <FormField id={`${id}-time`} label="Time" error={errors.time?.message}>
          {(c) => <input {...c} type="time" className="input-base" required {...register('time')} />}
        </FormField>
      </div>
      <FormField id={`${id}-location`} label="Location" error={errors.location?.message}>
        {(c) => <input {...c} placeholder="e.g. Main Sanctuary" className="input-base" {...register('location')} />}
      </FormField>
      <TextField
        id={`${id}-youtube`}
        label="YouTube URL"
        error={errors.youtubeUrl?.message}
        field={register('youtubeUrl')}
        {...YOUTUBE_URL_INPUT}
      />
      <label className="flex items-center gap-2 font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-primary" {...register('isLive')} />
        Live now
      </label>
      <EntityDialogFooter saving={saving} editing={Boolean(service)} onCancel={onDone} />
    </form>
  )
}
