import * as v from 'valibot'
import { askRunningServer } from '../../local-channel'
import type { Backups } from './service'

/** How long `bun run db:backup` waits for a backup already under way to end before taking its own. */
export const WAIT_FOR_OTHER_MS = 10 * 60 * 1000

const BackupRequest = v.object({ send: v.optional(v.boolean(), false) })

/**
 * `bun run db:backup` answered by the running server (the local channel's `backup`): a backup like
 * any other (listed in the Backups section, kept by retention); with `send`, its archive is
 * streamed back for the command to write where it was asked to.
 */
export const backupCommand = (backups: Backups) => async (body: unknown) => {
  const { send } = v.parse(BackupRequest, body ?? {})
  const record = await backups.takeWhenFree('command', WAIT_FOR_OTHER_MS)
  if (!record) return Response.json({ message: 'Another backup is still being taken. Try again in a few minutes.' }, { status: 409 })
  if (record.status !== 'ok') return Response.json({ message: `The backup failed: ${record.error}` }, { status: 500 })
  const headers = { 'x-backup-name': record.name, 'x-backup-where': backups.store.where }
  if (!send) return new Response(null, { status: 204, headers })
  const archive = await backups.open(record.name)
  if (!archive) return Response.json({ message: 'The backup was written, then removed before it could be sent.' }, { status: 500 })
  return new Response(archive.body, { headers: { ...headers, 'content-type': 'application/gzip' } })
}

/** Asks the running server for a backup (its archive sent back with `send`); null when no server answers. */
export const backupThroughServer = (dataDir: string, send: boolean) => askRunningServer(dataDir, 'backup', { send })
