import { expect, test } from 'bun:test'
import { testApp } from '../../test/harness'

/** A featured sermon shows on home only while the sermon is live (decision 0042). */
const t = await testApp()
let now = new Date('2026-12-01T15:00:00Z')
t.database.content.setClock(() => now)
const editor = await t.editor()

test('a featured scheduled sermon is not featured for visitors until its time', async () => {
  const sermon = await t.request('POST', '/api/admin/sermons', {
    cookie: editor,
    body: {
      title: 'Christmas Morning',
      speaker: 'The Rector',
      date: '2026-12-25',
      publish: { choice: 'schedule', date: '2026-12-25', time: '06:00' },
    },
  })
  const featured = await t.request('POST', '/api/admin/featured-content', {
    cookie: editor,
    body: { type: 'sermon', contentId: sermon.json.id, title: 'Christmas Morning', isActive: true },
  })
  expect(featured.status).toBe(201)
  const shown = async () => (await t.request('GET', '/api/featured-content')).json.map((f: { contentId: string }) => f.contentId)
  expect(await shown()).not.toContain(sermon.json.id)
  const staff = await t.request('GET', '/api/admin/featured-content', { cookie: editor })
  expect(staff.json.map((f: { contentId: string }) => f.contentId)).toContain(sermon.json.id)
  now = new Date('2026-12-25T12:00:01Z')
  expect(await shown()).toContain(sermon.json.id)
})
