import 'virtual:uno.css'
import { RouterProvider } from '@tanstack/react-router'
import { RouterClient } from '@tanstack/react-router/ssr/client'
import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { createSession } from './features/session/session'
import { noteCarriedReads, pageTakenOver } from './lib/page-reads'
import { createQueryClient } from './lib/query-client'
import { registerServiceWorker } from './lib/service-worker'
import { createAppRouter } from './router'

const queryClient = createQueryClient()
const session = createSession(queryClient)
// Before the first render: where staff work, the admin cache loads (offline, the dashboard waits for its saved lists).
session.start()
const router = createAppRouter(queryClient, session, window.location.origin)

// Once the first page has rendered (its handlers attached), a click or a key reaches the app, not
// the bare HTML: marked for browser tests to wait for.
const stopMarking = router.subscribe('onRendered', () => {
  document.documentElement.dataset.app = 'ready'
  stopMarking()
})

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// A public page arrives rendered by the server, with its data: the browser takes it over where it
// stands. The dashboard, and the app shell the service worker keeps for offline, render here.
if (window.$_TSR) {
  noteCarriedReads(queryClient)
  // The first move to another address ends the page the server sent: screens read afresh from then on.
  const stop = router.subscribe('onBeforeNavigate', (change) => {
    if (!change.fromLocation || !change.hrefChanged) return
    pageTakenOver()
    stop()
  })
  // As a transition, React takes the page over in short slices, yielding to the visitor's taps
  // and scrolls between them, rather than in one long task.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <RouterClient router={router} />
      </StrictMode>,
    )
  })
} else {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  )
}

// The dev server has no service worker; a stale one would only get in the way there.
if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker()
