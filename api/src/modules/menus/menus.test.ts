import { describe, expect, test } from 'bun:test'
import { eq } from 'drizzle-orm'
import { DEFAULT_MENUS } from '../../content/menus'
import { activity } from '../../db/schema'
import { testApp } from '../../test/harness'

/**
 * The menus staff arrange (issue 33, point 3): the top bar's links and the footer's Quick Links, in
 * their order with their labels, to the site's pages, staff's own pages (followed when renamed, shown
 * only while live) and other websites; visitors' pages read them from one kept answer.
 */
const t = await testApp()
let now = new Date('2026-12-01T15:00:00Z')
t.database.content.setClock(() => now)
const editor = await t.editor()
const writer = await t.signIn('writer@example.org')

type Answer = Awaited<ReturnType<typeof t.request>>
const ok = (res: Answer, status = 200) => {
  if (res.status !== status) throw new Error(`${res.status} ${res.text}`)
  return res.json
}
const doc = { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] }
const newPage = async (title: string, extra: Record<string, unknown> = {}) =>
  ok(await t.request('POST', '/api/admin/pages', { cookie: editor, body: { title, summary: '', body: doc, ...extra } }), 201)
const save = (body: unknown, cookie = editor) => t.request('PUT', '/api/admin/menus', { cookie, body })
const visitors = async () => ok(await t.request('GET', '/api/menus'))

describe('the menus', () => {
  test('until staff change them, they are the links the site has always had', async () => {
    expect(ok(await t.request('GET', '/api/admin/menus', { cookie: editor }))).toEqual(DEFAULT_MENUS)
    const menus = await visitors()
    expect(menus.header.map((link: { label: string }) => link.label)).toEqual([
      'About Us',
      'Events',
      'Sermons',
      'Contact',
      'Give',
      'Plan a Visit',
    ])
    expect(menus.header[0]).toEqual({ label: 'About Us', href: '/about/staff', external: false })
    expect(menus.footer[0]).toEqual({ label: 'Home', href: '/', external: false })
  })

  test('an editor puts own pages and another website in the top bar, in order, with their labels; visitors read them', async () => {
    const vbs = await newPage('Vacation Bible School')
    const saved = ok(
      await save({
        header: [
          { label: 'VBS 2027', to: `page:${vbs.id}` },
          { label: 'Sermons', to: 'sermons' },
          { label: 'Diocese', to: 'https://example.org/diocese' },
        ],
        footer: [{ label: 'Home', to: 'home' }],
      }),
    )
    expect(saved.header).toHaveLength(3)
    const menus = await visitors()
    expect(menus.header).toEqual([
      { label: 'VBS 2027', href: '/vacation-bible-school', external: false },
      { label: 'Sermons', href: '/sermons', external: false },
      { label: 'Diocese', href: 'https://example.org/diocese', external: true },
    ])
    expect(menus.footer).toEqual([{ label: 'Home', href: '/', external: false }])
    // The change is one line in the activity log, naming what changed.
    const [line] = await t.db.select().from(activity).where(eq(activity.title, 'Menus'))
    expect(line).toMatchObject({ kind: 'edit', area: 'pages', changes: [{ field: 'top menu' }, { field: 'footer links' }] })

    // A renamed page is followed; a page made a draft leaves the menu until it is live again.
    ok(
      await t.request('PUT', `/api/admin/pages/${vbs.id}`, {
        cookie: editor,
        body: { title: 'Vacation Bible School', slug: 'vbs', summary: '', body: doc },
      }),
    )
    expect((await visitors()).header[0]).toEqual({ label: 'VBS 2027', href: '/vbs', external: false })
    ok(
      await t.request('PUT', `/api/admin/pages/${vbs.id}`, {
        cookie: editor,
        body: { title: 'Vacation Bible School', slug: 'vbs', summary: '', body: doc, publish: { choice: 'draft' } },
      }),
    )
    expect((await visitors()).header.map((link: { label: string }) => link.label)).toEqual(['Sermons', 'Diocese'])
  })

  test('a page scheduled for later joins the menu at its time, with no write in between', async () => {
    const later = await newPage('Christmas Services', { publish: { choice: 'schedule', date: '2026-12-10', time: '09:00' } })
    ok(await save({ header: [{ label: 'Christmas', to: `page:${later.id}` }], footer: [] }))
    expect((await visitors()).header).toEqual([])
    now = new Date('2026-12-10T16:00:00Z')
    expect((await visitors()).header).toEqual([{ label: 'Christmas', href: '/christmas-services', external: false }])
    expect((await visitors()).footer).toEqual([])
  })

  test('bad links are refused with a clear message and change nothing', async () => {
    const before = ok(await t.request('GET', '/api/admin/menus', { cookie: editor }))
    const refused = async (body: unknown, message: string) => {
      const res = await save(body)
      expect(res.status).toBe(422)
      expect(res.text).toContain(message)
    }
    await refused({ header: [{ label: 'Bad', to: 'javascript:alert(1)' }], footer: [] }, 'Please choose one of the pages')
    await refused({ header: [{ label: 'Bad', to: 'data:text/html,hi' }], footer: [] }, 'Please choose one of the pages')
    await refused({ header: [{ label: '', to: 'home' }], footer: [] }, 'Each link needs a label')
    await refused({ header: [{ label: 'x'.repeat(41), to: 'home' }], footer: [] }, 'at most 40')
    await refused({ header: Array.from({ length: 9 }, () => ({ label: 'Home', to: 'home' })), footer: [] }, 'at most 8 links')
    const gone = await newPage('Soon deleted')
    ok(await t.request('DELETE', `/api/admin/pages/${gone.id}`, { cookie: editor }))
    const deleted = await save({ header: [{ label: 'Gone', to: `page:${gone.id}` }], footer: [] })
    expect(deleted.status).toBe(422)
    expect(deleted.text).toContain('has been deleted')
    expect(ok(await t.request('GET', '/api/admin/menus', { cookie: editor }))).toEqual(before)
  })

  test('a stored link the code cannot use is left out, never a 500', async () => {
    await t.db.execute(
      `update menus set items = '[{"label":"Fine","to":"home"},{"label":"Broken","to":"ftp://x"},{"nope":1},"text"]'::jsonb where name = 'header'` as never,
    )
    expect((await visitors()).header).toEqual([{ label: 'Fine', href: '/', external: false }])
  })

  test('contributors and visitors cannot change them', async () => {
    expect((await save({ header: [], footer: [] }, writer)).status).toBe(403)
    expect((await t.request('PUT', '/api/admin/menus', { body: { header: [], footer: [] } })).status).toBe(401)
    expect((await t.request('GET', '/api/admin/menus', { cookie: writer })).status).toBe(403)
  })
})
