import { chmod, copyFile, mkdir, readdir, rename, rm, stat } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { nextTurn } from '../../lib/turns'

/** One picture an archive names: where it goes under the uploads folder, and its content's SHA-256. */
export type PictureEntry = { path: string; sha256: string; size: number }

const HASH = /^[0-9a-f]{64}$/

/**
 * The pictures of every kept backup, each stored once by its content's SHA-256 beside the archives
 * (DATA_DIR/backups/pictures/ab/abcd…): a night's archive names its pictures (`pictures.jsonl`)
 * instead of copying them, so a photo that never changes is kept once however many archives name it
 * (decision 0040). Written to a temporary name, then renamed: a stored picture is always whole.
 */
export function pictureStore(dir: string) {
  const pathOf = (hash: string) => join(dir, hash.slice(0, 2), hash)
  return {
    dir,
    pathOf,
    /**
     * Hashes already worked out, by path, size and modification time: an upload is written once
     * under a new name, so the next night reads only new pictures (for the server's life).
     */
    known: new Map<string, string>(),
    has: (hash: string) => Bun.file(pathOf(hash)).exists(),
    async put(hash: string, source: string) {
      const target = pathOf(hash)
      await mkdir(dirname(target), { recursive: true, mode: 0o700 })
      const partial = `${target}.${crypto.randomUUID()}.part`
      try {
        await copyFile(source, partial)
        await chmod(partial, 0o600)
        await rename(partial, target)
      } catch (error) {
        await rm(partial, { force: true })
        throw error
      }
    },
    /** Every stored picture's hash. */
    async list(): Promise<string[]> {
      const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
      return entries.filter((entry) => entry.isFile() && HASH.test(entry.name)).map((entry) => entry.name)
    },
    remove: (hash: string) => rm(pathOf(hash), { force: true }),
  }
}

export type PictureStore = ReturnType<typeof pictureStore>

/** A file's SHA-256, read in chunks. */
async function sha256Of(path: string): Promise<string> {
  const hasher = new Bun.CryptoHasher('sha256')
  for await (const chunk of Bun.file(path).stream()) hasher.update(chunk)
  return hasher.digest('hex')
}

/**
 * Every picture under `uploadsDir` (a `.part` being written is left out), each put in `store` unless
 * it is there already; answers the list the archive keeps. One file at a time, with a turn for
 * other requests between files. A picture removed meanwhile is left out.
 */
export async function keepPictures(uploadsDir: string, store: PictureStore, onFile?: (done: number, total: number) => void) {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(() => [])
  const files = entries.filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
  const kept: PictureEntry[] = []
  for (const [index, entry] of files.entries()) {
    await nextTurn()
    const path = join(entry.parentPath, entry.name)
    try {
      const info = await stat(path)
      const seen = `${path}\u0000${info.size}\u0000${info.mtimeMs}`
      const size = info.size
      const sha256 = store.known.get(seen) ?? (await sha256Of(path))
      if (!(await store.has(sha256))) await store.put(sha256, path)
      store.known.set(seen, sha256)
      kept.push({ path: relative(uploadsDir, path).split(sep).join('/'), sha256, size })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    }
    onFile?.(index + 1, files.length)
  }
  return kept
}

/** Where a picture an archive names goes under `uploadsDir`; null for a path that would leave it. */
export function placeUnder(uploadsDir: string, path: string): string | null {
  const root = resolve(uploadsDir)
  const target = resolve(root, path)
  return target.startsWith(`${root}${sep}`) ? target : null
}

/** Reads `pictures.jsonl` lines. */
export const parsePictures = (lines: string[]): PictureEntry[] =>
  lines.filter(Boolean).map((line) => {
    const entry = JSON.parse(line) as PictureEntry
    if (!HASH.test(entry.sha256) || typeof entry.path !== 'string') throw new Error('This backup names its pictures wrongly.')
    return entry
  })
