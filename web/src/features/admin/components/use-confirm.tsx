import { useState } from 'react'
import { ConfirmDialog } from '../../../components/ui/dialog'

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

/**
 * 'Clear All Sermons': every record of a tab deleted at once, after the question; the toast offers
 * to put them back. `plural` names them as the tab does ('Sermons', 'Events').
 */
export function useConfirmClearAll(
  plural: string,
  clear: { mutate: (_: undefined, options: { onSuccess: () => void }) => void; isPending: boolean },
) {
  return useConfirm<void>({
    title: `Clear All ${plural}`,
    message: `Are you sure you want to delete all ${plural.toLowerCase()}? You can undo it from the message that follows.`,
    confirmLabel: `Delete All ${plural}`,
    pending: clear.isPending,
    run: (_, close) => clear.mutate(undefined, { onSuccess: close }),
  })
}
