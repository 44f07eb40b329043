import { expect, test } from 'bun:test'
import { testApp } from '../../../../../../api/src/test/harness'
import { parseQueue, type QueuedStatus, type QueueStore, replayQueue, type SendFailure, withChange } from './offline-queue'

/**
 * The offline queue replayed against the real API (PGlite, or PostgreSQL with TEST_DB=postgres):
 * a status PUT is idempotent, so a change sent twice (the app closed between sending it and
 * crossing it off) has no second effect.
 */
const t = await testApp()
const cookie = await t.admin()

const store = (entries: QueuedStatus[]): QueueStore => {
  let text = JSON.stringify(entries)
  return {
    read: () => parseQueue(text),
    write: (queue) => {
      text = JSON.stringify(queue)
    },
  }
}
const send = async (entry: QueuedStatus) => {
  const path = entry.kind === 'contact' ? 'contact-messages' : 'visitor-requests'
  const res = await t.request('PUT', `/api/admin/${path}/${entry.itemId}`, { cookie, body: { status: entry.status } })
  if (res.status !== 200) throw Object.assign(new Error(`${res.status}: ${res.json?.message}`), { status: res.status })
}
const classify = (error: unknown): SendFailure => ((error as { status?: number }).status === 401 ? 'signed-out' : 'refused')
const inbox = async (path: 'contact-messages' | 'visitor-requests') =>
  (await t.request('GET', `/api/admin/${path}?limit=100`, { cookie })).json as { id: string; status: string }[]

test('a queued status sent twice leaves the message exactly as after the first time', async () => {
  const sent = await t.request('POST', '/api/contact', {
    body: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.org', subject: 'Parking', message: 'Is there parking?' },
  })
  const id = sent.json.id as string
  const queue = withChange([], { kind: 'contact', itemId: id, status: 'responded' }, new Date(), 'q1')

  const first = await replayQueue(store(queue), send, classify)
  expect(first.sent).toHaveLength(1)
  const afterFirst = await inbox('contact-messages')
  expect(afterFirst.find((m) => m.id === id)?.status).toBe('responded')

  // The same entry again, as if the app had closed before crossing it off.
  const second = await replayQueue(store(queue), send, classify)
  expect(second.sent).toHaveLength(1)
  expect(await inbox('contact-messages')).toEqual(afterFirst)
})

test('a visit request deleted meanwhile is refused (404) and reported, not retried', async () => {
  const missing = '00000000-0000-4000-8000-000000000000'
  const queue = store(withChange([], { kind: 'visitor', itemId: missing, status: 'visited' }, new Date(), 'q2'))
  const report = await replayQueue(queue, send, classify)
  expect(report.refused).toHaveLength(1)
  expect(String(report.refused[0].error)).toContain('404')
  expect(queue.read()).toEqual([])
})

test('a session that ended stops the replay and keeps the change', async () => {
  const sent = await t.request('POST', '/api/visitor-requests', {
    body: { fullName: 'Bo Park', email: 'bo@example.org', phone: '555-010-0100', numberOfKids: '1' },
  })
  const queue = store(withChange([], { kind: 'visitor', itemId: sent.json.id, status: 'contacted' }, new Date(), 'q3'))
  const signedOut = async (entry: QueuedStatus) => {
    const res = await t.request('PUT', `/api/admin/visitor-requests/${entry.itemId}`, { body: { status: entry.status } })
    if (res.status !== 200) throw Object.assign(new Error(`${res.status}`), { status: res.status })
  }
  const report = await replayQueue(queue, signedOut, classify)
  expect(report.stoppedBy).toBe('signed-out')
  expect(queue.read()).toHaveLength(1)
  expect((await inbox('visitor-requests')).find((r) => r.id === sent.json.id)?.status).toBe('new')
})
