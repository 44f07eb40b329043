/**
 * `bun run db:backup [file]`: takes a backup now, the same as 'Back up now' in the dashboard: the
 * database and the uploaded pictures in one .tar.gz, kept with the others in DATA_DIR/backups (or
 * the bucket) and listed in the Backups section; with [file], a copy is also written there.
 *
 * The site may keep running: on the embedded database the running server takes it (asked over its
 * local socket); otherwise the command opens the database itself (PostgreSQL, or a stopped site).
 */

import { chmod, mkdir, stat } from 'node:fs/promises'
import { dirname, resolve } from 'node:path'
import { loadConfig } from '../config'
import { createLogger } from '../lib/log'
import { keepNewFilesPrivate } from '../lib/private-files'
import { backupThroughServer, WAIT_FOR_OTHER_MS } from '../modules/backups/command'
import { createBackups } from '../modules/backups/service'
import { withDatabase } from './with-database'

// The backups and the copy hold every account and message: readable by this account only (0600).
keepNewFilesPrivate()
const config = loadConfig()
const copyTo = process.argv[2] ? resolve(process.argv[2]) : undefined

async function writeCopy(body: ReadableStream<Uint8Array> | Blob) {
  if (!copyTo) return
  await mkdir(dirname(copyTo), { recursive: true, mode: 0o700 })
  // A file already there keeps its mode when written over: close it first (a device such as /dev/stdout is left alone).
  const closeIfFile = async () => {
    if ((await stat(copyTo).catch(() => null))?.isFile()) await chmod(copyTo, 0o600)
  }
  await closeIfFile()
  await Bun.write(copyTo, new Response(body))
  await closeIfFile()
  console.log(`A copy was written to ${copyTo}.`)
}

const report = (name: string, where: string) => {
  console.log(`Backup ${name} kept in ${where}.`)
  if (config.s3) console.log(`The pictures stay in the bucket ${config.s3.bucket}: your storage provider keeps them.`)
}

// On the embedded database a running site holds it: ask that server, over its local-only socket.
const answer = config.databaseUrl ? null : await backupThroughServer(config.dataDir, Boolean(copyTo))
if (answer?.ok) {
  report(answer.headers.get('x-backup-name') ?? 'backup', answer.headers.get('x-backup-where') ?? 'the backups folder')
  if (answer.body) await writeCopy(answer.body)
} else if (answer) {
  const body = (await answer.json().catch(() => ({}))) as { message?: string }
  console.error(body.message ?? `The running server answered ${answer.status}.`)
  process.exitCode = 1
} else {
  await withDatabase(async (database) => {
    const backups = createBackups({ config, database, log: createLogger('warn') })
    const record = await backups.takeWhenFree('command', WAIT_FOR_OTHER_MS)
    if (!record) throw new Error('Another backup is still being taken. Try again in a few minutes.')
    if (record.status !== 'ok') throw new Error(`The backup failed: ${record.error}`)
    report(record.name, backups.store.where)
    const archive = await backups.open(record.name)
    if (archive) await writeCopy(archive.body)
  })
}
