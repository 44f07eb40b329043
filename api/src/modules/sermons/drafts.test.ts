import { describe, expect, test } from 'bun:test'
import { sql } from 'drizzle-orm'
import { createApp, createContext } from '../../app'
import { rowsOf } from '../../db/bulk'
import { openDatabase } from '../../db/client'
import { CONTRIBUTOR_REFUSALS } from '../../lib/publication'
import { testApp, testDatabaseKind } from '../../test/harness'

/**
 * Drafts and scheduled sermons (decision 0042): never on a public surface before their time, on every
 * one after it with no write in between (the app's clock is the test's), and a contributor's rules.
 */
const t = await testApp()
let now = new Date('2026-12-01T15:00:00Z')
t.database.content.setClock(() => now)
const editor = await t.editor()
const writer = await t.signIn('writer@example.org')
const other = await t.signIn('other@example.org')

const sermon = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  speaker: 'Pastor Hidden',
  date: '2026-12-06',
  series: 'Advent Secrets',
  description: 'A word kept back',
  audioUrl: '/uploads/not-there.mp3',
  ...extra,
})

/** What every public surface shows of a sermon: seen or not, each by name. */
async function surfaces(id: string, title: string) {
  const get = (path: string) => t.request('GET', path)
  const [list, search, one, choices, podcast, feed, series, sitemapIndex, sitemap, home] = await Promise.all([
    get('/api/sermons'),
    get('/api/sermons?search=Hidden'),
    get(`/api/sermons/${id}`),
    get('/api/sermons/choices'),
    get('/api/podcast'),
    get('/feeds/sermons.xml'),
    get('/feeds/sermons/series/advent-secrets.xml'),
    get('/sitemap.xml'),
    get('/sitemaps/sermons.xml'),
    get('/api/sermons?limit=3'),
  ])
  return {
    list: list.json.items.some((s: { id: string }) => s.id === id),
    total: list.json.total,
    search: search.json.total,
    page: one.status,
    choices: choices.json.speakers.includes('Pastor Hidden'),
    podcast: podcast.json.episodes,
    feed: feed.text.includes(title),
    series: series.status,
    sitemapIndex: sitemapIndex.text.includes('sermons.xml'),
    sitemap: sitemap.status === 200 && sitemap.text.includes(id),
    home: home.json.items.some((s: { id: string }) => s.id === id),
  }
}
const hidden = {
  list: false,
  total: 0,
  search: 0,
  page: 404,
  choices: false,
  podcast: 0,
  feed: false,
  series: 404,
  sitemapIndex: false,
  sitemap: false,
  home: false,
}
const shown = {
  list: true,
  total: 1,
  search: 1,
  page: 200,
  choices: true,
  podcast: 1,
  feed: true,
  series: 200,
  sitemapIndex: true,
  sitemap: true,
  home: true,
}

describe('a scheduled sermon', () => {
  let id = ''
  test('is on no public surface before its time, though every surface was read (and kept) meanwhile', async () => {
    const made = await t.request('POST', '/api/admin/sermons', {
      cookie: editor,
      body: { ...sermon('The Coming Light'), publish: { choice: 'schedule', date: '2026-12-06', time: '09:00' } },
    })
    expect(made.status).toBe(201)
    id = made.json.id
    // 09:00 in Chicago is 15:00 UTC.
    expect(made.json).toMatchObject({ publication: 'published', publishAt: '2026-12-06T15:00:00.000Z' })
    expect(await surfaces(id, 'The Coming Light')).toEqual(hidden)
    now = new Date('2026-12-06T14:59:00Z')
    expect(await surfaces(id, 'The Coming Light')).toEqual(hidden)
  })

  test('is on every public surface once its time passes, with no write in between', async () => {
    now = new Date('2026-12-06T15:00:01Z')
    expect(await surfaces(id, 'The Coming Light')).toEqual(shown)
  })

  test('staff read a scheduled one (the Preview) before its time while visitors get 404', async () => {
    const next = await t.request('POST', '/api/admin/sermons', {
      cookie: editor,
      body: {
        ...sermon('Next Week', { speaker: 'Someone Else', series: '' }),
        publish: { choice: 'schedule', date: '2026-12-13', time: '09:00' },
      },
    })
    const [preview, visitors] = await Promise.all([
      t.request('GET', `/api/admin/sermons/${next.json.id}`, { cookie: editor }),
      t.request('GET', `/api/sermons/${next.json.id}`),
    ])
    expect([preview.status, preview.json.title, visitors.status]).toEqual([200, 'Next Week', 404])
    const scheduled = await t.request('GET', '/api/admin/sermons?state=scheduled', { cookie: editor })
    expect(scheduled.json.items.map((s: { id: string }) => s.id)).toEqual([next.json.id])
    await t.request('DELETE', `/api/admin/sermons/${next.json.id}`, { cookie: editor })
  })

  test('unpublished, it is a draft again, gone from every surface', async () => {
    const back = await t.request('PUT', `/api/admin/sermons/${id}`, {
      cookie: editor,
      body: { ...sermon('The Coming Light'), publish: { choice: 'draft' } },
    })
    expect(back.json).toMatchObject({ publication: 'draft', publishAt: null })
    expect(await surfaces(id, 'The Coming Light')).toEqual(hidden)
    await t.request('DELETE', `/api/admin/sermons/${id}`, { cookie: editor })
  })

  test('a schedule needs its date and time', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      cookie: editor,
      body: { ...sermon('No Time'), publish: { choice: 'schedule', date: '2026-12-06' } },
    })
    expect(res.status).toBe(422)
    expect(res.json.fields).toEqual({ 'publish.date': 'Please choose the date and time to publish' })
  })
})

describe('a contributor', () => {
  let mine = ''
  test('saves drafts and submits them, never published: on no public surface', async () => {
    const made = await t.request('POST', '/api/admin/sermons', { cookie: writer, body: sermon('My Draft') })
    expect([made.status, made.json.publication]).toEqual([201, 'draft'])
    mine = made.json.id
    expect(await surfaces(mine, 'My Draft')).toEqual(hidden)
    const submitted = await t.request('PUT', `/api/admin/sermons/${mine}`, {
      cookie: writer,
      body: { ...sermon('My Draft'), publish: { choice: 'submit' } },
    })
    expect([submitted.status, submitted.json.publication]).toEqual([200, 'submitted'])
    expect(await surfaces(mine, 'My Draft')).toEqual(hidden)
  })

  test('cannot publish or schedule: 403 with plain words, and nothing changes', async () => {
    for (const publish of [{ choice: 'publish' }, { choice: 'schedule', date: '2026-12-06', time: '09:00' }]) {
      const create = await t.request('POST', '/api/admin/sermons', { cookie: writer, body: { ...sermon('Sneaky'), publish } })
      expect([create.status, create.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.publish])
      const edit = await t.request('PUT', `/api/admin/sermons/${mine}`, { cookie: writer, body: { ...sermon('Sneaky'), publish } })
      expect([edit.status, edit.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.publish])
    }
    const stored = await t.request('GET', `/api/admin/sermons/${mine}`, { cookie: editor })
    expect([stored.json.title, stored.json.publication]).toEqual(['My Draft', 'submitted'])
    const all = await t.request('GET', '/api/admin/sermons', { cookie: editor })
    expect(all.json.items.map((s: { title: string }) => s.title)).not.toContain('Sneaky')
  })

  test('submitted drafts are in the editor’s review list', async () => {
    const review = await t.request('GET', '/api/admin/sermons?state=submitted', { cookie: editor })
    expect(review.json.items.map((s: { title: string }) => s.title)).toEqual(['My Draft'])
  })

  test('changes only their own unpublished sermons; reads only their own', async () => {
    const theirs = await t.request('POST', '/api/admin/sermons', { cookie: other, body: sermon('Their Draft') })
    const published = await t.request('POST', '/api/admin/sermons', { cookie: editor, body: sermon('Published One') })
    for (const [target, message] of [
      [theirs.json.id, CONTRIBUTOR_REFUSALS.others],
      [published.json.id, CONTRIBUTOR_REFUSALS.others],
    ]) {
      const edit = await t.request('PUT', `/api/admin/sermons/${target}`, { cookie: writer, body: sermon('Taken') })
      expect([edit.status, edit.json.message]).toEqual([403, message])
      const gone = await t.request('DELETE', `/api/admin/sermons/${target}`, { cookie: writer })
      expect(gone.status).toBe(403)
      expect((await t.request('GET', `/api/admin/sermons/${target}`, { cookie: writer })).status).toBe(404)
    }
    const list = await t.request('GET', '/api/admin/sermons', { cookie: writer })
    expect(list.json.items.map((s: { title: string }) => s.title)).toEqual(['My Draft'])
    // An editor publishes the contributor's draft: then it is theirs no longer to change.
    const live = await t.request('PUT', `/api/admin/sermons/${mine}`, {
      cookie: editor,
      body: { ...sermon('My Draft'), publish: { choice: 'publish' } },
    })
    expect(live.json.publication).toBe('published')
    const late = await t.request('PUT', `/api/admin/sermons/${mine}`, { cookie: writer, body: sermon('Changed') })
    expect([late.status, late.json.message]).toEqual([403, CONTRIBUTOR_REFUSALS.published])
    expect((await t.request('DELETE', `/api/admin/sermons/${mine}`, { cookie: writer })).status).toBe(403)
    expect((await t.request('GET', `/api/sermons/${mine}`)).json.title).toBe('My Draft')
  })

  test('cannot import, update in bulk or clear sermons', async () => {
    const bulk = await t.request('POST', '/api/admin/sermons/bulk-update', { cookie: writer, body: { data: [{ title: 'X' }] } })
    const clear = await t.request('DELETE', '/api/admin/sermons/clear-all', { cookie: writer })
    expect([bulk.status, clear.status]).toEqual([403, 403])
  })
})

describe.if(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  test('both show a scheduled sermon after its time, each from its own clock; nothing is written at go-live', async () => {
    const url = process.env.TEST_DATABASE_URL as string
    const name = rowsOf<{ name: string }>(await t.db.execute(sql`select current_database() as name`))
    const target = new URL(url)
    target.pathname = `/${name[0].name}`
    const second = await openDatabase({ url: target.toString() })
    try {
      const app2 = createApp(createContext({ config: t.config, database: second, log: t.ctx.log }))
      let clock2 = new Date('2026-12-10T15:00:00Z')
      second.content.setClock(() => clock2)
      now = new Date('2026-12-10T15:00:00Z')
      const made = await t.request('POST', '/api/admin/sermons', {
        cookie: editor,
        body: { ...sermon('Both Instances'), publish: { choice: 'schedule', date: '2026-12-13', time: '09:00' } },
      })
      const id = made.json.id as string
      const read = async (handle: (r: Request) => Promise<Response> | Response) =>
        (await handle(new Request(`http://localhost/api/sermons/${id}`))).status
      const before = [await read(t.app.handle), await read((r) => app2.handle(r))]
      const written = (await t.request('GET', `/api/admin/sermons/${id}`, { cookie: editor })).json.updatedAt
      now = new Date('2026-12-13T15:00:01Z')
      clock2 = new Date('2026-12-13T15:00:01Z')
      const after = [await read(t.app.handle), await read((r) => app2.handle(r))]
      expect({ before, after }).toEqual({ before: [404, 404], after: [200, 200] })
      // Going live wrote nothing: the row is as the editor saved it.
      expect((await t.request('GET', `/api/admin/sermons/${id}`, { cookie: editor })).json.updatedAt).toBe(written)
    } finally {
      await second.close()
    }
  })
})
