import { describe, expect, test } from 'bun:test'
import { and, eq } from 'drizzle-orm'
import { activity, newsletterIssues, newsletterSubscribers, outboxEmails, revisions } from '../../db/schema'
import { CONTRIBUTOR_REFUSALS } from '../../lib/publication'
import { runPython } from '../../test/calendar-reader'
import { testApp } from '../../test/harness'
import { NEWS_PER_PAGE } from './model'

/**
 * The church's news (issue 33, point 4): who may write and publish, drafts and schedules invisible
 * to visitors until their time, the newest-first pages, addresses (another post's refused, renames
 * kept as redirects), the sitemap, revisions, the log, the bin, and 'Send as newsletter' once only.
 */
const t = await testApp({ PUBLIC_URL: 'https://church.example' })
let now = new Date('2026-12-01T15:00:00Z')
t.database.content.setClock(() => now)
const admin = await t.admin()
const editor = await t.editor()
const writer = await t.signIn('writer@example.org')

const body = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Moved indoors' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'Bring a dish to share', marks: [{ type: 'bold' }] }] },
  ],
}
const post = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  summary: `About ${title}`,
  author: 'The Rector',
  body,
  ...extra,
})

type Answer = Awaited<ReturnType<typeof t.request>>
const ok = (res: Answer, status = 200) => {
  if (res.status !== status) throw new Error(`${res.status} ${res.text}`)
  return res.json
}
const create = async (cookie: string, sent: Record<string, unknown>) =>
  ok(await t.request('POST', '/api/admin/news', { cookie, body: sent }), 201)
const publicRead = (slug: string) => t.request('GET', `/api/news/${slug}`)
const listed = async (page = 1) =>
  ok(await t.request('GET', `/api/news?page=${page}`)) as { items: { slug: string; title: string }[]; total: number }
const sitemapHas = async (slug: string) => (await t.request('GET', '/sitemaps/news.xml')).text.includes(`/news/${slug}</loc>`)
const feed = async () => (await t.request('GET', '/feeds/news.xml')).text

describe('staff write news by role', () => {
  test('an editor posts: visitors read it at its address, its body as safe HTML, and it is listed, in the sitemap and the feed', async () => {
    const made = await create(editor, post('Parish Picnic Moved Indoors!'))
    expect(made).toMatchObject({ slug: 'parish-picnic-moved-indoors', publication: 'published', publishAt: null, author: 'The Rector' })
    expect(made.publishedAt).not.toBeNull()
    const read = await publicRead('parish-picnic-moved-indoors')
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({
      title: 'Parish Picnic Moved Indoors!',
      summary: 'About Parish Picnic Moved Indoors!',
      author: 'The Rector',
    })
    expect(read.json.bodyHtml).toContain('<strong>Bring a dish to share</strong>')
    expect(Object.keys(read.json)).not.toContain('body')
    expect(Object.keys(read.json)).not.toContain('publication')
    expect((await listed()).items.map((p) => p.slug)).toContain('parish-picnic-moved-indoors')
    expect(await sitemapHas('parish-picnic-moved-indoors')).toBe(true)
    expect(await feed()).toContain('<link>https://church.example/news/parish-picnic-moved-indoors</link>')
  })

  test('nobody signed in may post, and a contributor may not publish', async () => {
    expect((await t.request('POST', '/api/admin/news', { body: post('Anon') })).status).toBe(401)
    const refused = await t.request('POST', '/api/admin/news', {
      cookie: writer,
      body: { ...post('Mine'), publish: { choice: 'publish' } },
    })
    expect([refused.status, refused.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.publish])
    expect((await publicRead('mine')).status).toBe(404)
  })

  test('a contributor’s post waits as submitted: not read, listed, in the sitemap or the feed until an editor publishes it', async () => {
    const draft = await create(writer, { ...post('Rector’s Letter'), publish: { choice: 'submit' } })
    expect(draft).toMatchObject({ slug: 'rector-s-letter', publication: 'submitted', publishedAt: null })
    expect((await publicRead('rector-s-letter')).status).toBe(404)
    expect((await listed()).items.map((p) => p.slug)).not.toContain('rector-s-letter')
    expect(await sitemapHas('rector-s-letter')).toBe(false)
    expect(await feed()).not.toContain('rector-s-letter')
    // The Preview reads it for its writer and editors; not for visitors.
    expect((await t.request('GET', `/api/admin/news/${draft.id}`, { cookie: writer })).status).toBe(200)
    expect((await t.request('GET', `/api/admin/news/${draft.id}`)).status).toBe(401)
    ok(
      await t.request('PUT', `/api/admin/news/${draft.id}`, {
        cookie: editor,
        body: { ...post('Rector’s Letter'), publish: { choice: 'publish' } },
      }),
    )
    expect((await publicRead('rector-s-letter')).status).toBe(200)
    expect((await listed()).items[0].slug).toBe('rector-s-letter')
  })
})

describe('a scheduled post', () => {
  test('is neither read, listed nor in the feed before its time, and is all of them after it with no write between', async () => {
    await create(editor, { ...post('Christmas Services'), publish: { choice: 'schedule', date: '2026-12-20', time: '08:00' } })
    expect((await publicRead('christmas-services')).status).toBe(404)
    expect((await listed()).items.map((p) => p.slug)).not.toContain('christmas-services')
    expect(await feed()).not.toContain('christmas-services')
    now = new Date('2026-12-20T13:59:00Z')
    expect((await publicRead('christmas-services')).status).toBe(404)
    // 08:00 in Chicago is 14:00 UTC: dated by its publish time, so it is the newest.
    now = new Date('2026-12-20T14:00:01Z')
    const read = await publicRead('christmas-services')
    expect(read.status).toBe(200)
    expect(new Date(read.json.publishedAt).toISOString()).toBe('2026-12-20T14:00:00.000Z')
    expect((await listed()).items[0].slug).toBe('christmas-services')
    expect(await sitemapHas('christmas-services')).toBe(true)
    expect(await feed()).toContain('<pubDate>Sun, 20 Dec 2026 14:00:00 GMT</pubDate>')
  })
})

describe('the list a page at a time', () => {
  test('newest first, NEWS_PER_PAGE a page; the last page holds the rest, and a page past it none', async () => {
    for (let i = 1; i <= NEWS_PER_PAGE + 2; i++) await create(editor, post(`Weekly notice ${i}`))
    const first = await listed(1)
    const total = first.total
    expect(first.items.length).toBe(NEWS_PER_PAGE)
    expect(total).toBeGreaterThan(NEWS_PER_PAGE + 2)
    // Christmas (dated in the future of these saves' clock) first, then the newest notices.
    expect(first.items.slice(1, 3).map((p) => p.title)).toEqual([
      `Weekly notice ${NEWS_PER_PAGE + 2}`,
      `Weekly notice ${NEWS_PER_PAGE + 1}`,
    ])
    const second = await listed(2)
    expect(second.items.length).toBe(total - NEWS_PER_PAGE)
    expect(second.items.map((p) => p.slug)).not.toContain(first.items.at(-1)?.slug)
    expect((await listed(3)).items).toEqual([])
    expect((await t.request('GET', '/api/news?page=0')).status).toBe(422)
    // Cards carry no body.
    expect(Object.keys(first.items[0])).not.toContain('bodyHtml')
  })
})

describe('addresses', () => {
  test('another post’s address is refused, naming that post; spaces and capitals trimmed; other characters refused', async () => {
    const taken = await t.request('POST', '/api/admin/news', {
      cookie: editor,
      body: post('Another picnic', { slug: 'parish-picnic-moved-indoors' }),
    })
    expect(taken.status).toBe(422)
    expect(taken.json.fields.slug).toBe(
      'The post “Parish Picnic Moved Indoors!” already has the address /news/parish-picnic-moved-indoors. Please choose another address.',
    )
    expect((await create(editor, post('Choir', { slug: '  Choir-News ' }))).slug).toBe('choir-news')
    expect((await t.request('POST', '/api/admin/news', { cookie: editor, body: post('Bad', { slug: 'no/slashes' }) })).status).toBe(422)
    // A page's address is no post's concern: /news/about is not /about.
    expect((await create(editor, post('About our parish', { slug: 'about' }))).slug).toBe('about')
  })

  test('a rename keeps the old address as a 308 to the new one; a new post may take the old address back', async () => {
    const made = await create(editor, post('Vestry Meeting'))
    ok(await t.request('PUT', `/api/admin/news/${made.id}`, { cookie: editor, body: post('Vestry Meeting', { slug: 'vestry-2027' }) }))
    const moved = await publicRead('vestry-meeting')
    expect(moved.status).toBe(308)
    expect(moved.headers.get('location')).toBe('/api/news/vestry-2027')
    await create(editor, post('Vestry Meeting (again)', { slug: 'vestry-meeting' }))
    expect((await publicRead('vestry-meeting')).json.title).toBe('Vestry Meeting (again)')
  })
})

describe('history, the log and the bin', () => {
  test('each save keeps a revision, which restores; each is logged under News; a delete goes to the bin and out of the list', async () => {
    const made = await create(editor, post('Flower Guild'))
    ok(await t.request('PUT', `/api/admin/news/${made.id}`, { cookie: editor, body: post('Flower Guild rota') }))
    const versions = await t.db
      .select()
      .from(revisions)
      .where(and(eq(revisions.kind, 'news-post'), eq(revisions.recordId, made.id)))
    expect(versions.length).toBe(2)
    // Restoring the first version puts its words back, and keeps the post's date.
    const first = versions.find((version) => version.data.title === 'Flower Guild')
    ok(await t.request('POST', `/api/admin/revisions/${first?.id}/restore`, { cookie: editor }))
    const restored = (await publicRead('flower-guild')).json
    expect(restored.title).toBe('Flower Guild')
    expect(new Date(restored.publishedAt).getTime()).toBe(new Date(made.publishedAt).getTime())
    ok(await t.request('PUT', `/api/admin/news/${made.id}`, { cookie: editor, body: post('Flower Guild rota') }))
    const gone = ok(await t.request('DELETE', `/api/admin/news/${made.id}`, { cookie: admin }))
    expect((await publicRead('flower-guild')).status).toBe(404)
    const lines = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.area, 'news'), eq(activity.recordId, made.id)))
    expect(lines.map((line) => line.kind).sort()).toEqual(['create', 'delete', 'edit', 'edit', 'restore'])
    const back = ok(await t.request('POST', `/api/admin/bin/${gone.undo}/restore`, { cookie: editor }))
    expect(back.message).toBe('Restored 1 news post.')
    expect((await publicRead('flower-guild')).json.title).toBe('Flower Guild rota')
  })
})

describe('the feed', () => {
  test('escapes what staff type: a title and a body with markup stay text, and the XML stays whole', async () => {
    await create(editor, {
      title: 'Fish & Chips <script>alert(1)</script> "Night"',
      summary: 'Tickets < $10 & kids free',
      author: 'Ann & Bob',
      body: {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: '</description></item><item><title>Injected' }] },
          { type: 'paragraph', content: [{ type: 'text', text: 'the calendar', marks: [{ type: 'link', attrs: { href: '/events' } }] }] },
        ],
      },
    })
    const xml = await feed()
    expect(xml).toContain('<title>Fish &amp; Chips &lt;script&gt;alert(1)&lt;/script&gt; &quot;Night&quot;</title>')
    expect(xml).not.toContain('<script>')
    expect(xml).not.toContain('<title>Injected')
    expect(xml).toContain('<dc:creator>Ann &amp; Bob</dc:creator>')
    // The body is the renderer's HTML escaped once, its own links made whole for readers away from the site.
    expect(xml).toContain('&amp;lt;/description&amp;gt;&amp;lt;/item&amp;gt;&amp;lt;item&amp;gt;&amp;lt;title&amp;gt;Injected')
    expect(xml).toContain('href=&quot;https://church.example/events&quot;')
  })
})

describe('send as newsletter', () => {
  test('an editor sends a published post once: the same key again sends nothing more; a draft is refused; a contributor may not', async () => {
    await t.db.insert(newsletterSubscribers).values([
      { email: 'one@example.org', isActive: true },
      { email: 'two@example.org', isActive: true },
    ])
    const made = await create(editor, post('Harvest Supper', { summary: 'Saturday at 6 in the hall.' }))
    const key = crypto.randomUUID()
    const sent = ok(await t.request('POST', `/api/admin/news/${made.id}/newsletter`, { cookie: editor, body: { idempotencyKey: key } }))
    expect(sent).toMatchObject({ queued: 2, alreadySent: false })
    const again = ok(await t.request('POST', `/api/admin/news/${made.id}/newsletter`, { cookie: editor, body: { idempotencyKey: key } }))
    expect(again).toMatchObject({ issueId: sent.issueId, alreadySent: true })
    const [issue] = await t.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, sent.issueId))
    expect(issue.subject).toBe('Harvest Supper')
    const emails = await t.db.select().from(outboxEmails).where(eq(outboxEmails.issueId, sent.issueId))
    expect(emails.length).toBe(2)
    expect(emails[0].subject).toBe('Harvest Supper')
    expect(emails[0].text).toContain('Saturday at 6 in the hall.\n\nRead more: https://church.example/news/harvest-supper')
    const logged = await t.db
      .select()
      .from(activity)
      .where(and(eq(activity.area, 'newsletter'), eq(activity.recordId, sent.issueId)))
    expect(logged.length).toBe(1)

    const draft = await create(editor, { ...post('Not yet'), publish: { choice: 'draft' } })
    const refused = await t.request('POST', `/api/admin/news/${draft.id}/newsletter`, {
      cookie: editor,
      body: { idempotencyKey: crypto.randomUUID() },
    })
    expect(refused.status).toBe(409)
    const contributor = await t.request('POST', `/api/admin/news/${made.id}/newsletter`, {
      cookie: writer,
      body: { idempotencyKey: crypto.randomUUID() },
    })
    expect(contributor.status).toBe(403)
  })
})

describe('the feed as a strict reader reads it', () => {
  test('feedparser (python3-feedparser) reads it without complaint: titles, links, dates, authors and the HTML text', async () => {
    const read = await runPython<{
      bozo: boolean
      error: string
      title: string
      entries: { title: string; link: string; published: string; author: string; html: string }[]
    }>(
      `
def answer(text):
    d = feedparser.parse(text)
    return {
        'bozo': bool(d.bozo),
        'error': str(d.get('bozo_exception', '')),
        'title': d.feed.get('title', ''),
        'entries': [
            {'title': e.get('title', ''), 'link': e.get('link', ''), 'published': e.get('published', ''),
             'author': e.get('author', ''), 'html': e.get('summary', '')}
            for e in d.entries
        ],
    }
`,
      await feed(),
      ['feedparser'],
    )
    expect([read.bozo, read.error]).toEqual([false, ''])
    expect(read.title).toEndWith(' News')
    const fish = read.entries.find((e) => e.title.startsWith('Fish & Chips'))
    expect(fish).toMatchObject({ title: 'Fish & Chips <script>alert(1)</script> "Night"', author: 'Ann & Bob' })
    // feedparser's own sanitizer keeps what our renderer wrote: the link, whole.
    expect(fish?.html).toContain('href="https://church.example/events"')
    const christmas = read.entries.find((e) => e.title === 'Christmas Services')
    expect(christmas).toMatchObject({ link: 'https://church.example/news/christmas-services', published: 'Sun, 20 Dec 2026 14:00:00 GMT' })
    expect(christmas?.html).toContain('<strong>Bring a dish to share</strong>')
    expect(read.entries.length).toBeGreaterThan(NEWS_PER_PAGE)
  })
})
