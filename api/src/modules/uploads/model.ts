import * as v from 'valibot'

/**
 * Pictures the site accepts, each published as AVIF, WebP and JPEG or PNG (decision 0032). HEIC is
 * what iPhones take. SVG is refused: it can carry script.
 */
export const IMAGE_TYPES = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
  'image/heic': 'heic',
  'image/heif': 'heic',
} as const
export type ImageType = keyof typeof IMAGE_TYPES

/** A phone's largest photos fit; they are reduced, not refused. */
export const MAX_IMAGE_BYTES = 25 * 1024 * 1024
export const TOO_LARGE = 'Image must be smaller than 25MB'
export const NOT_AN_IMAGE = 'Please select a valid image file'
export const SVG_REFUSED = 'SVG drawings cannot be uploaded, as they can carry code. Please save it as a PNG and upload that.'

/** POST /api/upload-image (docs/product.md#image-uploads); the form checks the same before asking. */
export const UploadRequestInput = v.object({
  fileName: v.pipe(
    v.string(NOT_AN_IMAGE),
    v.trim(),
    v.nonEmpty(NOT_AN_IMAGE),
    v.maxLength(255, 'That file name is too long'),
    // A NUL or another control character is never part of a real file's name.
    v.check((name) => ![...name].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f), 'That file name is not valid'),
  ),
  contentType: v.picklist(Object.keys(IMAGE_TYPES) as ImageType[], NOT_AN_IMAGE),
  /** The file's size when the browser knows it, so an oversized file is refused before it is sent. */
  size: v.optional(v.pipe(v.number(), v.maxValue(MAX_IMAGE_BYTES, TOO_LARGE))),
})

/** Where to PUT the image's bytes (once). */
export const UploadSlot = v.object({ uploadUrl: v.string() })
/** The picture published: the address records keep, and its upright size. */
export const UploadReceived = v.object({ publicUrl: v.string(), width: v.number(), height: v.number() })
