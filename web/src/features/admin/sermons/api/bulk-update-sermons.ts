import { api, unwrap } from '../../../../lib/api'
import { bulkPaste } from '../../api/bulk-paste'
import type { BulkSermonRow } from '../parse-bulk-sermons'

const bulkUpdate = (data: BulkSermonRow[], dryRun: boolean) => unwrap(api.admin.sermons['bulk-update'].post({ data, dryRun }))

export type BulkSermonResult = Awaited<ReturnType<typeof bulkUpdate>>

/** POST /api/admin/sermons/bulk-update: what each row would do, then the same rows for real ('Sermons updated: 2 created, ...'). */
export const { usePreview: usePreviewBulkSermons, useApply: useApplyBulkSermons } = bulkPaste(bulkUpdate)
