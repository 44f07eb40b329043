/**
 * What a pasted spreadsheet row does (the sermons' bulk update and the events' import share it):
 * its line in the pasted text, the title it gave, and whether it creates, updates or is skipped
 * (with the reason). The preview shows these before anything is saved.
 */
export type BulkRowResult = { row: number; action: 'create' | 'update' | 'skip'; title: string; id?: string; reason?: string }

/** How many rows create, update and are skipped. */
export function countActions(results: readonly BulkRowResult[]) {
  const count = (action: BulkRowResult['action']) => results.filter((r) => r.action === action).length
  return { created: count('create'), updated: count('update'), skipped: count('skip') }
}
