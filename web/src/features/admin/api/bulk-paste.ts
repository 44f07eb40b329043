import { useMutation } from '@tanstack/react-query'
import { useAdminMutation } from './admin-query'

/**
 * The two calls of rows pasted from a spreadsheet (the sermons' bulk update, the events' import):
 * `usePreview` sends them with dryRun, so the server does the work and rolls it back and the
 * preview is exactly what applying would do (nothing changes, so nothing refreshes); `useApply`
 * sends the same rows for real, and the server's message ('Imported 3 events successfully') is the toast.
 */
export function bulkPaste<Row, Result extends { message: string }>(send: (rows: Row[], dryRun: boolean) => Promise<Result>) {
  return {
    usePreview: () => useMutation({ mutationFn: (rows: Row[]) => send(rows, true), meta: { admin: true } }),
    useApply: () => useAdminMutation({ mutationFn: (rows: Row[]) => send(rows, false), success: (result) => result.message }),
  }
}
