import { useLocalList } from '../../api/paged-list'
import { editButton, ResourceTable } from '../../components/resource-table'
import type { BackupStatus, KeptBackup } from '../api/get-backups'
import { formatBytes, formatInstant } from '../format'

/**
 * The backups kept, newest first, each with its download: streamed by the server to admins only,
 * never kept by the browser or the service worker.
 */
export function KeptBackupsTable({ status, isError, refetch }: { status: BackupStatus; isError: boolean; refetch: () => unknown }) {
  const rows = status.kept.map((backup) => ({ ...backup, id: backup.name }))
  const list = useLocalList({ isPending: false, isError, data: rows, refetch })
  const taken = (backup: KeptBackup) => formatInstant(backup.createdAt, status.timeZone)
  return (
    <ResourceTable
      caption="Kept backups, newest first"
      noun="backups"
      list={list}
      searchable={false}
      errorText="The kept backups could not be listed."
      empty={status.listError || 'No backups are kept yet.'}
      columns={[
        { label: 'Taken', main: true, cell: (backup) => <time dateTime={backup.createdAt}>{taken(backup)}</time> },
        { label: 'Size', className: 'whitespace-nowrap', cell: (backup) => formatBytes(backup.sizeBytes) },
      ]}
      actions={(backup) => (
        <a
          href={`/api/admin/backups/${encodeURIComponent(backup.name)}`}
          download={backup.name}
          className={editButton}
          aria-label={`Download the backup of ${taken(backup)}`}
        >
          Download
        </a>
      )}
    />
  )
}
