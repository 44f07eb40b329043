import { describe, expect, test } from 'bun:test'
import { eq, inArray } from 'drizzle-orm'
import { dumpDatabase } from '../../db/backup'
import { activity, newsletterSubscribers, users } from '../../db/schema'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { contactMessage, sermon } from '../../test/examples'
import { testApp } from '../../test/harness'
import { pruneLeftovers } from '../housekeeping/service'
import { pruneActivity } from './service'

const t = await testApp()
const admin = await t.admin()
const editor = await t.editor()
const idOf = async (email: string) => (await t.db.select().from(users).where(eq(users.email, email)))[0].id
const adminId = await idOf('admin@example.org')
const editorId = await idOf('editor@example.org')

type Line = typeof activity.$inferSelect
/** The lines `act` added to the log, oldest first. */
async function linesOf(act: () => Promise<unknown>): Promise<Line[]> {
  const before = new Set((await t.db.select({ id: activity.id }).from(activity)).map((r) => r.id))
  await act()
  const after = await t.db.select().from(activity)
  return after.filter((row) => !before.has(row.id)).sort((a, b) => a.at.getTime() - b.at.getTime())
}
/** The one line `act` added (and there must be exactly one). */
async function lineOf(act: () => Promise<unknown>): Promise<Line> {
  const added = await linesOf(act)
  expect(added).toHaveLength(1)
  return added[0]
}
const ok = async <R extends { status: number; text: string }>(answer: Promise<R>, status = 200) => {
  const res = await answer
  if (res.status !== status) throw new Error(`${res.status} ${res.text}`)
  return res as R & { json: Record<string, unknown> & { id: string } }
}
const asAdmin = { who: adminId, whoName: 'admin', whoEmail: 'admin@example.org' }

describe('every kind of change is noted once, with who, what and the fields changed', () => {
  let sermonId = ''
  let undo = ''

  test('a sermon created, edited (its fields before and after), deleted and restored', async () => {
    const created = await lineOf(async () => {
      sermonId = (await ok(t.request('POST', '/api/admin/sermons', { body: sermon({ title: 'Easter Sunday' }), cookie: admin }), 201)).json
        .id
    })
    expect(created).toMatchObject({
      who: adminId,
      whoName: 'admin',
      kind: 'create',
      area: 'sermons',
      recordId: sermonId,
      title: 'Easter Sunday',
    })

    const edited = await lineOf(() =>
      ok(
        t.request('PUT', `/api/admin/sermons/${sermonId}`, {
          body: sermon({ title: 'Easter Day', date: '2026-04-05', description: 'A longer text. '.repeat(20) }),
          cookie: editor,
        }),
      ),
    )
    expect(edited).toMatchObject({ who: editorId, whoName: 'editor', whoEmail: 'editor@example.org', kind: 'edit', title: 'Easter Day' })
    // Short fields with their values; a long one by name only; fields left as they were not at all.
    expect(edited.changes).toEqual([
      { field: 'title', from: 'Easter Sunday', to: 'Easter Day' },
      { field: 'date', from: '2026-04-26', to: '2026-04-05' },
      { field: 'description' },
    ])

    const deleted = await lineOf(async () => {
      undo = (await ok(t.request('DELETE', `/api/admin/sermons/${sermonId}`, { cookie: editor }))).json.undo as string
    })
    expect(deleted).toMatchObject({ who: editorId, kind: 'delete', area: 'sermons', recordId: sermonId, title: 'Easter Day' })

    const restored = await lineOf(() => ok(t.request('POST', `/api/admin/bin/${undo}/restore`, { cookie: admin })))
    expect(restored).toMatchObject({ who: adminId, kind: 'restore', area: 'sermons', title: 'Easter Day', count: 1 })
  })

  test('a change that is refused leaves no line', async () => {
    const none = await linesOf(() => t.request('PUT', `/api/admin/sermons/${sermonId}`, { body: sermon({ title: '' }), cookie: admin }))
    expect(none).toEqual([])
    const gone = await linesOf(() => t.request('DELETE', '/api/admin/sermons/00000000-0000-4000-8000-000000000000', { cookie: admin }))
    expect(gone).toEqual([])
  })

  test('a message marked responded: its status from and to', async () => {
    const sent = await ok(t.request('POST', '/api/contact', { body: contactMessage({ firstName: 'John', lastName: 'Smith' }) }), 201)
    const id = sent.json.id
    const line = await lineOf(() =>
      ok(t.request('PUT', `/api/admin/contact-messages/${id}`, { body: { status: 'responded' }, cookie: editor })),
    )
    expect(line).toMatchObject({ kind: 'status', area: 'messages', recordId: id, title: 'John Smith' })
    expect(line.changes).toEqual([{ field: 'status', from: 'new', to: 'responded' }])
    // Marked again as it is: nothing changed, nothing noted.
    expect(
      await linesOf(() => ok(t.request('PUT', `/api/admin/contact-messages/${id}`, { body: { status: 'responded' }, cookie: editor }))),
    ).toEqual([])
  })

  test('a sign-in', async () => {
    const line = await lineOf(() => t.signIn('editor@example.org', { role: 'editor' }))
    expect(line).toMatchObject({ who: editorId, kind: 'sign-in', area: 'users', title: 'editor' })
    // A wrong password is no sign-in.
    expect(await linesOf(() => t.request('POST', '/api/login', { body: { email: 'editor@example.org', password: 'wrong one' } }))).toEqual(
      [],
    )
  })

  test('a settings change names the fields, and the SMTP password without its value', async () => {
    const line = await lineOf(() =>
      ok(
        t.request('PUT', '/api/admin/site-config', { body: { churchName: 'St Brigid', smtpPassword: 'a very secret one' }, cookie: admin }),
      ),
    )
    expect(line).toMatchObject({ ...asAdmin, kind: 'settings', area: 'settings' })
    expect(line.changes).toContainEqual({ field: 'smtpPassword' })
    expect(line.changes.find((c) => c.field === 'churchName')).toMatchObject({ to: 'St Brigid' })
    expect(JSON.stringify(line)).not.toContain('a very secret one')
  })

  test('an account added, its role changed (from and to), and removed; its lines still read after', async () => {
    let id = ''
    let password = ''
    const added = await lineOf(async () => {
      const body = { email: 'mary@example.org', name: 'Mary Jones', role: 'editor' }
      const made = (await ok(t.request('POST', '/api/admin/users', { body, cookie: admin }), 201)).json as {
        user: { id: string }
        password: string
      }
      ;({ id } = made.user)
      ;({ password } = made)
    })
    expect(added).toMatchObject({ ...asAdmin, kind: 'create', area: 'users', recordId: id, title: 'Mary Jones' })
    expect(added.changes).toEqual([{ field: 'role', from: null, to: 'editor' }])

    const role = await lineOf(() => ok(t.request('PATCH', `/api/admin/users/${id}`, { body: { role: 'admin' }, cookie: admin })))
    expect(role).toMatchObject({ kind: 'role', area: 'users', recordId: id, title: 'Mary Jones' })
    expect(role.changes).toEqual([{ field: 'role', from: 'editor', to: 'admin' }])

    // Mary signs in and edits, then is removed: her line keeps her name and email, without the account.
    const signedIn = await ok(t.request('POST', '/api/login', { body: { email: 'mary@example.org', password } }))
    const mary = (signedIn.headers.get('set-cookie') ?? '').split(';')[0]
    const hers = await lineOf(() =>
      ok(t.request('POST', '/api/admin/sermons', { body: sermon({ title: 'Pentecost', youtubeUrl: '' }), cookie: mary }), 201),
    )
    const removed = await lineOf(() => ok(t.request('DELETE', `/api/admin/users/${id}`, { cookie: admin })))
    expect(removed).toMatchObject({ ...asAdmin, kind: 'delete', area: 'users', recordId: id, title: 'Mary Jones' })
    const [after] = await t.db.select().from(activity).where(eq(activity.id, hers.id))
    expect(after).toMatchObject({ who: null, whoName: 'Mary Jones', whoEmail: 'mary@example.org', title: 'Pentecost' })
  })

  test('church facts, an event date, a live stream going live, Clear All and a newsletter', async () => {
    const texts = await lineOf(() =>
      ok(t.request('PUT', '/api/admin/church/texts', { body: { music: richTextFromPlain('Choir on Sundays.') }, cookie: editor })),
    )
    expect(texts).toMatchObject({ kind: 'edit', area: 'church', title: 'Page texts', changes: [{ field: 'music' }] })

    const event = await ok(
      t.request('POST', '/api/admin/events', {
        body: {
          title: 'Evensong',
          date: '2026-12-06',
          startTime: '17:00',
          isRecurring: true,
          recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
        },
        cookie: editor,
      }),
      201,
    )
    const dated = await lineOf(() =>
      ok(t.request('PUT', `/api/admin/events/${event.json.id}/dates/2026-12-13`, { body: { cancelled: true }, cookie: editor })),
    )
    expect(dated).toMatchObject({
      kind: 'edit',
      area: 'events',
      title: 'Evensong',
      changes: [{ field: 'date 2026-12-13', to: 'cancelled' }],
    })

    const stream = await ok(
      t.request('POST', '/api/admin/live-streams', {
        body: { title: 'Sunday Eucharist', date: '2026-12-06', youtubeUrl: 'https://www.youtube.com/watch?v=aaaaaaaaaaa' },
        cookie: editor,
      }),
      201,
    )
    const live = await lineOf(() =>
      ok(t.request('PATCH', `/api/admin/live-streams/${stream.json.id}`, { body: { isLive: true }, cookie: editor })),
    )
    expect(live).toMatchObject({ kind: 'status', area: 'live-streams', title: 'Sunday Eucharist' })
    expect(live.changes).toEqual([{ field: 'isLive', from: 'false', to: 'true' }])

    const cleared = await lineOf(() => ok(t.request('DELETE', '/api/admin/events/clear-all', { cookie: admin })))
    expect(cleared).toMatchObject({ kind: 'clear', area: 'events', count: 1 })

    await t.db.insert(newsletterSubscribers).values({ email: 'reader@example.org', isActive: true })
    const key = crypto.randomUUID()
    const body = { subject: 'Advent news', message: 'Carols on the 20th.', idempotencyKey: key }
    const sent = await lineOf(() => ok(t.request('POST', '/api/admin/newsletter/send', { body, cookie: editor })))
    expect(sent).toMatchObject({ kind: 'send', area: 'newsletter', title: 'Advent news', count: 1 })
    // The same issue sent again (a double click) is no second line.
    expect(await linesOf(() => ok(t.request('POST', '/api/admin/newsletter/send', { body, cookie: editor })))).toEqual([])
  })

  test('backup settings', async () => {
    const line = await lineOf(() =>
      ok(t.request('PUT', '/api/admin/backups/settings', { body: { time: '02:30', keepDaily: 10, keepWeekly: 8 }, cookie: admin })),
    )
    expect(line).toMatchObject({ kind: 'settings', area: 'backups', title: 'Backup settings' })
    expect(line.changes).toContainEqual({ field: 'time', from: '03:00', to: '02:30' })
  })
})

describe('reading the log', () => {
  const read = (cookie: string, query = '') => ok(t.request('GET', `/api/admin/activity${query}`, { cookie }))
  type Page = {
    items: { kind: string; area: string; who: string | null; at: string; whoName: string }[]
    total: number
    everything: boolean
  }

  test('an admin sees everything, newest first; an editor the content and their own sign-ins only', async () => {
    const all = (await read(admin, '?limit=100')).json as Page
    expect(all.everything).toBe(true)
    expect(all.total).toBe(await t.db.$count(activity))
    const times = all.items.map((i) => i.at)
    expect(times).toEqual([...times].sort().reverse())
    expect(new Set(all.items.map((i) => i.area))).toContain('settings')

    const theirs = (await read(editor, '?limit=100')).json as Page
    expect(theirs.everything).toBe(false)
    expect(theirs.total).toBeLessThan(all.total)
    for (const item of theirs.items) {
      if (item.kind === 'sign-in') expect(item.who).toBe(editorId)
      else expect(['settings', 'users', 'backups', 'email', 'youtube']).not.toContain(item.area)
    }
    expect(theirs.items.some((i) => i.area === 'sermons')).toBe(true)
    // Asking for what they may not see finds nothing, not an error.
    expect(((await read(editor, '?area=settings')).json as Page).total).toBe(0)
    expect(((await read(editor, `?kind=sign-in&person=${adminId}`)).json as Page).total).toBe(0)
    // A contributor has no Activity tab.
    const contributor = await t.signIn('helper@example.org', { role: 'contributor' })
    expect((await t.request('GET', '/api/admin/activity', { cookie: contributor })).status).toBe(403)
  })

  test('filters by person, kind and area; pages with a true total', async () => {
    const mine = (await read(admin, `?person=${editorId}&kind=edit&limit=100`)).json as Page
    expect(mine.total).toBeGreaterThan(0)
    expect(mine.items.every((i) => i.who === editorId && i.kind === 'edit')).toBe(true)
    const sermons = (await read(admin, '?area=sermons&limit=100')).json as Page
    expect(sermons.items.every((i) => i.area === 'sermons')).toBe(true)

    const first = (await read(admin, '?limit=2')).json as Page
    const second = (await read(admin, '?limit=2&offset=2')).json as Page
    expect(first.items).toHaveLength(2)
    expect(second.total).toBe(first.total)
    expect(second.items[0].at <= first.items[1].at).toBe(true)

    const bad = await t.request('GET', '/api/admin/activity?kind=dance', { cookie: admin })
    expect(bad.status).toBe(422)
  })

  test('dates are the church’s days: a line just before midnight in Chicago is that day', async () => {
    // 2025-03-01 23:30 in Chicago is 2025-03-02 05:30 UTC.
    const [line] = await t.db
      .insert(activity)
      .values({ at: new Date('2025-03-02T05:30:00Z'), kind: 'edit', area: 'sermons', title: 'Late night', whoName: 'Night owl' })
      .returning()
    const on = async (query: string) => ((await read(admin, query)).json as Page).items.map((i) => i.whoName)
    expect(await on('?from=2025-03-01&to=2025-03-01')).toEqual(['Night owl'])
    expect(await on('?from=2025-03-02&to=2025-03-02')).toEqual([])
    await t.db.delete(activity).where(eq(activity.id, line.id))
  })

  test('the people to filter by are the accounts', async () => {
    const people = (await ok(t.request('GET', '/api/admin/activity/people', { cookie: editor }))).json as { email: string }[]
    expect(people.map((p) => p.email)).toContain('editor@example.org')
  })
})

describe('keeping the log', () => {
  test('lines older than two years are removed by housekeeping; younger ones stay', async () => {
    const now = new Date('2027-06-01T12:00:00Z')
    const rows = await t.db
      .insert(activity)
      .values([
        { at: new Date('2025-05-31T12:00:00Z'), kind: 'edit', area: 'sermons', title: 'Too old' },
        { at: new Date('2025-06-02T12:00:00Z'), kind: 'edit', area: 'sermons', title: 'Kept' },
      ])
      .returning()
    expect(await pruneActivity(t.db, now)).toBeGreaterThanOrEqual(1)
    const left = await t.db
      .select()
      .from(activity)
      .where(
        inArray(
          activity.id,
          rows.map((r) => r.id),
        ),
      )
    expect(left.map((r) => r.title)).toEqual(['Kept'])
    // Housekeeping's round does it too.
    await t.db.insert(activity).values({ at: new Date('2020-01-01T00:00:00Z'), kind: 'edit', area: 'sermons', title: 'Ancient' })
    expect((await pruneLeftovers(t.db, now)).activity).toBe(1)
  })

  test('the log is in a backup', async () => {
    const dump = await dumpDatabase(t.db)
    expect(dump.tables.activity.length).toBe(await t.db.$count(activity))
    expect(dump.tables.activity.some((row) => row.title === 'Kept')).toBe(true)
  })
})
