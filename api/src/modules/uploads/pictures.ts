import sharp, { type Sharp } from 'sharp'
import { HttpError } from '../../lib/errors'
import { type FallbackFormat, pictureFile, pictureStem, widthsFor } from '../../lib/picture-address'
import type { ImageType } from './model'

/**
 * The picture pipeline (docs/product.md#image-uploads, decision 0032): every uploaded picture is
 * turned upright, stripped of its metadata (EXIF, GPS, camera serial), and published at the widths a
 * page may need, as AVIF and WebP with a JPEG (or, when it has see-through parts, PNG) fallback.
 * sharp does the work on libvips' own threads, so the server keeps answering meanwhile.
 */

/** Larger than any phone's photo (48 MP); a file claiming more is refused before it is decoded. */
export const MAX_PIXELS = 50_000_000

export const REFUSED = {
  unreadable: 'That picture could not be read. Please choose another file, or save it again as a JPEG or PNG.',
  tooManyPixels: 'That picture is too large (more than 50 megapixels). Please choose a smaller one.',
  animated: 'Moving pictures (animated GIFs) cannot be used. Please choose a still picture.',
} as const

export interface PreparedFile {
  name: string
  bytes: Uint8Array
  contentType: string
}

export interface PreparedPicture {
  /** The address records keep: the fallback at the largest width. */
  name: string
  width: number
  height: number
  colour: string
  files: PreparedFile[]
}

const CONTENT_TYPE = { avif: 'image/avif', webp: 'image/webp', jpg: 'image/jpeg', png: 'image/png' } as const

/** One picture at a time per server: a second upload waits its turn rather than doubling the memory. */
let turn: Promise<unknown> = Promise.resolve()
function inTurn<T>(work: () => Promise<T>): Promise<T> {
  const mine = turn.then(work, work)
  turn = mine.catch(() => undefined)
  return mine
}

export const preparePicture = (id: string, bytes: Uint8Array, type: ImageType) => inTurn(() => prepare(id, bytes, type))

async function prepare(id: string, bytes: Uint8Array, type: ImageType): Promise<PreparedPicture> {
  const { image: source, width: fullWidth, height: fullHeight } = await readable(bytes, type)
  // The upright picture at its largest published width, decoded once; every file is made from it.
  const upright = await source
    .rotate()
    .resize({ width: 1920, height: 1920 * 4, fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(unreadable)
  const { width: largest, height: largestHeight } = upright.info
  const pixels = () => sharp(upright.data, { raw: { width: largest, height: largestHeight, channels: 4 } })

  const stats = await pixels().stats()
  const fallback: FallbackFormat = stats.isOpaque ? 'jpg' : 'png'
  const { r, g, b } = stats.dominant
  const colour = `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`
  const stem = pictureStem(id, fullWidth, fullHeight, colour)

  const files = await Promise.all(
    widthsFor(fullWidth).flatMap((width) => {
      const sized = () => {
        const resized = pixels().resize({ width })
        return fallback === 'jpg' ? resized.removeAlpha() : resized
      }
      const formats = [
        ['avif', () => sized().avif({ quality: 50, effort: 2 })],
        ['webp', () => sized().webp({ quality: 75 })],
        [fallback, () => (fallback === 'jpg' ? sized().jpeg({ quality: 78, mozjpeg: true }) : sized().png({ palette: false }))],
      ] as const
      return formats.map(async ([format, encoder]) => ({
        name: pictureFile(stem, width, format),
        bytes: new Uint8Array(await encoder().toBuffer()),
        contentType: CONTENT_TYPE[format],
      }))
    }),
  )
  return { name: pictureFile(stem, Math.min(fullWidth, 1920), fallback), width: fullWidth, height: fullHeight, colour, files }
}

/**
 * A sharp reader for the bytes, once their size is known to be safe, and the picture's upright size
 * (orientation 5–8 turns it a quarter). HEIC is decoded in a worker first.
 */
async function readable(bytes: Uint8Array, type: ImageType): Promise<{ image: Sharp; width: number; height: number }> {
  const options = { limitInputPixels: MAX_PIXELS, failOn: 'error' } as const
  const meta = await sharp(bytes, { ...options, limitInputPixels: false })
    .metadata()
    .catch(unreadable)
  if (!meta.width || !meta.height) unreadable()
  if (meta.width * meta.height > MAX_PIXELS) throw new HttpError(413, REFUSED.tooManyPixels)
  if ((meta.pages ?? 1) > 1 && (type === 'image/gif' || type === 'image/webp')) throw new HttpError(415, REFUSED.animated)
  if (type !== 'image/heic' && type !== 'image/heif') {
    const turned = (meta.orientation ?? 1) >= 5
    return { image: sharp(bytes, options), width: turned ? meta.height : meta.width, height: turned ? meta.width : meta.height }
  }
  // libvips reads HEIC's size but cannot decode HEVC: the pixels come from libheif in a worker, upright.
  const decoded = await decodeHeic(bytes)
  const image = sharp(decoded.data, { raw: { width: decoded.width, height: decoded.height, channels: 4 } })
  return { image, width: decoded.width, height: decoded.height }
}

function unreadable(): never {
  throw new HttpError(415, REFUSED.unreadable)
}

/** Runs the WebAssembly decoder in its own worker, and stops it after at most 30 s. */
function decodeHeic(bytes: Uint8Array): Promise<{ width: number; height: number; data: Uint8ClampedArray }> {
  const worker = new Worker(new URL('./heic-worker.ts', import.meta.url).href)
  return new Promise<{ width: number; height: number; data: Uint8ClampedArray }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new HttpError(415, REFUSED.unreadable)), 30_000)
    worker.onmessage = (event) => {
      clearTimeout(timer)
      if (event.data.error) reject(new HttpError(415, REFUSED.unreadable))
      else resolve(event.data)
    }
    worker.onerror = () => {
      clearTimeout(timer)
      reject(new HttpError(415, REFUSED.unreadable))
    }
    worker.postMessage(bytes)
  }).finally(() => worker.terminate())
}
