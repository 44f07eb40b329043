/**
 * The offline status queue (decision 0010): inbox status changes made without a connection wait
 * here, on this device, and are sent in order once it is back. Plain logic over a small store, so
 * it is tested without a browser (offline-queue.test.ts); queued-statuses.ts keeps it in
 * localStorage for the signed-in admin.
 */

export type InboxKind = 'contact' | 'visitor'

/** One waiting change: the latest status chosen for one message or visit request. */
export type QueuedStatus = { id: string; kind: InboxKind; itemId: string; status: string; queuedAt: string }

export interface QueueStore {
  read(): QueuedStatus[]
  write(queue: QueuedStatus[]): void
}

/**
 * The queue after one more change. Several changes of one item become its latest (only where it
 * ends up matters, and sending the older ones first would be wasted work), placed last.
 */
export function withChange(
  queue: readonly QueuedStatus[],
  change: { kind: InboxKind; itemId: string; status: string },
  now: Date,
  id: string,
): QueuedStatus[] {
  const others = queue.filter((entry) => !(entry.kind === change.kind && entry.itemId === change.itemId))
  return [...others, { id, kind: change.kind, itemId: change.itemId, status: change.status, queuedAt: now.toISOString() }]
}

const isEntry = (value: unknown): value is QueuedStatus => {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'string' &&
    (entry.kind === 'contact' || entry.kind === 'visitor') &&
    typeof entry.itemId === 'string' &&
    typeof entry.status === 'string' &&
    typeof entry.queuedAt === 'string'
  )
}

/** The stored queue; anything unreadable is left out rather than breaking the inbox. */
export function parseQueue(text: string | null): QueuedStatus[] {
  if (!text) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter(isEntry) : []
  } catch {
    return []
  }
}

/** How a failed send is taken: no connection (stop, try later), the session ended (stop), or refused (report, drop). */
export type SendFailure = 'offline' | 'signed-out' | 'refused'

export type ReplayReport = {
  sent: QueuedStatus[]
  refused: { entry: QueuedStatus; error: unknown }[]
  stoppedBy?: 'offline' | 'signed-out'
}

/**
 * Sends the waiting changes oldest first, one at a time. Each is removed once the server has it;
 * a refused one (deleted meanwhile: 404) is removed and reported, never retried for ever; no
 * connection or an ended session stops the run with the rest kept. The queue is read again before
 * each send, so a change made meanwhile is honoured (and a newer change of the same item is not
 * removed with the older one).
 */
export async function replayQueue(
  store: QueueStore,
  send: (entry: QueuedStatus) => Promise<void>,
  classify: (error: unknown) => SendFailure,
): Promise<ReplayReport> {
  const report: ReplayReport = { sent: [], refused: [] }
  const tried = new Set<string>()
  const remove = (entry: QueuedStatus) => store.write(store.read().filter((other) => other.id !== entry.id))
  for (;;) {
    const next = store.read().find((entry) => !tried.has(entry.id))
    if (!next) return report
    tried.add(next.id)
    try {
      await send(next)
    } catch (error) {
      const failure = classify(error)
      if (failure !== 'refused') {
        report.stoppedBy = failure
        return report
      }
      remove(next)
      report.refused.push({ entry: next, error })
      continue
    }
    remove(next)
    report.sent.push(next)
  }
}

/** Runs `task` once at a time: a call while it runs shares that run instead of sending everything twice. */
export function oneAtATime<T>(task: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined
  return () => {
    running ??= task().finally(() => {
      running = undefined
    })
    return running
  }
}
