import { useId } from 'react'
import { formatTime } from '../../../lib/dates'
import { useBackups } from './api/get-backups'
import { BackupSettingsForm } from './components/backup-settings-form'
import { BackupWarning } from './components/backup-warning'
import { KeptBackupsTable } from './components/kept-backups-table'
import { LastBackupCard } from './components/last-backup-card'
import { formatBytes, formatInstant } from './format'

/**
 * Backups: the server backs itself up every night; here staff see the last backup and its result,
 * take one now, download any kept one, set the time and how many are kept, and see how much data
 * the site holds.
 */
export function BackupsTab() {
  const backups = useBackups()
  const sizeId = useId()
  const status = backups.data
  return (
    <div className="grid gap-6">
      <div>
        <h2 className="text-2xl font-bold text-secondary">Backups</h2>
        <p className="text-muted mt-1 max-w-3xl">
          {status
            ? `Every night at ${formatTime(status.settings.time)} the server saves ${status.picturesIncluded ? 'everything on the site: its content and the uploaded pictures' : "the site's content (the pictures are kept safe in the online storage on their own)"}, and keeps the copies ${status.storage === 'bucket' ? 'in the online storage' : 'on the server'}.`
            : 'The server saves the site every night.'}
        </p>
        {/* Staff are not technical: what a restore is, and who does it, in words; no commands or folders. */}
        <p className="text-muted mt-2 max-w-3xl">
          Putting a backup back (a restore) returns the whole site to how it was when that backup was taken: anything added or changed since
          is lost, and everyone is signed out. The person who looks after the server does it. Ask them, and say which backup you want by its
          date and time.
        </p>
      </div>
      {backups.isPending ? (
        <p className="text-muted" role="status">
          Loading...
        </p>
      ) : !status ? (
        <p className="text-red-800">The backups could not be loaded. Try again in a moment.</p>
      ) : (
        <>
          <BackupWarning inBackups />
          <LastBackupCard status={status} />
          <section aria-labelledby={`${sizeId}-kept`} className="grid gap-3">
            <h3 id={`${sizeId}-kept`} className="text-lg font-bold text-secondary">
              Kept backups
            </h3>
            <KeptBackupsTable status={status} isError={backups.isError} refetch={backups.refetch} />
          </section>
          <section aria-labelledby={sizeId} className="card p-5 sm:p-6">
            <h3 id={sizeId} className="text-lg font-bold text-secondary">
              Data size
            </h3>
            <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
              <dt className="font-semibold text-slate-700">Database</dt>
              <dd>{formatBytes(status.dataSize.databaseBytes)}</dd>
              <dt className="font-semibold text-slate-700">Uploaded pictures</dt>
              <dd>{status.dataSize.picturesBytes === null ? 'In the bucket' : formatBytes(status.dataSize.picturesBytes)}</dd>
              <dt className="font-semibold text-slate-700">Backups kept</dt>
              <dd>
                {formatBytes(status.dataSize.backupsBytes)} in {status.kept.length} {status.kept.length === 1 ? 'backup' : 'backups'}
              </dd>
            </dl>
            <p className="text-muted mt-3 text-sm">
              Housekeeping keeps these from piling up: old sign-ins, the text of emails sent over 90 days ago and pictures nothing uses are
              removed on their own.
              {status.lastGood ? ` Last good backup: ${formatInstant(status.lastGood.startedAt, status.timeZone)}.` : ''}
            </p>
          </section>
          <BackupSettingsForm key={JSON.stringify(status.settings)} status={status} />
        </>
      )}
    </div>
  )
}
