import type { Page, Request } from '@playwright/test'

/** The requests each page (its frames included) has made and not yet seen finish or fail. */
const inFlight = new WeakMap<Page, { pending: Set<Request>; lastChange: number }>()

/** Counts a page's requests from its first one; the `page` fixture (support/test.ts) calls it. */
export function trackRequests(page: Page) {
  const state = { pending: new Set<Request>(), lastChange: Date.now() }
  inFlight.set(page, state)
  const done = (request: Request) => {
    state.pending.delete(request)
    state.lastChange = Date.now()
  }
  page.on('request', (request) => {
    state.pending.add(request)
    state.lastChange = Date.now()
  })
  page.on('requestfinished', done)
  page.on('requestfailed', done)
}

/**
 * Waits until the page has had no request under way for `quietMs`, as Playwright's 'networkidle'
 * means to, but from the page's own request events: that load state is known to be missed on a busy
 * machine, and a wait that times out there says nothing. This one fails naming what was still
 * under way, so a request that really hangs is a failure that says which.
 */
export async function networkSettled(page: Page, { quietMs = 500, withinMs = 20_000 } = {}) {
  const state = inFlight.get(page)
  if (!state) throw new Error('networkSettled needs the page from support/test.ts')
  const until = Date.now() + withinMs
  while (Date.now() < until) {
    if (state.pending.size === 0 && Date.now() - state.lastChange >= quietMs) return
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  const still = [...state.pending].map((request) => `${request.method()} ${request.url()}`)
  throw new Error(
    `the page's requests had not settled within ${withinMs} ms; still under way: ${still.join(', ') || 'none (requests kept starting)'}`,
  )
}
