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
    expect((await t.request('GET', '/api/live-streams')).json.map((s: { id: string }) => s.id)).not.toContain(id)
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

describe('the public list', () => {
  test('newest date first; limit picks the newest few', async () => {
    const list = await l.request('GET', '/api/live-streams')
    expect(list.status).toBe(200)
    expect(list.json.map((s: { title: string }) => s.title)).toEqual(['Pentecost', 'Ascension', 'Easter Day', 'Palm Sunday'])
    const three = await l.request('GET', '/api/live-streams?limit=3')
    expect(three.json.map((s: { title: string }) => s.title)).toEqual(['Pentecost', 'Ascension', 'Easter Day'])
  })

  test('limit outside 1–100 is 422', async () => {
    for (const limit of ['0', '101', '-1', '2.5', 'ten']) {
      const res = await l.request('GET', `/api/live-streams?limit=${limit}`)
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('limit must be a whole number from 1 to 100')
    }
    expect((await l.request('GET', '/api/live-streams?limit=1')).json).toHaveLength(1)
    expect((await l.request('GET', '/api/live-streams?limit=100')).status).toBe(200)
  })
})
