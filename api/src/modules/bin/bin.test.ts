import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { binItems, events, sermons } from '../../db/schema'
import { BIN_KEEP_DAYS } from '../../lib/bin'
import { testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()
const member = await t.signIn('member@example.org')

const sermon = (n: number, over: Record<string, unknown> = {}) => ({
  title: `Bin sermon ${n}`,
  speaker: 'The Rev. Bin',
  date: '2026-03-01',
  description: `Line one ${n}\n\nLine two`,
  youtubeUrl: `https://www.youtube.com/watch?v=bin${String(n).padStart(8, '0')}`,
  ...over,
})
const create = async (body: unknown) => {
  const res = await t.request('POST', '/api/admin/sermons', { body, cookie: admin })
  if (res.status !== 201) throw new Error(res.text)
  return res.json
}
const restore = (batch: string, cookie = admin) => t.request('POST', `/api/admin/bin/${batch}/restore`, { cookie })
const row = async (id: string) => (await t.db.select().from(sermons).where(eq(sermons.id, id)))[0]

describe('undo a delete', () => {
  test('a deleted sermon comes back exactly as it was, same id, dates and all; a second undo has nothing to do', async () => {
    const made = await create(sermon(1))
    const before = await row(made.id)
    const gone = await t.request('DELETE', `/api/admin/sermons/${made.id}`, { cookie: admin })
    expect(gone.status).toBe(200)
    expect(gone.json.message).toBe('Item deleted successfully')
    expect(gone.json.undo).toMatch(/^[0-9a-f-]{36}$/)
    expect(await row(made.id)).toBeUndefined()
    expect((await t.request('GET', `/api/sermons/${made.id}`)).status).toBe(404)

    const back = await restore(gone.json.undo)
    expect(back.status).toBe(200)
    expect(back.json).toMatchObject({ message: 'Restored 1 sermon.', restored: 1, skipped: 0 })
    expect(await row(made.id)).toEqual(before)
    expect((await t.request('GET', `/api/sermons/${made.id}`)).json.title).toBe('Bin sermon 1')

    const again = await restore(gone.json.undo)
    expect(again.status).toBe(404)
    expect(again.json.message).toBe('There is nothing to undo: it was already put back, or it has left the bin.')
  })

  test('Clear All goes to the bin as one batch: undo brings every event back with its repeat rule', async () => {
    const made: { id: string }[] = []
    for (const [title, rule] of [
      ['Bin study', 'FREQ=WEEKLY;BYDAY=TU'],
      ['Bin picnic', ''],
    ]) {
      const res = await t.request('POST', '/api/admin/events', {
        body: {
          title,
          date: '2026-06-02',
          startTime: '10:00',
          endTime: '11:00',
          location: 'Parish hall',
          isRecurring: Boolean(rule),
          recurrenceRule: rule,
        },
        cookie: admin,
      })
      expect(res.status).toBe(201)
      made.push(res.json)
    }
    const before = await t.db.select().from(events)
    const cleared = await t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })
    expect(cleared.status).toBe(200)
    expect(cleared.json.message).toBe(`Deleted ${before.length} ${before.length === 1 ? 'event' : 'events'}`)
    expect(await t.db.select().from(events)).toEqual([])

    const back = await restore(cleared.json.undo)
    expect(back.json).toMatchObject({ restored: before.length, skipped: 0 })
    const after = await t.db.select().from(events)
    const byId = (rows: typeof after) => [...rows].sort((a, b) => a.id.localeCompare(b.id))
    expect(byId(after)).toEqual(byId(before))
    expect(after.find((e) => e.id === made[0].id)?.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=TU')
  })

  test('a sermon whose video was added again since stays out, and the answer says so', async () => {
    const first = await create(sermon(2))
    const second = await create(sermon(3))
    const gone1 = await t.request('DELETE', `/api/admin/sermons/${first.id}`, { cookie: admin })
    // The same video is added again as a new sermon before the undo.
    const again = await create(sermon(2, { title: 'Added again' }))
    const back = await restore(gone1.json.undo)
    expect(back.status).toBe(200)
    expect(back.json).toMatchObject({ restored: 0, skipped: 1 })
    expect(back.json.message).toBe('Restored 0 sermons. 1 sermon stayed out: it was added again since.')
    expect((await row(again.id))?.title).toBe('Added again')
    expect(await row(first.id)).toBeUndefined()
    expect(await row(second.id)).toBeDefined()
  })

  test('only admins undo; a made-up or malformed batch is refused; old bin rows are pruned', async () => {
    const made = await create(sermon(4))
    const gone = await t.request('DELETE', `/api/admin/sermons/${made.id}`, { cookie: admin })
    expect((await restore(gone.json.undo, member)).status).toBe(403)
    expect((await t.request('POST', `/api/admin/bin/${gone.json.undo}/restore`)).status).toBe(401)
    expect((await restore('00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await restore('not-a-batch')).status).toBe(422)
    expect(await row(made.id)).toBeUndefined()

    // A delete older than the keeping time leaves the bin with the next delete.
    await t.db
      .update(binItems)
      .set({ deletedAt: new Date(Date.now() - (BIN_KEEP_DAYS + 1) * 86_400_000) })
      .where(eq(binItems.batch, gone.json.undo))
    const other = await create(sermon(5))
    await t.request('DELETE', `/api/admin/sermons/${other.id}`, { cookie: admin })
    expect((await restore(gone.json.undo)).status).toBe(404)
  })
})
