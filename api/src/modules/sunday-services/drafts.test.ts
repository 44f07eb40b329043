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
