import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { activity, binItems, events, sermons } from '../../db/schema'
import { BIN_KEEP_DAYS } from '../../lib/bin'
import { featuredVideo, serviceTime, sundayService, wednesdayStudy } from '../../test/examples'
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
const binList = async (query = '', cookie = admin) => (await t.request('GET', `/api/admin/bin${query}`, { cookie })).json
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
    expect(back.json).toEqual({ message: 'Restored 1 sermon.', restored: 1 })
    expect(await row(made.id)).toEqual(before)
    expect((await t.request('GET', `/api/sermons/${made.id}`)).json.title).toBe('Bin sermon 1')

    const again = await restore(gone.json.undo)
    expect(again.status).toBe(404)
    expect(again.json.message).toBe('There is nothing to restore: it was already put back, or it has left the bin.')
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
    expect(back.json).toEqual({ message: `Restored ${before.length} events.`, restored: before.length })
    const after = await t.db.select().from(events)
    const byId = (rows: typeof after) => [...rows].sort((a, b) => a.id.localeCompare(b.id))
    expect(byId(after)).toEqual(byId(before))
    expect(after.find((e) => e.id === made[0].id)?.recurrenceRule).toBe('FREQ=WEEKLY;BYDAY=TU')
  })

  test('a sermon whose video was added again since: nothing is restored, the answer names it, and it stays in the bin', async () => {
    const first = await create(sermon(2))
    const second = await create(sermon(3))
    const gone1 = await t.request('DELETE', `/api/admin/sermons/${first.id}`, { cookie: admin })
    // The same video is added again as a new sermon before the restore.
    const again = await create(sermon(2, { title: 'Added again' }))
    const back = await restore(gone1.json.undo)
    expect(back.status).toBe(409)
    expect(back.json.message).toBe(
      'Nothing was restored: the sermon “Bin sermon 2” is on the site again (added again since, or with the same video). Delete that one first, then restore; until then it stays in Recently deleted.',
    )
    expect((await row(again.id))?.title).toBe('Added again')
    expect(await row(first.id)).toBeUndefined()
    expect(await row(second.id)).toBeDefined()
    expect((await binList()).items.some((e: { batch: string }) => e.batch === gone1.json.undo)).toBe(true)

    // Once the one added again is deleted, the first comes back.
    await t.request('DELETE', `/api/admin/sermons/${again.id}`, { cookie: admin })
    expect((await restore(gone1.json.undo)).json).toEqual({ message: 'Restored 1 sermon.', restored: 1 })
    expect((await row(first.id))?.title).toBe('Bin sermon 2')
  })

  test('a Clear All with one sermon added again since restores none of them, and says which', async () => {
    await t.request('DELETE', '/api/admin/sermons/clear-all', { cookie: admin })
    const made = [await create(sermon(10)), await create(sermon(11)), await create(sermon(12))]
    const cleared = await t.request('DELETE', '/api/admin/sermons/clear-all', { cookie: admin })
    expect(cleared.json.deleted).toBe(3)
    await create(sermon(11, { title: 'Eleven again' }))
    const back = await restore(cleared.json.undo)
    expect(back.status).toBe(409)
    expect(back.json.message).toStartWith('Nothing was restored: the sermon “Bin sermon 11” is on the site again')
    for (const m of made) expect(await row(m.id)).toBeUndefined()
    expect((await t.db.select().from(sermons)).map((s) => s.title)).toEqual(['Eleven again'])
    expect(await t.db.select().from(binItems).where(eq(binItems.batch, cleared.json.undo))).toHaveLength(3)
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

const secretary = await t.signIn('mary.secretary@example.org', { role: 'admin' })

describe('Recently deleted', () => {
  type Entry = { batch: string; kind: string; count: number; title: string; deletedBy: string; deletedAt: string; removeAt: string }

  test('lists each delete with what, who and when, each Clear All as one entry with its count, newest first', async () => {
    const startedAt = Date.now()
    const made = await create(sermon(20, { title: 'Hope, peace and joy' }))
    const gone = await t.request('DELETE', `/api/admin/sermons/${made.id}`, { cookie: secretary })
    await Bun.sleep(5)
    for (const title of ['Bin supper', 'Bin choir']) {
      const res = await t.request('POST', '/api/admin/events', {
        body: { title, date: '2026-06-02', startTime: '10:00', endTime: '11:00', location: 'Hall' },
        cookie: admin,
      })
      expect(res.status).toBe(201)
    }
    const cleared = await t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })
    await Bun.sleep(5)
    const item = await t.request('POST', '/api/admin/church/lists', {
      body: { list: 'faq', title: 'Is there parking?', body: 'Yes.' },
      cookie: admin,
    })
    const itemGone = await t.request('DELETE', `/api/admin/church/lists/${item.json.id}`, { cookie: secretary })
    expect(itemGone.status).toBe(200)

    const page = await binList()
    expect(page.keepDays).toBe(30)
    expect(page.timeZone).toBeString()
    const [third, second, first] = page.items as Entry[]
    expect(third).toMatchObject({
      batch: itemGone.json.undo,
      kind: 'page_items',
      count: 1,
      title: 'Is there parking?',
      deletedBy: 'mary.secretary',
    })
    expect(second).toMatchObject({ batch: cleared.json.undo, kind: 'events', count: cleared.json.deleted, title: '', deletedBy: 'admin' })
    expect(cleared.json.deleted).toBeGreaterThanOrEqual(2)
    expect(first).toMatchObject({
      batch: gone.json.undo,
      kind: 'sermons',
      count: 1,
      title: 'Hope, peace and joy',
      deletedBy: 'mary.secretary',
    })
    const at = Date.parse(first.deletedAt)
    expect(at).toBeGreaterThanOrEqual(startedAt - 1000)
    expect(at).toBeLessThanOrEqual(Date.now() + 1000)
    expect(Date.parse(first.removeAt) - at).toBe(30 * 86_400_000)
    // One entry per batch: the Clear All's events are not listed one by one.
    expect((page.items as Entry[]).filter((e) => e.batch === cleared.json.undo)).toHaveLength(1)
    expect(page.total).toBe(new Set((await t.db.select().from(binItems)).map((b) => b.batch)).size)
  })

  test('a page at a time: limit and offset walk the same order, and total counts every entry', async () => {
    const all = await binList('?limit=100')
    const one = await binList('?limit=1&offset=1')
    expect(one.items).toEqual([all.items[1]])
    expect(one.total).toBe(all.total)
    expect((await t.request('GET', '/api/admin/bin?limit=500', { cookie: admin })).status).toBe(422)
  })

  test('restoring from the list brings a whole Clear All back and takes the entry out', async () => {
    const page = await binList()
    const batch = (page.items as Entry[]).find((e) => e.kind === 'events' && e.count > 1) as Entry
    const back = await restore(batch.batch)
    expect(back.json).toEqual({ message: `Restored ${batch.count} events.`, restored: batch.count })
    expect(await t.db.select().from(events)).toHaveLength(batch.count)
    const after = await binList()
    expect((after.items as Entry[]).some((e) => e.batch === batch.batch)).toBe(false)
    expect(after.total).toBe(page.total - 1)
  })

  test('only what was deleted in the last 30 days is listed or restored, even before housekeeping runs', async () => {
    const made = await create(sermon(30, { title: 'Old delete' }))
    const gone = await t.request('DELETE', `/api/admin/sermons/${made.id}`, { cookie: admin })
    expect((await binList()).items[0].batch).toBe(gone.json.undo)
    await t.db
      .update(binItems)
      .set({ deletedAt: new Date(Date.now() - (BIN_KEEP_DAYS * 86_400_000 + 60_000)) })
      .where(eq(binItems.batch, gone.json.undo))
    expect((await binList('?limit=100')).items.some((e: Entry) => e.batch === gone.json.undo)).toBe(false)
    expect((await restore(gone.json.undo)).status).toBe(404)
    expect(await row(made.id)).toBeUndefined()
  })

  test('every kind of delete and Clear All is one activity line, which Recently deleted reads who and what from', async () => {
    const editor = await t.signIn('eve.editor@example.org', { role: 'editor' })
    const made = async (path: string, body: unknown) => {
      const res = await t.request('POST', path, { body, cookie: admin })
      if (res.status !== 201) throw new Error(`${path}: ${res.text}`)
      return res.json.id as string
    }
    const deletes: [string, string][] = [
      ['/api/admin/sermons', await made('/api/admin/sermons', sermon(40, { title: 'Deleted sermon' }))],
      ['/api/admin/events', await made('/api/admin/events', wednesdayStudy({ title: 'Deleted study' }))],
      ['/api/admin/sunday-services', await made('/api/admin/sunday-services', sundayService())],
      ['/api/admin/featured-content', await made('/api/admin/featured-content', featuredVideo())],
      [
        '/api/admin/live-streams',
        await made('/api/admin/live-streams', {
          title: 'Deleted stream',
          description: '',
          date: '2026-05-03',
          duration: '1:00:00',
          isLive: false,
          youtubeUrl: 'https://www.youtube.com/watch?v=binstream01',
        }),
      ],
      ['/api/admin/church/staff', await made('/api/admin/church/staff', { name: 'Ann, Lee', title: 'Organist' })],
      ['/api/admin/church/service-times', await made('/api/admin/church/service-times', serviceTime({ time: '17:00' }))],
      ['/api/admin/church/lists', await made('/api/admin/church/lists', { list: 'faq', title: 'Deleted question?', body: 'Yes.' })],
    ]
    const batches: string[] = []
    for (const [path, id] of deletes) {
      const gone = await t.request('DELETE', `${path}/${id}`, { cookie: editor })
      expect({ path, status: gone.status }).toEqual({ path, status: 200 })
      batches.push(gone.json.undo)
    }
    await create(sermon(41))
    await create(sermon(42))
    const cleared = await t.request('DELETE', '/api/admin/sermons/clear-all', { cookie: admin })
    batches.push(cleared.json.undo)

    const entries = (await binList('?limit=100')).items as Entry[]
    for (const batch of batches) {
      const lines = await t.db.select().from(activity).where(eq(activity.batch, batch))
      expect(lines).toHaveLength(1)
      const [line] = lines
      const entry = entries.find((e) => e.batch === batch)
      expect({ batch, kind: line.kind, deletedBy: entry?.deletedBy, title: entry?.title }).toEqual({
        batch,
        kind: batch === cleared.json.undo ? 'clear' : 'delete',
        deletedBy: line.whoName,
        title: line.title,
      })
    }
    expect(entries.find((e) => e.batch === batches[5])).toMatchObject({ deletedBy: 'eve.editor', title: 'Ann, Lee' })
    // Every batch the bin holds has its line.
    const held = new Set((await t.db.select().from(binItems)).map((b) => b.batch))
    const logged = new Set((await t.db.select().from(activity)).flatMap((a) => (a.batch ? [a.batch] : [])))
    expect([...held].filter((batch) => !logged.has(batch))).toEqual([])
  })

  test('only admins see it', async () => {
    await t.expectAdminOnly(member, [['GET', '/api/admin/bin']])
  })
})
