import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'
import type { BulkSermonRow } from '../parse-bulk-sermons'

const bulkUpdate = (data: BulkSermonRow[], dryRun: boolean) => unwrap(api.admin.sermons['bulk-update'].post({ data, dryRun }))

export type BulkSermonResult = Awaited<ReturnType<typeof bulkUpdate>>

/**
 * POST /api/admin/sermons/bulk-update with dryRun: the server does the work and rolls it back, so
 * the preview is exactly what applying would do. Nothing changes, so nothing refreshes.
 */
export const usePreviewBulkSermons = () =>
  useMutation({ mutationFn: (rows: BulkSermonRow[]) => bulkUpdate(rows, true), meta: { admin: true } })

/** The same rows for real; the toast shows the server's message ('Sermons updated: 2 created, ...'). */
export const useApplyBulkSermons = () =>
  useAdminMutation({ mutationFn: (rows: BulkSermonRow[]) => bulkUpdate(rows, false), success: (result) => result.message })
