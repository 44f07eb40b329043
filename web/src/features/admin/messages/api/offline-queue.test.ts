import { describe, expect, test } from 'bun:test'
import fc from 'fast-check'
import { oneAtATime, parseQueue, type QueuedStatus, type QueueStore, replayQueue, type SendFailure, withChange } from './offline-queue'

const at = (minute: number) => new Date(Date.UTC(2026, 4, 3, 10, minute))
let ids = 0
const change = (queue: QueuedStatus[], kind: 'contact' | 'visitor', itemId: string, status: string, minute = 0) =>
  withChange(queue, { kind, itemId, status }, at(minute), `q${++ids}`)

/** A queue kept in memory the way localStorage keeps it: as text, read afresh each time. */
function memoryStore(initial: QueuedStatus[] = []): QueueStore & { text: string } {
  const store = {
    text: JSON.stringify(initial),
    read: () => parseQueue(store.text),
    write: (queue: QueuedStatus[]) => {
      store.text = JSON.stringify(queue)
    },
  }
  return store
}

class Refused extends Error {}
class NoConnection extends Error {}
class SessionEnded extends Error {}
const classify = (error: unknown): SendFailure =>
  error instanceof Refused ? 'refused' : error instanceof SessionEnded ? 'signed-out' : 'offline'

describe('queueing', () => {
  test('several changes of one item become its latest, placed last; other items keep their order', () => {
    let queue: QueuedStatus[] = []
    queue = change(queue, 'contact', 'a', 'responded', 1)
    queue = change(queue, 'visitor', 'b', 'contacted', 2)
    queue = change(queue, 'contact', 'a', 'archived', 3)
    expect(queue.map((e) => [e.kind, e.itemId, e.status])).toEqual([
      ['visitor', 'b', 'contacted'],
      ['contact', 'a', 'archived'],
    ])
    expect(queue[1].queuedAt).toBe(at(3).toISOString())
  })

  test('a contact message and a visit request with the same id are different items', () => {
    const queue = change(change([], 'contact', 'same', 'responded'), 'visitor', 'same', 'visited')
    expect(queue).toHaveLength(2)
  })

  test('whatever the order of changes, one entry per item, holding the last status chosen', () => {
    const step = fc.record({
      kind: fc.constantFrom('contact' as const, 'visitor' as const),
      itemId: fc.constantFrom('a', 'b', 'c'),
      status: fc.string(),
    })
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), (steps) => {
        const queue = steps.reduce<QueuedStatus[]>((q, s) => change(q, s.kind, s.itemId, s.status), [])
        const last = new Map(steps.map((s) => [`${s.kind}:${s.itemId}`, s.status]))
        expect(queue).toHaveLength(last.size)
        for (const entry of queue) expect(entry.status).toBe(last.get(`${entry.kind}:${entry.itemId}`) as string)
      }),
    )
  })

  test('a stored queue that is not readable is taken as empty; broken entries are left out', () => {
    expect(parseQueue(null)).toEqual([])
    expect(parseQueue('not json')).toEqual([])
    expect(parseQueue('{"id":1}')).toEqual([])
    const good = change([], 'contact', 'a', 'responded')[0]
    expect(parseQueue(JSON.stringify([good, { id: 'x', kind: 'other' }, null]))).toEqual([good])
  })
})

describe('replaying', () => {
  test('sends oldest first, one at a time, and empties the queue', async () => {
    const store = memoryStore(
      change(change(change([], 'contact', 'a', 'responded', 1), 'visitor', 'b', 'contacted', 2), 'contact', 'c', 'archived', 3),
    )
    const sent: string[] = []
    let inFlight = 0
    const report = await replayQueue(
      store,
      async (entry) => {
        inFlight++
        expect(inFlight).toBe(1)
        await Bun.sleep(1)
        sent.push(`${entry.itemId}:${entry.status}`)
        inFlight--
      },
      classify,
    )
    expect(sent).toEqual(['a:responded', 'b:contacted', 'c:archived'])
    expect(report.sent).toHaveLength(3)
    expect(store.read()).toEqual([])
  })

  test('replaying twice has no second effect: nothing is sent again', async () => {
    const store = memoryStore(change(change([], 'contact', 'a', 'responded'), 'visitor', 'b', 'visited'))
    const sent: string[] = []
    const send = async (entry: QueuedStatus) => {
      sent.push(entry.itemId)
    }
    await replayQueue(store, send, classify)
    const again = await replayQueue(store, send, classify)
    expect(sent).toEqual(['a', 'b'])
    expect(again).toEqual({ sent: [], refused: [] })
  })

  test('two replays started together (reconnect and app start) send each change once', async () => {
    const store = memoryStore(change(change([], 'contact', 'a', 'responded'), 'contact', 'b', 'archived'))
    const sent: string[] = []
    const replay = oneAtATime(() =>
      replayQueue(
        store,
        async (entry) => {
          await Bun.sleep(5)
          sent.push(entry.itemId)
        },
        classify,
      ),
    )
    const [first, second] = await Promise.all([replay(), replay()])
    expect(sent).toEqual(['a', 'b'])
    expect(second).toBe(first)
    // Once done, a later call runs again (and finds nothing to send).
    expect((await replay()).sent).toEqual([])
    expect(sent).toEqual(['a', 'b'])
  })

  test('no connection stops the run and keeps the rest, in order, for next time', async () => {
    const store = memoryStore(
      change(change(change([], 'contact', 'a', 'responded'), 'contact', 'b', 'archived'), 'visitor', 'c', 'visited'),
    )
    const report = await replayQueue(
      store,
      async (entry) => {
        if (entry.itemId === 'b') throw new NoConnection()
      },
      classify,
    )
    expect(report.stoppedBy).toBe('offline')
    expect(report.sent.map((e) => e.itemId)).toEqual(['a'])
    expect(store.read().map((e) => e.itemId)).toEqual(['b', 'c'])
  })

  test('an ended session stops the run and keeps the changes', async () => {
    const store = memoryStore(change([], 'contact', 'a', 'responded'))
    const report = await replayQueue(
      store,
      async () => {
        throw new SessionEnded()
      },
      classify,
    )
    expect(report.stoppedBy).toBe('signed-out')
    expect(store.read()).toHaveLength(1)
  })

  test('a refused change (deleted meanwhile) is reported and dropped, never retried; the others still go', async () => {
    const store = memoryStore(change(change([], 'contact', 'gone', 'responded'), 'contact', 'b', 'archived'))
    const attempts: string[] = []
    const send = async (entry: QueuedStatus) => {
      attempts.push(entry.itemId)
      if (entry.itemId === 'gone') throw new Refused('404: Contact message not found')
    }
    const report = await replayQueue(store, send, classify)
    expect(report.refused.map((r) => [r.entry.itemId, (r.error as Error).message])).toEqual([['gone', '404: Contact message not found']])
    expect(report.sent.map((e) => e.itemId)).toEqual(['b'])
    expect(store.read()).toEqual([])
    await replayQueue(store, send, classify)
    expect(attempts).toEqual(['gone', 'b'])
  })

  test('a change made while its older one is being sent is kept, and sent after it', async () => {
    const store = memoryStore(change([], 'contact', 'a', 'responded'))
    const sent: string[] = []
    await replayQueue(
      store,
      async (entry) => {
        // The admin archives the same message while 'responded' is on its way.
        if (entry.status === 'responded') store.write(change(store.read(), 'contact', 'a', 'archived'))
        sent.push(entry.status)
      },
      classify,
    )
    expect(sent).toEqual(['responded', 'archived'])
    expect(store.read()).toEqual([])
  })

  test('a store that cannot be written never makes the run loop for ever', async () => {
    const entries = change([], 'contact', 'a', 'responded')
    const stuck: QueueStore = { read: () => entries, write: () => {} }
    let sends = 0
    await replayQueue(
      stuck,
      async () => {
        sends++
      },
      classify,
    )
    expect(sends).toBe(1)
  })
})
