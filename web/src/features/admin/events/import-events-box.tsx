import { type EventImportRow, parseEventImport } from '@church/api/models/events/paste'
import { useId, useRef, useState } from 'react'
import { ApiError } from '../../../lib/api'
import { BulkPreview } from '../components/bulk-preview'
import { type EventImportResult, useImportEvents, usePreviewEventImport } from './api/import-events'

const COLUMN_NAMES = [
  'Title',
  'Description',
  'Date',
  'Start time',
  'End time',
  'Location',
  'Image URL',
  'External URL',
  'Link text',
  'Recurrence description',
  'Repeats (yes or no, optional)',
  'Repeat rule (optional)',
  'End date (optional)',
  'Changed dates (optional, as the export writes them)',
  'Categories (optional, names separated by commas)',
]

/**
 * Bulk import (docs/product.md#events-import): tab-delimited rows pasted from a spreadsheet, no header row, columns in a
 * fixed order (an export adds whether each event repeats, its rule, its end date, its changed dates and its categories). Import Events first shows
 * what each row will do (create, update the event with the same title and date, or skip, with its
 * line and reason); Apply saves the good rows, and the server's answer is the toast.
 */
export function ImportEventsBox() {
  const id = useId()
  const [text, setText] = useState('')
  const [problem, setProblem] = useState<string | null>(null)
  const [preview, setPreview] = useState<{ rows: EventImportRow[]; result: EventImportResult } | null>(null)
  const previewImport = usePreviewEventImport()
  const importEvents = useImportEvents()
  const textArea = useRef<HTMLTextAreaElement>(null)

  async function onImport(event: React.FormEvent) {
    event.preventDefault()
    let rows: ReturnType<typeof parseEventImport>
    try {
      rows = parseEventImport(text)
    } catch (error) {
      // Shown under the box (not as a toast) and the box focused, so the message is read with it.
      setProblem(error instanceof Error ? error.message : 'Failed to parse event data. Please check your formatting.')
      textArea.current?.focus()
      return
    }
    setProblem(null)
    try {
      setPreview({ rows, result: await previewImport.mutateAsync(rows) })
    } catch (error) {
      setProblem(error instanceof ApiError ? error.detail : 'Failed to import events. Please try again.')
      textArea.current?.focus()
    }
  }

  async function onApply() {
    if (!preview) return
    try {
      await importEvents.mutateAsync(preview.rows)
      setText('')
      setPreview(null)
    } catch (error) {
      // Toasted by the admin failure handler; kept here too so the text and its problem stay side by side.
      setProblem(error instanceof ApiError ? error.detail : 'Failed to import events. Please try again.')
    }
  }

  return (
    <form onSubmit={onImport} className="card p-5" aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`} className="text-lg font-bold text-secondary">
        Bulk Import Events
      </h3>
      <p className="text-muted mt-1 text-sm">
        Copy rows from a spreadsheet and paste them here: one event per line, no header row, columns in this order:
      </p>
      <ol className="mt-2 flex flex-wrap gap-1.5 text-xs" aria-label="Column order">
        {COLUMN_NAMES.map((name, i) => (
          <li key={name} className="rounded-full bg-slate-100 px-2.5 py-1 font-semibold text-slate-700">
            {i + 1}. {name}
          </li>
        ))}
      </ol>
      <label htmlFor={`${id}-data`} className="label-base mt-4">
        Event data (tab-delimited)
      </label>
      <textarea
        id={`${id}-data`}
        ref={textArea}
        rows={6}
        value={text}
        onChange={(e) => {
          setText(e.target.value)
          // A preview only stands for the text it was made from.
          setPreview(null)
        }}
        spellCheck={false}
        wrap="off"
        placeholder={'Youth Night\tGames and pizza\t2026-03-06\t18:30\t20:30\tFellowship Hall'}
        className="input-base font-mono text-sm"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
      />
      {problem ? (
        <p id={`${id}-problem`} className="field-error">
          {problem}
        </p>
      ) : null}
      <p className="text-muted mt-2 text-sm">
        Dates like 2026-03-01 or 3/1/2026; times like 19:00 or 7:00 PM. An exported file can be pasted back as is: an event with the same
        title and date is updated, never added twice. You will see a preview before anything is saved.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="submit" className="btn-primary disabled:opacity-70" disabled={previewImport.isPending}>
          {previewImport.isPending ? 'Checking...' : 'Import Events'}
        </button>
      </div>
      {preview ? (
        <BulkPreview preview={preview.result} applying={importEvents.isPending} onApply={onApply} onCancel={() => setPreview(null)} />
      ) : null}
    </form>
  )
}
