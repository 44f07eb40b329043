/**
 * Searches and filters are read as people write them: a comma, a quote, a bracket or a semicolon
 * in a value is text, on every list route of the route table, public and staff.
 */
import { describe, expect, test } from 'bun:test'
import * as v from 'valibot'
import { uploads } from '../db/schema'
import { sermon } from '../test/examples'
import { testApp } from '../test/harness'
import { queryText } from './query-text'

const t = await testApp()
const admin = await t.admin()

/** What a person types into a search or filter: commas, quotes, a semicolon, brackets, braces. */
const TYPED = ['hope, peace', 'Nov 24, 2024', `O'Brien, "Jack"; [draft] {notes}`, '[1,2]', '{"a":1}', 'a,b,,c']

/** The text each filter finds its record by, every one with a comma; and a name no record has. */
const FOUND: Record<string, string> = { search: 'Smith, John', speaker: 'Smith, John', series: 'Hope, Peace and Joy' }
const NOBODY = 'Smith, Jane'

// A record of every kind staff search, each naming 'Smith, John'.
await t.added('/api/admin/sermons', [
  sermon({ speaker: 'Smith, John', series: 'Hope, Peace and Joy', audioUrl: 'https://example.org/grace.mp3', title: 'Grace, truth' }),
  sermon({ speaker: 'Smith, John', series: 'Hope, Peace and Joy', title: 'Smith, John (deleted)', youtubeUrl: '' }),
])
await t.added('/api/admin/events', [{ title: 'Supper with Smith, John', date: '2026-12-05', location: 'Hall, east wing' }])
await t.added('/api/admin/live-streams', [{ title: 'Smith, John preaching', date: '2026-11-29' }])
await t.added('/api/admin/sunday-services', [{ date: '2026-11-29', time: '10:30 AM', location: 'Smith, John Hall' }])
await t.added('/api/admin/pages', [
  {
    title: 'Welcome from Smith, John',
    summary: '',
    body: { type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Hello' }] }] },
  },
])
await t.added('/api/admin/news', [{ title: 'Parish picnic with Smith, John', summary: '', author: 'Smith, John' }])
// A picture in the Media tab, found by its file name.
await t.db.insert(uploads).values({
  tokenHash: 'media-smith',
  storageKey: '44444444-4444-4444-8444-444444444444_10x10_000000_10.jpg',
  contentType: 'image/jpeg',
  maxBytes: 1,
  expiresAt: new Date(),
  usedAt: new Date(),
  width: 10,
  height: 10,
  fileName: 'Smith, John at the font.jpg',
})
const subscribed = await t.request('POST', '/api/newsletter/subscribe', { body: { email: 'js@example.org', firstName: 'Smith, John' } })
expect(subscribed.status).toBe(200)
// One in the bin too, so a list of deleted records has one to find.
const staffSermons = await t.request('GET', '/api/admin/sermons?search=deleted', { cookie: admin })
expect(staffSermons.json.total).toBe(1)
await t.expectDeleted(admin, `/api/admin/sermons/${staffSermons.json.items[0].id}`)

/** Every GET route with a query schema, and which of its keys take free text (any words at all). */
const listRoutes = t.app.routes
  .filter((route) => route.method === 'GET' && (route.hooks as { query?: unknown })?.query)
  .map((route) => {
    const schema = (route.hooks as { query: v.ObjectSchema<v.ObjectEntries, undefined> }).query
    const textKeys = Object.keys(schema.entries).filter((key) => v.is(schema.entries[key], 'some words'))
    return { path: route.path, textKeys }
  })

/** What a route needs besides the value tried (a record's history is always one record's). */
const NEEDS: Record<string, Record<string, string>> = { '/api/admin/revisions': { kind: 'sermon', record: 'any sermon' } }

const get = (path: string, key: string, value: string) =>
  t.request('GET', `${path}?${new URLSearchParams({ ...NEEDS[path], [key]: value })}`, { cookie: admin })

/** Filters that name a record by its address: a value naming none is that record's 404. */
const ADDRESSES: Record<string, string[]> = { '/api/events': ['category'], '/api/events/month': ['category'] }

/** Whether an answer holds a record: a list's items, a page's total, the podcast's episode count. */
const holdsAny = (json: unknown) => {
  if (Array.isArray(json)) return json.length > 0
  const body = json as { items?: unknown[]; total?: number; episodes?: number }
  return (body.total ?? body.items?.length ?? body.episodes ?? 0) > 0
}

describe('a search or filter value is text', () => {
  test('the route table has the public and staff lists with a search or filter', () => {
    const searched = listRoutes.filter((route) => route.textKeys.length > 0).map((route) => route.path)
    expect(searched).toEqual(
      expect.arrayContaining([
        '/api/sermons',
        '/api/admin/sermons',
        '/api/admin/events',
        '/api/admin/sunday-services',
        '/api/admin/live-streams',
        '/api/admin/newsletters',
        '/api/podcast',
      ]),
    )
  })

  test('every list route answers 200 to commas, quotes, semicolons and brackets in every search and filter', async () => {
    const refused: string[] = []
    for (const { path, textKeys } of listRoutes)
      for (const key of textKeys)
        for (const value of TYPED) {
          const res = await get(path, key, value)
          // A category's address names one or is 404, never an empty list (decision 0057): read as text all the same.
          const missing = ADDRESSES[path]?.includes(key) && res.status === 404 && res.json?.message === 'Category not found'
          if (res.status !== 200 && !missing) refused.push(`${path}?${key}=${value}: ${res.status} ${res.json?.message}`)
        }
    expect(refused).toEqual([])
  })

  test("a record whose speaker, series or title has a comma is found by it ('Smith, John'), on every list", async () => {
    const checked: string[] = []
    for (const { path, textKeys } of listRoutes)
      for (const key of textKeys.filter((k) => k in FOUND)) {
        const found = await get(path, key, FOUND[key])
        const none = await get(path, key, NOBODY)
        expect({ path, key, found: found.status, holds: holdsAny(found.json) }).toEqual({ path, key, found: 200, holds: true })
        expect({ path, key, none: none.status, holds: holdsAny(none.json) }).toEqual({ path, key, none: 200, holds: false })
        checked.push(`${path} ${key}`)
      }
    expect(checked).toEqual(
      expect.arrayContaining([
        '/api/sermons search',
        '/api/sermons speaker',
        '/api/sermons series',
        '/api/admin/sermons search',
        '/api/admin/events search',
        '/api/admin/sunday-services search',
        '/api/admin/live-streams search',
        '/api/admin/newsletters search',
        '/api/podcast series',
        '/api/podcast speaker',
      ]),
    )
    // The public list's card is the one named.
    const speaker = await t.request('GET', `/api/sermons?speaker=Smith%2C%20John`)
    expect(speaker.json.items.map((card: { title: string }) => card.title)).toEqual(['Grace, truth'])
  })

  test('a key given twice is refused in plain words, naming the field; lengths are bounded as before', async () => {
    const twice = await t.request('GET', '/api/admin/sermons?search=a&search=b', { cookie: admin })
    expect(twice.status).toBe(422)
    expect(twice.json).toEqual({ message: 'This field is not valid', fields: { search: 'This field is not valid' } })
    const long = await get('/api/sermons', 'search', `a, ${'b'.repeat(200)}`)
    expect({ status: long.status, message: long.json.message }).toEqual({ status: 422, message: 'Search must be at most 200 characters' })
  })
})

describe('queryText', () => {
  test('reads each value as its text, decoded once', () => {
    expect(queryText('http://localhost/api/sermons?search=hope%2C+peace&speaker=Smith,%20John&x=[1]&y={}&z=%zz#frag')).toEqual({
      search: 'hope, peace',
      speaker: 'Smith, John',
      x: '[1]',
      y: '{}',
      z: '%zz',
    })
    expect(queryText('http://localhost/api/sermons')).toEqual({})
    expect(queryText('http://localhost/?a=1&a=2&a=3')).toEqual({ a: ['1', '2', '3'] })
  })
})
