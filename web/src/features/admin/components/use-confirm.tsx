import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { useId, useState } from 'react'
import { ConfirmDialog, QuestionFrame } from '../../../components/ui/dialog'

/**
 * A change staff confirm first (delete a row, clear a whole list, remove an account): `ask(target)`
 * opens the question about it; confirming runs `run(target, close)`, and the change closes the
 * question when it is through (on success, or settled). The target stays while the question
 * closes, so its words don't change mid-animation.
 */
export function useConfirm<T>({
  title,
  message,
  confirmLabel,
  pending,
  run,
}: {
  title: string
  message: string | ((target: T) => string)
  confirmLabel: string
  pending: boolean
  run: (target: T, close: () => void) => void
}) {
  const [asked, setAsked] = useState<{ target: T } | null>(null)
  const [open, setOpen] = useState(false)
  const close = () => setOpen(false)
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={title}
      message={typeof message === 'string' ? message : asked ? message(asked.target) : ''}
      confirmLabel={confirmLabel}
      pending={pending}
      onConfirm={() => asked && run(asked.target, close)}
    />
  )
  return {
    ask: (target: T) => {
      setAsked({ target })
      setOpen(true)
    },
    dialog,
  }
}

/** What staff may type to confirm a Clear All: the count it deletes ('152') or the word ('sermons'), any case, spaces around. */
export function clearAllConfirmed(typed: string, word: string, count: number | undefined) {
  const answer = typed.trim().toLowerCase()
  return answer === word.toLowerCase() || (count !== undefined && count > 0 && answer === String(count))
}

/**
 * 'Clear All Sermons': every record of a tab deleted at once, after a question that asks staff to
 * type how many it deletes ('152') or the word ('sermons') before its button works; the toast offers
 * to put them back, and Recently deleted keeps them 30 days. `plural` names them as the tab does
 * ('Sermons', 'Events'); `count` is how many there are, when the tab knows.
 */
export function useConfirmClearAll(
  plural: string,
  clear: { mutate: (_: undefined, options: { onSuccess: () => void }) => void; isPending: boolean },
  count: number | undefined,
) {
  const [open, setOpen] = useState(false)
  const dialog = (
    <QuestionFrame
      open={open}
      onOpenChange={setOpen}
      title={`Clear All ${plural}`}
      message={`This deletes ${count === undefined ? 'every one of the' : count === 1 ? 'the 1' : `all ${count}`} ${plural.toLowerCase()} at once. You can undo it from the message that follows, or restore them from Recently deleted for 30 days.`}
    >
      <ClearAllForm
        word={plural.toLowerCase()}
        count={count}
        confirmLabel={`Delete All ${plural}`}
        pending={clear.isPending}
        onConfirm={() => clear.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </QuestionFrame>
  )
  return { ask: () => setOpen(true), dialog }
}

/** The typed confirmation: the button stays disabled until the count or the word is typed. */
function ClearAllForm({
  word,
  count,
  confirmLabel,
  pending,
  onConfirm,
}: {
  word: string
  count: number | undefined
  confirmLabel: string
  pending: boolean
  onConfirm: () => void
}) {
  const id = useId()
  const [typed, setTyped] = useState('')
  const ready = clearAllConfirmed(typed, word, count)
  const asked = count ? `${count} or ${word}` : word
  return (
    <form
      className="mt-4 grid gap-4"
      onSubmit={(submit) => {
        submit.preventDefault()
        if (ready && !pending) onConfirm()
      }}
    >
      <div>
        <label htmlFor={id} className="label-base">
          To confirm, type {count ? <strong>{count}</strong> : null}
          {count ? ' or ' : null}
          <strong>{word}</strong>
        </label>
        <input
          id={id}
          className="input-base"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={`${id}-hint`}
          value={typed}
          onChange={(change) => setTyped(change.target.value)}
        />
        <p id={`${id}-hint`} className="text-muted mt-1 text-sm">
          The button works once you have typed {asked}.
        </p>
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        <ArkDialog.CloseTrigger className="btn border border-slate-300 text-slate-800 hover:bg-slate-100">Cancel</ArkDialog.CloseTrigger>
        <button type="submit" className="btn bg-red-700 text-white hover:bg-red-800 disabled:opacity-60" disabled={!ready || pending}>
          {pending ? 'Working...' : confirmLabel}
        </button>
      </div>
    </form>
  )
}
