import { describe, expect, test } from 'bun:test'
import { sermon } from '../../test/examples'
import { expectRefused, testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()

describe('sermons', () => {
  test('an admin creates a sermon and anyone can read it', async () => {
    const created = await t.as(admin).admin.sermons.post(sermon())
    expect(created.status).toBe(201)
    expect(created.data).toMatchObject({ title: 'The Good Shepherd', date: '2026-04-26', youtubeVideoId: 'dQw4w9WgXcQ' })
    expect(created.data?.thumbnailUrl).toContain('dQw4w9WgXcQ')
    const read = await t.api.sermons({ id: String(created.data?.id) }).get()
    expect(read.status).toBe(200)
    expect(read.data?.speaker).toBe('The Rev. Mark Ellis')
  })

  test("validation answers 422 with each field's message ('Title is required', ...)", async () => {
    const res = await t.as(admin).admin.sermons.post({ title: '  ', speaker: '', date: '', youtubeUrl: 'javascript:alert(1)' })
    expectRefused(res, {
      title: 'Title is required',
      speaker: 'Speaker is required',
      date: 'Date is required',
      youtubeUrl: 'Please enter a valid URL',
    })
    expect(res.error?.value).toMatchObject({ message: 'Title is required' })
  })

  test('malformed JSON is 400 with a JSON message', async () => {
    const res = await t.request('POST', '/api/admin/sermons', { body: '{"title":', cookie: admin })
    expect(res.status).toBe(400)
    expect(res.json.message).toBeString()
  })

  test('a body over the 5 MB cap is refused with 413 and nothing is written', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: sermon({ title: 'Huge', description: 'x'.repeat(5 * 1024 * 1024 + 1) }),
      cookie: admin,
    })
    expect(res.status).toBe(413)
    expect(res.json).toEqual({ message: 'The request is too large' })
    expect((await t.request('GET', '/api/sermons?search=Huge')).json).toEqual({ items: [], total: 0 })
  })

  test('unknown and malformed ids are 404, never 500', async () => {
    expect((await t.request('GET', '/api/sermons/not-a-uuid')).status).toBe(404)
    const res = await t.request('GET', '/api/sermons/00000000-0000-4000-8000-000000000000')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Sermon not found' })
  })
})

describe('the sermon list', () => {
  const seed = [
    {
      title: 'Sermon + Salt and Light',
      speaker: 'The Rev. Anna Cole',
      date: '2026-02-01',
      series: 'Sermon on the Mount',
      scripture: 'Matthew 5:13-16',
    },
    {
      title: 'Blessed Are the Meek',
      speaker: 'The Rev. Mark Ellis',
      date: '2026-01-25',
      series: 'Sermon on the Mount',
      scripture: 'Matthew 5:1-12',
    },
    {
      title: 'The Wedding at Cana',
      speaker: 'The Rev. Anna Cole',
      date: '2026-01-18',
      series: 'Epiphany',
      scripture: 'John 2:1-11',
      description: 'Water into wine: 100% grace.',
    },
    { title: 'Baptism of Our Lord', speaker: 'Guest Preacher', date: '2026-01-11', series: 'Epiphany', scripture: 'Mark 1:4-11' },
  ]
  test('seed', async () => {
    for (const s of seed) expect((await t.request('POST', '/api/admin/sermons', { body: s, cookie: admin })).status).toBe(201)
  })

  const titles = async (query: string) => (await t.request('GET', `/api/sermons${query}`)).json.items.map((s: { title: string }) => s.title)

  test('newest date first, and limit keeps the newest', async () => {
    const all = await titles('?series=Epiphany')
    expect(all).toEqual(['The Wedding at Cana', 'Baptism of Our Lord'])
    expect(await titles('?limit=1&series=Sermon%20on%20the%20Mount')).toEqual(['Sermon + Salt and Light'])
  })

  test('search is case-insensitive over title, speaker, scripture and description', async () => {
    expect(await titles('?search=cana')).toEqual(['The Wedding at Cana'])
    expect(await titles('?search=GUEST')).toEqual(['Baptism of Our Lord'])
    expect(await titles('?search=matthew%205')).toEqual(['Sermon + Salt and Light', 'Blessed Are the Meek'])
    expect(await titles('?search=wine')).toEqual(['The Wedding at Cana'])
    expect(await titles('?search=100%25')).toEqual(['The Wedding at Cana'])
    expect(await titles('?search=%25%25%25xyz')).toEqual([])
  })

  test('each word of a search begins a word of the sermon: a part of a word finds it, a scripture as written finds it', async () => {
    expect(await titles('?search=bless')).toEqual(['Blessed Are the Meek'])
    expect(await titles('?search=Wedd%20can')).toEqual(['The Wedding at Cana'])
    // Words from different fields: the speaker and the scripture.
    expect(await titles('?search=cole%20matthew')).toEqual(['Sermon + Salt and Light'])
    expect(await titles('?search=Matthew%205%3A1-12')).toEqual(['Blessed Are the Meek'])
    expect(await titles('?search=Mark%201%3A4-11')).toEqual(['Baptism of Our Lord'])
    // Only beginnings: 'edding' is inside a word, not at its start.
    expect(await titles('?search=edding')).toEqual([])
    // No letters or digits: nothing to look for, so nothing found.
    expect(await titles('?search=%25%25')).toEqual([])
    expect(await titles('?search=%27%3A*%20%7C%20!')).toEqual([])
  })

  test('speaker, series and the date range combine', async () => {
    expect(await titles('?speaker=The%20Rev.%20Anna%20Cole')).toEqual(['Sermon + Salt and Light', 'The Wedding at Cana'])
    expect(await titles('?speaker=The%20Rev.%20Anna%20Cole&series=Epiphany')).toEqual(['The Wedding at Cana'])
    expect(await titles('?startDate=2026-01-18&endDate=2026-01-25&search=the')).toEqual(['Blessed Are the Meek', 'The Wedding at Cana'])
    // Empty filters mean no filter.
    expect((await titles('?search=&speaker=&series=&startDate=&endDate=')).length).toBeGreaterThanOrEqual(4)
  })

  test("the public list carries what a card shows; the sermon itself and staff's list carry the whole record", async () => {
    const [card] = (await t.request('GET', '/api/sermons?search=cana')).json.items
    expect(Object.keys(card).sort()).toEqual(
      ['date', 'duration', 'id', 'scripture', 'series', 'speaker', 'thumbnailUrl', 'title', 'youtubeUrl'].sort(),
    )
    const whole = (await t.request('GET', `/api/sermons/${card.id}`)).json
    expect(whole).toMatchObject({ ...card, description: 'Water into wine: 100% grace.', tags: [] })
    expect(whole).not.toHaveProperty('youtubeSynced')
    // Staff's list: the same filters, whole records, and only for admins.
    const staff = await t.request('GET', '/api/admin/sermons?search=cana&limit=100', { cookie: admin })
    expect(staff.json.total).toBe(1)
    expect(staff.json.items).toHaveLength(1)
    expect(staff.json.items[0]).toMatchObject({ id: card.id, description: 'Water into wine: 100% grace.' })
    expect((await t.request('GET', '/api/admin/sermons')).status).toBe(401)
    expect((await t.request('GET', '/api/admin/sermons?limit=101', { cookie: admin })).status).toBe(422)
  })

  test('limit must be 1 to 100 and dates real', async () => {
    for (const q of ['?limit=0', '?limit=101', '?limit=abc', '?startDate=2026-02-30']) {
      const res = await t.request('GET', `/api/sermons${q}`)
      expect({ q, status: res.status }).toEqual({ q, status: 422 })
      expect(res.json.message).toBeString()
    }
  })

  test('an update replaces the sermon and a delete removes it', async () => {
    const [first] = (await t.request('GET', '/api/sermons?search=Baptism')).json.items
    const updated = await t.request('PUT', `/api/admin/sermons/${first.id}`, {
      body: { ...first, title: 'The Baptism of Our Lord', tags: ['baptism', 'baptism', 'epiphany'] },
      cookie: admin,
    })
    expect(updated.status).toBe(200)
    expect(updated.json.title).toBe('The Baptism of Our Lord')
    expect(updated.json.tags).toEqual(['baptism', 'epiphany'])
    expect((await t.request('DELETE', `/api/admin/sermons/${first.id}`, { cookie: admin })).status).toBe(200)
    expect((await t.request('GET', `/api/sermons/${first.id}`)).status).toBe(404)
    expect((await t.request('DELETE', `/api/admin/sermons/${first.id}`, { cookie: admin })).status).toBe(404)
  })

  test('an update keeps the fields it leaves out and clears the ones sent empty', async () => {
    const created = (
      await t.request('POST', '/api/admin/sermons', {
        body: sermon({ title: 'Kept', youtubeUrl: 'https://youtu.be/aaaaaaaaaaa', series: 'Lent' }),
        cookie: admin,
      })
    ).json
    const res = await t.request('PUT', `/api/admin/sermons/${created.id}`, {
      body: { title: 'Kept', speaker: created.speaker, date: created.date, series: '', scripture: null },
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({
      series: '',
      scripture: '',
      description: created.description,
      youtubeVideoId: 'aaaaaaaaaaa',
      thumbnailUrl: created.thumbnailUrl,
    })
  })

  test('two sermons cannot share one YouTube video', async () => {
    const res = await t.request('POST', '/api/admin/sermons', {
      body: sermon({ title: 'Copy', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ?t=30' }),
      cookie: admin,
    })
    expect(res.status).toBe(409)
    expect(res.json.fields.youtubeUrl).toContain('already uses this YouTube video')
  })
})

describe('bulk update', () => {
  const bulk = (data: unknown[], dryRun = false) =>
    t.request('POST', '/api/admin/sermons/bulk-update', { body: { data, dryRun }, cookie: admin })

  test('matches by video id, else by title and date; creates the rest; skips invalid rows with the reason', async () => {
    const before = (await t.request('GET', '/api/sermons')).json.total
    const res = await bulk([
      // Same video as 'The Good Shepherd': an update of the series only.
      { youtubeurl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PL1', series: 'Eastertide' },
      // Same title (other case) and date as an existing sermon: an update.
      { title: 'blessed are the meek', date: '1/25/2026', scripture: 'Matthew 5:1-10' },
      { title: 'New Sermon', speaker: 'The Rev. Mark Ellis', date: '2026-03-01', 'some other column': 'passes through' },
      { title: 'No Speaker', date: '2026-03-08' },
    ])
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ created: 1, updated: 2, skipped: 1 })
    expect(res.json.message).toBe('Sermons updated: 1 created, 2 updated, 1 skipped')
    expect(res.json.results[3]).toMatchObject({ row: 4, action: 'skip', reason: 'Speaker is required' })
    const shepherd = (await t.request('GET', '/api/sermons?search=Good%20Shepherd')).json.items[0]
    expect(shepherd.series).toBe('Eastertide')
    expect(shepherd.speaker).toBe('The Rev. Mark Ellis')
    const meek = (await t.request('GET', '/api/sermons?search=meek')).json.items
    expect(meek).toHaveLength(1)
    expect(meek[0].scripture).toBe('Matthew 5:1-10')
    expect((await t.request('GET', '/api/sermons')).json.total).toBe(before + 1)
  })

  test('a dry run reports the same plan and writes nothing', async () => {
    const before = (await t.request('GET', '/api/sermons?limit=100')).json
    const res = await bulk(
      [
        { title: 'Preview Only', speaker: 'X', date: '2026-04-01' },
        { title: 'Preview Only', speaker: 'X', date: '2026-04-01' },
      ],
      true,
    )
    expect(res.json).toMatchObject({ created: 1, updated: 1, skipped: 0 })
    expect(res.json.message).toStartWith('Preview:')
    expect((await t.request('GET', '/api/sermons?limit=100')).json).toEqual(before)
  })

  test("no rows gives 'No data found to update'", async () => {
    const res = await bulk([])
    expect(res.status).toBe(422)
    expect(res.json.message).toBe('No data found to update')
  })
})

describe('clear all', () => {
  test('deletes every sermon and says how many', async () => {
    const count = (await t.request('GET', '/api/sermons')).json.total
    const res = await t.request('DELETE', '/api/admin/sermons/clear-all', { cookie: admin })
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ message: `Deleted ${count} sermons`, deleted: count, undo: expect.stringMatching(/^[0-9a-f-]{36}$/) })
    expect((await t.request('GET', '/api/sermons')).json).toEqual({ items: [], total: 0 })
  })
})

describe('the public list a page at a time', () => {
  // After 'clear all': these 60 are the only sermons. Week 0 is the newest, week 59 the oldest.
  const SPEAKERS = ['The Rev. Anna Cole', 'Deacon Mark Ortiz']
  const week = (i: number) => new Date(Date.UTC(2026, 0, 4) - i * 7 * 86_400_000).toISOString().slice(0, 10)
  test('seed 60 sermons', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => ({
      title: `Week ${i}`,
      speaker: SPEAKERS[i % 2],
      date: week(i),
      series: i < 30 ? 'Year A' : '',
      scripture: `Psalm ${i + 1}`,
      description: i === 59 ? 'The oldest sermon speaks of the shepherd.' : '',
    }))
    expect((await t.request('POST', '/api/admin/sermons/bulk-update', { body: { data: rows }, cookie: admin })).json.created).toBe(60)
  })

  const page = async (query: string) => {
    const res = await t.request('GET', `/api/sermons${query}`)
    expect(res.status).toBe(200)
    return { titles: res.json.items.map((s: { title: string }) => s.title) as string[], total: res.json.total as number }
  }

  test('24 a page, newest first, with the true total; every sermon reachable, none twice', async () => {
    const [one, two, three, four] = await Promise.all(['', '?page=2', '?page=3', '?page=4'].map(page))
    expect(one.total).toBe(60)
    expect(one.titles).toHaveLength(24)
    expect(one.titles[0]).toBe('Week 0')
    expect(two.titles).toHaveLength(24)
    expect(three).toEqual({ titles: Array.from({ length: 12 }, (_, i) => `Week ${48 + i}`), total: 60 })
    expect(three.titles.at(-1)).toBe('Week 59')
    expect(new Set([...one.titles, ...two.titles, ...three.titles]).size).toBe(60)
    // Past the end: no cards, still the total.
    expect(four).toEqual({ titles: [], total: 60 })
  })

  test('filters and pages combine; limit sets the page size', async () => {
    const anna = await page('?speaker=The%20Rev.%20Anna%20Cole&page=2')
    expect(anna.total).toBe(30)
    expect(anna.titles).toEqual(['Week 48', 'Week 50', 'Week 52', 'Week 54', 'Week 56', 'Week 58'])
    expect(await page('?series=Year%20A&speaker=Deacon%20Mark%20Ortiz&limit=5&page=3')).toEqual({
      titles: ['Week 21', 'Week 23', 'Week 25', 'Week 27', 'Week 29'],
      total: 15,
    })
    expect(await page('?search=week&limit=25&page=3')).toEqual({
      titles: Array.from({ length: 10 }, (_, i) => `Week ${50 + i}`),
      total: 60,
    })
    expect(await page('?search=psalm%2060')).toEqual({ titles: ['Week 59'], total: 1 })
    expect(await page('?limit=3')).toEqual({ titles: ['Week 0', 'Week 1', 'Week 2'], total: 60 })
    expect((await page('?limit=100')).titles).toHaveLength(60)
  })

  test('the oldest sermon is found by a part of a word in its description', async () => {
    expect(await page('?search=SHEPH')).toEqual({ titles: ['Week 59'], total: 1 })
    expect(await page('?search=ortiz&limit=1&page=30')).toEqual({ titles: ['Week 59'], total: 30 })
  })

  test('a page that is not a whole number from 1 is refused with a clear message', async () => {
    for (const q of ['?page=0', '?page=-1', '?page=abc', '?page=1.5', '?page=', '?page=10001', '?page=2&limit=0']) {
      const res = await t.request('GET', `/api/sermons${q}`)
      expect({ q, status: res.status }).toEqual({ q, status: 422 })
      expect(res.json.message).toMatch(/^(page|limit) must be a whole number from 1 to/)
    }
  })

  test("the dropdowns' speakers and series come from every sermon, blank ones left out, A to Z", async () => {
    const res = await t.request('GET', '/api/sermons/choices')
    expect(res.status).toBe(200)
    expect(res.json).toEqual({ speakers: ['Deacon Mark Ortiz', 'The Rev. Anna Cole'], series: ['Year A'] })
  })
})
