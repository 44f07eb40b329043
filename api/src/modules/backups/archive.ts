import { existsSync } from 'node:fs'
import { cp, type FileHandle, mkdir, mkdtemp, open, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { basename, dirname, join } from 'node:path'
import { BACKUP_FORMAT, type DatabaseDump, type DumpProgress, dumpTables, restoreDatabase, restoreTables } from '../../db/backup'
import type { Db } from '../../db/client'

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

const tableFile = (dir: string, table: string) => join(dir, DATABASE_DIR, `${table}.jsonl`)

/**
 * Writes one backup archive to `target`: `database/` (every backed-up table, one consistent state,
 * db/backup.ts: `manifest.json` and a file of JSON lines per table, written page by page as the
 * dump reads them, so no table is ever held in memory) and, when pictures are kept on disk, the
 * `uploads/` folder. The same format whoever takes it (the nightly backup, 'Back up now', `bun run
 * db:backup`); `bun run db:restore` puts it back into either database (restoreArchive).
 *
 * The database is read first: a picture its rows name was uploaded before, and housekeeping
 * removes only pictures unused for a week, so every picture the snapshot names is in the archive.
 * gzip runs in `tar`, another process, so the server keeps answering meanwhile.
 */
export async function writeBackupArchive(opts: {
  db: Db
  uploadsDir?: string
  target: string
  onProgress?: (progress: DumpProgress) => void
}) {
  const work = await mkdtemp(join(tmpdir(), 'church-backup-'))
  const files = new Map<string, FileHandle>()
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
      },
      { onProgress: opts.onProgress },
    )
    for (const file of files.values()) await file.close()
    files.clear()
    const manifest: ArchiveManifest = { format: BACKUP_FORMAT, version: 2, createdAt, tables }
    await Bun.write(join(work, DATABASE_DIR, MANIFEST), JSON.stringify(manifest, null, 2))
    const uploads = opts.uploadsDir && existsSync(opts.uploadsDir) ? opts.uploadsDir : undefined
    await runTar([
      '-czf',
      opts.target,
      '--exclude=*.part',
      // A picture uploaded or removed while tar reads is no reason to fail the backup.
      '--warning=no-file-changed',
      '--warning=no-file-removed',
      '-C',
      work,
      DATABASE_DIR,
      ...(uploads ? ['-C', dirname(uploads), `--transform=s,^${basename(uploads)},uploads,`, basename(uploads)] : []),
    ])
    const rows = Object.values(tables).reduce((sum, n) => sum + n, 0)
    return { rows, withUploads: Boolean(uploads), createdAt }
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

/**
 * Opens the archive at `archive` to put it back (unpacked into a private temporary folder, checked
 * before any database is touched, so a bad file changes nothing). `restore` replaces every
 * backed-up table in one transaction (a failure leaves the database as it was), each table's rows
 * read line by line from its file; an archive from before version 2 (`database.json`, one
 * document) is read whole, as it was written. `copyUploads` puts its pictures back. `close` when done.
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
      // Only its header is needed now; the document is read when it is put back.
      createdAt = ''
    } else {
      throw new Error('This file is not a backup of this site.')
    }
    const withUploads = existsSync(join(work, 'uploads'))
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
        if (withUploads) await cp(join(work, 'uploads'), uploadsDir, { recursive: true })
      },
      close,
    }
  } catch (error) {
    await close()
    throw error
  }
}
