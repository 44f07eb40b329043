import { describe, expect, test } from 'bun:test'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'
import { NEWS_PER_PAGE } from './model'

/**
 * The news as the server sends it: /news and a post rendered whole without JavaScript (paging by
 * links), the post's head from its own fields with a NewsArticle, home's Latest news (hidden with no
 * posts), an old address sent on for good, a missing or draft post a 404 kept out of search.
 */
const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const { page, site } = siteOf(t)
const editor = await t.editor()

const body = {
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Bring a dish' }] },
    { type: 'paragraph', content: [{ type: 'text', text: ' </p><script>alert(1)</script>' }] },
  ],
}
const create = async (values: Record<string, unknown>) => {
  const made = await t.request('POST', '/api/admin/news', { cookie: editor, body: { body, ...values } })
  if (made.status !== 201) throw new Error(made.text)
  return made.json
}

describe('the news, as the server sends it', () => {
  test('home has no Latest news while there are no posts', async () => {
    const home = await page('/')
    expect(home.status).toBe(200)
    expect(home.html).not.toContain('Latest News')
  })

  test('a post: its title, date, author, text and head are in the page (no JavaScript needed)', async () => {
    await create({
      title: 'Parish Picnic Moved Indoors',
      summary: 'Rain is forecast: we meet in the hall.',
      author: 'The Rector',
      imageUrl: '/uploads/picnic.jpg',
    })
    const p = await page('/news/parish-picnic-moved-indoors')
    expect(p.status).toBe(200)
    expect(p.title).toBe('Parish Picnic Moved Indoors | Anglican Church of Santa Rosa Beach')
    expect(p.meta('description')).toBe('Rain is forecast: we meet in the hall.')
    expect(p.meta('og:type')).toBe('article')
    expect(p.meta('og:image')).toBe('https://church.example/uploads/picnic.jpg')
    expect(p.canonical).toBe('https://church.example/news/parish-picnic-moved-indoors')
    expect(p.jsonLd.find((d) => d['@type'] === 'NewsArticle')).toMatchObject({
      headline: 'Parish Picnic Moved Indoors',
      url: 'https://church.example/news/parish-picnic-moved-indoors',
      description: 'Rain is forecast: we meet in the hall.',
      image: ['https://church.example/uploads/picnic.jpg'],
      author: { '@type': 'Person', name: 'The Rector' },
    })
    // Every page names the news feed for readers that look for one.
    expect(p.head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Anglican Church of Santa Rosa Beach News" href="https://church.example/feeds/news.xml"',
    )
    const main = p.html.slice(p.html.indexOf('<main'))
    expect(main).toContain('<h1 id="news-post-title"')
    expect(main).toContain('By The Rector')
    expect(main).toContain('Bring a dish</h2>')
    expect(main).not.toContain('<script>alert(1)')
    expect(main).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
  })

  test('/news lists the posts newest first, and pages by real links', async () => {
    for (let i = 1; i <= NEWS_PER_PAGE; i++) await create({ title: `Notice ${i}` })
    const first = await page('/news')
    expect(first.status).toBe(200)
    expect(first.title).toBe('News | Anglican Church of Santa Rosa Beach')
    const main = first.html.slice(first.html.indexOf('<main'))
    expect(main.indexOf(`Notice ${NEWS_PER_PAGE}<`)).toBeLessThan(main.indexOf('Notice 1<'))
    expect(main).not.toContain('Parish Picnic Moved Indoors<')
    expect(main).toContain('href="/news?page=2"')
    const second = await page('/news?page=2')
    expect(second.html.slice(second.html.indexOf('<main'))).toContain('Parish Picnic Moved Indoors<')
  })

  test('home shows the three newest under Latest news', async () => {
    const main = (await page('/')).html
    expect(main).toContain('Latest News</h2>')
    for (const n of [NEWS_PER_PAGE, NEWS_PER_PAGE - 1, NEWS_PER_PAGE - 2]) expect(main).toContain(`Notice ${n}<`)
    expect(main).not.toContain(`Notice ${NEWS_PER_PAGE - 3}<`)
  })

  test('an old address is sent on for good (308); an unknown or draft post is a 404 kept out of search', async () => {
    const made = await create({ title: 'Vestry' })
    const renamed = await t.request('PUT', `/api/admin/news/${made.id}`, {
      cookie: editor,
      body: { title: 'Vestry', slug: 'vestry-2027', body },
    })
    expect(renamed.status).toBe(200)
    const moved = await site.handle(new Request('http://localhost/news/vestry'))
    expect([moved.status, moved.headers.get('location')]).toEqual([308, '/news/vestry-2027'])
    await create({ title: 'Secret plans', publish: { choice: 'draft' } })
    for (const path of ['/news/nowhere', '/news/secret-plans']) {
      const p = await page(path)
      expect({ path, status: p.status, robots: p.meta('robots') }).toEqual({ path, status: 404, robots: 'noindex' })
    }
  })
})
