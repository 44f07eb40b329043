import { describe, expect, test } from 'bun:test'
import { eq, getTableColumns } from 'drizzle-orm'
import { sermons } from '../../db/schema'
import { sermon } from '../../test/examples'
import { testApp } from '../../test/harness'
import { SermonCard } from './model'

const t = await testApp()
const admin = await t.admin()

/** A stored row as JSON sends it (instants as ISO text). */
const asSent = (row: object) => JSON.parse(JSON.stringify(row))

/**
 * A response schema sends only the fields it names: a column the model forgot would be stripped from
 * every answer without an error. Each answer is held to the table here, column by column.
 */
describe('sermon answers carry the table', () => {
  const columns = Object.keys(getTableColumns(sermons))

  test("staff's list carries every column of the sermons table but a transcript's texts, in its order, as stored", async () => {
    const created = await t.as(admin).admin.sermons.post(sermon({ tags: ['hope'] }))
    const id = String(created.data?.id)
    await t.db
      .update(sermons)
      .set({ youtubeSynced: { title: 'The Good Shepherd' } })
      .where(eq(sermons.id, id))
    const [stored] = await t.db.select().from(sermons).where(eq(sermons.id, id))
    const res = await t.request('GET', '/api/admin/sermons?search=The%20Good%20Shepherd', { cookie: admin })
    const answered = res.json.items.find((item: { id: string }) => item.id === id)
    const { transcript: _t, transcriptText: _w, ...listed } = asSent(stored)
    expect(Object.keys(answered)).toEqual(columns.filter((column) => column !== 'transcript' && column !== 'transcriptText'))
    expect(answered).toEqual(listed)
  })

  test("a sermon's own answer carries every column but the sync's bookkeeping, its publishing, the document (drawn instead) and the transcript's file; a card, the card's", async () => {
    const created = await t.as(admin).admin.sermons.post(sermon({ title: 'Shapes', youtubeUrl: '', description: 'A word.' }))
    const id = String(created.data?.id)
    const [stored] = await t.db.select().from(sermons).where(eq(sermons.id, id))
    const {
      youtubeSynced: _,
      publication: _p,
      publishAt: _a,
      createdBy: _c,
      descriptionDoc: _d,
      transcript: _t,
      ...visible
    } = asSent(stored)
    expect((await t.request('GET', `/api/sermons/${id}`)).json).toEqual({
      ...visible,
      descriptionHtml: '<p>A word.</p>',
      passages: [{ words: 'John 10:1–18', book: 'john' }],
      scriptureUnread: '',
    })
    const card = (await t.request('GET', '/api/sermons?search=Shapes')).json.items[0]
    expect(Object.keys(card)).toEqual(Object.keys(SermonCard.entries))
    expect(card).toEqual(Object.fromEntries(Object.keys(SermonCard.entries).map((key) => [key, visible[key]])))
  })
})
