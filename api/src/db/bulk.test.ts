import { describe, expect, test } from 'bun:test'
import { asc, eq, getTableColumns, like } from 'drizzle-orm'
import { freshDatabase } from '../test/harness'
import { insertRows, type RowUpdate, rowVersion, writeAllOrNothing } from './bulk'
import { sermons } from './schema'

const { db } = await freshDatabase()

// More rows than one chunk, so PGlite commits (and must undo) several.
const COUNT = 600
await insertRows(
  db,
  sermons,
  Array.from({ length: COUNT }, (_, i) => ({ title: `Kept ${i}`, speaker: 'A', date: '2026-01-04', series: 'Before', tags: [] })),
)
const read = () =>
  db
    .select({ ...getTableColumns(sermons), version: rowVersion })
    .from(sermons)
    .orderBy(asc(sermons.title))
const newRows = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ id: crypto.randomUUID(), title: `New ${i}`, speaker: 'B', date: '2026-02-01', tags: ['x'] }))
const toSeries = (rows: Awaited<ReturnType<typeof read>>, series: string): RowUpdate<typeof sermons>[] =>
  rows.map(({ version, ...sermon }) => ({ id: sermon.id, version, values: { ...sermon, series }, previous: sermon }))

describe('writing many rows all or nothing', () => {
  test('writes every insert and update', async () => {
    const ok = await writeAllOrNothing(db, sermons, { inserts: newRows(300), updates: toSeries(await read(), 'After'), fields: ['series'] })
    expect(ok).toBe(true)
    expect(await db.$count(sermons, like(sermons.title, 'New %'))).toBe(300)
    expect(await db.$count(sermons, eq(sermons.series, 'After'))).toBe(COUNT)
    await db.delete(sermons).where(like(sermons.title, 'New %'))
  })

  test('writes nothing when a row it read was changed meanwhile, and keeps that change', async () => {
    const rows = (await read()).filter((row) => row.title.startsWith('Kept'))
    const last = rows[rows.length - 1]
    // Someone edits a sermon of the last chunk after it was read.
    await db.update(sermons).set({ speaker: 'Edited' }).where(eq(sermons.id, last.id))
    const before = await db.select().from(sermons).orderBy(asc(sermons.title))
    const ok = await writeAllOrNothing(db, sermons, { inserts: newRows(300), updates: toSeries(rows, 'Lost'), fields: ['series'] })
    expect(ok).toBe(false)
    const after = await db.select().from(sermons).orderBy(asc(sermons.title))
    expect(after).toEqual(before)
    expect(after.find((row) => row.id === last.id)?.speaker).toBe('Edited')
  })

  test('writes nothing when a unique value is taken', async () => {
    await db.update(sermons).set({ youtubeVideoId: 'taken000001' }).where(eq(sermons.title, 'Kept 0'))
    const before = await db.select().from(sermons).orderBy(asc(sermons.title))
    const inserts = newRows(500)
    inserts[450] = { ...inserts[450], youtubeVideoId: 'taken000001' } as (typeof inserts)[number]
    const ok = await writeAllOrNothing(db, sermons, { inserts, updates: [], fields: [] })
    expect(ok).toBe(false)
    expect(await db.select().from(sermons).orderBy(asc(sermons.title))).toEqual(before)
  })
})
