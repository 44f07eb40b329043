import 'virtual:uno.css'
import { QueryClientProvider } from '@tanstack/react-query'
import { RouterProvider } from '@tanstack/react-router'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createSession } from './features/session/session'
import { createQueryClient } from './lib/query-client'
import { registerServiceWorker } from './lib/service-worker'
import { createAppRouter } from './router'

const queryClient = createQueryClient()
const session = createSession(queryClient)
// Before the first render: offline, the signed-in admin's saved lists are back before anything asks.
session.start()
const router = createAppRouter(queryClient, session)

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
)

// The dev server has no service worker; a stale one would only get in the way there.
if (import.meta.env.PROD && 'serviceWorker' in navigator) registerServiceWorker()
