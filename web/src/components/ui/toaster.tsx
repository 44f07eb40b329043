import { type ComponentType, useEffect, useState } from 'react'
import type { ToastAction } from './toaster-view'

/**
 * The site's one toaster (docs/product.md#failures-and-toasts): one toast visible at a time, 5 seconds each (12 with an action
 * such as Undo), F8 moves focus to the toast region. Feature code calls `notify.success(...)` /
 * `notify.error(...)`.
 *
 * The toasts themselves (Ark UI, toaster-view.tsx) load on the first notice or the first F8, so a
 * page that never shows one (most visits) never loads them.
 */

export type { ToastAction } from './toaster-view'

type ToastType = 'success' | 'error' | 'info'

let view: Promise<typeof import('./toaster-view')> | undefined
const loadView = () => {
  view ??= import('./toaster-view')
  return view
}

/** The mounted <SiteToaster/> is told to show the toasts' region (once, for good). */
let wanted = false
const onWanted = new Set<() => void>()
function want() {
  if (wanted) return
  wanted = true
  for (const listener of onWanted) listener()
}

/**
 * A new toast replaces the one showing: the latest news is what staff see, never a queued old one.
 * Resolves once it is on the screen (code that leaves the page after a toast waits for that first).
 */
function show(type: ToastType, title: string, description?: string, action?: ToastAction): Promise<void> {
  want()
  return loadView().then((toasts) => toasts.show(type, title, description, action))
}

export const notify = {
  success: (title: string, description?: string, action?: ToastAction) => show('success', title, description, action),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
}

/** Where the toasts appear: nothing until the first one (or F8), then the Ark UI toaster. */
export function SiteToaster() {
  const [View, setView] = useState<{ Toaster: ComponentType<{ focus: boolean }>; focus: boolean } | null>(null)
  useEffect(() => {
    let live = true
    let focus = false
    const mount = () => void loadView().then((toasts) => live && setView({ Toaster: toasts.ToasterView, focus }))
    // F8 before any toast still moves the focus to the region, once it is there.
    const onKey = (event: KeyboardEvent) => {
      if (wanted || event.code !== 'F8') return
      focus = true
      want()
    }
    if (wanted) mount()
    else {
      onWanted.add(mount)
      document.addEventListener('keydown', onKey, { capture: true })
    }
    return () => {
      live = false
      onWanted.delete(mount)
      document.removeEventListener('keydown', onKey, { capture: true })
    }
  }, [])
  return View ? <View.Toaster focus={View.focus} /> : null
}
