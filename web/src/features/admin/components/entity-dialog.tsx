import type { ReactNode } from 'react'
import { Dialog, type DialogState } from '../../../components/ui/dialog'

export type { DialogState }

/**
 * An add/edit dialog (docs/product.md#dashboard-lists-and-dialogs): 'Add {noun}' without a record,
 * 'Edit {noun}' with one. `children` draws the form, given how to close the dialog once saved; the
 * form mounts with the dialog, so each opening starts fresh (or from its draft).
 */
export function EntityDialog({
  open,
  onOpenChange,
  noun,
  editing,
  description,
  size,
  children,
}: DialogState & {
  noun: string
  editing: boolean
  description: string
  size?: 'sm' | 'md'
  children: (onDone: () => void) => ReactNode
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={`${editing ? 'Edit' : 'Add'} ${noun}`} description={description} size={size}>
      {children(() => onOpenChange(false))}
    </Dialog>
  )
}
