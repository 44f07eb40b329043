import { describe, expect, test } from 'bun:test'
import { CONTRIBUTOR_REFUSALS } from '../../lib/publication'
import { testApp } from '../../test/harness'

/**
 * Drafts and scheduled events (decision 0042): on no public surface before their time, on every one
 * after it with no write in between (the app's clock is the test's); a contributor writes drafts.
 */
const t = await testApp()
let now = new Date('2026-12-01T15:00:00Z')
t.database.content.setClock(() => now)
const editor = await t.editor()
const writer = await t.signIn('writer@example.org')

const event = (title: string) => ({ title, date: '2026-12-24', startTime: '17:00', endTime: '18:00', location: 'The Nave' })

async function surfaces(id: string, title: string) {
  const get = (path: string) => t.request('GET', path)
  const [all, upcoming, one, calendar, sitemap] = await Promise.all([
    get('/api/events'),
    get('/api/events?upcoming=true'),
    get(`/api/events/${id}`),
    get('/feeds/events.ics'),
    get('/sitemaps/events.xml'),
  ])
  return {
    all: all.json.some((e: { id: string }) => e.id === id),
    upcoming: upcoming.json.some((e: { id: string }) => e.id === id),
    page: one.status,
    calendar: calendar.text.includes(title),
    sitemap: sitemap.status === 200 && sitemap.text.includes(id),
  }
}
const hidden = { all: false, upcoming: false, page: 404, calendar: false, sitemap: false }
const shown = { all: true, upcoming: true, page: 200, calendar: true, sitemap: true }

describe('a scheduled event', () => {
  test('is on no public surface before its time and on every one after, with no write in between', async () => {
    const made = await t.request('POST', '/api/admin/events', {
      cookie: editor,
      body: { ...event('Lessons and Carols'), publish: { choice: 'schedule', date: '2026-12-10', time: '08:00' } },
    })
    expect(made.status).toBe(201)
    const id = made.json.id
    expect(await surfaces(id, 'Lessons and Carols')).toEqual(hidden)
    const preview = await t.request('GET', `/api/admin/events/${id}`, { cookie: editor })
    expect([preview.status, preview.json.title]).toEqual([200, 'Lessons and Carols'])
    now = new Date('2026-12-10T14:00:01Z')
    expect(await surfaces(id, 'Lessons and Carols')).toEqual(shown)
    // Visitors' answer carries nothing of how it was published.
    expect(Object.keys((await t.request('GET', `/api/events/${id}`)).json)).not.toContain('createdBy')
  })
})

describe('a contributor', () => {
  test('adds events only as drafts, on no public surface, and cannot publish them', async () => {
    const made = await t.request('POST', '/api/admin/events', { cookie: writer, body: event('Youth Night') })
    expect([made.status, made.json.publication]).toEqual([201, 'draft'])
    expect(await surfaces(made.json.id, 'Youth Night')).toEqual(hidden)
    const refused = await t.request('PUT', `/api/admin/events/${made.json.id}`, {
      cookie: writer,
      body: { ...event('Youth Night'), publish: { choice: 'publish' } },
    })
    expect([refused.status, refused.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.publish])
    const mine = await t.request('GET', '/api/admin/events', { cookie: writer })
    expect(mine.json.items.map((e: { title: string }) => e.title)).toEqual(['Youth Night'])
    const bulk = await t.request('POST', '/api/admin/events/bulk-import', { cookie: writer, body: { data: [] } })
    expect(bulk.status).toBe(403)
  })
})

describe("staff's list by how events stand", () => {
  test('a submitted event is in the editor’s Submitted list (the Overview’s Waiting for review), and in no other', async () => {
    const made = await t.request('POST', '/api/admin/events', {
      cookie: writer,
      body: { ...event('Advent Quiet Day'), publish: { choice: 'submit' } },
    })
    expect([made.status, made.json.publication]).toEqual([201, 'submitted'])
    const titles = async (state: string) =>
      (await t.request('GET', `/api/admin/events?state=${state}&search=Advent%20Quiet`, { cookie: editor })).json.items.map(
        (e: { title: string }) => e.title,
      )
    expect(await titles('submitted')).toEqual(['Advent Quiet Day'])
    for (const state of ['draft', 'scheduled', 'published']) expect(await titles(state)).toEqual([])
    expect(await titles('')).toEqual(['Advent Quiet Day'])
    // Published by the editor, it leaves Submitted for Published.
    const published = await t.request('PUT', `/api/admin/events/${made.json.id}`, {
      cookie: editor,
      body: { ...event('Advent Quiet Day'), publish: { choice: 'publish' } },
    })
    expect(published.status).toBe(200)
    expect(await titles('submitted')).toEqual([])
    expect(await titles('published')).toEqual(['Advent Quiet Day'])
    const unknown = await t.request('GET', '/api/admin/events?state=archived', { cookie: editor })
    expect(unknown.status).toBe(422)
  })
})
