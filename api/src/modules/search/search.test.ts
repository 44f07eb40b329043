import { describe, expect, test } from 'bun:test'
import { richTextFromPlain } from '../../lib/rich-text/plain-text'
import { testApp } from '../../test/harness'

/**
 * One search for the whole site: sermons, events, pages, news and services found together by their words,
 * best first, only what visitors may read, a page at a time.
 */
const t = await testApp()
t.database.content.setClock(() => new Date('2026-12-02T15:00:00Z'))
const admin = await t.admin()

const post = async (path: string, body: Record<string, unknown>) => {
  const made = await t.request('POST', path, { cookie: admin, body })
  expect(made.status).toBe(201)
  return made.json as { id: string; slug?: string }
}
const doc = (text: string) => richTextFromPlain(text)

const page = await post('/api/admin/pages', {
  title: 'Holy Baptism',
  slug: 'baptism',
  summary: 'Baptism at Santa Rosa Beach',
  body: doc('We baptize in the Gulf each summer.'),
})
await post('/api/admin/pages', {
  title: 'Weddings',
  slug: 'weddings',
  body: doc('Couples are married in the nave; a baptism of a child follows another day.'),
})
await post('/api/admin/pages', { title: 'Secret Baptism Plans', slug: 'secret', body: doc('Not yet.'), publish: { choice: 'draft' } })
const sermon = await post('/api/admin/sermons', { title: 'Baptism', speaker: 'Smith, John', date: '2026-01-11', scripture: 'Mark 1:4-11' })
await post('/api/admin/sermons', {
  title: 'The Good Shepherd',
  speaker: 'Canon Whitfield',
  date: '2026-04-26',
  scripture: 'John 10:1-18',
  description: 'On baptism and belonging.',
})
const event = await post('/api/admin/events', {
  title: 'Beach Baptism & Service Day',
  date: '2027-06-19',
  startTime: '09:00',
  location: 'Grayton Beach',
})
await post('/api/admin/news', {
  title: 'Parish picnic moved indoors',
  summary: 'Rain in the forecast',
  body: doc('After the picnic, three baptisms at the font.'),
})

const search = async (q: string, more = '') => t.request('GET', `/api/search?q=${encodeURIComponent(q)}${more}`)
const titles = (res: { json: { results: { title: string }[] } }) => res.json.results.map((r) => r.title)

describe('the site search', () => {
  test('finds pages, sermons, events and news together: the exact title first, then titles, then words', async () => {
    const res = await search('baptism')
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ q: 'baptism', page: 1, total: 6, pages: 1 })
    expect(titles(res)).toEqual([
      'Baptism',
      'Beach Baptism & Service Day',
      'Holy Baptism',
      'Parish picnic moved indoors',
      'The Good Shepherd',
      'Weddings',
    ])
    const [first, , third] = res.json.results
    expect(first).toMatchObject({
      kind: 'sermon',
      id: sermon.id,
      href: `/sermons/${sermon.id}`,
      date: '2026-01-11',
      summary: 'Smith, John · Mark 1:4-11',
    })
    expect(third).toMatchObject({ kind: 'page', id: page.id, href: '/baptism', date: null, summary: 'Baptism at Santa Rosa Beach' })
    expect(res.json.results[1]).toMatchObject({ kind: 'event', id: event.id, href: `/events/${event.id}` })
    expect(res.json.results[3]).toMatchObject({ kind: 'news', summary: 'Rain in the forecast' })
    // The draft page is nowhere.
    expect(titles(await search('secret'))).toEqual([])
  })

  test('reads a name with a comma, a passage and the start of a word', async () => {
    expect(titles(await search('Smith, John'))).toEqual(['Baptism'])
    expect(titles(await search('John 10'))).toEqual(['The Good Shepherd'])
    expect(titles(await search('shep'))).toEqual(['The Good Shepherd'])
    expect(titles(await search('grayton'))).toEqual(['Beach Baptism & Service Day'])
  })

  test('pages ten at a time with a true total, and refuses what it cannot read in words', async () => {
    for (let i = 1; i <= 12; i++)
      await post('/api/admin/sermons', { title: `Advent hope ${i}`, speaker: 'The Rector', date: `2025-12-${String(i).padStart(2, '0')}` })
    const first = await search('advent')
    expect(first.json).toMatchObject({ total: 12, pages: 2 })
    expect(first.json.results).toHaveLength(10)
    const second = await search('advent', '&page=2')
    expect(titles(second)).toEqual(['Advent hope 2', 'Advent hope 1'])
    expect((await search('', '')).json).toMatchObject({ total: 0, results: [] })
    expect((await search('%%%')).json.total).toBe(0)
    expect((await search('advent', '&page=51')).status).toBe(422)
    expect((await search('a\u0000b')).status).toBe(400)
  })

  test('finds a page by words saved in it, and by new words after an edit', async () => {
    const made = await post('/api/admin/pages', { title: 'Vacation Bible School', slug: 'vbs', body: doc('Crafts, songs and snacks.') })
    expect(titles(await search('snacks'))).toEqual(['Vacation Bible School'])
    await t.request('PUT', `/api/admin/pages/${made.id}`, {
      cookie: admin,
      body: { title: 'Vacation Bible School', slug: 'vbs', body: doc('Crafts and lemonade.') },
    })
    expect(titles(await search('snacks'))).toEqual([])
    expect(titles(await search('lemonade'))).toEqual(['Vacation Bible School'])
  })

  test('a repeating event is dated at its next date, as the events list shows it, not the day it began', async () => {
    await post('/api/admin/events', {
      title: 'Compline by the Gulf',
      date: '2026-01-04',
      startTime: '19:00',
      isRecurring: true,
      recurrenceRule: 'FREQ=WEEKLY;BYDAY=SU',
      recurrenceDescription: 'Every Sunday',
    })
    // The clock is Wednesday 2 December 2026: the next Sunday is the 6th.
    expect((await search('compline')).json.results).toMatchObject([{ kind: 'event', title: 'Compline by the Gulf', date: '2026-12-06' }])
  })

  test('finds a service by its recording: title and description, at its page', async () => {
    const stream = await post('/api/admin/live-streams', {
      title: 'Candlemas Choral Eucharist',
      description: 'The Presentation, with the blessing of candles at the font.',
      date: '2026-02-02',
      youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    })
    const found = await search('candles')
    expect(found.json.results).toEqual([
      {
        kind: 'service',
        id: stream.id,
        title: 'Candlemas Choral Eucharist',
        href: `/live-streams/${stream.id}`,
        date: '2026-02-02',
        summary: 'The Presentation, with the blessing of candles at the font.',
      },
    ])
    // An exact title still comes before words in a service's description.
    await post('/api/admin/sermons', { title: 'Candles', speaker: 'The Rector', date: '2026-02-01' })
    expect(titles(await search('candles'))).toEqual(['Candles', 'Candlemas Choral Eucharist'])
  })
})

describe('pages and posts written before the search', () => {
  test('get their words when the database is migrated, and are found', async () => {
    const { fillBodyTexts } = await import('../../db/old-rich-texts')
    const { sql } = await import('drizzle-orm')
    await post('/api/admin/pages', { title: 'Funerals', slug: 'funerals', body: doc('We walk with families in grief.') })
    await t.database.db.execute(sql`update site_pages set body_text = null where slug = 'funerals'`)
    // Read straight from the database: the API's kept answers change with saves, and a migration runs before any.
    const { searchSite } = await import('./service')
    const found = async () =>
      (await searchSite(t.database.db, { q: 'grief' }, new Date('2026-12-02T15:00:00Z'), 'America/Chicago')).results.map((r) => r.title)
    expect(await found()).toEqual([])
    expect(await fillBodyTexts(t.database.db)).toBe(1)
    expect(await found()).toEqual(['Funerals'])
    expect(await fillBodyTexts(t.database.db)).toBe(0)
  })
})
