import { Link } from '@tanstack/react-router'
import { useBackups } from '../api/get-backups'
import { formatInstant, timeSince } from '../format'

/**
 * The warning on the Overview and in Backups when the last good backup is older than 36 hours (or
 * there is none): what the last good one was, why the last try failed, and where to act.
 */
export function BackupWarning({ inBackups = false }: { inBackups?: boolean }) {
  const { data: status } = useBackups()
  if (!status?.stale) return null
  const good = status.lastGood
  const failed = status.last?.status === 'failed' ? status.last : null
  // In Backups, 'no backup yet' is said by the last backup's card already.
  if (inBackups && !good && !failed) return null
  return (
    <section aria-label="Backup warning" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950">
      <p className="font-semibold">
        {good
          ? `The last good backup is older than 36 hours: it was taken ${timeSince(good.finishedAt ?? good.startedAt)} (${formatInstant(good.finishedAt ?? good.startedAt, status.timeZone)}).`
          : 'No backup has been taken yet.'}
      </p>
      <p className="mt-1 text-sm">
        {failed ? `The last try failed: ${failed.error} ` : null}
        {status.running ? 'A backup is being taken now. ' : null}
        {inBackups ? null : (
          <Link to="/admin" search={{ tab: 'backups' }} className="font-semibold text-amber-950 underline">
            Open Backups
          </Link>
        )}
      </p>
    </section>
  )
}
