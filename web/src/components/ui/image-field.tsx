import { IMAGE_TYPES, type ImageType, MAX_IMAGE_BYTES, NOT_AN_IMAGE, TOO_LARGE } from '@church/api/models/uploads'
import { lazy, Suspense, useId, useState } from 'react'
import { api, unwrap } from '../../lib/api'
import { FieldError } from './form-field'
import { notify } from './toaster'

const isImageType = (type: string): type is ImageType => type in IMAGE_TYPES

/** The file's type; some systems give an iPhone's HEIC photo none, so its name says it. */
const typeOf = (file: File) => file.type || (/\.(heic|heif)$/i.test(file.name) ? 'image/heic' : '')

/**
 * Uploads a picture (docs/product.md#image-uploads): ask for an upload URL, PUT the file there; the
 * server publishes it at the sizes pages need and answers its address. Refuses other files and files
 * over 25 MB before sending anything, with the server's own messages.
 */
export async function uploadImage(file: File): Promise<string> {
  const contentType = typeOf(file)
  if (!isImageType(contentType)) throw new UploadRefused(NOT_AN_IMAGE)
  if (file.size > MAX_IMAGE_BYTES) throw new UploadRefused(TOO_LARGE)
  let slot: { uploadUrl: string }
  try {
    slot = await unwrap(api['upload-image'].post({ fileName: file.name, contentType, size: file.size }))
  } catch (error) {
    console.error('Failed to get upload URL', error)
    throw new Error('Failed to upload image. Please try again.')
  }
  const put = await fetch(slot.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: file,
    credentials: 'include',
  }).catch(() => null)
  const answer = put ? await put.json().catch(() => null) : null
  // The server's refusal of the picture itself (unreadable, animated, too many pixels, SVG) is shown as it says it.
  if (put && (put.status === 413 || put.status === 415) && typeof answer?.message === 'string') throw new UploadRefused(answer.message)
  if (!put?.ok || typeof answer?.publicUrl !== 'string') {
    console.error('Failed to upload file', put?.status)
    throw new Error('Failed to upload image. Please try again.')
  }
  return answer.publicUrl
}

/** 'Choose from Media' loads with its first opening: pages that never open it never load it. */
const PicturePicker = lazy(() => import('./picture-picker'))

/** A refusal of the chosen file itself (type or size), shown with the product's words ('Please select a valid image file'). */
export class UploadRefused extends Error {}

/**
 * An image field: a URL that can be typed or pasted, a file to upload, or a picture already uploaded
 * ('Choose from Media'), with a preview that is hidden when the image can't be shown.
 */
export function ImageField({
  label,
  value,
  onChange,
  error,
  name,
}: {
  label: string
  value: string
  onChange: (url: string) => void
  error?: string
  name: string
}) {
  const id = useId()
  const [uploading, setUploading] = useState(false)
  const [brokenPreview, setBrokenPreview] = useState<string | null>(null)
  const [choosing, setChoosing] = useState(false)
  // The picker stays mounted once opened, so it can close with its animation.
  const [pickerLoaded, setPickerLoaded] = useState(false)

  async function onFile(file: File | undefined) {
    if (!file) return
    setUploading(true)
    try {
      const url = await uploadImage(file)
      onChange(url)
      notify.success('Success', 'Image uploaded successfully!')
    } catch (failure) {
      notify.error('Error', failure instanceof Error ? failure.message : 'Failed to upload image. Please try again.')
    } finally {
      setUploading(false)
    }
  }

  const showPreview = value !== '' && brokenPreview !== value
  return (
    <div>
      <label htmlFor={`${id}-url`} className="label-base">
        {label}
      </label>
      {/* The address and the two buttons on one line where there is room; the buttons go under it together where there is not. */}
      <div className="flex flex-wrap items-start gap-2">
        <input
          id={`${id}-url`}
          name={name}
          className="input-base min-w-0 flex-[1_1_20rem]"
          value={value}
          placeholder="https://... or upload an image"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <div className="flex flex-wrap gap-2">
          <label className={`btn border border-slate-300 text-slate-800 hover:bg-slate-100 ${uploading ? 'opacity-70' : 'cursor-pointer'}`}>
            {uploading ? 'Uploading...' : 'Upload image'}
            <input
              type="file"
              accept="image/*,.heic,.heif"
              className="sr-only"
              disabled={uploading}
              aria-label={`Upload an image for ${label}`}
              onChange={(event) => {
                void onFile(event.target.files?.[0])
                event.target.value = ''
              }}
            />
          </label>
          <button
            type="button"
            className="btn border border-slate-300 text-slate-800 hover:bg-slate-100"
            aria-label={`Choose from Media for ${label}`}
            onClick={() => {
              setPickerLoaded(true)
              setChoosing(true)
            }}
          >
            Choose from Media
          </button>
        </div>
      </div>
      {pickerLoaded ? (
        <Suspense fallback={null}>
          <PicturePicker label={label} open={choosing} onOpenChange={setChoosing} onChoose={onChange} />
        </Suspense>
      ) : null}
      <FieldError id={`${id}-error`} error={error} />
      {showPreview ? (
        <img
          src={value}
          alt={`Preview of ${label}`}
          className="mt-2 h-24 w-auto rounded-md border border-slate-200 object-cover"
          onError={() => setBrokenPreview(value)}
        />
      ) : null}
    </div>
  )
}
