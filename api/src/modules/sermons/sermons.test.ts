import { describe, expect, test } from 'bun:test'
import { testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()

const sermon = (over: Record<string, unknown> = {}) => ({
  title: 'The Good Shepherd',
  speaker: 'The Rev. Mark Ellis',
  date: '2026-04-26',
  scripture: 'John 10:1-18',
  series: 'Easter',
  youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  description: 'Jesus knows his sheep.',
  ...over,
})

describe('sermons', () => {
  test('an admin creates a sermon and anyone can read it', async () => {
    const created = await t.request('POST', '/api/admin/sermons', { body: sermon(), cookie: admin })
    expect(created.status).toBe(201)
    expect(created.json).toMatchObject({ title: 'The Good Shepherd', date: '2026-04-26', youtubeVideoId: 'dQw4w9WgXcQ' })
    expect(created.json.thumbnailUrl).toContain('dQw4w9WgXcQ')
    const read = await t.request('GET', `/api/sermons/${created.json.id}`)
    expect(read.status).toBe(200)
    expect(read.json.speaker).toBe('The Rev. Mark Ellis')
  })

  test('validation answers 422 with the spec messages per field', async () => {
    const res = await t.request('POST', '/api/admin/sermons', { body: { title: '  ', speaker: '', date: '', youtubeUrl: 'javascript:alert(1)' }, cookie: admin })
    expect(res.status).toBe(422)
    expect(res.json.fields).toMatchObject({ title: 'Title is required', speaker: 'Speaker is required', date: 'Date is required', youtubeUrl: 'Please enter a valid URL' })
    expect(res.json.message).toBe('Title is required')
  })

  test('malformed JSON is 400 with a JSON message', async () => {
    const res = await t.request('POST', '/api/admin/sermons', { body: '{"title":', cookie: admin })
    expect(res.status).toBe(400)
    expect(res.json.message).toBeString()
  })

  test('unknown and malformed ids are 404, never 500', async () => {
    expect((await t.request('GET', '/api/sermons/not-a-uuid')).status).toBe(404)
    const res = await t.request('GET', '/api/sermons/00000000-0000-4000-8000-000000000000')
    expect(res.status).toBe(404)
    expect(res.json).toEqual({ message: 'Sermon not found' })
  })
})
