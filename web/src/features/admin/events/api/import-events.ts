import type { EventImportRow } from '@church/api/models/events'
import { useMutation } from '@tanstack/react-query'
import { api, unwrap } from '../../../../lib/api'
import { useAdminMutation } from '../../api/admin-query'

const bulkImport = (data: EventImportRow[], dryRun: boolean) => unwrap(api.admin.events['bulk-import'].post({ data, dryRun }))

export type EventImportResult = Awaited<ReturnType<typeof bulkImport>>

/** POST /api/admin/events/bulk-import with dryRun: what each row would do; nothing is saved, so nothing refreshes. */
export const usePreviewEventImport = () =>
  useMutation({ mutationFn: (rows: EventImportRow[]) => bulkImport(rows, true), meta: { admin: true } })

/** The same rows for real; the server's message ('Imported 3 events successfully') is the toast. */
export const useImportEvents = () =>
  useAdminMutation({ mutationFn: (rows: EventImportRow[]) => bulkImport(rows, false), success: (result) => result.message })
