import { describe, expect, test } from 'bun:test'
import { featuredContent } from '../../db/schema'
import { featuredVideo as item, noSuchId } from '../../test/examples'
import { expectRefused, testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()
const member = await t.signIn('member@example.org')

const create = (body: unknown) => t.request('POST', '/api/admin/featured-content', { body, cookie: admin })
const publicList = async () => (await t.request('GET', '/api/featured-content')).json as { id: string; title: string; isActive: boolean }[]
const adminList = async () =>
  (await t.request('GET', '/api/admin/featured-content', { cookie: admin })).json as { id: string; title: string; isActive: boolean }[]

/** A database of its own with three items created a moment apart. */
const ordered = await testApp()
await ordered.added('/api/admin/featured-content', [item({ title: 'First' }), item({ title: 'Second' }), item({ title: 'Third' })])

describe('featured content', () => {
  test('an admin creates an item; it is active by default and shows on the home page list', async () => {
    const res = await create({ type: 'sermon', contentId: 'abc-123', title: 'Default active' })
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ type: 'sermon', contentId: 'abc-123', title: 'Default active', isActive: true })
    expect((await publicList()).map((i) => i.id)).toContain(res.json.id)
  })

  test('each type video, sermon and event is accepted; anything else is refused', async () => {
    for (const type of ['video', 'sermon', 'event']) expect((await create(item({ type, title: `Type ${type}` }))).status).toBe(201)
    for (const type of ['podcast', '', 'VIDEO']) {
      const res = await create(item({ type }))
      expect(res.status).toBe(422)
      expect(res.json.fields.type).toBe('Type must be video, sermon or event')
    }
  })

  test('validation: Content ID is required, youtubeUrl must be a web address; nothing is stored', async () => {
    const before = (await t.db.select().from(featuredContent)).length
    const res = await create(item({ contentId: '  ', youtubeUrl: 'javascript:alert(1)' }))
    expectRefused(res, { contentId: 'Content ID is required', youtubeUrl: 'Please enter a valid URL' })
    expect((await create({ type: 'video' })).json.fields.contentId).toBe('Content ID is required')
    expect((await t.db.select().from(featuredContent)).length).toBe(before)
  })

  test('visitors see only active items; the admin list shows all', async () => {
    const active = (await create(item({ title: 'Shown' }))).json.id
    const hidden = (await create(item({ title: 'Hidden', isActive: false }))).json.id
    const pub = await publicList()
    expect(pub.map((i) => i.id)).toContain(active)
    expect(pub.map((i) => i.id)).not.toContain(hidden)
    expect(pub.every((i) => i.isActive)).toBe(true)
    const all = await adminList()
    expect(all.map((i) => i.id)).toContain(active)
    expect(all.find((i) => i.id === hidden)?.isActive).toBe(false)
    expect(all.length).toBeGreaterThan(pub.length)
  })

  test('switching an item off and on through the edit form hides and shows it', async () => {
    const id = (await create(item({ title: 'Toggle me' }))).json.id
    const off = await t.request('PUT', `/api/admin/featured-content/${id}`, {
      body: item({ title: 'Toggle me', isActive: false }),
      cookie: admin,
    })
    expect(off.status).toBe(200)
    expect(off.json).toMatchObject({ id, isActive: false })
    expect((await publicList()).map((i) => i.id)).not.toContain(id)
    const on = await t.request('PUT', `/api/admin/featured-content/${id}`, {
      body: item({ title: 'Toggled back', isActive: true }),
      cookie: admin,
    })
    expect(on.status).toBe(200)
    expect((await publicList()).find((i) => i.id === id)?.title).toBe('Toggled back')
  })

  test('an update is validated like a create and leaves the item as it was when refused', async () => {
    const id = (await create(item({ title: 'Before' }))).json.id
    const res = await t.request('PUT', `/api/admin/featured-content/${id}`, {
      body: item({ type: 'banner', contentId: '' }),
      cookie: admin,
    })
    expectRefused(res, { type: 'Type must be video, sermon or event', contentId: 'Content ID is required' })
    expect((await adminList()).find((i) => i.id === id)?.title).toBe('Before')
  })

  test('an admin deletes an item; it is gone from both lists', async () => {
    const id = (await create(item({ title: 'Delete me' }))).json.id
    await t.expectDeleted(admin, `/api/admin/featured-content/${id}`)
    expect((await adminList()).map((i) => i.id)).not.toContain(id)
    expect((await publicList()).map((i) => i.id)).not.toContain(id)
  })

  test('unknown and malformed ids are 404 with a message', async () => {
    for (const id of [noSuchId, 'nope']) {
      await t.expectNotFound(admin, 'Featured content not found', [
        ['PUT', `/api/admin/featured-content/${id}`, item()],
        ['DELETE', `/api/admin/featured-content/${id}`],
      ])
    }
  })

  test('the admin list and changes are for admins only', async () => {
    await t.expectAdminOnly(member, [
      ['GET', '/api/admin/featured-content'],
      ['POST', '/api/admin/featured-content', item()],
    ])
  })

  test('newest first; limit 1–100', async () => {
    const f = ordered
    const list = await f.request('GET', '/api/featured-content')
    expect(list.json.map((i: { title: string }) => i.title)).toEqual(['Third', 'Second', 'First'])
    expect((await f.request('GET', '/api/featured-content?limit=1')).json.map((i: { title: string }) => i.title)).toEqual(['Third'])
    for (const limit of ['0', '101']) {
      const res = await f.request('GET', `/api/featured-content?limit=${limit}`)
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('limit must be a whole number from 1 to 100')
    }
  })
})
