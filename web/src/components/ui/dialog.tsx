import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import type { ReactNode } from 'react'

/**
 * The one dialog of the app (Ark UI): modal, focus trapped, Escape and the close button close it,
 * focus returns to what opened it.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  size = 'md',
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: ReactNode
  children: ReactNode
  size?: 'sm' | 'md' | 'lg'
}) {
  const width = { sm: 'max-w-md', md: 'max-w-2xl', lg: 'max-w-5xl' }[size]
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-50 bg-slate-900/50" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:p-8">
          <ArkDialog.Content className={`card relative w-full ${width} p-6 shadow-xl`}>
            <ArkDialog.Title className="pr-10 text-xl font-bold text-secondary">{title}</ArkDialog.Title>
            {description ? <ArkDialog.Description className="text-muted mt-1 text-sm">{description}</ArkDialog.Description> : null}
            <ArkDialog.CloseTrigger
              aria-label="Close"
              className="absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </ArkDialog.CloseTrigger>
            <div className="mt-5">{children}</div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}

/** Asks before something that can't be undone. The confirm button says what will happen. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  pending = false,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  message: string
  confirmLabel: string
  pending?: boolean
  onConfirm: () => void
}) {
  return (
    <ArkDialog.Root open={open} onOpenChange={(details) => onOpenChange(details.open)} role="alertdialog" lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-50 bg-slate-900/50" />
        <ArkDialog.Positioner className="fixed inset-0 z-50 flex items-center justify-center p-4">
          <ArkDialog.Content className="card w-full max-w-md p-6 shadow-xl">
            <ArkDialog.Title className="text-lg font-bold text-secondary">{title}</ArkDialog.Title>
            <ArkDialog.Description className="mt-2 text-slate-700">{message}</ArkDialog.Description>
            <div className="mt-6 flex flex-wrap justify-end gap-3">
              <ArkDialog.CloseTrigger className="btn border border-slate-300 text-slate-800 hover:bg-slate-100">
                Cancel
              </ArkDialog.CloseTrigger>
              <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} onClick={onConfirm}>
                {pending ? 'Working...' : confirmLabel}
              </button>
            </div>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  )
}
