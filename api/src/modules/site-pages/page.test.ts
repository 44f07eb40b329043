import { describe, expect, test } from 'bun:test'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

/**
 * A page staff wrote as the server sends it (decision 0046): rendered whole without JavaScript, its
 * head from its own fields, an old address sent on for good, a missing one a 404 kept out of search.
 */
const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const { page, site } = siteOf(t)
const editor = await t.editor()

const body = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Sunday morning' }] },
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Read our ' },
        { type: 'text', text: 'beliefs', marks: [{ type: 'link', attrs: { href: '/about/what-we-believe' } }] },
        { type: 'text', text: ' </p><script>alert(1)</script>' },
      ],
    },
    { type: 'bulletList', content: [{ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Coffee' }] }] }] },
  ],
}
const made = await t.request('POST', '/api/admin/pages', {
  cookie: editor,
  body: { title: 'New Here?', slug: 'welcome', summary: 'What to expect on your first Sunday.', imageUrl: '/uploads/welcome.jpg', body },
})
if (made.status !== 201) throw new Error(made.text)

describe('a page staff wrote, as the server sends it', () => {
  test('its title, text and head are in the page the server sends (no JavaScript needed)', async () => {
    const p = await page('/welcome')
    expect(p.status).toBe(200)
    expect(p.title).toBe('New Here? | Anglican Church of Santa Rosa Beach')
    expect(p.meta('description')).toBe('What to expect on your first Sunday.')
    expect(p.meta('og:image')).toBe('https://church.example/uploads/welcome.jpg')
    expect(p.canonical).toBe('https://church.example/welcome')
    expect(p.jsonLd.find((d) => d['@type'] === 'WebPage')).toMatchObject({
      name: 'New Here?',
      url: 'https://church.example/welcome',
      description: 'What to expect on your first Sunday.',
    })
    const main = p.html.slice(p.html.indexOf('<main'))
    expect(main).toContain('<h1 id="site-page-title"')
    expect(main).toContain('Sunday morning</h2>')
    expect(main).toContain('<a href="/about/what-we-believe"')
    expect(main).toContain('<li>')
    // What staff typed is text, never markup.
    expect(main).not.toContain('<script>alert(1)')
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('an old address is sent on for good (308) to the page’s address now', async () => {
    const renamed = await t.request('PUT', `/api/admin/pages/${made.json.id}`, {
      cookie: editor,
      body: { title: 'New Here?', slug: 'new-here', body },
    })
    expect(renamed.status).toBe(200)
    const moved = await site.handle(new Request('http://localhost/welcome'))
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/new-here'])
    expect((await page('/new-here')).status).toBe(200)
  })

  test('an address with no page, or a draft’s, is a 404 page kept out of search', async () => {
    await t.request('POST', '/api/admin/pages', { cookie: editor, body: { title: 'Secret plans', body, publish: { choice: 'draft' } } })
    for (const path of ['/nowhere', '/secret-plans']) {
      const p = await page(path)
      expect({ path, status: p.status, title: p.title, robots: p.meta('robots') }).toEqual({
        path,
        status: 404,
        title: 'Page Not Found | Anglican Church of Santa Rosa Beach',
        robots: 'noindex',
      })
      expect(p.html).toContain('404 Page Not Found</h1>')
    }
  })
})
