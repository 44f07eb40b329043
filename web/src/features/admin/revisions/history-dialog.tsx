import type { RevisionKind } from '@church/api/models/revisions'
import { useEffect, useId, useState } from 'react'
import { ConfirmDialog, Dialog } from '../../../components/ui/dialog'
import { useOnline } from '../../../lib/online'
import { formatInstant } from '../instant'
import { type RevisionLine, useRestoreRevision, useRevision, useRevisions } from './api/revisions'
import { compareVersions, NOUNS } from './fields'

type HistoryOf = {
  kind: RevisionKind
  /** The record's id ('page-texts' for the page texts). */
  record: string
  /** After a version is restored (the History has closed): the record's form shows what is saved now. */
  onRestored?: () => void
}

/**
 * 'History': opens the record's saved versions (docs/product.md, Revisions). A plain button, so it
 * sits in a form's footer without submitting it.
 */
export function HistoryButton(props: HistoryOf) {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" className="btn border border-slate-300 text-slate-800 hover:bg-slate-100" onClick={() => setOpen(true)}>
        History
      </button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        size="lg"
        title="History"
        description={`Every saved version of ${props.kind === 'page-texts' ? 'the page texts' : `this ${NOUNS[props.kind]}`}, newest first, with who saved it. Choose two to compare; Restore puts an earlier one back.`}
      >
        <History
          {...props}
          onRestored={() => {
            setOpen(false)
            props.onRestored?.()
          }}
        />
      </Dialog>
    </>
  )
}

const whoWords = (line: RevisionLine) => line.whoName || 'saved before history was kept'

function History({ kind, record, onRestored }: HistoryOf) {
  const list = useRevisions(kind, record)
  const lines = list.data?.items ?? []
  const timeZone = list.data?.timeZone ?? 'UTC'
  const [older, setOlder] = useState<string | null>(null)
  const [newer, setNewer] = useState<string | null>(null)
  // The newest two are compared first: what the last save changed.
  useEffect(() => {
    if (lines.length === 0) return
    setNewer((id) => id ?? lines[0].id)
    setOlder((id) => id ?? (lines[1] ?? lines[0]).id)
  }, [lines])
  const when = (line: RevisionLine) => formatInstant(line.at, timeZone)
  // Versions are numbered from the oldest kept, so two saved in the same minute still read apart.
  const total = list.data?.total ?? 0
  const numberOf = (line: RevisionLine) => total - lines.indexOf(line)
  const named = (line: RevisionLine) => `Version ${numberOf(line)}: ${when(line)}, ${whoWords(line)}`

  if (!list.data)
    return (
      <p className="text-muted" role="status">
        {list.isError ? 'The history could not be loaded.' : 'Loading...'}
      </p>
    )
  if (lines.length === 0) return <p className="text-muted">No versions have been kept yet: the next save keeps the first.</p>
  return (
    <div className="grid gap-6">
      {lines.length > 1 ? (
        <Comparison
          kind={kind}
          lines={lines}
          older={older}
          newer={newer}
          setOlder={setOlder}
          setNewer={setNewer}
          named={named}
          numberOf={numberOf}
        />
      ) : null}
      <Versions kind={kind} lines={lines} when={when} numberOf={numberOf} total={total} onRestored={onRestored} />
    </div>
  )
}

function Comparison({
  kind,
  lines,
  older,
  newer,
  setOlder,
  setNewer,
  named,
  numberOf,
}: {
  kind: RevisionKind
  lines: RevisionLine[]
  numberOf: (line: RevisionLine) => number
  older: string | null
  newer: string | null
  setOlder: (id: string) => void
  setNewer: (id: string) => void
  named: (line: RevisionLine) => string
}) {
  const id = useId()
  const [showAll, setShowAll] = useState(false)
  const [a, b] = [useRevision(older), useRevision(newer)]
  const [first, second] = [lines.find((l) => l.id === older), lines.find((l) => l.id === newer)]
  const fields = a.data && b.data ? compareVersions(kind, a.data.data, b.data.data) : undefined
  const changed = fields?.filter((f) => f.changed).length ?? 0
  const shown = fields?.filter((f) => showAll || f.changed) ?? []
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-secondary">
        Compare two versions
      </h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-older`} className="label-base">
            Compare
          </label>
          <select id={`${id}-older`} className="input-base" value={older ?? ''} onChange={(e) => setOlder(e.target.value)}>
            {lines.map((line) => (
              <option key={line.id} value={line.id}>
                {named(line)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-newer`} className="label-base">
            With
          </label>
          <select id={`${id}-newer`} className="input-base" value={newer ?? ''} onChange={(e) => setNewer(e.target.value)}>
            {lines.map((line) => (
              <option key={line.id} value={line.id}>
                {named(line)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {!fields ? (
        <p className="text-muted" role="status">
          {a.isError || b.isError ? 'These versions could not be loaded.' : 'Loading...'}
        </p>
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p role="status" className="text-sm">
              {changed === 0 ? 'These two versions are the same.' : `${changed} ${changed === 1 ? 'field differs' : 'fields differ'}.`}
            </p>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
              Show unchanged fields
            </label>
          </div>
          {shown.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full border-collapse text-left text-sm">
                <caption className="sr-only">The two versions, field by field</caption>
                <thead>
                  <tr className="border-b border-slate-300">
                    <th scope="col" className="p-2">
                      Field
                    </th>
                    <th scope="col" className="p-2">
                      {first ? `Version ${numberOf(first)}` : ''}
                    </th>
                    <th scope="col" className="p-2">
                      {second ? `Version ${numberOf(second)}` : ''}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((f) => (
                    <tr key={f.field} className={`border-b border-slate-200 align-top ${f.changed ? 'bg-amber-50' : 'text-slate-500'}`}>
                      <th scope="row" className="p-2 font-semibold">
                        {f.label}
                        {f.changed ? <span className="sr-only"> (changed)</span> : null}
                      </th>
                      <td className="max-w-xs whitespace-pre-wrap break-words p-2">
                        {f.older || <em className="text-slate-500">(empty)</em>}
                      </td>
                      <td className="max-w-xs whitespace-pre-wrap break-words p-2">
                        {f.newer || <em className="text-slate-500">(empty)</em>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
    </section>
  )
}

function Versions({
  kind,
  lines,
  when,
  numberOf,
  total,
  onRestored,
}: {
  kind: RevisionKind
  lines: RevisionLine[]
  when: (line: RevisionLine) => string
  numberOf: (line: RevisionLine) => number
  total: number
  onRestored?: () => void
}) {
  const id = useId()
  const online = useOnline()
  const restore = useRestoreRevision()
  const [asked, setAsked] = useState<RevisionLine | null>(null)
  const noun = kind === 'page-texts' ? 'The page texts go' : `The ${NOUNS[kind]} goes`
  return (
    <section aria-labelledby={`${id}-heading`} className="grid gap-3">
      <h3 id={`${id}-heading`} className="text-lg font-bold text-secondary">
        Versions
      </h3>
      <p className="text-muted text-sm">
        {total === 1 ? '1 version kept' : `${total} versions kept`}; the newest 50 of each record are kept. Times are the church’s.
      </p>
      <ol className="grid gap-2">
        {lines.map((line, index) => (
          <li key={line.id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-slate-200 p-3">
            <span>
              <span className="font-semibold">Version {numberOf(line)}</span>
              <span className="text-muted">
                {' '}
                {when(line)}, {whoWords(line)}
              </span>
              {index === 0 ? <span className="ml-2 rounded bg-slate-100 px-2 py-0.5 text-xs">Current</span> : null}
            </span>
            {index > 0 ? (
              <button
                type="button"
                className="btn border border-slate-300 text-slate-800 hover:bg-slate-100 disabled:opacity-60"
                disabled={!online || restore.isPending}
                aria-label={`Restore version ${numberOf(line)}`}
                onClick={() => setAsked(line)}
              >
                Restore
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title="Restore this version?"
        message={
          asked
            ? `${noun} back to version ${numberOf(asked)}, as it was saved on ${when(asked)}. What it is now stays in the history, so you can go back to it.`
            : ''
        }
        confirmLabel="Restore"
        pending={restore.isPending}
        onConfirm={() =>
          asked &&
          restore.mutate(asked.id, {
            onSuccess: () => {
              setAsked(null)
              onRestored?.()
            },
          })
        }
      />
    </section>
  )
}
