import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { uploads } from '../../db/schema'
import { HttpError } from '../../lib/errors'
import { newToken } from '../auth/service'
import { IMAGE_TYPES, type ImageType, MAX_IMAGE_BYTES } from './model'
import type { ImageStorage } from './storage'

/** An upload URL works once, for one content type, for 10 minutes. */
const UPLOAD_TTL_MS = 10 * 60 * 1000
const sha256 = (token: string) => new Bun.CryptoHasher('sha256').update(token).digest('hex')

/** Stored file names: a UUID and the type's extension, nothing a visitor chose. */
export const STORED_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(png|jpg|webp|gif|avif)$/

export async function createUploadSlot(db: Db, storage: ImageStorage, contentType: ImageType, userId: string | null, now = new Date()) {
  const token = newToken()
  const storageKey = `${crypto.randomUUID()}.${IMAGE_TYPES[contentType]}`
  await db.insert(uploads).values({
    tokenHash: sha256(token),
    storageKey,
    contentType,
    maxBytes: MAX_IMAGE_BYTES,
    expiresAt: new Date(now.getTime() + UPLOAD_TTL_MS),
    createdBy: userId,
  })
  return { uploadUrl: `/api/uploads/${token}`, publicUrl: storage.publicUrl(storageKey) }
}

/** What the first bytes of each accepted image type look like. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 8 && bytes[0] === 0x89 && ascii(1, 4) === 'PNG' && bytes[4] === 0x0d && bytes[5] === 0x0a) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 6 && (ascii(0, 6) === 'GIF87a' || ascii(0, 6) === 'GIF89a')) return 'image/gif'
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  if (bytes.length >= 12 && ascii(4, 8) === 'ftyp' && ['avif', 'avis'].includes(ascii(8, 12))) return 'image/avif'
  return null
}

/**
 * Receives the bytes for an upload URL. The slot must exist, be unused and unexpired; the
 * declared type must be the slot's; the bytes must really be that image type and at most 10 MB.
 * The slot is consumed atomically, so a URL can't be used twice even by racing requests.
 */
export async function receiveUpload(db: Db, storage: ImageStorage, token: string, contentType: string, body: Uint8Array, now = new Date()) {
  const [slot] = await db
    .select()
    .from(uploads)
    .where(eq(uploads.tokenHash, sha256(token)))
    .limit(1)
  if (!slot || slot.usedAt || slot.expiresAt <= now)
    throw new HttpError(403, 'This upload link has expired or was already used. Please try again.')
  if (contentType.split(';')[0].trim().toLowerCase() !== slot.contentType) throw new HttpError(415, 'Please select a valid image file')
  if (body.byteLength > slot.maxBytes) throw new HttpError(413, 'Image must be smaller than 10MB')
  if (body.byteLength === 0 || sniffImageType(body) !== slot.contentType) throw new HttpError(415, 'Please select a valid image file')

  const claimed = await db
    .update(uploads)
    .set({ usedAt: now })
    .where(and(eq(uploads.id, slot.id), isNull(uploads.usedAt), gt(uploads.expiresAt, now)))
    .returning({ id: uploads.id })
  if (claimed.length === 0) throw new HttpError(403, 'This upload link has expired or was already used. Please try again.')

  await storage.save(slot.storageKey, body, slot.contentType)
  return { publicUrl: storage.publicUrl(slot.storageKey) }
}
