import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Picture } from '../../../components/picture'
import { uploadImage } from '../../../components/ui/image-field'
import { notify } from '../../../components/ui/toaster'
import { useSiteConfig } from '../../site-config/api/get-site-config'
import { withDefaults } from '../../site-config/site-config'
import { EditDelete, ResourceTable } from '../components/resource-table'
import { TabSection } from '../components/tab-section'
import { useConfirm } from '../components/use-confirm'
import { type LibraryPicture, useDeletePicture, usePicturesPage } from './api/pictures'
import { PictureDialog } from './picture-dialog'
import { sizeWords, uploadDay, whereUsed } from './words'

/**
 * Media (docs/product.md#media): every picture uploaded, newest first, with where it is used; its
 * description and focal point are set here once for every page that shows it. 'Upload picture' adds
 * one; a picture still used cannot be deleted.
 */
export function MediaTab() {
  const pictures = usePicturesPage()
  const { timezone } = withDefaults(useSiteConfig().data)
  const [editing, setEditing] = useState<LibraryPicture | null>(null)
  const [open, setOpen] = useState(false)
  const remove = useDeletePicture()
  const confirmDelete = useConfirm<LibraryPicture>({
    title: 'Delete picture',
    message: (picture) => `Delete “${picture.fileName}” for good, with every size of it? This cannot be undone.`,
    confirmLabel: 'Delete',
    pending: remove.isPending,
    // A picture still used is refused in words (the toast); the question closes either way.
    run: (picture, close) => remove.mutate(picture.id, { onSettled: close }),
  })
  return (
    <TabSection headingId="admin-media-heading" title="Media" actions={<UploadPicture />}>
      <p className="text-muted -mt-3 max-w-3xl">
        Every picture uploaded, newest first. Describe each one once here, for everyone who cannot see it, on every page that shows it.
      </p>
      <ResourceTable<LibraryPicture>
        caption="Pictures, newest first"
        noun="pictures"
        list={pictures}
        searchHint="File name, description or where it is used"
        errorText="The pictures could not be loaded."
        empty="No pictures yet. Upload one, or add one to a sermon, event or staff member."
        columns={[
          {
            label: 'Picture',
            cell: (picture) => (
              <Picture
                src={picture.address}
                alt={picture.decorative ? '' : picture.alt}
                sizes="96px"
                loading="lazy"
                className="h-16 w-24 rounded-md border border-slate-200 object-cover"
              />
            ),
          },
          { label: 'File', main: true, className: 'min-w-36 [overflow-wrap:anywhere]', cell: (picture) => picture.fileName },
          {
            label: 'Size',
            cell: (picture) => <SizeWords picture={picture} />,
          },
          {
            label: 'Description',
            cell: (picture) =>
              picture.decorative ? 'Decorative' : picture.alt || <span className="font-semibold text-amber-800">Not described yet</span>,
          },
          {
            label: 'Used in',
            cell: (picture) => (
              <ul className="grid gap-0.5">
                {whereUsed(picture.uses).map((use) => (
                  <li key={use}>{use}</li>
                ))}
              </ul>
            ),
          },
          {
            label: 'Uploaded',
            cell: (picture) => (
              <>
                <time dateTime={picture.uploadedAt} className="whitespace-nowrap">
                  {uploadDay(picture.uploadedAt, timezone)}
                </time>
                {picture.uploadedBy ? <span className="block text-slate-600">by {picture.uploadedBy}</span> : null}
              </>
            ),
          },
        ]}
        actions={(picture) => (
          <EditDelete
            name={picture.fileName}
            onEdit={() => {
              setEditing(picture)
              setOpen(true)
            }}
            onDelete={() => confirmDelete.ask(picture)}
          />
        )}
      />
      <PictureDialog picture={editing} open={open} onOpenChange={setOpen} />
      {confirmDelete.dialog}
    </TabSection>
  )
}

/** '2400 × 1600 px · 1.2 MB', broken only between its two parts; 'Not known' for neither. */
function SizeWords({ picture }: { picture: LibraryPicture }) {
  const words = sizeWords(picture)
  if (!words) return 'Not known'
  return words.split(' · ').map((part, index) => (
    <span key={part} className="whitespace-nowrap">
      {index > 0 ? ' · ' : ''}
      {part}
    </span>
  ))
}

/** 'Upload picture': a file chosen here joins the list, as an image field's upload does. */
function UploadPicture() {
  const queryClient = useQueryClient()
  const [uploading, setUploading] = useState(false)
  async function onFile(file: File | undefined) {
    if (!file) return
    setUploading(true)
    try {
      await uploadImage(file)
      notify.success('Success', 'Image uploaded successfully!')
      await queryClient.invalidateQueries({ queryKey: ['admin', 'pictures'] })
    } catch (failure) {
      notify.error('Error', failure instanceof Error ? failure.message : 'Failed to upload image. Please try again.')
    } finally {
      setUploading(false)
    }
  }
  return (
    <label
      className={`btn-primary focus-within:outline focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-primary ${uploading ? 'opacity-70' : 'cursor-pointer'}`}
    >
      {uploading ? 'Uploading...' : 'Upload picture'}
      <input
        type="file"
        accept="image/*,.heic,.heif"
        className="sr-only"
        disabled={uploading}
        onChange={(event) => {
          void onFile(event.target.files?.[0])
          event.target.value = ''
        }}
      />
    </label>
  )
}
