import { describe, expect, test } from 'bun:test'
import { contactMessages, visitorRequests } from '../../db/schema'
import { contactMessage as contact, visitRequest as visitor } from '../../test/examples'
import { expectRefused, testApp } from '../../test/harness'

const t = await testApp()
const admin = await t.admin()
// Fresh databases for the paging tests, so the counts are exact.
const p = await testApp()
const cookie = await p.admin()
const q = await testApp()
const qAdmin = await q.admin()
const r = await testApp()
const staff = await r.admin()

const noDb = '00000000-0000-4000-8000-000000000000'

describe('contact messages', () => {
  test('a visitor sends a message; it is stored as new and the admin sees it', async () => {
    const sent = await t.request('POST', '/api/contact', { body: contact({ subject: 'Stored as new' }) })
    expect(sent.status).toBe(201)
    expect(sent.json.message).toBe("Your message has been sent successfully! We'll get back to you soon.")
    expect(sent.json.id).toBeString()

    const list = await t.request('GET', '/api/admin/contact-messages', { cookie: admin })
    expect(list.status).toBe(200)
    const mine = list.json.find((m: { id: string }) => m.id === sent.json.id)
    expect(mine).toMatchObject({
      firstName: 'Ruth',
      lastName: 'Moabite',
      email: 'ruth@example.org',
      subject: 'Stored as new',
      message: 'How do we arrange a baptism for our daughter?',
      status: 'new',
    })
    expect(mine.createdAt).toBeString()
  })

  test('each missing field gets its own message and nothing is stored', async () => {
    const before = (await t.db.select().from(contactMessages)).length
    const res = await t.request('POST', '/api/contact', {
      body: { firstName: '', lastName: '   ', email: 'not-an-email', subject: '', message: '' },
    })
    expectRefused(res, {
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Valid email is required',
      subject: 'Subject is required',
      message: 'Message is required',
    })
    expect(res.json.message).toBe('First name is required')
    // Leaving fields out entirely is the same as sending them blank.
    const empty = await t.request('POST', '/api/contact', { body: {} })
    expect(empty.status).toBe(422)
    expect(Object.keys(empty.json.fields).sort()).toEqual(['email', 'firstName', 'lastName', 'message', 'subject'])
    expect((await t.db.select().from(contactMessages)).length).toBe(before)
  })

  test('one missing field is reported alone', async () => {
    const res = await t.request('POST', '/api/contact', { body: contact({ subject: '' }) })
    expect(res.status).toBe(422)
    expect(res.json).toEqual({ message: 'Subject is required', fields: { subject: 'Subject is required' } })
  })

  test('the admin list needs an admin', async () => {
    expect((await t.request('GET', '/api/admin/contact-messages')).status).toBe(401)
    const member = await t.signIn('member@example.org')
    expect((await t.request('GET', '/api/admin/contact-messages', { cookie: member })).status).toBe(403)
  })

  test('status goes new → responded and new → archived; the same status twice is harmless', async () => {
    const a = (await t.request('POST', '/api/contact', { body: contact({ subject: 'To respond' }) })).json.id
    const b = (await t.request('POST', '/api/contact', { body: contact({ subject: 'To archive' }) })).json.id

    const responded = await t.request('PUT', `/api/admin/contact-messages/${a}`, { body: { status: 'responded' }, cookie: admin })
    expect(responded.status).toBe(200)
    expect(responded.json).toMatchObject({ id: a, status: 'responded', subject: 'To respond' })
    const again = await t.request('PUT', `/api/admin/contact-messages/${a}`, { body: { status: 'responded' }, cookie: admin })
    expect(again.status).toBe(200)
    expect(again.json.status).toBe('responded')

    const archived = await t.request('PUT', `/api/admin/contact-messages/${b}`, { body: { status: 'archived' }, cookie: admin })
    expect(archived.status).toBe(200)
    expect(archived.json.status).toBe('archived')

    const list = (await t.request('GET', '/api/admin/contact-messages?limit=100', { cookie: admin })).json
    expect(list.find((m: { id: string }) => m.id === a).status).toBe('responded')
    expect(list.find((m: { id: string }) => m.id === b).status).toBe('archived')
  })

  test('an invalid status is 422 and changes nothing; an unknown or malformed id is 404', async () => {
    const id = (await t.request('POST', '/api/contact', { body: contact({ subject: 'Bad status' }) })).json.id
    const bad = await t.request('PUT', `/api/admin/contact-messages/${id}`, { body: { status: 'contacted' }, cookie: admin })
    expect(bad.status).toBe(422)
    expect(bad.json.fields.status).toBe('Status must be new, responded or archived')
    const list = (await t.request('GET', '/api/admin/contact-messages?limit=100', { cookie: admin })).json
    expect(list.find((m: { id: string }) => m.id === id).status).toBe('new')

    const unknown = await t.request('PUT', `/api/admin/contact-messages/${noDb}`, { body: { status: 'archived' }, cookie: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: 'Contact message not found' })
    const malformed = await t.request('PUT', '/api/admin/contact-messages/42', { body: { status: 'archived' }, cookie: admin })
    expect(malformed.status).toBe(404)
    expect(malformed.json.message).toBe('Contact message not found')
  })
})

describe('visitor requests', () => {
  test('a plan-a-visit request is stored as new and the admin sees it', async () => {
    const sent = await t.request('POST', '/api/visitor-requests', { body: visitor({ numberOfKids: '5+' }) })
    expect(sent.status).toBe(201)
    expect(sent.json.message).toBe("We can't wait to meet you! We'll be in touch soon.")
    const list = await t.request('GET', '/api/admin/visitor-requests', { cookie: admin })
    expect(list.status).toBe(200)
    expect(list.json.find((r: { id: string }) => r.id === sent.json.id)).toMatchObject({
      fullName: 'Boaz Bethlehem',
      email: 'boaz@example.org',
      phone: '(850) 555-0199',
      numberOfKids: '5+',
      status: 'new',
    })
  })

  test('every number-of-kids option is accepted', async () => {
    for (const kids of ['0', '1', '2', '3', '4', '5+']) {
      const res = await t.request('POST', '/api/visitor-requests', { body: visitor({ numberOfKids: kids }) })
      expect(res.status).toBe(201)
    }
  })

  test('a phone under 10 characters, a bad email, a missing name and a bad number of kids are refused with their messages', async () => {
    const before = (await t.db.select().from(visitorRequests)).length
    const res = await t.request('POST', '/api/visitor-requests', {
      body: { fullName: '', email: 'nope', phone: '555-0199', numberOfKids: '6' },
    })
    expectRefused(res, {
      fullName: 'Full name is required',
      email: 'Valid email is required',
      phone: 'Phone number is required',
      numberOfKids: 'Please select number of kids',
    })
    for (const kids of ['', '5', 'two', '-1']) {
      const r = await t.request('POST', '/api/visitor-requests', { body: visitor({ numberOfKids: kids }) })
      expectRefused(r, { numberOfKids: 'Please select number of kids' })
    }
    // Ten characters once trimmed is the minimum.
    const spaced = await t.request('POST', '/api/visitor-requests', { body: visitor({ phone: '  555-0199  ' }) })
    expectRefused(spaced, { phone: 'Phone number is required' })
    expect((await t.db.select().from(visitorRequests)).length).toBe(before)
  })

  test('status goes new → contacted → visited; re-marking is harmless; bad status 422; unknown id 404', async () => {
    const id = (await t.request('POST', '/api/visitor-requests', { body: visitor() })).json.id
    const put = (status: string, target = id) =>
      t.request('PUT', `/api/admin/visitor-requests/${target}`, { body: { status }, cookie: admin })

    const contacted = await put('contacted')
    expect(contacted.status).toBe(200)
    expect(contacted.json).toMatchObject({ id, status: 'contacted' })
    const visited = await put('visited')
    expect(visited.status).toBe(200)
    expect(visited.json.status).toBe('visited')
    const twice = await put('visited')
    expect(twice.status).toBe(200)
    expect(twice.json.status).toBe('visited')

    const bad = await put('responded')
    expect(bad.status).toBe(422)
    expect(bad.json.fields.status).toBe('Status must be new, contacted or visited')

    const unknown = await put('contacted', noDb)
    expect(unknown.status).toBe(404)
    expect(unknown.json).toEqual({ message: 'Visitor request not found' })
    expect((await put('contacted', 'nope')).status).toBe(404)

    const list = (await t.request('GET', '/api/admin/visitor-requests?limit=100', { cookie: admin })).json
    expect(list.find((r: { id: string }) => r.id === id).status).toBe('visited')
  })
})

describe('admin inbox paging', () => {
  test.each([
    ['contact messages', '/api/contact', contact, 'subject', 'Message', '/api/admin/contact-messages'],
    ['visitor requests', '/api/visitor-requests', visitor, 'fullName', 'Visitor', '/api/admin/visitor-requests'],
  ] as const)('%s: newest first, 10 by default, limit/offset reach the older ones', async (_, form, example, field, name, inbox) => {
    for (let i = 1; i <= 12; i++) {
      expect((await p.request('POST', form, { body: example({ [field]: `${name} ${i}` }) })).status).toBe(201)
      await Bun.sleep(3)
    }
    const listed = async (query: string) => {
      const res = await p.request('GET', `${inbox}${query}`, { cookie })
      expect(res.status).toBe(200)
      return res.json.map((item: Record<string, string>) => item[field])
    }
    const named = (...numbers: number[]) => numbers.map((i) => `${name} ${i}`)
    expect(await listed('')).toEqual(named(12, 11, 10, 9, 8, 7, 6, 5, 4, 3))
    expect(await listed('?offset=10')).toEqual(named(2, 1))
    expect(await listed('?limit=3&offset=3')).toEqual(named(9, 8, 7))
    expect(await listed('?offset=12')).toEqual([])
  })

  test('messages sent in the same instant are each listed exactly once across pages', async () => {
    const at = new Date('2026-05-03T15:00:00Z')
    await q.db
      .insert(contactMessages)
      .values(Array.from({ length: 15 }, (_, i) => ({ ...contact({ subject: `Same ${i}` }), createdAt: at })))
    const seen: string[] = []
    for (let offset = 0; offset < 15; offset += 4) {
      const page = await q.request('GET', `/api/admin/contact-messages?limit=4&offset=${offset}`, { cookie: qAdmin })
      seen.push(...page.json.map((m: { subject: string }) => m.subject))
    }
    expect(seen).toHaveLength(15)
    expect(new Set(seen).size).toBe(15)
  })

  test('limit outside 1–100 and a negative offset are 422', async () => {
    for (const qs of ['limit=0', 'limit=101', 'limit=abc', 'offset=-1']) {
      const res = await p.request('GET', `/api/admin/contact-messages?${qs}`, { cookie })
      expect(res.status).toBe(422)
      expect(res.json.message).toBeString()
    }
  })
})

describe('the inbox by status', () => {
  test('New, Responded, Archived or all, each a page at a time, with the counts from the server', async () => {
    const ids: string[] = []
    for (let i = 1; i <= 13; i++) {
      ids.push((await r.request('POST', '/api/contact', { body: contact({ subject: `Note ${i}` }) })).json.id)
      await Bun.sleep(2)
    }
    await r.request('POST', '/api/visitor-requests', { body: visitor({ fullName: 'Naomi' }) })
    const counts = async () => (await r.request('GET', '/api/admin/inbox-counts', { cookie: staff })).json
    expect(await counts()).toEqual({
      contactMessages: { new: 13, responded: 0, archived: 0, all: 13 },
      visitorRequests: { new: 1, contacted: 0, visited: 0, all: 1 },
    })

    // Note 13 answered, Note 12 archived: both leave New.
    await r.request('PUT', `/api/admin/contact-messages/${ids[12]}`, { body: { status: 'responded' }, cookie: staff })
    await r.request('PUT', `/api/admin/contact-messages/${ids[11]}`, { body: { status: 'archived' }, cookie: staff })
    expect((await counts()).contactMessages).toEqual({ new: 11, responded: 1, archived: 1, all: 13 })
    const subjects = async (qs: string) =>
      ((await r.request('GET', `/api/admin/contact-messages?${qs}`, { cookie: staff })).json as { subject: string }[]).map((m) => m.subject)
    expect(await subjects('status=new')).toEqual([11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((i) => `Note ${i}`))
    expect(await subjects('status=new&offset=10')).toEqual(['Note 1'])
    expect(await subjects('status=responded')).toEqual(['Note 13'])
    expect(await subjects('status=archived')).toEqual(['Note 12'])
    expect(await subjects('limit=3')).toEqual(['Note 13', 'Note 12', 'Note 11'])

    // Moved back to the inbox: new again, counted as new again.
    await r.request('PUT', `/api/admin/contact-messages/${ids[11]}`, { body: { status: 'new' }, cookie: staff })
    expect((await counts()).contactMessages).toEqual({ new: 12, responded: 1, archived: 0, all: 13 })
    expect((await subjects('status=new'))[0]).toBe('Note 12')

    const visits = await r.request('GET', '/api/admin/visitor-requests?status=contacted', { cookie: staff })
    expect(visits.json).toEqual([])
    expect((await r.request('GET', '/api/admin/contact-messages?status=visited', { cookie: staff })).status).toBe(422)
    expect((await r.request('GET', '/api/admin/visitor-requests?status=archived', { cookie: staff })).status).toBe(422)
  })

  test('the counts are for admins only', async () => {
    expect((await t.request('GET', '/api/admin/inbox-counts')).status).toBe(401)
    const member = await t.signIn('member@example.org')
    expect((await t.request('GET', '/api/admin/inbox-counts', { cookie: member })).status).toBe(403)
  })
})
