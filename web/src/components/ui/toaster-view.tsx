import { createToaster, Toast, Toaster } from '@ark-ui/react/toast'
import { useEffect, useRef } from 'react'
import { CrossIcon } from './cross-icon'

/**
 * The toasts themselves (Ark UI), loaded by toaster.tsx on the first notice (or F8): one visible at
 * a time, 5 seconds each (12 with an action such as Undo), F8 moves focus to the toast region.
 */
const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  // Dismissed toasts leave quickly, so the one that replaces them appears at once.
  removeDelay: 150,
  duration: 5000,
  hotkey: ['F8'],
  overlap: false,
  gap: 12,
})

/** A button on a toast ('Undo'); such a toast stays long enough to reach it. */
export type ToastAction = { label: string; onClick: () => void }

const ACTION_DURATION_MS = 12_000

/** The region is on the page: a toast added now is one a screen reader announces. */
let regionReady: () => void
const ready = new Promise<void>((done) => {
  regionReady = done
})
// A live region announces what is added to it once it exists, so the first toast waits a moment after it.
const ANNOUNCE_DELAY_MS = 100

/** A new toast replaces the one showing: the latest news is what staff see, never a queued old one. */
export async function show(type: 'success' | 'error' | 'info', title: string, description?: string, action?: ToastAction) {
  await ready
  toaster.dismiss()
  toaster.create({ type, title, description, ...(action && { action, duration: ACTION_DURATION_MS }) })
}

export function ToasterView({ focus }: { focus: boolean }) {
  const region = useRef<HTMLDivElement>(null)
  useEffect(() => {
    // F8 brought the toaster here: the region takes the focus that key asked for.
    if (focus) region.current?.focus()
    const timer = setTimeout(regionReady, ANNOUNCE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [focus])
  return (
    <Toaster ref={region} toaster={toaster} className="pointer-events-none">
      {(toast) => (
        <Toast.Root
          key={toast.id}
          className={`pointer-events-auto w-[calc(100vw-2rem)] rounded-xl border bg-white p-4 pr-10 shadow-lg md:max-w-[420px] ${
            toast.type === 'error' ? 'border-red-300' : 'border-slate-200'
          }`}
        >
          <Toast.Title className={`font-semibold ${toast.type === 'error' ? 'text-red-800' : 'text-secondary'}`}>{toast.title}</Toast.Title>
          {toast.description ? <Toast.Description className="mt-1 text-sm text-slate-700">{toast.description}</Toast.Description> : null}
          {toast.action ? (
            <Toast.ActionTrigger className="btn-outline mt-3 px-3 py-1.5 text-sm">{toast.action.label}</Toast.ActionTrigger>
          ) : null}
          <Toast.CloseTrigger
            aria-label="Dismiss notification"
            className="absolute right-2 top-2 grid h-8 w-8 place-items-center rounded-md text-slate-500 hover:bg-slate-100"
          >
            <CrossIcon className="h-4 w-4" />
          </Toast.CloseTrigger>
        </Toast.Root>
      )}
    </Toaster>
  )
}
