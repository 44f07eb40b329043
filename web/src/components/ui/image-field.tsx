import { IMAGE_TYPES, type ImageType, MAX_IMAGE_BYTES } from '@church/api/models/uploads'
import { useId, useState } from 'react'
import { api, unwrap } from '../../lib/api'
import { FieldError } from './form-field'
import { notify } from './toaster'

const isImageType = (type: string): type is ImageType => type in IMAGE_TYPES

/**
 * Uploads an image (docs/product.md#image-uploads): ask for an upload URL, PUT the file there, keep the public URL.
 * Refuses other files and files over 10 MB before sending anything, with the server's own messages.
 */
export async function uploadImage(file: File): Promise<string> {
  if (!file.type.startsWith('image/') || !isImageType(file.type)) throw new UploadRefused('Please select a valid image file')
  if (file.size > MAX_IMAGE_BYTES) throw new UploadRefused('Image must be smaller than 10MB')
  let slot: { uploadUrl: string; publicUrl: string }
  try {
    slot = await unwrap(api['upload-image'].post({ fileName: file.name, contentType: file.type, size: file.size }))
  } catch (error) {
    console.error('Failed to get upload URL', error)
    throw new Error('Failed to upload image. Please try again.')
  }
  const put = await fetch(slot.uploadUrl, {
    method: 'PUT',
    headers: { 'content-type': file.type },
    body: file,
    credentials: 'include',
  }).catch(() => null)
  if (!put?.ok) {
    console.error('Failed to upload file', put?.status)
    throw new Error('Failed to upload image. Please try again.')
  }
  return slot.publicUrl
}

/** A refusal of the chosen file itself (type or size), shown with the product's words ('Please select a valid image file'). */
export class UploadRefused extends Error {}

/**
 * An image field: a URL that can be typed or pasted, or a file to upload, with a preview that is
 * hidden when the image can't be shown.
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
      <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
        <input
          id={`${id}-url`}
          name={name}
          className="input-base flex-1"
          value={value}
          placeholder="https://... or upload an image"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
        <label className={`btn border border-slate-300 text-slate-800 hover:bg-slate-100 ${uploading ? 'opacity-70' : 'cursor-pointer'}`}>
          {uploading ? 'Uploading...' : 'Upload image'}
          <input
            type="file"
            accept="image/*"
            className="sr-only"
            disabled={uploading}
            aria-label={`Upload an image for ${label}`}
            onChange={(event) => {
              void onFile(event.target.files?.[0])
              event.target.value = ''
            }}
          />
        </label>
      </div>
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
