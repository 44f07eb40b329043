import * as v from 'valibot'

/** Images the site accepts. SVG is refused: it can carry script. */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const
export type ImageType = keyof typeof IMAGE_TYPES

export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

/** POST /api/upload-image (docs/product.md#image-uploads); the form checks the same before asking. */
export const UploadRequestInput = v.object({
  fileName: v.pipe(
    v.string('Please select a valid image file'),
    v.trim(),
    v.nonEmpty('Please select a valid image file'),
    v.maxLength(255, 'That file name is too long'),
    // A NUL or another control character is never part of a real file's name.
    v.check((name) => ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), 'That file name is not valid'),
  ),
  contentType: v.picklist(Object.keys(IMAGE_TYPES) as ImageType[], 'Please select a valid image file'),
  /** The file's size when the browser knows it, so an oversized file is refused before it is sent. */
  size: v.optional(v.pipe(v.number(), v.maxValue(MAX_IMAGE_BYTES, 'Image must be smaller than 10MB'))),
})

/** Where to PUT the image's bytes (once), and the address it will have. */
export const UploadSlot = v.object({ uploadUrl: v.string(), publicUrl: v.string() })
/** The image received: its address. */
export const UploadReceived = v.object({ publicUrl: v.string() })
