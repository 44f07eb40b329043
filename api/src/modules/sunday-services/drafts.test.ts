import { expect, test } from 'bun:test'
import { testApp } from '../../test/harness'

/** A scheduled Sunday service (decision 0042): not the next service, listed or readable before its time; all three after. */
const t = await testApp()
let now = new Date('2031-05-20T15:00:00Z')
t.database.content.setClock(() => now)
const editor = await t.editor()

test('a scheduled Sunday service shows nowhere before its time and everywhere after, with no write in between', async () => {
  const made = await t.request('POST', '/api/admin/sunday-services', {
    cookie: editor,
    body: {
      date: '2031-06-01',
      time: '10:30 AM',
      location: 'Main Sanctuary',
      publish: { choice: 'schedule', date: '2031-05-25', time: '12:00' },
    },
  })
  expect(made.status).toBe(201)
  const id = made.json.id
  const seen = async () => {
    const [next, list, one] = await Promise.all([
      t.request('GET', '/api/sunday-services/next'),
      t.request('GET', '/api/sunday-services'),
      t.request('GET', `/api/sunday-services/${id}`),
    ])
    return { next: next.json.service?.id === id, listed: list.json.some((s: { id: string }) => s.id === id), page: one.status }
  }
  expect(await seen()).toEqual({ next: false, listed: false, page: 404 })
  now = new Date('2031-05-25T17:00:01Z')
  expect(await seen()).toEqual({ next: true, listed: true, page: 200 })
  expect(Object.keys((await t.request('GET', `/api/sunday-services/${id}`)).json)).not.toContain('publication')
  // Staff's list shows it with how it stands.
  const staff = await t.request('GET', '/api/admin/sunday-services', { cookie: editor })
  expect(staff.json.items[0]).toMatchObject({ id, publication: 'published' })
})

test('a draft Sunday service is never the next one', async () => {
  const made = await t.request('POST', '/api/admin/sunday-services', {
    cookie: editor,
    body: { date: '2031-05-27', time: '7:00 PM', location: 'Chapel', publish: { choice: 'draft' } },
  })
  expect(made.json.publication).toBe('draft')
  expect((await t.request('GET', '/api/sunday-services/next')).json.service?.id).not.toBe(made.json.id)
  expect((await t.request('GET', `/api/sunday-services/${made.json.id}`)).status).toBe(404)
})

test("a contributor's list of Sunday services holds only their own, and staff can pick by how they stand", async () => {
  const mine = await t.signIn('mine@example.org')
  const theirs = await t.signIn('theirs@example.org')
  const write = (cookie: string, date: string, choice: 'draft' | 'submit') =>
    t.request('POST', '/api/admin/sunday-services', { cookie, body: { date, time: '8:00 AM', location: 'Chapel', publish: { choice } } })
  const own = await write(mine, '2031-07-06', 'submit')
  const other = await write(theirs, '2031-07-13', 'draft')
  expect([own.status, other.status]).toEqual([201, 201])
  const listed = async (cookie: string, state = '') =>
    ((await t.request('GET', `/api/admin/sunday-services?state=${state}`, { cookie })).json.items as { id: string }[]).map((s) => s.id)
  expect(await listed(mine)).toEqual([own.json.id])
  expect(await listed(theirs)).toEqual([other.json.id])
  // An editor sees both, and each under its own state; published services are not drafts.
  expect(await listed(editor, 'submitted')).toContain(own.json.id)
  expect(await listed(editor, 'submitted')).not.toContain(other.json.id)
  expect(await listed(editor, 'draft')).toContain(other.json.id)
  expect(await listed(editor)).toEqual(expect.arrayContaining([own.json.id, other.json.id]))
  // A state that is not one is refused.
  expect((await t.request('GET', '/api/admin/sunday-services?state=hidden', { cookie: editor })).status).toBe(422)
})
