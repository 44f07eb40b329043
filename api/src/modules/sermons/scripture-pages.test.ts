import { describe, expect, test } from 'bun:test'
import { sermons } from '../../db/schema'
import { readUnreadPassages } from '../../db/sermon-passages'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })
const { page } = siteOf(t)

// 26 sermons on John (one on John 4), so its page has two; one on Romans; a draft on Jonah.
const rows = [
  ...Array.from({ length: 25 }, (_, i) => ({
    title: `John sermon ${i + 1}`,
    date: '2026-03-01',
    scripture: `John ${Math.floor(i / 5) + 1}:${(i % 5) + 1}`,
  })),
  { title: 'At the well', date: '2026-03-08', scripture: 'Jn 4:1-26' },
  { title: 'More than conquerors', date: '2026-03-15', scripture: 'Rom 8:28-39' },
  { title: 'Hidden draft', date: '2026-03-22', scripture: 'Jonah 1', publication: 'draft' as const },
]
const made = await t.db.insert(sermons).values(rows).returning()
await readUnreadPassages(t.db)
const well = made.find((row) => row.title === 'At the well')

describe('the Scripture pages, server-rendered', () => {
  test('the index: the books with live sermons, their counts, a head and JSON-LD of its own', async () => {
    const p = await page('/sermons/scripture')
    expect(p.status).toBe(200)
    expect(p.title).toBe('Sermons by Book of the Bible | Anglican Church of Santa Rosa Beach')
    expect(p.canonical).toBe('https://church.example/sermons/scripture')
    expect(p.html).toContain('New Testament')
    expect(p.html).not.toContain('Old Testament')
    expect(p.html).toMatch(/href="\/sermons\/scripture\/john"[^>]*>.*?John.*?26 sermons/)
    expect(p.html).toMatch(/Romans.*?1 sermon</)
    expect(p.html).not.toContain('Jonah')
    const list = p.jsonLd.find((d) => d['@type'] === 'CollectionPage')
    expect(list.mainEntity.itemListElement.map((item: { url: string }) => item.url)).toEqual([
      'https://church.example/sermons/scripture/john',
      'https://church.example/sermons/scripture/romans',
    ])
    expect(p.jsonLd.find((d) => d['@type'] === 'BreadcrumbList').itemListElement).toHaveLength(2)
  })

  test('a book: its sermons in the order of the book, paged by links, each page its own address', async () => {
    const first = await page('/sermons/scripture/john')
    expect(first.status).toBe(200)
    expect(first.title).toBe('Sermons on John | Anglican Church of Santa Rosa Beach')
    expect(first.html).toContain('26 sermons')
    expect(first.html.indexOf('John sermon 1<')).toBeLessThan(first.html.indexOf('John sermon 2<'))
    // John 4:1-26 comes before John 4:1 (the same first verse, and newer), each card with the passage as the church writes it.
    expect(first.html.indexOf('At the well')).toBeLessThan(first.html.indexOf('John sermon 16<'))
    expect(first.html).toContain('John 4:1–26')
    expect(first.html).not.toContain('John sermon 24<')
    expect(first.html).toContain('href="/sermons/scripture/john?page=2"')
    const onFirst = first.jsonLd.find((d) => d['@type'] === 'CollectionPage')
    expect(onFirst.mainEntity.itemListElement[15]).toMatchObject({ position: 16, url: `https://church.example/sermons/${well?.id}` })
    const second = await page('/sermons/scripture/john?page=2')
    expect(second.canonical).toBe('https://church.example/sermons/scripture/john?page=2')
    expect(second.html).toContain('John sermon 24<')
    expect(second.html).toContain('John sermon 25<')
    const list = second.jsonLd.find((d) => d['@type'] === 'CollectionPage')
    expect(list.mainEntity.itemListElement.map((item: { position: number }) => item.position)).toEqual([25, 26])
    // The breadcrumbs name only the page itself as the current one.
    // The current page is named so only where it is: the menu's Sermons, the breadcrumb's last step and the page number.
    const current = [...second.html.matchAll(/<[a-z]+ [^>]*aria-current="page"[^>]*>([^<]*)</g)].map((m) => m[1])
    expect(current).toEqual(['Sermons', 'John', '2', 'Sermons'])
  })

  test('an unknown book is a 404 page kept out of search', async () => {
    const p = await page('/sermons/scripture/hezekiah')
    expect(p.status).toBe(404)
    expect(p.title).toBe('Book Not Found | Anglican Church of Santa Rosa Beach')
    expect(p.meta('robots')).toBe('noindex')
  })

  test('a sermon page links its passage to its book; the list links to the index and filters by passage', async () => {
    const sermon = await page(`/sermons/${well?.id}`)
    expect(sermon.html).toMatch(/href="\/sermons\/scripture\/john"[^>]*>John 4:1–26</)
    const list = await page('/sermons?passage=John+4')
    expect(list.html).toContain('href="/sermons/scripture"')
    expect(list.html).toContain('At the well')
    expect(list.html).not.toContain('John sermon 1<')
    expect(list.html).toContain('name="passage"')
  })

  test('the sitemap lists the index and each book with live sermons', async () => {
    const pages = (await t.request('GET', '/sitemaps/pages.xml')).text
    expect(pages).toContain('<loc>https://church.example/sermons/scripture</loc>')
    const listed = (await t.request('GET', '/sitemaps/sermons.xml')).text
    expect(listed).toContain('<loc>https://church.example/sermons/scripture/john</loc>')
    expect(listed).toContain('<loc>https://church.example/sermons/scripture/romans</loc>')
    expect(listed).not.toContain('/sermons/scripture/jonah')
  })
})
