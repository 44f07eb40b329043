import type { RichDoc } from '@church/api/lib/rich-text/document'
import { lazy, Suspense } from 'react'

/** The editor's code (TipTap and ProseMirror) is fetched when a form first shows this field, never before. */
const RichTextEditor = lazy(() => import('./rich-text/rich-text-editor'))

/**
 * A form field for rich text (a page's body): headings, bold, italic, links, lists, quotes, pictures,
 * a YouTube video, button links and dividers (decision 0045). `value` and `onChange` carry the stored
 * document (RichDocument); an empty editor hands on `emptyDoc`. The label names the writing area,
 * the hint and the message describe it.
 */
export function RichTextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
}: {
  id: string
  label: string
  value: RichDoc | null
  onChange: (doc: RichDoc) => void
  error?: string
  hint?: string
}) {
  const labelId = `${id}-label`
  const hintId = hint ? `${id}-hint` : undefined
  const errorId = error ? `${id}-error` : undefined
  return (
    <div>
      {/* The writing area is not a form control a <label> can point at: it is named by this label's id. */}
      <span id={labelId} className="label-base">
        {label}
      </span>
      {hint ? (
        <p id={hintId} className="text-muted mb-1 text-sm">
          {hint}
        </p>
      ) : null}
      <Suspense
        fallback={
          <p role="status" className="min-h-48 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-slate-700">
            Loading the editor…
          </p>
        }
      >
        <RichTextEditor
          id={id}
          labelId={labelId}
          describedBy={[hintId, errorId].filter(Boolean).join(' ') || undefined}
          invalid={!!error}
          value={value}
          onChange={onChange}
        />
      </Suspense>
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  )
}
