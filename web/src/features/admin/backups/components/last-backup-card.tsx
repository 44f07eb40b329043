import { useId } from 'react'
import { Badge } from '../../components/resource-table'
import { useBackUpNow } from '../api/back-up-now'
import type { BackupRecord, BackupStatus } from '../api/get-backups'
import { formatBytes, formatInstant, progressWords } from '../format'

/** How the backup came to be taken, named truthfully: one taken late to catch up is not 'the nightly one'. */
const HOW: Record<BackupRecord['kind'], string> = {
  scheduled: 'Scheduled, at the nightly time',
  'catch-up': 'Taken to catch up (the server was not running at the nightly time, or that try failed)',
  manual: 'Taken by hand (Back up now)',
  command: 'Taken on the server by the person who looks after it',
}

const how = (record: BackupRecord) => (record.requestedBy ? `${HOW[record.kind]}, by ${record.requestedBy}` : HOW[record.kind])

/** The last backup's time, size and result (a failure with its reason), and 'Back up now'. */
export function LastBackupCard({ status }: { status: BackupStatus }) {
  const headingId = useId()
  const busyId = useId()
  const backUpNow = useBackUpNow()
  const { last, running, timeZone } = status
  const busy = Boolean(running) || backUpNow.isPending
  return (
    <section aria-labelledby={headingId} className="card grid gap-4 p-5 sm:p-6">
      <h3 id={headingId} className="text-lg font-bold text-secondary">
        Last backup
      </h3>
      {running ? (
        <p role="status" className="rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-blue-900">
          {progressWords(status.progress)} (started {formatInstant(running.startedAt, timeZone)}). This page shows the result when it is
          done.
        </p>
      ) : null}
      {last ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="font-semibold text-slate-700">Result</dt>
          <dd>{last.status === 'ok' ? <Badge tone="green">Succeeded</Badge> : <Badge tone="red">Failed</Badge>}</dd>
          <dt className="font-semibold text-slate-700">Taken</dt>
          <dd>
            <time dateTime={last.startedAt}>{formatInstant(last.startedAt, timeZone)}</time>
          </dd>
          {last.status === 'ok' ? (
            <>
              <dt className="font-semibold text-slate-700">Size</dt>
              <dd>{formatBytes(last.sizeBytes)}</dd>
            </>
          ) : (
            <>
              <dt className="font-semibold text-slate-700">Why it failed</dt>
              <dd className="text-red-800">{last.error}</dd>
            </>
          )}
          <dt className="font-semibold text-slate-700">How</dt>
          <dd>{how(last)}</dd>
        </dl>
      ) : running ? null : (
        <p className="text-muted">No backup has been taken yet.</p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          className="btn-primary"
          disabled={busy}
          aria-describedby={busy ? busyId : undefined}
          onClick={() => backUpNow.mutate()}
        >
          {busy ? 'Backing up...' : 'Back up now'}
        </button>
        {busy ? (
          <span id={busyId} className="text-muted text-sm">
            A backup is being taken.
          </span>
        ) : null}
      </div>
      <p className="text-muted text-sm">
        Next nightly backup: <time dateTime={status.nextAt}>{formatInstant(status.nextAt, timeZone)}</time>
      </p>
    </section>
  )
}
