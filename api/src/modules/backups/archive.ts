import { existsSync } from 'node:fs'
import { chmod, copyFile, cp, type FileHandle, mkdir, mkdtemp, open, rename, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { BACKUP_FORMAT, type DatabaseDump, type DumpProgress, dumpTables, restoreDatabase, restoreTables, rowKey } from '../../db/backup'
import type { Db } from '../../db/client'
import { nextTurn } from '../../lib/turns'
import { keepPictures, type PictureEntry, type PictureStore, parsePictures, placeUnder } from './pictures'

/** The archive's database part since version 2: a manifest, then one file of JSON lines per table. */
const DATABASE_DIR = 'database'
const MANIFEST = 'manifest.json'
/** Before version 2 the whole dump was one JSON document. */
const OLD_DATABASE = 'database.json'

export type ArchiveManifest = {
  format: typeof BACKUP_FORMAT
  version: 2
  createdAt: string
  /** Rows per table, as written to `database/{table}.jsonl`. */
  tables: Record<string, number>
}

/** The pictures an archive names (stored once by content beside it, pictures.ts), its first member. */
const PICTURES = 'pictures.jsonl'

const tableFile = (dir: string, table: string) => join(dir, DATABASE_DIR, `${table}.jsonl`)

/** How far a backup has got, as the Backups tab shows it. */
export type BackupProgress = { step: 'database' | 'pictures' | 'saving'; percent: number; tablesDone: number; tables: number }

/** Of a backup's time, the share the database takes (the rest: the pictures, then gzip and keeping it). */
const DATABASE_SHARE = { withPictures: 70, alone: 95 }

/**
 * Writes one backup archive to `target`: `database/` (every backed-up table, one consistent state,
 * db/backup.ts: `manifest.json` and a file of JSON lines per table, written page by page as the
 * dump reads them, so no table is ever held in memory) and, when pictures are kept on disk, either
 * `pictures.jsonl` naming each by its content, stored once in `pictures` (the server's backups), or
 * the `uploads/` folder itself. The same format whoever takes it (the nightly backup, 'Back up now',
 * `bun run db:backup`); `bun run db:restore` puts it back into either database (openArchive).
 *
 * The database is read first: a picture its rows name was uploaded before, and housekeeping
 * removes only pictures unused for a week, so every picture the snapshot names is in the archive.
 * gzip runs in `tar`, another process, so the server keeps answering meanwhile.
 */
export async function writeBackupArchive(opts: {
  db: Db
  uploadsDir?: string
  target: string
  /** Where pictures are kept once by content; without it, the archive holds the uploads folder itself. */
  pictures?: PictureStore
  onProgress?: (progress: BackupProgress) => void
}) {
  const work = await mkdtemp(join(tmpdir(), 'church-backup-'))
  const files = new Map<string, FileHandle>()
  const uploads = opts.uploadsDir && existsSync(opts.uploadsDir) ? opts.uploadsDir : undefined
  const share = uploads ? DATABASE_SHARE.withPictures : DATABASE_SHARE.alone
  try {
    await mkdir(join(work, DATABASE_DIR), { mode: 0o700 })
    const { createdAt, rows: tables } = await dumpTables(
      opts.db,
      {
        async begin(table) {
          // A table read again (PGlite, db/backup.ts) starts its file over.
          await files.get(table)?.close()
          files.set(table, await open(tableFile(work, table), 'w', 0o600))
        },
        async rows(table, lines) {
          await files.get(table)?.write(`${lines.join('\n')}\n`)
        },
        // Rows changed since the table was read: its file written again without their old lines, then them.
        async patch(table, keys, lines) {
          await files.get(table)?.close()
          const path = tableFile(work, table)
          const replaced = new Set(lines.map((line) => rowKey(JSON.parse(line), keys)))
          const next = await open(`${path}.next`, 'w', 0o600)
          let count = 0
          let batch: string[] = []
          for await (const line of linesOf(path)) {
            if (replaced.has(rowKey(JSON.parse(line), keys))) continue
            batch.push(line)
            count++
            if (batch.length >= 1000) {
              await next.write(`${batch.join('\n')}\n`)
              batch = []
              await nextTurn()
            }
          }
          batch.push(...lines)
          if (batch.length > 0) await next.write(`${batch.join('\n')}\n`)
          await next.close()
          await rename(`${path}.next`, path)
          files.set(table, await open(path, 'a', 0o600))
          return count + lines.length
        },
      },
      {
        onProgress: (p: DumpProgress) =>
          opts.onProgress?.({
            step: 'database',
            percent: Math.floor((share * p.rowsDone) / Math.max(1, p.rowsExpected)),
            tablesDone: p.tablesDone,
            tables: p.tables,
          }),
      },
    )
    for (const file of files.values()) await file.close()
    files.clear()
    const manifest: ArchiveManifest = { format: BACKUP_FORMAT, version: 2, createdAt, tables }
    await Bun.write(join(work, DATABASE_DIR, MANIFEST), JSON.stringify(manifest, null, 2))
    const done = { tablesDone: Object.keys(tables).length, tables: Object.keys(tables).length }
    let pictures: PictureEntry[] | undefined
    if (uploads && opts.pictures) {
      pictures = await keepPictures(uploads, opts.pictures, (files, total) =>
        opts.onProgress?.({ step: 'pictures', percent: share + Math.floor(((95 - share) * files) / total), ...done }),
      )
      await writeFile(join(work, PICTURES), pictures.map((entry) => `${JSON.stringify(entry)}\n`).join(''), { mode: 0o600 })
    }
    opts.onProgress?.({ step: 'saving', percent: 95, ...done })
    await runTar([
      '-czf',
      opts.target,
      '--exclude=*.part',
      // A picture uploaded or removed while tar reads is no reason to fail the backup.
      '--warning=no-file-changed',
      '--warning=no-file-removed',
      '-C',
      work,
      // First, so retention reads it without unpacking the rest (picturesNamedBy).
      ...(pictures ? [PICTURES] : []),
      DATABASE_DIR,
      ...(uploads && !pictures ? ['-C', dirname(uploads), `--transform=s,^${basename(uploads)},uploads,`, basename(uploads)] : []),
    ])
    const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
    return { rows, withUploads: Boolean(uploads), pictures: pictures?.length ?? 0, createdAt }
  } finally {
    for (const file of files.values()) await file.close().catch(() => {})
    await rm(work, { recursive: true, force: true })
  }
}

async function runTar(args: string[]) {
  const tar = Bun.spawn(['tar', ...args], { stdout: 'ignore', stderr: 'pipe' })
  const [code, errors] = await Promise.all([tar.exited, new Response(tar.stderr).text()])
  // 1 is GNU tar's "some files changed while being read": the archive is still whole.
  if (code !== 0 && code !== 1) throw new Error(`tar could not write the archive: ${errors.trim() || `exit ${code}`}`)
}

/** A file's lines as they are read, never the whole file at once. */
export async function* linesOf(path: string): AsyncGenerator<string> {
  const decoder = new TextDecoder()
  let rest = ''
  for await (const chunk of Bun.file(path).stream()) {
    rest += decoder.decode(chunk, { stream: true })
    const lines = rest.split('\n')
    rest = lines.pop() ?? ''
    for (const line of lines) if (line) yield line
  }
  rest += decoder.decode()
  if (rest) yield rest
}

/** The pictures the archive at `path` names (none for one that holds its uploads folder, or from before). */
export async function picturesNamedBy(path: string): Promise<PictureEntry[]> {
  // The list is the first member: tar stops there without unpacking the database.
  const tar = Bun.spawn(['tar', '-xzOf', path, '--occurrence=1', PICTURES], { stdout: 'pipe', stderr: 'pipe' })
  const [text, errors, code] = await Promise.all([new Response(tar.stdout).text(), new Response(tar.stderr).text(), tar.exited])
  if (code !== 0) {
    if (/Not found in archive/i.test(errors)) return []
    throw new Error(`The backup ${basename(path)} could not be read: ${errors.trim() || `exit ${code}`}`)
  }
  return parsePictures(text.split('\n'))
}

/**
 * The archive at `path` whole, for a download or `db:backup`'s copy: as it is kept, plus each
 * picture it names from `pictures` (under `pictures/ab/{sha256}`, as stored), so it restores on its
 * own anywhere. gzip runs in `tar` and the bytes stream out as they are made; the temporary
 * unpacked database goes when the stream ends. An archive that names no pictures is sent as it is.
 */
export async function wholeArchive(path: string, pictures: PictureStore): Promise<ReadableStream<Uint8Array> | null> {
  const named = await picturesNamedBy(path)
  if (named.length === 0) return null
  const work = await mkdtemp(join(tmpdir(), 'church-download-'))
  try {
    const unpack = Bun.spawnSync(['tar', '-xzf', path, '-C', work], { stderr: 'pipe' })
    if (unpack.exitCode !== 0) throw new Error(`The backup ${basename(path)} could not be read: ${unpack.stderr.toString().trim()}`)
    const hashes = [...new Set(named.map((entry) => entry.sha256))]
    const list = join(work, 'pictures.list')
    await writeFile(list, hashes.map((hash) => `${relative(dirname(pictures.dir), pictures.pathOf(hash))}\n`).join(''), { mode: 0o600 })
    const members = [PICTURES, DATABASE_DIR].filter((member) => existsSync(join(work, member)))
    // A stored picture gone missing is left out rather than cutting the download short: the restore
    // then names what is missing before it changes anything.
    const tar = Bun.spawn(['tar', '-czf', '-', '--ignore-failed-read', '-C', work, ...members, '-C', dirname(pictures.dir), '-T', list], {
      stdout: 'pipe',
      stderr: 'ignore',
    })
    tar.exited.finally(() => rm(work, { recursive: true, force: true }))
    return tar.stdout
  } catch (error) {
    await rm(work, { recursive: true, force: true })
    throw error
  }
}

/**
 * Opens the archive at `archive` to put it back (unpacked into a private temporary folder, checked
 * before any database is touched, so a bad file changes nothing). `restore` replaces every
 * backed-up table in one transaction (a failure leaves the database as it was), each table's rows
 * read line by line from its file; an archive from before version 2 (`database.json`, one
 * document) is read whole, as it was written. `copyUploads` puts its pictures back: the uploads
 * folder it holds, or each picture it names, from inside it (a download) or from the `pictures`
 * folder beside it (the server's backups folder). `close` when done.
 */
export async function openArchive(archive: string) {
  const work = await mkdtemp(join(tmpdir(), 'church-restore-'))
  const close = () => rm(work, { recursive: true, force: true })
  try {
    const tar = existsSync(archive) ? Bun.spawnSync(['tar', '-xzf', archive, '-C', work], { stderr: 'pipe' }) : undefined
    if (!tar) throw new Error(`No backup at ${archive}`)
    if (tar.exitCode !== 0) throw new Error(`This is not a readable backup: ${tar.stderr.toString().trim()}`)
    const manifestFile = Bun.file(join(work, DATABASE_DIR, MANIFEST))
    const oldFile = Bun.file(join(work, OLD_DATABASE))
    let manifest: ArchiveManifest | undefined
    let createdAt: string
    if (await manifestFile.exists()) {
      manifest = (await manifestFile.json()) as ArchiveManifest
      if (manifest?.format !== BACKUP_FORMAT || manifest.version !== 2) throw new Error('This file is not a backup of this site.')
      createdAt = manifest.createdAt
    } else if (await oldFile.exists()) {
      // Its time is read with the document, when it is put back.
      createdAt = ''
    } else {
      throw new Error('This file is not a backup of this site.')
    }
    // Each picture it names, found inside it or beside it, before anything is changed.
    const named = existsSync(join(work, PICTURES)) ? parsePictures((await Bun.file(join(work, PICTURES)).text()).split('\n')) : []
    const places = [join(work, 'pictures'), join(dirname(archive), 'pictures')]
    const sources = new Map<string, string>()
    const missing = new Set<string>()
    for (const { sha256 } of named) {
      if (sources.has(sha256) || missing.has(sha256)) continue
      const found = places.map((dir) => join(dir, sha256.slice(0, 2), sha256)).find((path) => existsSync(path))
      if (found) sources.set(sha256, found)
      else missing.add(sha256)
    }
    if (missing.size > 0) {
      throw new Error(
        `This backup names ${missing.size} picture(s) that are neither in it nor in ${places[1]}. Restore a backup downloaded from the Backups section, or one from the server's backups folder.`,
      )
    }
    const withUploads = existsSync(join(work, 'uploads')) || named.length > 0
    return {
      createdAt,
      withUploads,
      async restore(db: Db): Promise<Record<string, number>> {
        if (manifest) {
          const tables = manifest.tables
          return restoreTables(db, (table) =>
            table in tables && existsSync(tableFile(work, table)) ? linesOf(tableFile(work, table)) : undefined,
          )
        }
        const dump = (await oldFile.json()) as DatabaseDump
        this.createdAt = dump.createdAt
        return restoreDatabase(db, dump)
      },
      async copyUploads(uploadsDir: string) {
        if (existsSync(join(work, 'uploads'))) await cp(join(work, 'uploads'), uploadsDir, { recursive: true })
        for (const entry of named) {
          const target = placeUnder(uploadsDir, entry.path)
          const source = sources.get(entry.sha256)
          if (!target || !source) continue
          await mkdir(dirname(target), { recursive: true, mode: 0o700 })
          await copyFile(source, target)
          await chmod(target, 0o600)
        }
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
