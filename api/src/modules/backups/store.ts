import { mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Config } from '../../config'
import { bucketClient } from '../uploads/storage'
import { BACKUP_NAME } from './model'
import { type PictureStore, pictureStore } from './pictures'
import type { KeptBackup } from './retention'

/** Where the server keeps its backups: DATA_DIR/backups, or the S3-compatible bucket under `backups/`. */
export interface BackupStore {
  kind: 'folder' | 'bucket'
  /** Said to staff: the folder's path, or the bucket and prefix. */
  where: string
  /** A path to write a new archive to before it is kept (fails, with the reason, when the folder cannot be written). */
  prepare(name: string): Promise<string>
  /** Removes what `prepare` made, for a backup that failed. */
  discard(path: string): Promise<void>
  /** Keeps the archive written at `path` under `name`; answers its size. */
  keep(name: string, path: string): Promise<number>
  /** Every kept backup, newest first. */
  list(): Promise<KeptBackup[]>
  /** A kept backup's bytes, streamed; null when there is no such backup. */
  open(name: string): Promise<{ body: ReadableStream<Uint8Array> | Blob; size: number } | null>
  remove(name: string): Promise<void>
  /** The folder's own: each picture kept once by content (pictures.ts), and an archive's path. */
  pictures?: PictureStore
  pathOf?(name: string): string
}

/** When a backup named by `backupName` was taken. */
export function backupTime(name: string): Date | null {
  const m = BACKUP_NAME.exec(name)
  return m ? new Date(`${m[1]}T${m[2]}:${m[3]}:${m[4]}.${m[5]}Z`) : null
}

/** A new backup's name: its UTC time, then 128 random bits. */
export function backupName(at: Date): string {
  const random = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('')
  return `church-${at.toISOString().replace(/[:.]/g, '-')}-${random}.tar.gz`
}

const newestFirst = (backups: KeptBackup[]) => backups.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())

/**
 * DATA_DIR/backups: written as `{name}.part`, then renamed, so a half-written archive is never listed;
 * the pictures the archives name in `pictures/`, once each.
 */
export function folderStore(dir: string): BackupStore {
  return {
    kind: 'folder',
    where: dir,
    pictures: pictureStore(join(dir, 'pictures')),
    pathOf: (name) => join(dir, name),
    async prepare(name) {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const path = join(dir, `${name}.part`)
      // Written now, so an unwritable folder fails before any work is done; 0600, as tar keeps the mode.
      await writeFile(path, '', { mode: 0o600 })
      return path
    },
    discard: (path) => rm(path, { force: true }),
    async keep(name, path) {
      const target = join(dir, name)
      await rename(path, target)
      return (await stat(target)).size
    },
    async list() {
      let names: string[]
      try {
        names = await readdir(dir)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
        throw error
      }
      const kept: KeptBackup[] = []
      for (const name of names) {
        const createdAt = backupTime(name)
        if (!createdAt) continue
        const info = await stat(join(dir, name)).catch(() => null)
        if (info?.isFile()) kept.push({ name, createdAt, sizeBytes: info.size })
      }
      return newestFirst(kept)
    },
    async open(name) {
      if (!backupTime(name)) return null
      const file = Bun.file(join(dir, name))
      if (!(await file.exists())) return null
      return { body: file, size: file.size }
    },
    remove: (name) => rm(join(dir, name), { force: true }),
  }
}

const PREFIX = 'backups/'

/**
 * The S3-compatible bucket of the uploaded pictures, under `backups/`, written private. Each name
 * ends in 128 random bits, so even a bucket whose objects are public never gives a backup away to
 * someone who cannot list it.
 */
export function bucketStore(options: NonNullable<Config['s3']>): BackupStore {
  const client = bucketClient(options)
  return {
    kind: 'bucket',
    where: `the bucket ${options.bucket}, under ${PREFIX}`,
    // It waits in the temporary folder every account shares: in a folder of its own (0700), 0600 itself.
    async prepare(name) {
      const path = join(await mkdtemp(join(tmpdir(), 'church-backup-upload-')), `${name}.part`)
      await writeFile(path, '', { mode: 0o600 })
      return path
    },
    discard: (path) => rm(dirname(path), { recursive: true, force: true }),
    async keep(name, path) {
      try {
        const file = Bun.file(path)
        await client.write(`${PREFIX}${name}`, file, { type: 'application/gzip', acl: 'private' })
        return file.size
      } finally {
        await rm(dirname(path), { recursive: true, force: true })
      }
    },
    async list() {
      const kept: KeptBackup[] = []
      let continuationToken: string | undefined
      // A bucket answers at most 1000 keys a page; a church keeps a few dozen backups.
      for (let page = 0; page < 100; page++) {
        const answer = await client.list({ prefix: PREFIX, continuationToken })
        for (const object of answer.contents ?? []) {
          const name = object.key.slice(PREFIX.length)
          const createdAt = backupTime(name)
          if (createdAt) kept.push({ name, createdAt, sizeBytes: object.size ?? 0 })
        }
        if (!answer.isTruncated || !answer.nextContinuationToken) break
        continuationToken = answer.nextContinuationToken
      }
      return newestFirst(kept)
    },
    async open(name) {
      if (!backupTime(name)) return null
      const key = `${PREFIX}${name}`
      const size = await client.size(key).catch(() => null)
      if (size === null) return null
      return { body: client.file(key).stream(), size }
    },
    remove: (name) => client.delete(`${PREFIX}${name}`),
  }
}

export const backupStoreFor = (config: Config): BackupStore =>
  config.s3 ? bucketStore(config.s3) : folderStore(join(config.dataDir, 'backups'))
