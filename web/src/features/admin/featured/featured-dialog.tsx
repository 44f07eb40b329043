import { FEATURED_TYPES, FeaturedContentInput } from '@church/api/models/featured-content'
import { valibotResolver } from '@hookform/resolvers/valibot'
import { useId } from 'react'
import type * as v from 'valibot'
import { Dialog } from '../../../components/ui/dialog'
import { FormField } from '../../../components/ui/form-field'
import { EntityDialogFooter } from '../components/entity-dialog-footer'
import { TextField, YOUTUBE_URL_INPUT } from '../components/text-field'
import { useEntityForm } from '../components/use-entity-form'
import type { AdminFeaturedItem } from './api/get-admin-featured'
import { useCreateFeaturedContent, useUpdateFeaturedContent } from './api/save-featured'

type FeaturedFormValues = v.InferInput<typeof FeaturedContentInput>

export const FEATURED_TYPE_LABELS: Record<(typeof FEATURED_TYPES)[number], string> = { video: 'Video', sermon: 'Sermon', event: 'Event' }

const toFormValues = (item: AdminFeaturedItem | null | undefined): FeaturedFormValues => ({
  type: item?.type ?? 'video',
  contentId: item?.contentId ?? '',
  youtubeUrl: item?.youtubeUrl ?? '',
  title: item?.title ?? '',
  description: item?.description ?? '',
  // New featured content is active unless staff untick it.
  isActive: item?.isActive ?? true,
})

/** Add or edit one featured item (docs/product.md#featured-tab): create mode without an item, edit mode with one. */
export function FeaturedDialog({
  open,
  onOpenChange,
  item,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  item?: AdminFeaturedItem | null
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={item ? 'Edit Featured Content' : 'Add Featured Content'}
      description="Only active items appear on the site. Unless Settings names a hero video, the home page plays the newest active video."
    >
      <FeaturedForm item={item} onDone={() => onOpenChange(false)} />
    </Dialog>
  )
}

function FeaturedForm({ item, onDone }: { item?: AdminFeaturedItem | null; onDone: () => void }) {
  const id = useId()
  const createItem = useCreateFeaturedContent()
  const updateItem = useUpdateFeaturedContent()
  const { register, errors, onSubmit, saving } = useEntityForm<FeaturedFormValues, FeaturedContentInput>({
    resolver: valibotResolver(FeaturedContentInput),
    defaultValues: toFormValues(item),
    save: (values) => (item ? updateItem.mutateAsync({ id: item.id, item: values }) : createItem.mutateAsync(values)),
    saving: createItem.isPending || updateItem.isPending,
    onDone,
    fallback: 'Failed to save the featured content',
    draftKey: `featured:${item?.id ?? 'new'}`,
    editing: item,
  })

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
        <FormField id={`${id}-type`} label="Type" error={errors.type?.message}>
          {(c) => (
            <select {...c} className="input-base" {...register('type')}>
              {FEATURED_TYPES.map((type) => (
                <option key={type} value={type}>
                  {FEATURED_TYPE_LABELS[type]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id={`${id}-content`} label="Content ID" error={errors.contentId?.message}>
          {(c) => (
            <>
              <input {...c} required className="input-base" {...register('contentId')} />
              <p className="text-muted mt-1 text-sm">For a video, its YouTube video ID (11 characters); for a sermon or event, its ID.</p>
            </>
          )}
        </FormField>
      </div>
      <TextField
        id={`${id}-youtube`}
        label="YouTube URL"
        error={errors.youtubeUrl?.message}
        field={register('youtubeUrl')}
        {...YOUTUBE_URL_INPUT}
      />
      <FormField id={`${id}-title`} label="Title" error={errors.title?.message}>
        {(c) => <input {...c} className="input-base" {...register('title')} />}
      </FormField>
      <FormField id={`${id}-description`} label="Description" error={errors.description?.message}>
        {(c) => <textarea {...c} rows={3} className="input-base" {...register('description')} />}
      </FormField>
      <label className="flex items-center gap-2 font-semibold text-slate-800">
        <input type="checkbox" className="h-5 w-5 accent-primary" {...register('isActive')} />
        Active (shown on the site)
      </label>
      <EntityDialogFooter saving={saving} editing={Boolean(item)} onCancel={onDone} />
    </form>
  )
}
