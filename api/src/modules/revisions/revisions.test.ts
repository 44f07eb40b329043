import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { dumpDatabase } from '../../db/backup'
import { activity, events, revisions, sermons, users } from '../../db/schema'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { noSuchId, sermon, serviceTime, wednesdayStudy } from '../../test/examples'
import { testApp } from '../../test/harness'
import { REVISIONS_KEPT } from './model'

const t = await testApp()
const admin = await t.admin()
const editor = await t.editor()
const contributor = await t.signIn('helper@example.org', { role: 'contributor' })
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0].id
const adminId = await idOf('admin@example.org')
const editorId = await idOf('editor@example.org')

type Version = typeof revisions.$inferSelect
/** A record's versions as stored, newest first. */
const versionsOf = async (kind: string, recordId: string): Promise<Version[]> =>
  (
    await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, kind), eq(revisions.recordId, recordId)))
  ).sort((a, b) => b.at.getTime() - a.at.getTime())
/** The versions `act` added to a record's history (and there must be exactly one): that one. */
async function oneKept(kind: string, recordId: string | (() => string), act: () => Promise<unknown>): Promise<Version> {
  const id = () => (typeof recordId === 'string' ? recordId : recordId())
  const before = typeof recordId === 'string' ? (await versionsOf(kind, id())).length : 0
  await act()
  const after = await versionsOf(kind, id())
  expect(after.length - before).toBe(1)
  return after[0]
}
const ok = async <R extends { status: number; text: string }>(answer: Promise<R>, status = 200) => {
  const res = await answer
  if (res.status !== status) throw new Error(`${res.status} ${res.text}`)
  return res as R & { json: Record<string, unknown> & { id: string } }
}
type Listed = { items: { id: string; at: string; who: string | null; whoName: string }[]; total: number; timeZone: string }
const history = async (kind: string, record: string, cookie = editor, query = '') =>
  (await ok(t.request('GET', `/api/admin/revisions?kind=${kind}&record=${encodeURIComponent(record)}${query}`, { cookie }))).json as Listed

describe('every kind of save keeps exactly one revision, with who, when and the values saved', () => {
  let sermonId = ''

  test('a sermon: its creation, then each edit', async () => {
    const made = await oneKept(
      'sermon',
      () => sermonId,
      async () => {
        sermonId = (await ok(t.request('POST', '/api/admin/sermons', { body: sermon({ title: 'Easter Sunday' }), cookie: admin }), 201))
          .json.id
      },
    )
    expect(made).toMatchObject({ who: adminId, whoName: 'admin', recordId: sermonId })
    expect(made.data).toMatchObject({ title: 'Easter Sunday', speaker: 'The Rev. Mark Ellis', date: '2026-04-26' })
    expect(Date.now() - made.at.getTime()).toBeLessThan(60_000)

    const edited = await oneKept('sermon', sermonId, () =>
      ok(t.request('PUT', `/api/admin/sermons/${sermonId}`, { body: sermon({ title: 'Easter Day' }), cookie: editor })),
    )
    expect(edited).toMatchObject({ who: editorId, whoName: 'editor' })
    expect(edited.data).toMatchObject({ title: 'Easter Day' })
  })

  test('the history lists them newest first, with a true count; one version reads with its values', async () => {
    const listed = await history('sermon', sermonId)
    expect(listed.total).toBe(2)
    expect(listed.items.map((i) => i.whoName)).toEqual(['editor', 'admin'])
    expect(listed.timeZone).toBe(t.config.timezone)
    const paged = await history('sermon', sermonId, editor, '&limit=1&offset=1')
    expect(paged).toMatchObject({ total: 2, items: [{ whoName: 'admin' }] })
    const first = (await ok(t.request('GET', `/api/admin/revisions/${listed.items[1].id}`, { cookie: editor }))).json
    expect(first).toMatchObject({ kind: 'sermon', recordId: sermonId, whoName: 'admin', data: { title: 'Easter Sunday' } })
  })

  test('an event, a service time, a staff member and a list item: created and edited', async () => {
    const kinds: [kind: string, path: string, body: Record<string, unknown>, change: Record<string, unknown>][] = [
      ['event', '/api/admin/events', wednesdayStudy(), { title: 'Thursday Bible study' }],
      ['service-time', '/api/admin/church/service-times', serviceTime({ time: '17:00' }), { time: '18:00' }],
      ['staff-member', '/api/admin/church/staff', { name: 'Ann Lee', title: 'Organist' }, { title: 'Director of Music' }],
      [
        'page-item',
        '/api/admin/church/lists',
        { list: 'faq', title: 'Is there parking?', body: 'Yes.' },
        { body: 'Yes, behind the hall.' },
      ],
    ]
    for (const [kind, path, body, change] of kinds) {
      let id = ''
      const made = await oneKept(
        kind,
        () => id,
        async () => {
          id = (await ok(t.request('POST', path, { body, cookie: editor }), 201)).json.id
        },
      )
      expect({ kind, who: made.who, data: made.data }).toMatchObject({ kind, who: editorId, data: body })
      const edited = await oneKept(kind, id, () => ok(t.request('PUT', `${path}/${id}`, { body: { ...body, ...change }, cookie: admin })))
      expect({ kind, who: edited.who, data: edited.data }).toMatchObject({ kind, who: adminId, data: change })
    }
  })

  test('the page texts: one record, one version a save that changes them; a save of the same texts keeps none', async () => {
    const before = (await ok(t.request('GET', '/api/admin/church/texts', { cookie: editor }))).json as Record<string, unknown>
    // Their first save keeps the texts as they stood too (saved before history was kept, by nobody known).
    await ok(t.request('PUT', '/api/admin/church/texts', { body: { music: richTextFromPlain('Choir on Sundays.') }, cookie: editor }))
    const [now, was] = await versionsOf('page-texts', 'page-texts')
    expect(now).toMatchObject({ who: editorId, data: { ...before, music: richTextFromPlain('Choir on Sundays.') } })
    expect(was).toMatchObject({ who: null, whoName: '', data: before })
    const edited = await oneKept('page-texts', 'page-texts', () =>
      ok(t.request('PUT', '/api/admin/church/texts', { body: { music: richTextFromPlain('Choir and band.') }, cookie: admin })),
    )
    expect(edited).toMatchObject({ who: adminId, data: { music: richTextFromPlain('Choir and band.'), about: before.about } })
    const count = (await versionsOf('page-texts', 'page-texts')).length
    await ok(t.request('PUT', '/api/admin/church/texts', { body: { music: richTextFromPlain('Choir and band.') }, cookie: admin }))
    expect((await versionsOf('page-texts', 'page-texts')).length).toBe(count)
  })

  test('a sermon saved before revisions were kept: its first edit keeps it as it stood, then the edit', async () => {
    const [old] = await t.db
      .insert(sermons)
      .values({ title: 'Advent Hope', speaker: 'The Rev. Mark Ellis', date: '2025-11-30', updatedAt: new Date('2025-12-01T12:00:00Z') })
      .returning()
    await ok(
      t.request('PUT', `/api/admin/sermons/${old.id}`, {
        body: sermon({ title: 'Advent Hope', youtubeUrl: '', date: '2025-12-07' }),
        cookie: editor,
      }),
    )
    const [edit, stood] = await versionsOf('sermon', old.id)
    expect(edit).toMatchObject({ who: editorId, data: { date: '2025-12-07' } })
    expect(stood).toMatchObject({ who: null, data: { date: '2025-11-30' }, at: new Date('2025-12-01T12:00:00Z') })
  })

  test('undo from the bin keeps the sermon as it is back', async () => {
    const deleted = (await ok(t.request('DELETE', `/api/admin/sermons/${sermonId}`, { cookie: editor }))).json as {
      undo: string
    }
    const back = await oneKept('sermon', sermonId, () => ok(t.request('POST', `/api/admin/bin/${deleted.undo}/restore`, { cookie: admin })))
    expect(back).toMatchObject({ who: adminId, data: { title: 'Easter Day' } })
  })

  test('a bulk update keeps one for the sermon a row changed, none for a row that changed nothing', async () => {
    const bulk = (data: unknown[]) => ok(t.request('POST', '/api/admin/sermons/bulk-update', { body: { data }, cookie: editor }))
    const row = { title: 'Easter Day', date: '2026-04-26', scripture: 'John 20:1-18' }
    const changed = await oneKept('sermon', sermonId, () => bulk([row]))
    expect(changed).toMatchObject({ who: editorId, data: { title: 'Easter Day', scripture: 'John 20:1-18' } })
    const count = (await versionsOf('sermon', sermonId)).length
    await bulk([row])
    expect((await versionsOf('sermon', sermonId)).length).toBe(count)
  })

  test('an events import keeps one for each event it wrote, none for a row that changed nothing', async () => {
    const paste = (data: unknown[]) => ok(t.request('POST', '/api/admin/events/bulk-import', { body: { data }, cookie: editor }), 201)
    const row = { title: 'Advent Lessons and Carols', date: '2026-12-06', startTime: '17:00', location: 'Nave' }
    await paste([row])
    const [made] = await t.db.select().from(events).where(eq(events.title, 'Advent Lessons and Carols'))
    const [created] = await versionsOf('event', made.id)
    expect(created).toMatchObject({ who: editorId, data: { title: 'Advent Lessons and Carols', location: 'Nave' } })
    const changed = await oneKept('event', made.id, () => paste([{ ...row, location: 'Chapel' }]))
    expect(changed).toMatchObject({ who: editorId, data: { location: 'Chapel' } })
    const count = (await versionsOf('event', made.id)).length
    await paste([{ ...row, location: 'Chapel' }])
    expect((await versionsOf('event', made.id)).length).toBe(count)
  })

  test("one date of a series changed, then put back: each keeps one, and the history's restore undoes the change", async () => {
    const series = (await ok(t.request('POST', '/api/admin/events', { body: wednesdayStudy({ title: 'Evensong' }), cookie: admin }), 201))
      .json.id
    const cancelled = await oneKept('event', series, () =>
      ok(t.request('PUT', `/api/admin/events/${series}/dates/2026-11-11`, { body: { cancelled: true }, cookie: editor })),
    )
    expect(cancelled).toMatchObject({ who: editorId, data: { changes: [{ on: '2026-11-11', cancelled: true }] } })
    const [, before] = (await history('event', series)).items
    await oneKept('event', series, () => ok(t.request('POST', `/api/admin/revisions/${before.id}/restore`, { cookie: editor })))
    const [stored] = await t.db.select().from(events).where(eq(events.id, series))
    expect(stored.changes).toEqual([])
    await ok(t.request('PUT', `/api/admin/events/${series}/dates/2026-11-18`, { body: { cancelled: true }, cookie: editor }))
    const putBack = await oneKept('event', series, () =>
      ok(t.request('DELETE', `/api/admin/events/${series}/dates/2026-11-18`, { cookie: editor })),
    )
    expect(putBack.data).toMatchObject({ changes: [] })
  })

  test('a save that is refused keeps nothing', async () => {
    const count = (await versionsOf('sermon', sermonId)).length
    const res = await t.request('PUT', `/api/admin/sermons/${sermonId}`, { body: sermon({ title: '' }), cookie: editor })
    expect(res.status).toBe(422)
    expect((await versionsOf('sermon', sermonId)).length).toBe(count)
  })
})

describe('restoring a version', () => {
  const made = async (title: string) =>
    (await ok(t.request('POST', '/api/admin/sermons', { body: sermon({ title, youtubeUrl: '' }), cookie: admin }), 201)).json.id

  test('brings its values back through the sermon’s own save: a new revision on top and one activity line', async () => {
    const id = await made('Trinity Sunday')
    await ok(
      t.request('PUT', `/api/admin/sermons/${id}`, {
        body: sermon({ title: 'Trinity', youtubeUrl: '', series: 'Ordinary' }),
        cookie: admin,
      }),
    )
    const [, first] = (await history('sermon', id)).items
    const lines = await t.db.$count(activity, and(eq(activity.recordId, id), eq(activity.kind, 'restore')))
    const kept = await oneKept('sermon', id, async () => {
      const res = await ok(t.request('POST', `/api/admin/revisions/${first.id}/restore`, { cookie: editor }))
      expect(res.json).toMatchObject({ data: { title: 'Trinity Sunday', series: 'Easter' } })
      expect(res.json.message).toContain('newest')
    })
    expect(kept).toMatchObject({ who: editorId, data: { title: 'Trinity Sunday', series: 'Easter' } })
    const stored = (await ok(t.request('GET', `/api/admin/sermons/${id}`, { cookie: editor }))).json
    expect(stored).toMatchObject({ title: 'Trinity Sunday', series: 'Easter' })
    const listed = await history('sermon', id)
    expect(listed.total).toBe(3)
    expect(listed.items[0]).toMatchObject({ id: kept.id, whoName: 'editor' })

    const restored = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, id), eq(activity.kind, 'restore')))
    expect(restored.length - lines).toBe(1)
    expect(restored.at(-1)).toMatchObject({ who: editorId, area: 'sermons', title: 'Trinity Sunday' })
    expect(restored.at(-1)?.changes).toContainEqual({ field: 'title', from: 'Trinity', to: 'Trinity Sunday' })
  })

  test('a draft restored stays a draft: a restore brings back the values, not the publishing', async () => {
    const body = { ...sermon({ title: 'Advent Draft', youtubeUrl: '' }), publish: { choice: 'draft' } }
    const id = (await ok(t.request('POST', '/api/admin/sermons', { body, cookie: admin }), 201)).json.id
    await ok(t.request('PUT', `/api/admin/sermons/${id}`, { body: { ...body, title: 'Advent Draft, again' }, cookie: admin }))
    const [, first] = (await history('sermon', id)).items
    await ok(t.request('POST', `/api/admin/revisions/${first.id}/restore`, { cookie: editor }))
    const stored = (await ok(t.request('GET', `/api/admin/sermons/${id}`, { cookie: editor }))).json
    expect(stored).toMatchObject({ title: 'Advent Draft', publication: 'draft' })
    expect((await t.request('GET', `/api/sermons/${id}`)).status).toBe(404)
  })

  test('page texts and a list item come back too', async () => {
    await ok(t.request('PUT', '/api/admin/church/texts', { body: { creed: 'We believe.' }, cookie: admin }))
    const [, earlier] = (await history('page-texts', 'page-texts')).items
    await ok(t.request('POST', `/api/admin/revisions/${earlier.id}/restore`, { cookie: editor }))
    const texts = (await ok(t.request('GET', '/api/admin/church/texts', { cookie: editor }))).json
    expect(texts.creed).not.toBe('We believe.')

    const body = { list: 'values', title: 'Worship', body: 'First.' }
    const item = (await ok(t.request('POST', '/api/admin/church/lists', { body, cookie: admin }), 201)).json.id
    await ok(t.request('PUT', `/api/admin/church/lists/${item}`, { body: { ...body, body: 'Second.' }, cookie: admin }))
    const [, one] = (await history('page-item', item)).items
    await ok(t.request('POST', `/api/admin/revisions/${one.id}/restore`, { cookie: editor }))
    const lists = (await ok(t.request('GET', '/api/admin/church/lists', { cookie: editor }))).json as Record<
      string,
      { id: string; body: string }[]
    >
    expect(lists.values.find((i) => i.id === item)?.body).toBe('First.')
  })

  test('an event and a service time come back through their own saves', async () => {
    const event = (await ok(t.request('POST', '/api/admin/events', { body: wednesdayStudy({ title: 'Compline' }), cookie: admin }), 201))
      .json.id
    await ok(
      t.request('PUT', `/api/admin/events/${event}`, { body: wednesdayStudy({ title: 'Compline', location: 'Chapel' }), cookie: admin }),
    )
    const [, before] = (await history('event', event)).items
    await ok(t.request('POST', `/api/admin/revisions/${before.id}/restore`, { cookie: editor }))
    expect((await versionsOf('event', event))[0].data).toMatchObject({ title: 'Compline', location: '' })

    const time = (
      await ok(
        t.request('POST', '/api/admin/church/service-times', { body: serviceTime({ name: 'Matins', time: '08:00' }), cookie: admin }),
        201,
      )
    ).json.id
    await ok(
      t.request('PUT', `/api/admin/church/service-times/${time}`, { body: serviceTime({ name: 'Matins', time: '07:30' }), cookie: admin }),
    )
    const [, earlier] = (await history('service-time', time)).items
    await ok(t.request('POST', `/api/admin/revisions/${earlier.id}/restore`, { cookie: editor }))
    const times = (await ok(t.request('GET', '/api/admin/church/service-times', { cookie: editor }))).json as {
      id: string
      time: string
    }[]
    expect(times.find((row) => row.id === time)?.time).toBe('08:00')
  })

  test('a version whose values are no longer valid is refused, saying why, and nothing changes', async () => {
    const id = await made('Pentecost')
    const [bad] = await t.db
      .insert(revisions)
      .values({ kind: 'sermon', recordId: id, data: { title: '', speaker: 'Nobody', date: '2026-05-24' }, whoName: 'old' })
      .returning()
    const count = (await versionsOf('sermon', id)).length
    const res = await t.request('POST', `/api/admin/revisions/${bad.id}/restore`, { cookie: editor })
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('This version can’t be restored: Title is required. Nothing was changed; edit the sermon instead.')
    expect((await versionsOf('sermon', id)).length).toBe(count)
    expect((await ok(t.request('GET', `/api/admin/sermons/${id}`, { cookie: editor }))).json.title).toBe('Pentecost')
  })

  test('an unknown version is 404, for reading and restoring', async () => {
    for (const [method, path] of [
      ['POST', `/api/admin/revisions/${noSuchId}/restore`],
      ['GET', `/api/admin/revisions/${noSuchId}`],
    ] as const) {
      const res = await t.request(method, path, { cookie: editor })
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
  })

  test('a contributor may not read a history or restore (403)', async () => {
    const [any] = await t.db.select().from(revisions).limit(1)
    for (const [method, path] of [
      ['GET', `/api/admin/revisions?kind=sermon&record=${any.recordId}`],
      ['GET', `/api/admin/revisions/${any.id}`],
      ['POST', `/api/admin/revisions/${any.id}/restore`],
    ] as const) {
      const res = await t.request(method, path, { cookie: contributor })
      expect({ path, status: res.status }).toEqual({ path, status: 403 })
    }
  })
})

describe('keeping revisions', () => {
  test(`each record keeps its newest ${REVISIONS_KEPT}; a save past them lets the oldest go`, async () => {
    const id = (
      await ok(t.request('POST', '/api/admin/sermons', { body: sermon({ title: 'Many saves', youtubeUrl: '' }), cookie: admin }), 201)
    ).json.id
    const start = Date.parse('2026-01-01T00:00:00Z')
    await t.db.insert(revisions).values(
      Array.from({ length: REVISIONS_KEPT + 5 }, (_, i) => ({
        kind: 'sermon',
        recordId: id,
        data: { title: `Old ${i}` },
        whoName: 'old',
        at: new Date(start + i * 60_000),
      })),
    )
    await ok(t.request('PUT', `/api/admin/sermons/${id}`, { body: sermon({ title: 'Many saves, again', youtubeUrl: '' }), cookie: admin }))
    const kept = await versionsOf('sermon', id)
    expect(kept).toHaveLength(REVISIONS_KEPT)
    expect(kept[0].data).toMatchObject({ title: 'Many saves, again' })
    expect(kept.map((k) => k.data.title)).not.toContain('Old 0')
    expect((await history('sermon', id)).total).toBe(REVISIONS_KEPT)
  })

  test('revisions are in a backup', async () => {
    const dump = await dumpDatabase(t.db)
    expect(dump.tables.revisions.length).toBe(await t.db.$count(revisions))
    expect(dump.tables.revisions.some((row) => (row.data as { title?: string }).title === 'Easter Day')).toBe(true)
  })
})
