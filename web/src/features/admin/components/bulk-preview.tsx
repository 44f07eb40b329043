import type { BulkRowResult } from '@church/api/lib/bulk-result'

const ACTION_LABELS = { create: 'Create', update: 'Update', skip: 'Skip' } as const
const ACTION_STYLES = {
  create: 'border-green-300 bg-green-50 text-green-900',
  update: 'border-blue-300 bg-blue-50 text-blue-900',
  skip: 'border-amber-300 bg-amber-50 text-amber-900',
} as const

type Preview = { created: number; updated: number; skipped: number; results: readonly BulkRowResult[] }

/**
 * What pasted rows will do, before anything is saved (the sermons' bulk update and the events'
 * import): each row by its line in the pasted text, create / update / skip, and the reason it is
 * skipped; then Apply or Cancel.
 */
export function BulkPreview({
  preview,
  applying,
  onApply,
  onCancel,
}: {
  preview: Preview
  applying: boolean
  onApply: () => void
  onCancel: () => void
}) {
  const changes = preview.created + preview.updated
  return (
    <div className="mt-5" aria-live="polite">
      <h4 className="font-bold text-secondary">Preview</h4>
      <p className="mt-1 text-sm text-slate-800">
        {preview.created} to create, {preview.updated} to update, {preview.skipped} skipped. Nothing has been saved yet.
      </p>
      <div className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">What applying the pasted rows will do</caption>
          <thead className="sticky top-0 bg-slate-50 text-slate-700">
            <tr>
              {['Row', 'Title', 'Action', 'Reason'].map((column) => (
                <th key={column} scope="col" className="px-3 py-2 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {preview.results.map((row) => (
              <tr key={row.row}>
                <td className="px-3 py-2 text-slate-700">{row.row}</td>
                <td className="px-3 py-2 text-slate-900">{row.title || <span className="text-muted">(no title)</span>}</td>
                <td className="px-3 py-2">
                  <span className={`inline-block rounded-full border px-2.5 py-0.5 text-xs font-semibold ${ACTION_STYLES[row.action]}`}>
                    {ACTION_LABELS[row.action]}
                  </span>
                </td>
                <td className="px-3 py-2 text-slate-700">{row.reason ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary disabled:opacity-70" onClick={onApply} disabled={applying || changes === 0}>
          {applying ? 'Saving...' : 'Apply'}
        </button>
        <button
          type="button"
          className="btn border border-slate-300 text-slate-800 hover:bg-slate-100"
          onClick={onCancel}
          disabled={applying}
        >
          Cancel
        </button>
      </div>
      {changes === 0 ? <p className="text-muted mt-2 text-sm">There is nothing to save: every row would be skipped.</p> : null}
    </div>
  )
}
