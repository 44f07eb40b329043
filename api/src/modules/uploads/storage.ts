import { mkdir, rename, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { S3Client } from 'bun'
import type { Config } from '../../config'
import { HttpError } from '../../lib/errors'

/** Where checked image bytes are kept, and the address visitors load each one from. */
export interface ImageStorage {
  publicUrl(key: string): string
  save(key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** A stored file's bytes, or null when it is not there (to publish a picture kept as it came). */
  read(key: string): Promise<Uint8Array | null>
  /** Removes a picture nothing uses any more (housekeeping); one already gone is fine. */
  remove(key: string): Promise<void>
}

/** DATA_DIR/uploads, served by GET /uploads/{file}. Written to a temporary name, then renamed. */
export function localStorage(dir: string): ImageStorage {
  return {
    publicUrl: (key) => `/uploads/${key}`,
    async save(key, bytes) {
      // The site's alone (decision 0029): the server itself serves them, no other account needs to read them.
      // Originals go in `originals/` beside them, which no address reaches.
      const target = join(dir, key)
      await mkdir(dirname(target), { recursive: true, mode: 0o700 })
      const partial = `${target}.part`
      try {
        await writeFile(partial, bytes, { mode: 0o600 })
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    async read(key) {
      const file = Bun.file(join(dir, key))
      return (await file.exists()) ? file.bytes() : null
    },
    remove: (key) => rm(join(dir, key), { force: true }),
  }
}

/** Bun's client for the configured S3-compatible bucket (pictures and backups share it). */
export const bucketClient = (options: NonNullable<Config['s3']>) =>
  new S3Client({
    bucket: options.bucket,
    endpoint: options.endpoint,
    region: options.region,
    accessKeyId: options.accessKeyId,
    secretAccessKey: options.secretAccessKey,
  })

/**
 * S3-compatible storage (AWS, R2, MinIO, ...): the bytes go up through a short-lived presigned PUT
 * made by Bun's S3 client, bound to the object's key and content type.
 */
export function s3Storage(options: NonNullable<Config['s3']>): ImageStorage {
  const client = bucketClient(options)
  return {
    publicUrl: (key) => `${options.publicUrl}/${key}`,
    async save(key, bytes, contentType) {
      const url = client.presign(key, { method: 'PUT', expiresIn: 60, type: contentType })
      const response = await fetch(url, {
        method: 'PUT',
        headers: { 'content-type': contentType },
        body: new Blob([bytes as Uint8Array<ArrayBuffer>]),
      })
      if (!response.ok) {
        console.error(`S3 refused the upload of ${key}: ${response.status} ${await response.text()}`)
        throw new HttpError(502, 'The image store did not accept the file. Please try again.')
      }
    },
    async read(key) {
      const file = client.file(key)
      return (await file.exists()) ? new Uint8Array(await file.arrayBuffer()) : null
    },
    remove: (key) => client.unlink(key),
  }
}

export const storageFor = (config: Config): ImageStorage => (config.s3 ? s3Storage(config.s3) : localStorage(config.uploadsDir))
