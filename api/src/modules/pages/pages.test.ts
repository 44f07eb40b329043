import { describe, expect, test } from 'bun:test'
import { events, liveStreams, sermons } from '../../db/schema'
import { isoDuration } from '../../lib/duration'
import { postalAddress } from '../../lib/structured-data'
import { testApp } from '../../test/harness'
import { siteOf } from '../../test/site-pages'

const t = await testApp({ PUBLIC_URL: 'https://church.example', CHURCH_TIMEZONE: 'America/Chicago' })

// The real index.html template (its head markers are what the server fills in).
const { page } = siteOf(t)

const [sermon] = await t.db
  .insert(sermons)
  .values({
    title: 'Love </title><script>alert(1)</script>',
    speaker: 'Rev. Jane Doe',
    scripture: 'John 3:16',
    date: '2026-11-22',
    duration: '1:05:23',
    youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    audioUrl: '/uploads/love.mp3',
    description: 'God so loved the world "that" he gave.\n\nSocial Links:\nhttps://facebook.com/x',
  })
  .returning()
const [event] = await t.db
  .insert(events)
  .values({
    title: 'Advent Lessons & Carols',
    date: '2026-12-13',
    startTime: '17:00',
    endTime: '18:15',
    location: 'The Nave',
    imageUrl: '/uploads/carols.jpg',
    description: 'Nine lessons and carols by candlelight.',
  })
  .returning()
const [stream] = await t.db
  .insert(liveStreams)
  .values({ title: 'Sunday Worship', date: '2026-11-15', youtubeUrl: 'https://youtu.be/abcdefghijk', isLive: true, duration: '1:12:00' })
  .returning()

describe('server-rendered heads', () => {
  test('every public page has its own title, description, canonical URL and preview tags', async () => {
    for (const [path, title] of [
      ['/', 'Anglican Church of Santa Rosa Beach | A place to belong, believe and become'],
      ['/sermons', 'Sermons | Anglican Church of Santa Rosa Beach'],
      ['/events', 'Events | Anglican Church of Santa Rosa Beach'],
      ['/live-streams', 'Live Streams | Anglican Church of Santa Rosa Beach'],
      ['/about', 'About Us | Anglican Church of Santa Rosa Beach'],
      ['/about/music', 'Music | Anglican Church of Santa Rosa Beach'],
      ['/contact', 'Contact Us | Anglican Church of Santa Rosa Beach'],
      ['/plan-a-visit', 'Plan a Visit | Anglican Church of Santa Rosa Beach'],
      ['/give', 'Give | Anglican Church of Santa Rosa Beach'],
    ]) {
      const p = await page(path)
      expect(p.status).toBe(200)
      expect(p.title).toBe(title)
      expect(p.canonical).toBe(`https://church.example${path}`)
      expect(p.meta('og:title')).toBe(title)
      expect(p.meta('og:url')).toBe(`https://church.example${path}`)
      expect(p.meta('description')?.length).toBeGreaterThan(20)
      expect(p.meta('og:image')).toBe('https://church.example/share-card.jpg')
      expect(p.meta('twitter:card')).toBe('summary_large_image')
      // Exactly one title and one description: the template's defaults were replaced.
      expect(p.head.match(/<title>/g)).toHaveLength(1)
      expect(p.head.match(/name="description"/g)).toHaveLength(1)
      // The page itself is rendered under the head its route declared.
      expect(p.html).toContain('<main id="main"')
    }
  })

  test('the Church is described on every page', async () => {
    const { jsonLd } = await page('/contact')
    const church = jsonLd.find((d) => d['@type'] === 'Church')
    expect(church).toMatchObject({
      name: 'Anglican Church of Santa Rosa Beach',
      url: 'https://church.example/',
      telephone: '(850) 555-0130',
      address: { addressLocality: 'Santa Rosa Beach', addressRegion: 'FL', postalCode: '32459' },
    })
    // The regular service times (Church tab), the Kids Church time aside.
    expect(church.openingHoursSpecification).toHaveLength(4)
    expect(church.openingHoursSpecification[0]).toMatchObject({ dayOfWeek: 'https://schema.org/Sunday', opens: '10:30', closes: '11:45' })
  })

  test('home offers the site search to search engines; the search page itself is kept out of them', async () => {
    const home = await page('/')
    expect(home.jsonLd.find((d) => d['@type'] === 'WebSite')).toMatchObject({
      url: 'https://church.example/',
      potentialAction: {
        '@type': 'SearchAction',
        target: { urlTemplate: 'https://church.example/search?q={search_term_string}' },
        'query-input': 'required name=search_term_string',
      },
    })
    expect((await page('/contact')).jsonLd.some((d) => d['@type'] === 'WebSite')).toBe(false)
    const search = await page('/search?q=carols')
    expect(search.status).toBe(200)
    expect(search.meta('robots')).toBe('noindex')
    expect(search.html).toContain('Advent Lessons &amp; Carols')
    expect((await t.request('GET', '/robots.txt')).text).toContain('Disallow: /search')
  })

  test('a sermon page previews the sermon, escapes its text, and carries VideoObject and PodcastEpisode', async () => {
    const p = await page(`/sermons/${sermon.id}`)
    expect(p.status).toBe(200)
    expect(p.title).toBe('Love &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; | Anglican Church of Santa Rosa Beach')
    expect(p.head).not.toContain('<script>alert(1)')
    expect(p.meta('description')).toBe('Rev. Jane Doe · John 3:16 — God so loved the world &quot;that&quot; he gave.')
    expect(p.meta('og:type')).toBe('video.other')
    expect(p.meta('og:image')).toBe('https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg')
    const video = p.jsonLd.find((d) => d['@type'] === 'VideoObject')
    expect(video).toMatchObject({
      name: sermon.title,
      uploadDate: '2026-11-22T10:30:00-06:00',
      duration: 'PT1H5M23S',
      thumbnailUrl: ['https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg'],
    })
    const episode = p.jsonLd.find((d) => d['@type'] === 'PodcastEpisode')
    expect(episode.associatedMedia.contentUrl).toBe('https://church.example/uploads/love.mp3')
    // JSON-LD text cannot close its script element.
    expect(p.head).toContain('\\u003c/title>')
  })

  test("a sermon uploaded as 'Sermon + …' is named without the prefix in its head, JSON-LD and podcast episode, as on its page", async () => {
    const [shepherd] = await t.db
      .insert(sermons)
      .values({
        title: 'Sermon + The Good Shepherd',
        speaker: 'Rev. Jane Doe',
        date: '2026-11-15',
        youtubeUrl: 'https://www.youtube.com/watch?v=abcdefghijk',
        audioUrl: '/uploads/shepherd.mp3',
      })
      .returning()
    const p = await page(`/sermons/${shepherd.id}`)
    expect(p.title).toBe('The Good Shepherd | Anglican Church of Santa Rosa Beach')
    expect(p.meta('og:title')).toBe('The Good Shepherd | Anglican Church of Santa Rosa Beach')
    expect(p.meta('og:image:alt')).toBe('The Good Shepherd')
    for (const type of ['VideoObject', 'PodcastEpisode']) expect(p.jsonLd.find((d) => d['@type'] === type)?.name).toBe('The Good Shepherd')
    const feed = await (await t.request('GET', '/feeds/sermons.xml')).text
    expect(feed).toContain('<title>The Good Shepherd</title>')
    expect(feed).not.toContain('Sermon + The Good Shepherd')
  })

  test('an event page carries Event with start and end in the church offset, place and image', async () => {
    const p = await page(`/events/${event.id}`)
    expect(p.title).toBe('Advent Lessons &amp; Carols | Anglican Church of Santa Rosa Beach')
    expect(p.meta('og:image')).toBe('https://church.example/uploads/carols.jpg')
    expect(p.jsonLd.find((d) => d['@type'] === 'Event')).toMatchObject({
      name: 'Advent Lessons & Carols',
      startDate: '2026-12-13T17:00:00-06:00',
      endDate: '2026-12-13T18:15:00-06:00',
      location: { '@type': 'Place', name: 'The Nave', address: { streetAddress: '1234 County Highway 30A' } },
      image: ['https://church.example/uploads/carols.jpg'],
    })
  })

  test('a live stream page carries a live VideoObject', async () => {
    const p = await page(`/live-streams/${stream.id}`)
    expect(p.title).toBe('Sunday Worship | Anglican Church of Santa Rosa Beach')
    expect(p.jsonLd.find((d) => d['@type'] === 'VideoObject')).toMatchObject({
      publication: { '@type': 'BroadcastEvent', isLiveBroadcast: true },
      embedUrl: expect.stringContaining('abcdefghijk'),
    })
  })

  test('missing records and unknown addresses are 404 and kept out of search; the admin is noindex', async () => {
    for (const [path, title] of [
      ['/sermons/00000000-0000-4000-8000-000000000000', 'Sermon Not Found'],
      ['/events/nope', 'Event Not Found'],
      ['/live-streams/00000000-0000-4000-8000-000000000000', 'Service Not Found'],
      ['/sermons/00000000-0000-4000-8000-000000000000/more', 'Page Not Found'],
      ['/nowhere', 'Page Not Found'],
    ]) {
      const p = await page(path)
      expect(p.status).toBe(404)
      expect(p.title).toBe(`${title} | Anglican Church of Santa Rosa Beach`)
      expect(p.meta('robots')).toBe('noindex')
      // An address that is not a page is no page's duplicate: never the home page's canonical.
      expect(p.canonical === undefined || p.canonical === `https://church.example${path}`).toBe(true)
    }
    expect((await page('/admin')).meta('robots')).toBe('noindex')
  })

  test('site name changes reach the heads at once', async () => {
    const cookie = await t.admin()
    const current = await t.request('GET', '/api/admin/site-config', { cookie })
    const { hasSmtpPassword: _h, updatedAt: _u, ...config } = current.json
    expect(
      (await t.request('PUT', '/api/admin/site-config', { cookie, body: { ...config, churchName: 'St. Andrew by-the-Sea' } })).status,
    ).toBe(200)
    expect((await page('/events')).title).toBe('Events | St. Andrew by-the-Sea')
  })
})

describe('structured data helpers', () => {
  test('durations and addresses', () => {
    expect(isoDuration('42:07')).toBe('PT42M7S')
    expect(isoDuration('1:00:00')).toBe('PT1H')
    expect(isoDuration('')).toBeUndefined()
    expect(postalAddress('Somewhere by the sea')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Somewhere by the sea' })
  })
})
