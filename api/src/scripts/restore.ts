/**
 * `bun run db:restore <file>`: puts a backup made by db:backup back, into PGlite or PostgreSQL
 * (either kind of backup into either database). Every table is replaced in one transaction; the
 * uploaded pictures are copied back. Stop the site first: restoring signs everyone out.
 */

import { existsSync } from 'node:fs'
import { cp, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { loadConfig } from '../config'
import { type DatabaseDump, restoreDatabase } from '../db/backup'
import { closeDataFolder, keepNewFilesPrivate } from '../lib/private-files'
import { withDatabase } from './with-database'

// The pictures put back under DATA_DIR/uploads are the site's alone (0600), like everything it writes.
keepNewFilesPrivate()
const source = process.argv[2]
if (!source) {
  console.error('Usage: bun run db:restore <backup.tar.gz>')
  process.exit(1)
}
const config = loadConfig()

// The archive is read before the database is opened: a bad file changes nothing.
const archive = resolve(source)
const work = await mkdtemp(join(tmpdir(), 'church-restore-'))
try {
  const tar = existsSync(archive) ? Bun.spawnSync(['tar', '-xzf', archive, '-C', work], { stderr: 'pipe' }) : undefined
  if (!tar) throw new Error(`No backup at ${archive}`)
  if (tar.exitCode !== 0) throw new Error(`This is not a readable backup: ${tar.stderr.toString().trim()}`)
  const dump = (await Bun.file(join(work, 'database.json')).json()) as DatabaseDump
  const withUploads = existsSync(join(work, 'uploads'))
  await withDatabase(async (database) => {
    const counts = await restoreDatabase(database.db, dump)
    if (withUploads && !config.s3) await cp(join(work, 'uploads'), config.uploadsDir, { recursive: true })
    // tar run by root keeps the modes the archive recorded (an older backup's 0644): close them again.
    closeDataFolder(config.dataDir)
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0)
    console.log(`Restored ${rows} rows from ${dump.createdAt} into ${database.kind}${withUploads ? ', with uploads' : ''}.`)
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await rm(work, { recursive: true, force: true })
}
