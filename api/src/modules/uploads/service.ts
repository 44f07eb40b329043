import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { newToken } from '../auth/service'
import { IMAGE_TYPES, type ImageType, MAX_IMAGE_BYTES, NOT_AN_IMAGE, SVG_REFUSED, TOO_LARGE } from './model'
import { preparePicture } from './pictures'
import type { ImageStorage } from './storage'

/** An upload URL works once, for one content type, for 10 minutes. */
const UPLOAD_TTL_MS = 10 * 60 * 1000
const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

/**
 * Served file names: a UUID, the published picture's size, colour and width (decision 0032), and the
 * format; or, for a picture uploaded before pictures were published, the UUID and its type. Nothing
 * a visitor chose. Originals are kept under `originals/`, which no address reaches.
 */
export const STORED_FILE =
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(_\d{1,5}x\d{1,5}_[0-9a-f]{6}_\d{1,5})?\.(png|jpg|webp|gif|avif)$/

export async function createUploadSlot(
  db: Db,
  request: { contentType: ImageType; fileName: string },
  userId: string | null,
  now = new Date(),
) {
  const token = newToken()
  const storageKey = `${crypto.randomUUID()}.${IMAGE_TYPES[request.contentType]}`
  await db.insert(uploads).values({
    tokenHash: sha256(token),
    storageKey,
    contentType: request.contentType,
    fileName: request.fileName,
    maxBytes: MAX_IMAGE_BYTES,
    expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS),
    createdBy: userId,
  })
  return { uploadUrl: `/api/uploads/${token}` }
}

/** What the first bytes of each accepted image type look like. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif'
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif'
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && HEIC_BRANDS.includes(ascii(8, 12))) return 'image/heic'
  return null
}

/** The brands an iPhone's (or another camera's) HEIF photo declares first. */
const HEIC_BRANDS = ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']

/** An SVG drawing (text that opens an `<svg>` element early on), refused with its own words. */
const looksLikeSvg = (bytes: Uint8Array) => /<svg[\s>]/i.test(new TextDecoder().decode(bytes.subarray(0, 4096)))

/**
 * Receives the bytes for an upload URL and publishes the picture. The slot must exist, be unused and
 * unexpired; the declared type must be the slot's; the bytes must really be that type, at most
 * 25 MB and 50 megapixels. The picture is prepared before the slot is claimed, so a refused file
 * changes nothing; the claim is atomic, so a URL can't be used twice even by racing requests.
 */
export async function receiveUpload(db: Db, storage: ImageStorage, token: string, contentType: string, body: Uint8Array, now = new Date()) {
  const [slot] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.tokenHash, sha256(token)))
    .limit(1)
  if (!slot || slot.usedAt || slot.expiresAt <= now)
    throw new HttpError(403, 'This upload link has expired or was already used. Please try again.')
  if (contentType.split(';')[0].trim().toLowerCase() !== slot.contentType) throw new HttpError(415, NOT_AN_IMAGE)
  if (body.byteLength > slot.maxBytes) throw new HttpError(413, TOO_LARGE)
  const sniffed = body.byteLength === 0 ? null : sniffImageType(body)
  if (!sniffed && looksLikeSvg(body)) throw new HttpError(415, SVG_REFUSED)
  if (!sniffed || IMAGE_TYPES[sniffed] !== IMAGE_TYPES[slot.contentType as ImageType]) throw new HttpError(415, NOT_AN_IMAGE)

  const id = slot.storageKey.split('.')[0]
  const picture = await preparePicture(id, body, sniffed)

  // Claimed with the list of its files, before they are stored: should the store fail half way, the
  // files already stored are still listed, and housekeeping removes them once the grace period is over.
  const original = `originals/${crypto.randomUUID()}.${IMAGE_TYPES[sniffed]}`
  const claimed = await db
    .update(uploads)
    .set({
      usedAt: now,
      storageKey: picture.name,
      width: picture.width,
      height: picture.height,
      originalBytes: body.byteLength,
      files: [...picture.files.map((f) => f.name), original],
    })
    .where(and(eq(uploads.id, slot.id), isNull(uploads.usedAt), gt(uploads.expiresAt, now)))
    .returning({ id: uploads.id })
  if (claimed.length === 0) throw new HttpError(403, 'This upload link has expired or was already used. Please try again.')

  await storage.save(original, body, sniffed)
  for (const file of picture.files) await storage.save(file.name, file.bytes, file.contentType)
  return { publicUrl: storage.publicUrl(picture.name), width: picture.width, height: picture.height }
}
