import { describe, expect, test } from 'bun:test'
import { liveStreams } from '../../db/schema'
import { noSuchId } from '../../test/examples'
import { expectRefused, testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()
const member = await t.signIn('member@example.org')

let videoCounter = 0
/** A distinct, valid 11-character video id per call. */
const nextVideo = () => `vid${String(++videoCounter).padStart(8, '0')}`

const stream = (over: Record<string, unknown> = {}) => ({
  title: 'Sunday Worship',
  description: 'Holy Eucharist, Rite II',
  date: '2026-05-03',
  duration: '1:12:30',
  isLive: false,
  youtubeUrl: `https://www.youtube.com/watch?v=${nextVideo()}`,
  ...over,
})
const create = (body: unknown) => t.request('POST', '/api/admin/live-streams', { body, cookie: admin })

/** A database of its own for exact list order, filled in a jumbled order. */
const l = await testApp()
await l.added('/api/admin/live-streams', [
  stream({ title: 'Easter Day', date: '2026-04-05' }),
  stream({ title: 'Pentecost', date: '2026-05-24' }),
  stream({ title: 'Palm Sunday', date: '2026-03-29' }),
  stream({ title: 'Ascension', date: '2026-05-14' }),
])

describe('live streams', () => {
  test('an admin creates a stream; its video gives it a thumbnail; anyone can read it', async () => {
    const res = await create(stream({ youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ', title: 'Created' }))
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({
      title: 'Created',
      date: '2026-05-03',
      duration: '1:12:30',
      isLive: false,
      youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ',
    })
    expect(res.json.thumbnailUrl).toContain('dQw4w9WgXcQ')
    const read = await t.request('GET', `/api/live-streams/${res.json.id}`)
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ id: res.json.id, title: 'Created', description: 'Holy Eucharist, Rite II' })
  })

  test('validation: title and date are required, links must be web addresses; nothing is stored', async () => {
    const before = (await t.db.select().from(liveStreams)).length
    const res = await create({ title: ' ', date: '', youtubeUrl: 'javascript:alert(1)', thumbnailUrl: 'javascript:alert(2)' })
    expectRefused(res, {
      title: 'Title is required',
      date: 'Date is required',
      youtubeUrl: 'Please enter a valid URL',
      thumbnailUrl: 'Please enter a valid URL or upload an image',
    })
    expect((await t.db.select().from(liveStreams)).length).toBe(before)
  })

  test('PATCH marks a stream live and back to recorded without resending the rest', async () => {
    const created = (await create(stream({ title: 'Going live' }))).json
    const live = await t.request('PATCH', `/api/admin/live-streams/${created.id}`, { body: { isLive: true }, cookie: admin })
    expect(live.status).toBe(200)
    expect(live.json).toMatchObject({
      id: created.id,
      isLive: true,
      title: 'Going live',
      youtubeUrl: created.youtubeUrl,
      thumbnailUrl: created.thumbnailUrl,
    })
    expect((await t.request('GET', `/api/live-streams/${created.id}`)).json.isLive).toBe(true)
    const recorded = await t.request('PATCH', `/api/admin/live-streams/${created.id}`, { body: { isLive: false }, cookie: admin })
    expect(recorded.json.isLive).toBe(false)
    const bad = await t.request('PATCH', `/api/admin/live-streams/${created.id}`, { body: { isLive: 'yes' }, cookie: admin })
    expect(bad.status).toBe(422)
    expect(bad.json.fields.isLive).toBe('isLive must be true or false')
  })

  test('an admin updates a stream', async () => {
    const id = (await create(stream({ title: 'Before' }))).json.id
    const res = await t.request('PUT', `/api/admin/live-streams/${id}`, {
      body: stream({ title: 'After', date: '2026-05-10', youtubeUrl: 'https://www.youtube.com/live/abcdefghijk' }),
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id, title: 'After', date: '2026-05-10' })
    // The thumbnail follows the new video.
    expect(res.json.thumbnailUrl).toContain('abcdefghijk')
    expect((await t.request('GET', `/api/live-streams/${id}`)).json.title).toBe('After')
  })

  test('two streams cannot share one YouTube video, however the link is written', async () => {
    const first = await create(stream({ youtubeUrl: 'https://www.youtube.com/watch?v=SAMEvideo01' }))
    expect(first.status).toBe(201)
    for (const youtubeUrl of [
      'https://www.youtube.com/watch?v=SAMEvideo01',
      'https://youtu.be/SAMEvideo01',
      'https://www.youtube.com/watch?v=SAMEvideo01&t=42',
    ]) {
      const dup = await create(stream({ youtubeUrl }))
      expect(dup.status).toBe(409)
      expect(dup.json.message).toBe('Another service already uses this YouTube video')
      expect(dup.json.fields.youtubeUrl).toBe('Another service already uses this YouTube video')
    }
    // Moving another stream onto that video is refused too, and leaves it unchanged.
    const other = (await create(stream({ title: 'Other' }))).json
    const moved = await t.request('PUT', `/api/admin/live-streams/${other.id}`, {
      body: stream({ title: 'Other', youtubeUrl: 'https://youtu.be/SAMEvideo01' }),
      cookie: admin,
    })
    expect(moved.status).toBe(409)
    expect((await t.request('GET', `/api/live-streams/${other.id}`)).json.youtubeUrl).toBe(other.youtubeUrl)
    // Saving a stream with its own video again is fine.
    const same = await t.request('PUT', `/api/admin/live-streams/${first.json.id}`, {
      body: stream({ title: 'Renamed', youtubeUrl: 'https://youtu.be/SAMEvideo01' }),
      cookie: admin,
    })
    expect(same.status).toBe(200)
  })

  test('streams without a video link do not collide', async () => {
    expect((await create(stream({ youtubeUrl: '' }))).status).toBe(201)
    expect((await create(stream({ youtubeUrl: '' }))).status).toBe(201)
  })

  test('an admin deletes a stream; it is gone for everyone', async () => {
    const id = (await create(stream({ title: 'Delete me' }))).json.id
    await t.expectDeleted(admin, `/api/admin/live-streams/${id}`)
    expect((await t.request('GET', `/api/live-streams/${id}`)).status).toBe(404)
    expect((await t.request('GET', '/api/live-streams')).json.items.map((s: { id: string }) => s.id)).not.toContain(id)
  })

  test('unknown and malformed ids are 404 with a message', async () => {
    for (const id of [noSuchId, 'not-a-uuid', '123']) {
      await t.expectNotFound(admin, 'Service not found', [
        ['GET', `/api/live-streams/${id}`],
        ['PATCH', `/api/admin/live-streams/${id}`, { isLive: true }],
        ['PUT', `/api/admin/live-streams/${id}`, stream()],
        ['DELETE', `/api/admin/live-streams/${id}`],
      ])
    }
  })

  test('only admins change streams', async () => {
    const id = (await create(stream())).json.id
    await t.expectAdminOnly(member, [
      ['PATCH', `/api/admin/live-streams/${id}`, { isLive: true }],
      ['POST', '/api/admin/live-streams', stream()],
    ])
    expect((await t.request('GET', `/api/live-streams/${id}`)).json.isLive).toBe(false)
  })
})

const titles = (res: { json: { items: { title: string }[] } }) => res.json.items.map((s) => s.title)

describe('the public list', () => {
  test('newest date first, with how many there are; limit picks the newest few', async () => {
    const list = await l.request('GET', '/api/live-streams')
    expect(list.status).toBe(200)
    expect(titles(list)).toEqual(['Pentecost', 'Ascension', 'Easter Day', 'Palm Sunday'])
    expect(list.json.total).toBe(4)
    const three = await l.request('GET', '/api/live-streams?limit=3')
    expect(titles(three)).toEqual(['Pentecost', 'Ascension', 'Easter Day'])
    expect(three.json.total).toBe(4)
  })

  test('limit outside 1–100 and an unknown type or order are 422', async () => {
    for (const limit of ['0', '101', '-1', '2.5', 'ten']) {
      const res = await l.request('GET', `/api/live-streams?limit=${limit}`)
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('limit must be a whole number from 1 to 100')
    }
    expect((await l.request('GET', '/api/live-streams?limit=1')).json.items).toHaveLength(1)
    expect((await l.request('GET', '/api/live-streams?limit=100')).status).toBe(200)
    expect((await l.request('GET', '/api/live-streams?type=past')).json.message).toBe('Show must be all, live or recorded')
    expect((await l.request('GET', '/api/live-streams?sort=views')).json.message).toBe('Sort must be date, title or duration')
  })
})

// Ten years of Sundays and then some: 1,500 services, more than the 1,000 the list used to stop at.
const a = await testApp()
await a.db.insert(liveStreams).values(
  Array.from({ length: 1500 }, (_, i) => {
    const day = new Date(Date.UTC(2026, 10, 22) - i * 86_400_000 * 2)
    return {
      title: i % 100 === 7 ? `Evensong, Sunday ${i}` : `Sunday Worship ${i}`,
      description: i === 1499 ? 'The first service we streamed' : 'Holy Eucharist',
      date: day.toISOString().slice(0, 10),
      duration: `${50 + (i % 40)}:00`,
      isLive: i === 3,
    }
  }),
)

const o = await testApp()
await o.added('/api/admin/live-streams', [
  stream({ title: 'Sunday Worship — March 1', date: '2026-03-01', duration: '1:12:40' }),
  stream({ title: 'Evensong', date: '2026-03-08', duration: '58:00', description: 'Choral EVENSONG with the parish choir' }),
  stream({ title: 'Advent Lessons and Carols', date: '2026-02-22', duration: '1:05:10', isLive: true }),
  stream({ title: 'Baptism Sunday', date: '2026-03-15', duration: '', description: 'Holy baptism at the beach' }),
])
const ask = async (query: string) => titles(await o.request('GET', `/api/live-streams?${query}`))

describe('search, type and order (docs/product.md#live-streams)', () => {
  test('search is case-insensitive over title and description, trimmed', async () => {
    expect(await ask('search=%20evensong%20')).toEqual(['Evensong'])
    expect(await ask('search=BEACH')).toEqual(['Baptism Sunday'])
    expect(await ask('search=sunday')).toEqual(['Baptism Sunday', 'Sunday Worship — March 1'])
    expect(await ask('search=no%20such%20service')).toEqual([])
  })

  test("'Live Now' keeps live services and 'Recorded' the others", async () => {
    expect(await ask('type=live')).toEqual(['Advent Lessons and Carols'])
    expect(await ask('type=recorded')).toHaveLength(3)
    expect(await ask('type=all')).toHaveLength(4)
  })

  test("title A to Z; duration a descending text comparison ('58:00' before '1:05:00'); they combine", async () => {
    expect(await ask('sort=title')).toEqual(['Advent Lessons and Carols', 'Baptism Sunday', 'Evensong', 'Sunday Worship — March 1'])
    const byDuration = (await o.request('GET', '/api/live-streams?sort=duration')).json.items.map((s: { duration: string }) => s.duration)
    expect(byDuration).toEqual(['58:00', '1:12:40', '1:05:10', ''])
    expect(await ask('type=recorded&search=sunday&sort=title')).toEqual(['Baptism Sunday', 'Sunday Worship — March 1'])
  })
})

describe('a big archive', () => {
  test('every service is on a page: the oldest is on the last one', async () => {
    const first = await a.request('GET', '/api/live-streams')
    expect(first.json.total).toBe(1500)
    expect(first.json.items).toHaveLength(12)
    const last = await a.request('GET', '/api/live-streams?page=125')
    expect(titles(last).at(-1)).toBe('Sunday Worship 1499')
    expect((await a.request('GET', '/api/live-streams?page=126')).json).toEqual({ items: [], total: 1500 })
  })

  test('the search reaches any year, with a comma in it, and counts what it finds', async () => {
    const found = await a.request('GET', `/api/live-streams?search=${encodeURIComponent('first service we streamed')}`)
    expect(found.json).toMatchObject({ total: 1, items: [{ title: 'Sunday Worship 1499' }] })
    const evensongs = await a.request('GET', `/api/live-streams?search=${encodeURIComponent('Evensong, Sunday')}&limit=100`)
    expect(evensongs.json.total).toBe(15)
    expect(titles(evensongs).every((title) => title.startsWith('Evensong, Sunday'))).toBe(true)
  })

  test('live or recorded, and ordered by title or duration across every page', async () => {
    expect(titles(await a.request('GET', '/api/live-streams?type=live'))).toEqual(['Sunday Worship 3'])
    expect((await a.request('GET', '/api/live-streams?type=recorded')).json.total).toBe(1499)
    const byTitle = titles(await a.request('GET', '/api/live-streams?sort=title&limit=3'))
    expect(byTitle).toEqual(['Evensong, Sunday 1007', 'Evensong, Sunday 107', 'Evensong, Sunday 1107'])
    const longest = (await a.request('GET', '/api/live-streams?sort=duration&limit=30')).json.items
    expect(longest.every((s: { duration: string }) => s.duration === '89:00')).toBe(true)
  })
})
