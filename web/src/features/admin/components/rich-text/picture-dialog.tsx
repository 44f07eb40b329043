import { addressPath, pictureWordsOf } from '@church/api/lib/picture-address'
import { isLibraryPicture, RICH_TEXT_LIMITS } from '@church/api/lib/rich-text/document'
import { DESCRIBE_IT } from '@church/api/models/uploads'
import { lazy, Suspense, useId, useState } from 'react'
import { Picture } from '../../../../components/picture'
import { uploadImage } from '../../../../components/ui/image-field'
import { notify } from '../../../../components/ui/toaster'
import { DialogInput, EditorDialogForm } from './link-dialog'

/** The media library's picker (the one image fields use), loaded with its first opening. */
const PicturePicker = lazy(() => import('../../../../components/ui/picture-picker'))

export type PictureChoice = { src: string; alt: string; decorative: boolean; caption: string }

/**
 * Add or change a picture: one from the media library (or uploaded to it here), what it shows for
 * people who cannot see it (or that it is decorative), and a caption. The description starts as the
 * Media tab's words for the picture.
 */
export function PictureDialog({
  open,
  onOpenChange,
  initial,
  onSave,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  initial: PictureChoice | null
  onSave: (picture: PictureChoice) => void
}) {
  const id = useId()
  const [picture, setPicture] = useState<PictureChoice>(initial ?? { src: '', alt: '', decorative: false, caption: '' })
  const [errors, setErrors] = useState<{ src?: string; alt?: string; caption?: string }>({})
  const [choosing, setChoosing] = useState(false)
  const [pickerLoaded, setPickerLoaded] = useState(false)
  const [uploading, setUploading] = useState(false)

  const choose = (address: string) => {
    const words = pictureWordsOf(address)
    setPicture((before) => ({ ...before, src: addressPath(address), alt: before.alt || words.alt }))
    setErrors((before) => ({ ...before, src: undefined }))
  }
  async function upload(file: File | undefined) {
    if (!file) return
    setUploading(true)
    try {
      choose(await uploadImage(file))
    } catch (failure) {
      notify.error('Error', failure instanceof Error ? failure.message : 'Failed to upload image. Please try again.')
    } finally {
      setUploading(false)
    }
  }

  return (
    <EditorDialogForm
      title={initial ? 'Change picture' : 'Add a picture'}
      open={open}
      onOpenChange={onOpenChange}
      submitLabel={initial ? 'Save picture' : 'Add picture'}
      onSubmit={() => {
        const alt = picture.alt.trim()
        const next = {
          src: isLibraryPicture(picture.src) ? undefined : 'Choose a picture from the media library, or upload one.',
          alt:
            picture.decorative || alt
              ? alt.length > RICH_TEXT_LIMITS.alt
                ? 'Keep the description under 250 characters.'
                : undefined
              : DESCRIBE_IT,
          caption: picture.caption.trim().length > RICH_TEXT_LIMITS.caption ? 'Keep the caption under 300 characters.' : undefined,
        }
        setErrors(next)
        if (!next.src && !next.alt && !next.caption)
          onSave({ ...picture, alt: picture.decorative ? '' : alt, caption: picture.caption.trim() })
      }}
    >
      <div>
        {picture.src ? (
          <Picture
            src={picture.src}
            alt="The chosen picture"
            sizes="320px"
            className="mb-2 max-h-48 w-auto rounded-md border border-slate-200"
          />
        ) : (
          <p className="text-muted mb-2">No picture chosen yet.</p>
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            className="btn border border-slate-300 text-slate-800 hover:bg-slate-100"
            aria-describedby={errors.src ? `${id}-src` : undefined}
            onClick={() => {
              setPickerLoaded(true)
              setChoosing(true)
            }}
          >
            {picture.src ? 'Choose another from Media' : 'Choose from Media'}
          </button>
          <label className={`btn border border-slate-300 text-slate-800 hover:bg-slate-100 ${uploading ? 'opacity-70' : 'cursor-pointer'}`}>
            {uploading ? 'Uploading...' : 'Upload a picture'}
            <input
              type="file"
              accept="image/*,.heic,.heif"
              className="sr-only"
              disabled={uploading}
              onChange={(event) => {
                void upload(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </label>
        </div>
        {errors.src ? (
          <p id={`${id}-src`} className="field-error">
            {errors.src}
          </p>
        ) : null}
        {pickerLoaded ? (
          <Suspense fallback={null}>
            <PicturePicker label="the page's picture" open={choosing} onOpenChange={setChoosing} onChoose={choose} />
          </Suspense>
        ) : null}
      </div>
      {picture.decorative ? null : (
        <DialogInput
          label="What the picture shows"
          value={picture.alt}
          onChange={(alt) => setPicture((before) => ({ ...before, alt }))}
          error={errors.alt}
          hint="Read aloud to people who cannot see it. For example: Children singing at the Christmas pageant."
        />
      )}
      <label className="flex items-start gap-2 text-slate-800">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-primary"
          checked={picture.decorative}
          onChange={(event) => setPicture((before) => ({ ...before, decorative: event.target.checked }))}
        />
        <span>Decorative: it adds nothing the words do not already say</span>
      </label>
      <DialogInput
        label="Caption (optional)"
        value={picture.caption}
        onChange={(caption) => setPicture((before) => ({ ...before, caption }))}
        error={errors.caption}
        hint="Shown under the picture on the page."
      />
    </EditorDialogForm>
  )
}
