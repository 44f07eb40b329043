import { describe, expect, test } from 'bun:test'
import { sundayServices } from '../../db/schema'
import { noSuchId, sundayService as service } from '../../test/examples'
import { expectRefused, testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()
const member = await t.signIn('member@example.org')

const create = (body: unknown) => t.request('POST', '/api/admin/sunday-services', { body, cookie: admin })

// A database of its own for exact list order, filled in a jumbled order.
const l = await testApp()
await l.added('/api/admin/sunday-services', [
  { date: '2026-05-03', time: '8:00 AM' },
  { date: '2026-04-26', time: '10:30 AM' },
  { date: '2026-05-10', time: '10:30 AM' },
  { date: '2026-05-03', time: '6:00 PM' },
])

describe('sunday services', () => {
  test('an admin creates a service; the time is stored as 24-hour HH:MM; anyone can read it', async () => {
    const res = await create(service())
    expect(res.status).toBe(201)
    expect(res.json).toMatchObject({ date: '2026-05-03', time: '10:30', location: 'Main sanctuary', isLive: false })
    const read = await t.request('GET', `/api/sunday-services/${res.json.id}`)
    expect(read.status).toBe(200)
    expect(read.json).toMatchObject({ id: res.json.id, time: '10:30', youtubeUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' })
  })

  test('the time spellings staff use are all understood', async () => {
    const cases: [string, string][] = [
      ['10:30 a.m.', '10:30'],
      ['7:00 PM', '19:00'],
      ['7pm', '19:00'],
      ['12:00 PM', '12:00'],
      ['12:15 am', '00:15'],
      ['09:00', '09:00'],
    ]
    for (const [typed, stored] of cases) {
      const res = await create(service({ time: typed, date: '2020-01-05' }))
      expect(res.status).toBe(201)
      expect(res.json.time).toBe(stored)
    }
  })

  test("validation: 'Date is required' and 'Time is required', a bad time, a bad date and a bad link", async () => {
    const before = (await t.db.select().from(sundayServices)).length
    const missing = await create({ date: '', time: '  ' })
    expectRefused(missing, { date: 'Date is required', time: 'Time is required' })
    expect(missing.json.message).toBe('Date is required')
    expect((await create({})).json.fields).toMatchObject({ date: 'Date is required', time: 'Time is required' })

    const badTime = await create(service({ time: '25:00' }))
    expect(badTime.status).toBe(422)
    expect(badTime.json.fields.time).toBe('Please enter a time like 10:30 AM')
    const badDate = await create(service({ date: '2026-02-30' }))
    expect(badDate.status).toBe(422)
    expect(badDate.json.fields.date).toBe('Please enter a valid date')
    const badUrl = await create(service({ youtubeUrl: 'javascript:alert(1)' }))
    expect(badUrl.status).toBe(422)
    expect(badUrl.json.fields.youtubeUrl).toBe('Please enter a valid URL')
    expect((await t.db.select().from(sundayServices)).length).toBe(before)
  })

  test('an admin updates a service and the change is what everyone reads', async () => {
    const id = (await create(service({ date: '2026-06-07' }))).json.id
    const res = await t.request('PUT', `/api/admin/sunday-services/${id}`, {
      body: service({ date: '2026-06-07', time: '9:00 AM', location: 'Parish hall', isLive: true }),
      cookie: admin,
    })
    expect(res.status).toBe(200)
    expect(res.json).toMatchObject({ id, time: '09:00', location: 'Parish hall', isLive: true })
    const read = await t.request('GET', `/api/sunday-services/${id}`)
    expect(read.json).toMatchObject({ time: '09:00', location: 'Parish hall', isLive: true })

    // Fields left out of an update keep their values.
    const partial = await t.request('PUT', `/api/admin/sunday-services/${id}`, {
      body: { date: '2026-06-07', time: '9:15 AM' },
      cookie: admin,
    })
    expect(partial.status).toBe(200)
    expect(partial.json).toMatchObject({ time: '09:15', location: 'Parish hall', isLive: true })

    const invalid = await t.request('PUT', `/api/admin/sunday-services/${id}`, { body: service({ time: '' }), cookie: admin })
    expect(invalid.status).toBe(422)
    expect(invalid.json.fields.time).toBe('Time is required')
    expect((await t.request('GET', `/api/sunday-services/${id}`)).json.time).toBe('09:15')
  })

  test('an admin deletes a service; it is gone for everyone', async () => {
    const id = (await create(service({ date: '2026-07-05' }))).json.id
    await t.expectDeleted(admin, `/api/admin/sunday-services/${id}`)
    expect((await t.request('GET', `/api/sunday-services/${id}`)).status).toBe(404)
    expect((await t.request('DELETE', `/api/admin/sunday-services/${id}`, { cookie: admin })).status).toBe(404)
  })

  test('unknown and malformed ids are 404 with a message', async () => {
    for (const id of [noSuchId, 'not-a-uuid', '1']) {
      await t.expectNotFound(admin, 'Sunday service not found', [
        ['GET', `/api/sunday-services/${id}`],
        ['PUT', `/api/admin/sunday-services/${id}`, service()],
        ['DELETE', `/api/admin/sunday-services/${id}`],
      ])
    }
  })

  test('anonymous callers change nothing; a contributor adds only a draft (decision 0042)', async () => {
    expect((await t.request('POST', '/api/admin/sunday-services', { body: service() })).status).toBe(401)
    const draft = await t.request('POST', '/api/admin/sunday-services', { body: service(), cookie: member })
    expect([draft.status, draft.json.publication]).toEqual([201, 'draft'])
    const refused = await t.request('POST', '/api/admin/sunday-services', {
      body: { ...service(), publish: { choice: 'publish' } },
      cookie: member,
    })
    expect(refused.status).toBe(403)
  })
})

describe('the public list', () => {
  test('newest date first, and the later service first on the same day; limit 1–100', async () => {
    const list = await l.request('GET', '/api/sunday-services')
    expect(list.status).toBe(200)
    expect(list.json.map((s: { date: string; time: string }) => `${s.date} ${s.time}`)).toEqual([
      '2026-05-10 10:30',
      '2026-05-03 18:00',
      '2026-05-03 08:00',
      '2026-04-26 10:30',
    ])
    const two = await l.request('GET', '/api/sunday-services?limit=2')
    expect(two.json.map((s: { date: string }) => s.date)).toEqual(['2026-05-10', '2026-05-03'])
    for (const limit of ['0', '101', 'x', '-5']) {
      const res = await l.request('GET', `/api/sunday-services?limit=${limit}`)
      expect(res.status).toBe(422)
      expect(res.json.message).toBe('limit must be a whole number from 1 to 100')
    }
    expect((await l.request('GET', '/api/sunday-services?limit=100')).status).toBe(200)
  })
})
