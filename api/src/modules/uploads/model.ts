import * as v from 'valibot'
import { limitParam, offsetParam, optionalText } from '../../lib/fields'

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

/** The Media tab's list, a page at a time, searched by file name, description or where it is used. */
export const PictureQuery = v.object({ limit: limitParam, offset: offsetParam, search: optionalText(200, 'Search') })

/** One record that shows a picture: 'Sermon' and its title, 'Staff' and the person's name, the logo. */
export const PictureUse = v.object({ kind: v.string(), name: v.string() })

/** A picture in the Media tab. */
export const LibraryPicture = v.object({
  id: v.string(),
  /** The address records keep (decision 0032). */
  address: v.string(),
  fileName: v.string(),
  /** Its upright size; null while a picture uploaded before publishing waits for housekeeping. */
  width: v.nullable(v.number()),
  height: v.nullable(v.number()),
  /** The file's size as it was uploaded, when known. */
  originalBytes: v.nullable(v.number()),
  alt: v.string(),
  decorative: v.boolean(),
  /** The point a crop keeps in view, in percent across and down (50, 50: the middle). */
  focusX: v.number(),
  focusY: v.number(),
  /** Who uploaded it (name, else email); '' when not known. */
  uploadedBy: v.string(),
  uploadedAt: v.string(),
  /** Every record that shows it, and 'Recently deleted' for one a restore would bring back. */
  uses: v.array(PictureUse),
})
export const PicturePage = v.object({ items: v.array(LibraryPicture), total: v.number() })

const focusPercent = v.pipe(v.number('Choose a point on the picture'), v.integer(), v.minValue(0), v.maxValue(100))

export const DESCRIBE_IT = 'Describe what the picture shows, or mark it as decorative.'

/**
 * PATCH /api/admin/pictures/{id}: what the picture shows, said once for every page that shows it,
 * and the point its crops keep in view.
 */
export const PictureWordsInput = v.pipe(
  v.object({
    alt: v.pipe(v.string(DESCRIBE_IT), v.trim(), v.maxLength(250, 'Keep the description under 250 characters')),
    decorative: v.boolean('Expected true or false'),
    focusX: v.optional(focusPercent),
    focusY: v.optional(focusPercent),
  }),
  v.forward(
    v.check(({ alt, decorative }) => decorative || alt !== '', DESCRIBE_IT),
    ['alt'],
  ),
)
