import { Dialog as ArkDialog } from '@ark-ui/react/dialog'
import { Portal } from '@ark-ui/react/portal'
import { createContext, type ReactNode, useContext, useMemo, useRef, useState } from 'react'
import { CrossIcon } from './cross-icon'

/** What a form inside a dialog tells it: whether it holds unsaved changes, and how to drop them. */
export type DialogGuard = { isDirty: () => boolean; discard: () => void }

type GuardContext = {
  /** The form registers itself while mounted (null when it unmounts). */
  setGuard: (guard: DialogGuard | null) => void
  /** Close as staff asked (Cancel): asks first when something typed would be lost. */
  requestClose: () => void
  /** The form restored a draft kept from before: the dialog says so. */
  setRestored: (restored: boolean) => void
}
const GuardContext = createContext<GuardContext | null>(null)

/** The enclosing dialog's guard, or null outside a dialog. */
export const useDialogGuard = () => useContext(GuardContext)

/**
 * The one dialog of the app (Ark UI): modal, focus trapped, Escape and the close button close it,
 * focus returns to what opened it. Nothing typed is lost by accident: when the form inside holds
 * unsaved changes, Escape, a click outside, the close button or Cancel first ask 'Discard changes?'.
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
  const guard = useRef<DialogGuard | null>(null)
  const [asking, setAsking] = useState(false)
  const [restored, setRestored] = useState(false)
  const close = () => {
    setRestored(false)
    onOpenChange(false)
  }
  const requestClose = () => (guard.current?.isDirty() ? setAsking(true) : close())
  // The context stays the same object while the dialog is open; it reaches the latest requestClose through a ref.
  const requestCloseRef = useRef(requestClose)
  requestCloseRef.current = requestClose
  const context = useMemo<GuardContext>(
    () => ({
      setGuard: (next) => {
        guard.current = next
      },
      requestClose: () => requestCloseRef.current(),
      setRestored,
    }),
    [],
  )
  return (
    <DialogFrame
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : requestClose())}
      title={title}
      description={description}
      width={width}
      after={
        <ConfirmDialog
          open={asking}
          onOpenChange={setAsking}
          title="Discard changes?"
          message="What you typed here has not been saved. If you close now, it will be lost."
          cancelLabel="Keep Editing"
          confirmLabel="Discard Changes"
          onConfirm={() => {
            guard.current?.discard()
            setAsking(false)
            close()
          }}
        />
      }
    >
      {restored ? <RestoredNote className="mt-3" /> : null}
      <div className="mt-5">
        <GuardContext.Provider value={context}>{children}</GuardContext.Provider>
      </div>
    </DialogFrame>
  )
}

/** Whether a dialog is open, and how it asks to open or close: what a page or tab hands each of its dialogs. */
export type DialogState = { open: boolean; onOpenChange: (open: boolean) => void }

/**
 * What a dialog passes to the Layer under it: its DialogState; Ark UI's own options, where focus goes
 * after it closes and which outside clicks close it; and `after`, rendered beside it (a question it asks).
 */
type LayerOptions = DialogState & Pick<ArkDialog.RootProps, 'finalFocusEl' | 'onInteractOutside'> & { after?: ReactNode }

/**
 * What every dialog and question stands on: Ark's root (mounted only while open), and over the page
 * a dimmed backdrop and the `positioner` that places the card.
 */
function Layer({
  onOpenChange,
  positioner,
  after,
  children,
  ...options
}: LayerOptions & { role?: 'alertdialog'; positioner: string; children: ReactNode }) {
  return (
    <ArkDialog.Root onOpenChange={(details) => onOpenChange(details.open)} {...options} lazyMount unmountOnExit>
      <Portal>
        <ArkDialog.Backdrop className="fixed inset-0 z-50 bg-slate-900/50" />
        <ArkDialog.Positioner className={positioner}>{children}</ArkDialog.Positioner>
      </Portal>
      {after}
    </ArkDialog.Root>
  )
}

/**
 * How a dialog looks: the backdrop, the card with its title, description and close button (✕), and
 * `children` below them. `Dialog` draws every form dialog with it, and a dialog that behaves
 * otherwise (a series' Dates, which stays open while dates are saved one by one) looks the same.
 */
export function DialogFrame({
  title,
  description,
  width = 'max-w-2xl',
  children,
  ...layer
}: LayerOptions & { title: string; description?: ReactNode; width?: string; children: ReactNode }) {
  return (
    <Layer {...layer} positioner="fixed inset-0 z-50 flex items-start justify-center overflow-y-auto p-4 sm:p-8">
      <ArkDialog.Content className={`card relative w-full ${width} p-6 shadow-xl`}>
        <ArkDialog.Title className="pr-10 text-xl font-bold text-secondary">{title}</ArkDialog.Title>
        {description ? <ArkDialog.Description className="text-muted mt-1 text-sm">{description}</ArkDialog.Description> : null}
        <ArkDialog.CloseTrigger
          aria-label="Close"
          className="absolute right-3 top-3 grid h-9 w-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100"
        >
          <CrossIcon className="h-5 w-5" />
        </ArkDialog.CloseTrigger>
        {children}
      </ArkDialog.Content>
    </Layer>
  )
}

/** Said at the top of a form that opened with what staff typed before and did not save (a dialog, Settings, backups). */
export function RestoredNote({ className }: { className?: string }) {
  return (
    <p
      role="status"
      className={`rounded-lg border border-blue-200 bg-blue-50 px-3 py-2 text-sm text-blue-900${className ? ` ${className}` : ''}`}
    >
      Your unsaved changes from before were restored.
    </p>
  )
}

/**
 * How a question looks (role alertdialog): a small card in the middle with the question and what it
 * means; `children` are its answers (buttons, or a short form). ConfirmDialog and the question
 * before one date of a series is cancelled.
 */
export function QuestionFrame({
  title,
  message,
  children,
  ...layer
}: LayerOptions & { title: string; message: ReactNode; children: ReactNode }) {
  return (
    <Layer {...layer} role="alertdialog" positioner="fixed inset-0 z-50 flex items-center justify-center p-4">
      <ArkDialog.Content className="card w-full max-w-md p-6 shadow-xl">
        <ArkDialog.Title className="text-lg font-bold text-secondary">{title}</ArkDialog.Title>
        <ArkDialog.Description className="mt-2 text-slate-700">{message}</ArkDialog.Description>
        {children}
      </ArkDialog.Content>
    </Layer>
  )
}

/** Asks before a delete or another change staff should think twice about. The confirm button says what will happen. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel = 'Cancel',
  pending = false,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  message: string
  confirmLabel: string
  cancelLabel?: string
  pending?: boolean
  onConfirm: () => void
}) {
  return (
    <QuestionFrame open={open} onOpenChange={onOpenChange} title={title} message={message}>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <ArkDialog.CloseTrigger className="btn border border-slate-300 text-slate-800 hover:bg-slate-100">
          {cancelLabel}
        </ArkDialog.CloseTrigger>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-800" disabled={pending} onClick={onConfirm}>
          {pending ? 'Working...' : confirmLabel}
        </button>
      </div>
    </QuestionFrame>
  )
}
