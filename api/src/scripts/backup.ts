/**
 * `bun run db:backup [file]`: the database (PGlite or PostgreSQL) and the uploaded pictures in
 * one .tar.gz, by default backups/church-{date}.tar.gz. The site may keep running meanwhile.
 */

import { existsSync } from 'node:fs'
import { cp, mkdir, mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { loadConfig } from '../config'
import { dumpDatabase } from '../db/backup'
import { withDatabase } from './with-database'

const config = loadConfig()
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)
const target = resolve(process.argv[2] ?? `backups/church-${stamp}.tar.gz`)

await withDatabase(async (database) => {
  const work = await mkdtemp(join(tmpdir(), 'church-backup-'))
  try {
    const dump = await dumpDatabase(database.db)
    await Bun.write(join(work, 'database.json'), JSON.stringify(dump))
    const withUploads = !config.s3 && existsSync(config.uploadsDir)
    if (withUploads) await cp(config.uploadsDir, join(work, 'uploads'), { recursive: true })
    await mkdir(dirname(target), { recursive: true })
    const tar = Bun.spawnSync(['tar', '-czf', target, '-C', work, '.'], { stderr: 'pipe' })
    if (tar.exitCode !== 0) throw new Error(`tar failed: ${tar.stderr.toString().trim()}`)
    const rows = Object.values(dump.tables).reduce((sum, rows) => sum + rows.length, 0)
    console.log(`Backup written to ${target} (${database.kind}, ${rows} rows${withUploads ? ', with uploads' : ''}).`)
    if (config.s3) console.log(`Uploaded pictures live in the bucket ${config.s3.bucket}: back it up with your storage provider.`)
  } finally {
    await rm(work, { recursive: true, force: true })
  }
})
