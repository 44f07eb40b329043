import { useId, useState } from 'react'
import { BulkPreview } from '../components/bulk-preview'
import { type BulkSermonResult, useApplyBulkSermons, usePreviewBulkSermons } from './api/bulk-update-sermons'
import { type BulkSermonRow, parseBulkSermons } from './parse-bulk-sermons'

const EXAMPLE = 'Title\tSpeaker\tDate\tScripture\tSeries\tYouTube URL'

/**
 * Bulk update from a spreadsheet (docs/product.md#sermons-bulk-update): paste rows with a header, see what would be created,
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
        <BulkPreview preview={preview.result} applying={apply.isPending} onApply={onApply} onCancel={() => setPreview(null)} />
      ) : null}
    </section>
  )
}
