import { FEATURED_TYPES, FeaturedContentInput } from '@church/api/models/featured-content'
import { valibotResolver } from '@hookform/resolvers/valibot'
import type * as v from 'valibot'
import { CheckboxField, SelectField, TextAreaField, TextField, YOUTUBE_URL_INPUT } from '../components/dialog-fields'
import { type DialogState, EntityDialog } from '../components/entity-dialog'
import type { AdminFeaturedItem } from './api/get-admin-featured'
import { useSaveFeaturedContent } from './api/save-featured'

type FeaturedFormValues = v.InferInput<typeof FeaturedContentInput>

export const FEATURED_TYPE_LABELS: Record<(typeof FEATURED_TYPES)[number], string> = { video: 'Video', sermon: 'Sermon', event: 'Event' }

const TYPE_OPTIONS = FEATURED_TYPES.map((type) => ({ value: type, label: FEATURED_TYPE_LABELS[type] }))

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
export function FeaturedDialog({ item, ...dialog }: DialogState & { item?: AdminFeaturedItem | null }) {
  return (
    <EntityDialog
      {...dialog}
      description="Only active items appear on the site. Unless Settings names a hero video, the home page plays the newest active video."
      record={item}
      draft="featured"
      saver={useSaveFeaturedContent()}
      resolver={valibotResolver(FeaturedContentInput)}
      defaultValues={toFormValues(item)}
    >
      {({ field, register }) => (
        <>
          <div className="grid gap-4 sm:grid-cols-[12rem_1fr]">
            <SelectField label="Type" options={TYPE_OPTIONS} {...field('type')} />
            <TextField
              label="Content ID"
              required
              hint="For a video, its YouTube video ID (11 characters); for a sermon or event, its ID."
              {...field('contentId')}
            />
          </div>
          <TextField label="YouTube URL" {...YOUTUBE_URL_INPUT} {...field('youtubeUrl')} />
          <TextField label="Title" {...field('title')} />
          <TextAreaField label="Description" rows={3} {...field('description')} />
          <CheckboxField label="Active (shown on the site)" field={register('isActive')} />
        </>
      )}
    </EntityDialog>
  )
}
