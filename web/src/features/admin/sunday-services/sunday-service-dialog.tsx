import { withPublishing } from '@church/api/lib/publication'
import { mainService, type ServiceTime } from '@church/api/lib/service-times'
import { SundayServiceInput } from '@church/api/models/sunday-services'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type { Resolver } from 'react-hook-form'
import type * as v from 'valibot'
import { useAdminServiceTimes } from '../api/service-times'
import { CheckboxField, TextField, YOUTUBE_URL_INPUT } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import { PublishFields, type PublishValues, publishDefaults, useChurchTimezone } from '../components/publish-fields'
import { useRoleMay } from '../components/staff-role'
import type { AdminSundayService } from './api/get-admin-sunday-services'
import { type SundayServiceSent, useSaveSundayService } from './api/save-sunday-service'

/** The service's fields, and the Publish choice (decision 0042). */
type SundayServiceFormValues = v.InferInput<typeof SundayServiceInput> & { publish: PublishValues }
const resolver = valibotResolver(withPublishing(SundayServiceInput)) as unknown as Resolver<
  SundayServiceFormValues,
  unknown,
  SundayServiceSent
>

/** A new service starts at the main Sunday service's time and place (Church tab → Service times). */
const toFormValues = (
  service: AdminSundayService | null | undefined,
  usual: ServiceTime | undefined,
  publish: PublishValues,
): SundayServiceFormValues => ({
  date: service?.date ?? '',
  time: service?.time ?? usual?.time ?? '',
  location: service?.location ?? usual?.place ?? '',
  youtubeUrl: service?.youtubeUrl ?? '',
  isLive: service?.isLive ?? false,
  publish,
})

/** Add or edit one Sunday service (docs/product.md#sunday-services-tab): create mode without a service, edit mode with one. */
export function SundayServiceDialog({ service, ...dialog }: DialogState & { service?: AdminSundayService | null }) {
  // Asked for while the tab shows, so a new service's form has the usual time when it opens.
  const times = useAdminServiceTimes().data
  const mayPublish = useRoleMay('editor')
  const timeZone = useChurchTimezone()
  return (
    <EntityDialog
      {...dialog}
      description="Date and time are required."
      size="sm"
      record={service}
      draft="sunday-service"
      saver={useSaveSundayService()}
      resolver={resolver}
      defaultValues={toFormValues(service, times ? mainService(times) : undefined, publishDefaults(service, mayPublish, timeZone))}
    >
      {({ field, register, watch, errors }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Date" type="date" required {...field('date')} />
            <TextField label="Time" type="time" required {...field('time')} />
          </div>
          <TextField label="Location" placeholder="e.g. Main Sanctuary" {...field('location')} />
          <TextField label="YouTube URL" {...YOUTUBE_URL_INPUT} {...field('youtubeUrl')} />
          <CheckboxField label="Live now" field={register('isLive')} />
          <PublishFields form={{ register, watch, errors }} record={service} />
        </>
      )}
    </EntityDialog>
  )
}
