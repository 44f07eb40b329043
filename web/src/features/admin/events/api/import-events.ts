import type { EventImportRow } from '@church/api/models/events/paste'
import { api, unwrap } from '../../../../lib/api'
import { bulkPaste } from '../../api/bulk-paste'

const bulkImport = (data: EventImportRow[], dryRun: boolean) => unwrap(api.admin.events['bulk-import'].post({ data, dryRun }))

export type EventImportResult = Awaited<ReturnType<typeof bulkImport>>

/** POST /api/admin/events/bulk-import: what each row would do (create, update, skip), then the same rows for real. */
export const { usePreview: usePreviewEventImport, useApply: useImportEvents } = bulkPaste(bulkImport)
