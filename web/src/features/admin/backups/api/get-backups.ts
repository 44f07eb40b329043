import { useQuery } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { adminQueryOptions } from '../../api/admin-query'

const fetchBackups = () => unwrap(api.admin.backups.get())
export type BackupStatus = Awaited<ReturnType<typeof fetchBackups>>
export type BackupRecord = NonNullable<BackupStatus['last']>
export type KeptBackup = BackupStatus['kept'][number]

/** While a backup is being taken, the section asks again this often, so it shows the result when it lands. */
const WHILE_RUNNING_MS = 2000

/** GET /api/admin/backups: the last backup and its result, the kept ones, the settings and the data's size. */
export const backupsQueryOptions = () => adminQueryOptions(['backups'], fetchBackups)

export const useBackups = () =>
  useQuery({ ...backupsQueryOptions(), refetchInterval: (query) => (query.state.data?.running ? WHILE_RUNNING_MS : false) })
