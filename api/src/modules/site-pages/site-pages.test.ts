import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { activity, revisions } from '../../db/schema'
import { CONTRIBUTOR_REFUSALS } from '../../lib/publication'
import { testApp } from '../../test/harness'

/**
 * The pages staff write (issue 33, decision 0046): who may do what, addresses (refused when the site
 * owns them, kept as redirects when renamed), drafts and schedules invisible to visitors until their
 * time, the sitemap, revisions, the activity log and the bin.
 */
const t = await testApp()
let now = new Date('2026-12-01T15:00:00Z')
t.database.content.setClock(() => now)
const admin = await t.admin()
const editor = await t.editor()
const writer = await t.signIn('writer@example.org')
const otherWriter = await t.signIn('other@example.org')

const body = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'What to expect' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Coffee at ' },
        { type: 'text', text: '9:30', marks: [{ type: 'bold' }] },
      ],
    },
    {
      type: 'bulletList',
      content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Nursery for little ones' }] }] }],
    },
  ],
}
const page = (title: string, extra: Record<string, unknown> = {}) => ({ title, summary: `About ${title}`, body, ...extra })

type Answer = Awaited<ReturnType<typeof t.request>>
const ok = (res: Answer, status = 200) => {
  if (res.status !== status) throw new Error(`${res.status} ${res.text}`)
  return res.json
}
const create = async (cookie: string, sent: Record<string, unknown>) =>
  ok(await t.request('POST', '/api/admin/pages', { cookie, body: sent }), 201)
const publicRead = (slug: string) => t.request('GET', `/api/pages/${slug}`)
const sitemapHas = async (slug: string) => (await t.request('GET', '/sitemaps/pages.xml')).text.includes(`/${slug}</loc>`)

describe('staff write pages by role', () => {
  test('an editor adds a page: its address is made from the title and visitors read its body as safe HTML', async () => {
    const made = await create(editor, page('New Here? Start with Sunday!'))
    expect(made).toMatchObject({ slug: 'new-here-start-with-sunday', publication: 'published', publishAt: null })
    const read = await publicRead('new-here-start-with-sunday')
    expect(read.status).toBe(200)
    expect(read.json.title).toBe('New Here? Start with Sunday!')
    expect(read.json.summary).toBe('About New Here? Start with Sunday!')
    expect(read.json.bodyHtml).toContain('<h2')
    expect(read.json.bodyHtml).toContain('<strong>9:30</strong>')
    expect(read.json.bodyHtml).toContain('<li>')
    // Visitors read neither the document itself nor how it was published.
    expect(Object.keys(read.json)).not.toContain('body')
    expect(Object.keys(read.json)).not.toContain('publication')
    expect(await sitemapHas('new-here-start-with-sunday')).toBe(true)
  })

  test('nobody signed in may add one, and a contributor may not publish', async () => {
    expect((await t.request('POST', '/api/admin/pages', { body: page('Anon') })).status).toBe(401)
    const refused = await t.request('POST', '/api/admin/pages', {
      cookie: writer,
      body: { ...page('Mine'), publish: { choice: 'publish' } },
    })
    expect([refused.status, refused.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.publish])
    expect((await publicRead('mine')).status).toBe(404)
  })

  test('a contributor writes a draft only they and editors see; visitors get 404; an editor publishes it', async () => {
    const draft = await create(writer, { ...page('Weddings'), publish: { choice: 'submit' } })
    expect(draft).toMatchObject({ slug: 'weddings', publication: 'submitted' })
    expect((await publicRead('weddings')).status).toBe(404)
    expect(await sitemapHas('weddings')).toBe(false)
    const own = ok(await t.request('GET', '/api/admin/pages', { cookie: writer }))
    const others = ok(await t.request('GET', '/api/admin/pages', { cookie: otherWriter }))
    const all = ok(await t.request('GET', '/api/admin/pages?state=submitted', { cookie: editor }))
    expect(own.items.map((p: { title: string }) => p.title)).toEqual(['Weddings'])
    expect(others.items).toEqual([])
    expect(all.items.map((p: { title: string }) => p.title)).toEqual(['Weddings'])
    // Another contributor can neither read (the Preview) nor change it.
    expect((await t.request('GET', `/api/admin/pages/${draft.id}`, { cookie: otherWriter })).status).toBe(404)
    const changed = await t.request('PUT', `/api/admin/pages/${draft.id}`, { cookie: otherWriter, body: page('Weddings') })
    expect([changed.status, changed.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.others])
    ok(
      await t.request('PUT', `/api/admin/pages/${draft.id}`, {
        cookie: editor,
        body: { ...page('Weddings'), publish: { choice: 'publish' } },
      }),
    )
    expect((await publicRead('weddings')).status).toBe(200)
    // Published, it is out of its writer's hands.
    const late = await t.request('DELETE', `/api/admin/pages/${draft.id}`, { cookie: writer })
    expect([late.status, late.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.published])
  })
})

describe('addresses', () => {
  test.each([
    ['sermons', 'the sermons list'],
    ['admin', 'the dashboard'],
    ['api', 'the API'],
    ['news', 'news, coming next'],
    ['feeds', 'the feeds'],
    ['plan-a-visit', 'a page taking form posts'],
    ['about', 'About Us'],
    ['give', 'Give'],
  ])('/%s (%s) is refused with a clear message under the Address field, and nothing is saved', async (slug) => {
    const res = await t.request('POST', '/api/admin/pages', { cookie: editor, body: page('Taken', { slug }) })
    expect(res.status).toBe(422)
    expect(res.json.fields.slug).toBe(
      `The address /${slug} is already one of the site’s own pages. Please choose another address for this page.`,
    )
    expect(ok(await t.request('GET', '/api/admin/pages?search=Taken', { cookie: editor })).total).toBe(0)
  })

  test('a title that makes a site address is refused too (a page called "Events")', async () => {
    const res = await t.request('POST', '/api/admin/pages', { cookie: editor, body: page('Events') })
    expect([res.status, res.json.fields?.slug]).toEqual([
      422,
      'The address /events is already one of the site’s own pages. Please choose another address for this page.',
    ])
  })

  test('spaces, capitals trimmed; other characters refused; too long refused', async () => {
    const tidy = await create(editor, page('Capital Campaign', { slug: '  Capital-Campaign ' }))
    expect(tidy.slug).toBe('capital-campaign')
    for (const slug of ['two words', 'café', 'a/b', '-edge', 'x'.repeat(61), 'double--hyphen']) {
      const res = await t.request('POST', '/api/admin/pages', { cookie: editor, body: page('Bad', { slug }) })
      expect({ slug, status: res.status, field: Boolean(res.json.fields?.slug) }).toEqual({ slug, status: 422, field: true })
    }
  })

  test('another page’s address is refused, naming that page', async () => {
    const res = await t.request('POST', '/api/admin/pages', { cookie: editor, body: page('Second campaign', { slug: 'capital-campaign' }) })
    expect([res.status, res.json.fields.slug]).toEqual([
      422,
      'The page “Capital Campaign” already has the address /capital-campaign. Please choose another address.',
    ])
  })

  test('a title with nothing to make an address from asks for one', async () => {
    const res = await t.request('POST', '/api/admin/pages', { cookie: editor, body: page('!!!') })
    expect(res.status).toBe(422)
    expect(res.json.fields.slug).toContain('Please choose an address')
  })
})

describe('renaming keeps every old address', () => {
  let id = ''
  test('the old address answers 308 with where the page is now', async () => {
    id = (await create(editor, page('Vacation Bible School', { slug: 'vbs' }))).id
    ok(await t.request('PUT', `/api/admin/pages/${id}`, { cookie: editor, body: page('Vacation Bible School', { slug: 'vbs-2027' }) }))
    const moved = await publicRead('vbs')
    expect([moved.status, moved.headers.get('location'), moved.json.slug]).toEqual([308, '/api/pages/vbs-2027', 'vbs-2027'])
    expect((await publicRead('vbs-2027')).json.title).toBe('Vacation Bible School')
  })

  test('a second rename: both old addresses lead to the newest', async () => {
    ok(await t.request('PUT', `/api/admin/pages/${id}`, { cookie: editor, body: page('Vacation Bible School', { slug: 'summer-vbs' }) }))
    for (const old of ['vbs', 'vbs-2027']) expect((await publicRead(old)).headers.get('location')).toBe('/api/pages/summer-vbs')
    // Leaving the address out of an edit keeps it.
    const kept = ok(await t.request('PUT', `/api/admin/pages/${id}`, { cookie: editor, body: { title: 'VBS', body } }))
    expect(kept.slug).toBe('summer-vbs')
  })

  test('a new page may take an old address: its redirect goes', async () => {
    await create(editor, page('VBS volunteers', { slug: 'vbs' }))
    expect((await publicRead('vbs')).json.title).toBe('VBS volunteers')
    expect((await publicRead('vbs-2027')).status).toBe(308)
  })

  test('a page taking back its own old address is simply there again', async () => {
    ok(await t.request('PUT', `/api/admin/pages/${id}`, { cookie: editor, body: page('VBS', { slug: 'vbs-2027' }) }))
    expect((await publicRead('vbs-2027')).status).toBe(200)
    expect((await publicRead('summer-vbs')).headers.get('location')).toBe('/api/pages/vbs-2027')
  })

  test('the old address of an unpublished page leads nowhere (404)', async () => {
    ok(await t.request('PUT', `/api/admin/pages/${id}`, { cookie: editor, body: { ...page('VBS'), publish: { choice: 'draft' } } }))
    expect((await publicRead('summer-vbs')).status).toBe(404)
    expect((await publicRead('vbs-2027')).status).toBe(404)
  })
})

describe('a scheduled page', () => {
  test('is neither read nor listed before its time, and is both after it with no write between', async () => {
    await create(editor, { ...page('Christmas Services'), publish: { choice: 'schedule', date: '2026-12-20', time: '08:00' } })
    // Read (and kept) before its time.
    expect((await publicRead('christmas-services')).status).toBe(404)
    expect(await sitemapHas('christmas-services')).toBe(false)
    now = new Date('2026-12-20T13:59:00Z')
    expect((await publicRead('christmas-services')).status).toBe(404)
    // 08:00 in Chicago is 14:00 UTC.
    now = new Date('2026-12-20T14:00:01Z')
    expect((await publicRead('christmas-services')).status).toBe(200)
    expect(await sitemapHas('christmas-services')).toBe(true)
  })
})

describe('history, the log and the bin', () => {
  let id = ''
  test('each save keeps a revision; restoring one puts its words and address back (the address it left redirects)', async () => {
    id = (await create(editor, page('Funerals'))).id
    ok(await t.request('PUT', `/api/admin/pages/${id}`, { cookie: editor, body: page('Funerals and memorials', { slug: 'memorials' }) }))
    const versions = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'page'), eq(revisions.recordId, id)))
    expect(versions.length).toBe(2)
    const first = versions.find((version) => version.data.slug === 'funerals')
    const restored = await t.request('POST', `/api/admin/revisions/${first?.id}/restore`, { cookie: editor })
    expect(restored.status).toBe(200)
    expect((await publicRead('funerals')).json.title).toBe('Funerals')
    expect((await publicRead('memorials')).headers.get('location')).toBe('/api/pages/funerals')
    const history = ok(await t.request('GET', `/api/admin/revisions?kind=page&record=${id}`, { cookie: editor }))
    expect(history.total).toBe(3)
  })

  test('the activity log names each change under Pages', async () => {
    const lines = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.area, 'pages'), eq(activity.recordId, id)))
    expect(lines.map((line) => line.kind).sort()).toEqual(['create', 'edit', 'restore'])
    const edit = lines.find((line) => line.kind === 'edit')
    expect(edit?.changes.map((change) => change.field)).toEqual(expect.arrayContaining(['title', 'slug']))
  })

  test('deleted, it is gone for visitors; restored from the bin, it is back at its address', async () => {
    const gone = ok(await t.request('DELETE', `/api/admin/pages/${id}`, { cookie: admin }))
    expect((await publicRead('funerals')).status).toBe(404)
    expect(await sitemapHas('funerals')).toBe(false)
    const listed = ok(await t.request('GET', '/api/admin/bin', { cookie: editor }))
    expect(listed.items[0]).toMatchObject({ kind: 'site_pages', title: 'Funerals' })
    const back = ok(await t.request('POST', `/api/admin/bin/${gone.undo}/restore`, { cookie: editor }))
    expect(back.message).toBe('Restored 1 page.')
    expect((await publicRead('funerals')).json.title).toBe('Funerals')
    const deleted = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.area, 'pages'), eq(activity.kind, 'delete')))
    expect(deleted.map((line) => line.title)).toContain('Funerals')
  })

  test('a restore from the bin is refused while another page has taken its address', async () => {
    const gone = ok(await t.request('DELETE', `/api/admin/pages/${id}`, { cookie: editor }))
    await create(editor, page('Funerals (new)', { slug: 'funerals' }))
    const refused = await t.request('POST', `/api/admin/bin/${gone.undo}/restore`, { cookie: editor })
    expect(refused.status).toBe(409)
    expect((await publicRead('funerals')).json.title).toBe('Funerals (new)')
  })
})
