import { afterAll, describe, expect, test } from 'bun:test'
import { asc, eq, inArray } from 'drizzle-orm'
import { dumpDatabase, restoreDatabase } from '../../db/backup'
import { sermonPassageReads, sermonPassages, sermons } from '../../db/schema'
import { readUnreadPassages } from '../../db/sermon-passages'
import { BOOKS } from '../../lib/scripture'
import { sermon } from '../../test/examples'
import { fakeVideoId, startFakeYoutube } from '../../test/fake-youtube'
import { testApp } from '../../test/harness'

const fake = await startFakeYoutube()
afterAll(() => fake.stop())
const t = await testApp({ YOUTUBE_API_KEY: fake.key, YOUTUBE_API_BASE_URL: fake.baseUrl, YOUTUBE_SERMONS_PLAYLIST_ID: 'PLsermons' })
let admin = await t.admin()

type Made = { id: string; title: string }
const ok = async (answer: Promise<{ status: number; text: string; json: unknown }>, status = 200) => {
  const res = await answer
  if (res.status !== status) throw new Error(`${res.status} ${res.text}`)
  return res.json as Made & Record<string, unknown>
}
const create = (over: Record<string, unknown>) =>
  ok(t.request('POST', '/api/admin/sermons', { body: sermon({ youtubeUrl: '', ...over }), cookie: admin }), 201)
const update = (id: string, over: Record<string, unknown>) =>
  ok(t.request('PUT', `/api/admin/sermons/${id}`, { body: sermon({ youtubeUrl: '', ...over }), cookie: admin }))

/** A sermon's stored passages as their book and verses ('John 3016-3021'), in the field's order. */
async function stored(id: string) {
  const rows = await t.db.select().from(sermonPassages).where(eq(sermonPassages.sermonId, id)).orderBy(asc(sermonPassages.position))
  return rows.map((row) => `${row.book} ${row.startVerse % 1_000_000}-${row.endVerse % 1_000_000}`)
}
const titles = (answer: { items: { title: string }[] }) => answer.items.map((item) => item.title)
const get = async (path: string) => (await t.request('GET', path)).json
const clear = async () => {
  await t.db.delete(sermons)
}

describe('passages are stored on every save', () => {
  test('the dialog: create reads the field, an edit reads it again, a field of no passage has none', async () => {
    const made = await create({ title: 'Saved', scripture: 'Jn 3:16-21; Rom 8' })
    expect(await stored(made.id)).toEqual(['John 3016-3021', 'Rom 8001-8039'])
    await update(made.id, { title: 'Saved', scripture: '1 Cor 13' })
    expect(await stored(made.id)).toEqual(['1Cor 13001-13013'])
    await update(made.id, { title: 'Saved', scripture: 'TBA' })
    expect(await stored(made.id)).toEqual([])
    const [read] = await t.db.select().from(sermonPassageReads).where(eq(sermonPassageReads.sermonId, made.id))
    expect(read.scripture).toBe('TBA')
  })

  test('a restored version, the bin and its Undo', async () => {
    const made = await create({ title: 'Restored', scripture: 'Psalm 23' })
    await update(made.id, { title: 'Restored', scripture: 'Isaiah 40:1-11' })
    const history = await t.request('GET', `/api/admin/revisions?kind=sermon&record=${made.id}`, { cookie: admin })
    expect(history.status).toBe(200)
    await ok(t.request('POST', `/api/admin/revisions/${history.json.items[1].id}/restore`, { cookie: admin }))
    expect(await stored(made.id)).toEqual(['Ps 23001-23006'])

    const gone = await ok(t.request('DELETE', `/api/admin/sermons/${made.id}`, { cookie: admin }))
    expect(await stored(made.id)).toEqual([])
    await ok(t.request('POST', `/api/admin/bin/${gone.undo}/restore`, { cookie: admin }))
    expect(await stored(made.id)).toEqual(['Ps 23001-23006'])
  })

  test('the bulk update, creating and changing', async () => {
    const made = await create({ title: 'Pasted', date: '2026-03-01', scripture: 'Genesis 1' })
    const res = await ok(
      t.request('POST', '/api/admin/sermons/bulk-update', {
        cookie: admin,
        body: {
          data: [
            { title: 'Pasted', date: '2026-03-01', scripture: 'Mark 4:35-41' },
            { title: 'Pasted new', speaker: 'Ann', date: '2026-03-08', scripture: 'Acts 2; Joel 2:28-32' },
          ],
        },
      }),
    )
    expect(res.message).toBe('Sermons updated: 1 created, 1 updated, 0 skipped')
    expect(await stored(made.id)).toEqual(['Mark 4035-4041'])
    const [added] = await t.db.select().from(sermons).where(eq(sermons.title, 'Pasted new'))
    expect(await stored(added.id)).toEqual(['Acts 2001-2047', 'Joel 2028-2032'])
  })

  test('the YouTube sync, from the video’s title', async () => {
    const id = fakeVideoId('psg', 1)
    fake.addVideos({
      id,
      title: 'Living Water (John 4:1-26)',
      description: 'Welcome!',
      publishedAt: '2026-05-03T16:30:00Z',
      duration: 'PT30M',
    })
    fake.setPlaylist('PLsermons', [id])
    await ok(t.request('GET', '/api/youtube-configs', { cookie: admin }))
    await ok(
      t.request('POST', '/api/admin/youtube/sync-playlist', {
        cookie: admin,
        body: { playlistId: 'PLsermons', type: 'sermons', maxResults: 50 },
      }),
    )
    const [synced] = await t.db.select().from(sermons).where(eq(sermons.youtubeVideoId, id))
    expect(await stored(synced.id)).toEqual(['John 4001-4026'])
  })

  test('a backup restored: its sermons read again in the same transaction', async () => {
    const made = await create({ title: 'Backed up', scripture: 'Rev 21:1-6' })
    const dump = await dumpDatabase(t.db)
    expect(Object.keys(dump.tables)).not.toContain('sermon_passages')
    await restoreDatabase(t.db, dump)
    expect(await stored(made.id)).toEqual(['Rev 21001-21006'])
    // A restored site starts with everyone signed out.
    admin = await t.admin()
  })

  test('sermons saved before the table are read once at start, in chunks, then nothing', async () => {
    await clear()
    const rows = Array.from({ length: 450 }, (_, i) => ({
      title: `Old ${i}`,
      date: '2020-01-05',
      scripture: i % 3 === 0 ? 'John 3:16' : i % 3 === 1 ? 'Rom 8' : 'no passage here',
    }))
    await t.db.insert(sermons).values(rows)
    expect(await readUnreadPassages(t.db)).toBe(450)
    expect(await readUnreadPassages(t.db)).toBe(0)
    expect((await t.db.select().from(sermonPassages)).length).toBe(300)
    // A field changed behind the app's back is read again, and only it.
    await t.db.update(sermons).set({ scripture: 'Jude' }).where(eq(sermons.title, 'Old 2'))
    expect(await readUnreadPassages(t.db)).toBe(1)
    await clear()
  })
})

describe('the Scripture index and a book’s page', () => {
  const add = async (title: string, scripture: string, date: string, over: Record<string, unknown> = {}) =>
    (await create({ title, scripture, date, ...over })).id

  test('each book with how many live sermons are on it, in the Bible’s order; drafts and scheduled ones not counted', async () => {
    await clear()
    await add('On John 3', 'John 3:16-21', '2026-01-04')
    await add('On John 3 and Romans', 'Jn 3:1-8; Rom 8:28-39', '2026-01-11')
    await add('On Genesis', 'Gen 1:1-2:4', '2026-01-18')
    await add('Draft on Romans', 'Romans 5', '2026-01-25', { publish: { choice: 'draft' } })
    await add('Scheduled on Exodus', 'Exodus 3', '2026-02-01', { publish: { choice: 'schedule', date: '2099-02-01', time: '09:00' } })
    await add('Two passages, one book', 'John 1:1-5; John 20:1-18', '2026-02-08')
    expect(await get('/api/sermons/scripture')).toEqual({
      books: [
        { name: 'Genesis', slug: 'genesis', testament: 'Old Testament', sermons: 1 },
        { name: 'John', slug: 'john', testament: 'New Testament', sermons: 3 },
        { name: 'Romans', slug: 'romans', testament: 'New Testament', sermons: 1 },
      ],
    })
  })

  test('a book’s page: Bible order, then newest first, each card with its passage of the book', async () => {
    const page = await get('/api/sermons/scripture/john')
    expect(page.book).toEqual({ name: 'John', slug: 'john', testament: 'New Testament' })
    expect(page.total).toBe(3)
    expect(page.items.map((item: { title: string; passage: string }) => [item.title, item.passage])).toEqual([
      ['Two passages, one book', 'John 1:1–5; John 20:1–18'],
      ['On John 3 and Romans', 'John 3:1–8'],
      ['On John 3', 'John 3:16–21'],
    ])
    expect(await get('/api/sermons/scripture/romans')).toMatchObject({
      total: 1,
      items: [{ title: 'On John 3 and Romans', passage: 'Romans 8:28–39' }],
    })
  })

  test('an unknown book is 404, a book without sermons an empty page', async () => {
    const unknown = await t.request('GET', '/api/sermons/scripture/hezekiah')
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: 'Book not found' })
    expect(await get('/api/sermons/scripture/obadiah')).toEqual({
      book: { name: 'Obadiah', slug: 'obadiah', testament: 'Old Testament' },
      items: [],
      total: 0,
    })
    expect(BOOKS.every((book) => /^[a-z0-9-]+$/.test(book.slug))).toBe(true)
  })

  test('paged: 30 sermons on Psalms are 24 and 6, in order of the psalm, none twice', async () => {
    for (let i = 30; i >= 1; i--)
      await t.db.insert(sermons).values({ title: `Psalm sermon ${i}`, date: '2025-06-01', scripture: `Ps ${i}` })
    await readUnreadPassages(t.db)
    const first = await get('/api/sermons/scripture/psalms')
    const second = await get('/api/sermons/scripture/psalms?page=2')
    expect(first.total).toBe(30)
    expect(first.items.length).toBe(24)
    expect(second.items.length).toBe(6)
    expect([...titles(first), ...titles(second)]).toEqual(Array.from({ length: 30 }, (_, i) => `Psalm sermon ${i + 1}`))
    expect(first.items[22].passage).toBe('Psalm 23')
    expect((await get('/api/sermons/scripture/psalms?page=3')).items).toEqual([])
  })
})

describe('finding sermons by passage', () => {
  test("'John 3' finds John 3:16-21 and not John 4; 'Romans' finds every Romans; a verse finds its chapter", async () => {
    await clear()
    for (const [title, scripture] of [
      ['Born again', 'John 3:16-21'],
      ['At the well', 'John 4:1-26'],
      ['More than conquerors', 'Rom 8:28-39'],
      ['Justified', 'Romans 5:1-11'],
      ['Love', '1 Cor 13'],
    ])
      await create({ title, scripture, date: '2026-01-04' })
    const found = async (query: string) => titles(await get(`/api/sermons?${query}`)).sort()
    expect(await found('passage=John+3')).toEqual(['Born again'])
    expect(await found('passage=Jn+3:20')).toEqual(['Born again'])
    expect(await found('passage=Romans')).toEqual(['Justified', 'More than conquerors'])
    expect(await found('passage=Rom+8:28')).toEqual(['More than conquerors'])
    expect(await found('passage=not+a+passage')).toEqual([])
    // The search box: a passage finds by overlap as well as by words.
    expect(await found('search=John+3')).toEqual(['Born again'])
    expect(await found('search=Jn+3')).toEqual(['Born again'])
    expect(await found('search=1+Corinthians+13:4')).toEqual(['Love'])
    expect(await found('search=conquerors')).toEqual(['More than conquerors'])
  })

  test("the site search finds a sermon on 'John 3' typed as 'Jn 3:16-21', and not one on John 4", async () => {
    await create({ title: 'Abbreviated', scripture: 'Jn 3:16-21', date: '2026-01-04' })
    const found = (await get('/api/search?q=John+3')).results.map((result: { title: string }) => result.title)
    expect(found).toContain('Abbreviated')
    expect(found).not.toContain('At the well')
  })

  test("a sermon's page links each passage to its book", async () => {
    const made = await create({ title: 'Linked', scripture: 'Jn 3:16-21; Rom 8', date: '2026-01-04' })
    expect((await get(`/api/sermons/${made.id}`)).passages).toEqual([
      { words: 'John 3:16–21', book: 'john' },
      { words: 'Romans 8', book: 'romans' },
    ])
    const partly = await create({ title: 'Partly', scripture: 'Jhn 33:99; Rom 8', date: '2026-01-04' })
    expect(await get(`/api/sermons/${partly.id}`)).toMatchObject({ passages: [{ words: 'Romans 8' }], scriptureUnread: 'Jhn 33:99' })
    const withDraft = await ok(t.request('GET', `/api/admin/sermons/${made.id}`, { cookie: admin }))
    expect(withDraft.passages).toHaveLength(2)
  })

  test('a draft is never found by passage', async () => {
    await create({ title: 'Hidden', scripture: 'Jonah 1', date: '2026-01-04', publish: { choice: 'draft' } })
    expect(titles(await get('/api/sermons?passage=Jonah'))).toEqual([])
    const ids = (await t.db.select({ id: sermons.id }).from(sermons).where(eq(sermons.title, 'Hidden'))).map((row) => row.id)
    expect((await t.db.select().from(sermonPassages).where(inArray(sermonPassages.sermonId, ids))).length).toBe(1)
  })
})
