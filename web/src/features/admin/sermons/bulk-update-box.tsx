import { useId, useState } from 'react'
import { type BulkSermonResult, useApplyBulkSermons, usePreviewBulkSermons } from './api/bulk-update-sermons'
import { type BulkSermonRow, parseBulkSermons } from './parse-bulk-sermons'

const ACTION_LABELS = { create: 'Create', update: 'Update', skip: 'Skip' } as const
const ACTION_STYLES = {
  create: 'border-green-300 bg-green-50 text-green-900',
  update: 'border-blue-300 bg-blue-50 text-blue-900',
  skip: 'border-amber-300 bg-amber-50 text-amber-900',
} as const

const EXAMPLE = 'Title\tSpeaker\tDate\tScripture\tSeries\tYouTube URL'

/**
 * Bulk update from a spreadsheet (SPEC §5): paste rows with a header, see what would be created,
 * updated or skipped (the server's dry run), then apply exactly those rows.
 */
export function BulkUpdateBox() {
  const id = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<{ rows: BulkSermonRow[]; result: BulkSermonResult } | null>(null)
  const previewRequest = usePreviewBulkSermons()
  const apply = useApplyBulkSermons()

  function onTextChange(value: string) {
    setText(value)
    // A preview only stands for the text it was made from.
    setPreview(null)
    setProblem(null)
  }

  async function onPreview() {
    const parsed = parseBulkSermons(text)
    if (!parsed.ok) {
      setProblem(parsed.message)
      setPreview(null)
      return
    }
    setProblem(null)
    try {
      const result = await previewRequest.mutateAsync(parsed.rows)
      setPreview({ rows: parsed.rows, result })
    } catch {
      // Shown as a toast by the admin's failure handler.
    }
  }

  async function onApply() {
    if (!preview) return
    try {
      await apply.mutateAsync(preview.rows)
      setText('')
      setPreview(null)
    } catch {
      // Shown as a toast by the admin's failure handler.
    }
  }

  const changes = preview ? preview.result.created + preview.result.updated : 0
  return (
    <section aria-labelledby={`${id}-title`} className="card p-5">
      <h3 id={`${id}-title`} className="text-lg font-bold text-secondary">
        Bulk Update
      </h3>
      <p id={`${id}-help`} className="text-muted mt-1 text-sm">
        Copy rows from a spreadsheet and paste them here. The first row must name the columns, for example{' '}
        <span className="font-semibold">Title, Speaker, Date, Scripture, Series, YouTube URL</span>. A sermon with the same video, or the
        same title and date, is updated; the others are added. You will see a preview before anything is saved.
      </p>
      <label htmlFor={`${id}-text`} className="label-base mt-4">
        Sermon data (tab-delimited)
      </label>
      <textarea
        id={`${id}-text`}
        value={text}
        onChange={(event) => onTextChange(event.target.value)}
        rows={6}
        spellCheck={false}
        placeholder={`${EXAMPLE}\nThe Good Shepherd\tPastor John\t2026-03-01\tJohn 10:11\tI Am\thttps://www.youtube.com/watch?v=...`}
        aria-describedby={problem ? `${id}-help ${id}-problem` : `${id}-help`}
        aria-invalid={problem ? true : undefined}
        className="input-base font-mono text-sm"
      />
      <p id={`${id}-problem`} className="field-error" role="alert">
        {problem}
      </p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button type="button" className="btn-primary disabled:opacity-70" onClick={onPreview} disabled={previewRequest.isPending}>
          {previewRequest.isPending ? 'Checking...' : 'Preview'}
        </button>
      </div>

      {preview ? (
        <div className="mt-5" aria-live="polite">
          <h4 className="font-bold text-secondary">Preview</h4>
          <p className="mt-1 text-sm text-slate-800">
            {preview.result.created} to create, {preview.result.updated} to update, {preview.result.skipped} skipped. Nothing has been saved
            yet.
          </p>
          <div className="mt-3 max-h-96 overflow-auto rounded-lg border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">What applying the pasted rows will do</caption>
              <thead className="sticky top-0 bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Row
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Title
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Action
                  </th>
                  <th scope="col" className="px-3 py-2 font-semibold">
                    Reason
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {preview.result.results.map((row) => (
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
            <button type="button" className="btn-primary disabled:opacity-70" onClick={onApply} disabled={apply.isPending || changes === 0}>
              {apply.isPending ? 'Saving...' : 'Apply'}
            </button>
            <button
              type="button"
              className="btn border border-slate-300 text-slate-800 hover:bg-slate-100"
              onClick={() => setPreview(null)}
              disabled={apply.isPending}
            >
              Cancel
            </button>
          </div>
          {changes === 0 ? <p className="text-muted mt-2 text-sm">There is nothing to save: every row would be skipped.</p> : null}
        </div>
      ) : null}
    </section>
  )
}
