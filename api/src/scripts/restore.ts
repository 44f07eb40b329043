/**
 * `bun run db:restore <file>`: puts a backup made by db:backup back, into PGlite or PostgreSQL
 * (either kind of backup into either database). Every table is replaced in one transaction; the
 * uploaded pictures are copied back. Stop the site first: restoring signs everyone out.
 */

import { resolve } from 'node:path'
import { loadConfig } from '../config'
import { closeDataFolder, keepNewFilesPrivate } from '../lib/private-files'
import { openArchive } from '../modules/backups/archive'
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
let archive: Awaited<ReturnType<typeof openArchive>> | undefined
try {
  archive = await openArchive(resolve(source))
  const opened = archive
  await withDatabase(async (database) => {
    const counts = await opened.restore(database.db)
    if (!config.s3) await opened.copyUploads(config.uploadsDir)
    // tar run by root keeps the modes the archive recorded (an older backup's 0644): close them again.
    closeDataFolder(config.dataDir)
    const rows = Object.values(counts).reduce((sum, n) => sum + n, 0)
    console.log(`Restored ${rows} rows from ${opened.createdAt} into ${database.kind}${opened.withUploads ? ', with uploads' : ''}.`)
  })
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error))
  process.exitCode = 1
} finally {
  await archive?.close()
}
