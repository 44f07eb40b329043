/**
 * How free the server stays while one operation runs: the app is probed every PROBE_EVERY_MS and
 * the slowest answer is reported, timed from when the probe was due (a probe held up by a busy
 * event loop counts its wait, as a visitor's request would).
 *
 * Each probe sends two requests at once:
 * - `GET /api/health`, what load balancers ask. It reuses one database check for a second, so
 *   during a short operation it mostly proves that the event loop and the router are free;
 * - `GET /api/site-config?probe=<n>`, a cheap public read whose query string is new each time, so
 *   it misses the public cache and runs a real query: it proves that the database (PGlite's single
 *   connection, or PostgreSQL's pool) is not held by the operation either.
 * A timer ticking every TICK_MS records the longest gap between ticks: synchronous work (JavaScript,
 * or PGlite's WebAssembly, which runs on the main thread) shows there even between probes, and so
 * does a chain of already-settled promises that never lets timers or requests in.
 */
import { performance } from 'node:perf_hooks'

type Handler = { handle(request: Request): Promise<Response> | Response }

const PROBE_EVERY_MS = 20
const TICK_MS = 5
/** Numbers every probe's read, across calls: a repeated address would be answered from the public cache. */
let probeNumber = 0

export type Responsiveness<T> = {
  /** What the operation returned. */
  value: T
  /** The slowest probe answer or timer gap, in ms: the longest a visitor could have waited. */
  slowestMs: number
  slowestHealthMs: number
  slowestReadMs: number
  longestGapMs: number
  /** Probes that were due while the operation ran (each timed from when it was due). */
  probes: number
  /** How long the operation took, in ms. */
  durationMs: number
}

export async function whileProbing<T>(app: Handler, operation: () => Promise<T>): Promise<Responsiveness<T>> {
  let slowestHealthMs = 0
  let slowestReadMs = 0
  let probes = 0
  const failures: string[] = []

  const answeredAfter = async (path: string, due: number) => {
    const response = await app.handle(new Request(`http://localhost${path}`))
    await response.arrayBuffer()
    if (response.status !== 200) failures.push(`${path} answered ${response.status}`)
    return performance.now() - due
  }

  let longestGapMs = 0
  let lastTick = performance.now()
  const tick = () => {
    const now = performance.now()
    longestGapMs = Math.max(longestGapMs, now - lastTick)
    lastTick = now
  }
  const ticker = setInterval(tick, TICK_MS)

  let started = 0
  let ended = Number.POSITIVE_INFINITY
  const prober = (async () => {
    let due = performance.now()
    // Every probe due before the operation ended is sent, however late its timer fired.
    while (due < ended) {
      const [health, read] = await Promise.all([
        answeredAfter('/api/health', due),
        answeredAfter(`/api/site-config?probe=${++probeNumber}`, due),
      ])
      // Only what overlapped the operation counts (the first probe warms up before it starts).
      if (started > 0) {
        slowestHealthMs = Math.max(slowestHealthMs, health)
        slowestReadMs = Math.max(slowestReadMs, read)
        probes++
      }
      due = performance.now() + PROBE_EVERY_MS
      if (due < ended) await Bun.sleep(PROBE_EVERY_MS)
    }
  })()

  // Let a first probe and a few ticks go before the operation starts.
  await Bun.sleep(PROBE_EVERY_MS)
  started = performance.now()
  lastTick = started
  longestGapMs = 0
  let value: T
  let durationMs: number
  try {
    value = await operation()
    durationMs = performance.now() - started
  } finally {
    ended = performance.now()
    // The probe in flight when the operation ended waited through it: it counts too.
    await prober
    tick()
    clearInterval(ticker)
  }
  if (failures.length > 0) throw new Error(`Probes failed while the operation ran: ${failures.slice(0, 3).join(', ')}`)
  return {
    value,
    slowestMs: Math.max(slowestHealthMs, slowestReadMs, longestGapMs),
    slowestHealthMs,
    slowestReadMs,
    longestGapMs,
    probes,
    durationMs,
  }
}
