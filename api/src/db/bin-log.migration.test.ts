/**
 * Migration 0026 makes Recently deleted read who deleted a batch, when and what from the activity
 * log (decision 0047): each batch the bin holds gets its line (the delete logged since the log began,
 * or one made from the name the bin kept), and the bin's own column goes. (Backups never held the
 * bin.)
 */
import { expect, test } from 'bun:test'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { binPage } from '../lib/bin'
import type { Db } from './client'
import * as schema from './schema'

const folder = resolve(import.meta.dir, '../../../drizzle')
const at = '2026-11-20T15:00:00.000Z'
const sermonId = crypto.randomUUID()
const batches = { sermon: crypto.randomUUID(), clear: crypto.randomUUID(), faq: crypto.randomUUID() }
/** The bin as it stood before 0026: one sermon deleted by Mary, a Clear All of three events, and an FAQ item deleted before the log began. */
const binRows = [
  { batch: batches.sermon, kind: 'sermons', record: { id: sermonId, title: 'Hope, peace and joy' }, deleted_by: 'Mary Jones' },
  ...[1, 2, 3].map((n) => ({
    batch: batches.clear,
    kind: 'events',
    record: { id: crypto.randomUUID(), title: `Supper ${n}` },
    deleted_by: 'admin@example.org',
  })),
  { batch: batches.faq, kind: 'page_items', record: { id: crypto.randomUUID(), title: 'Is there parking?' }, deleted_by: 'Ann Lee' },
]

/** What Recently deleted shows, oldest batch first by title, without the times. */
const listed = async (db: Db) =>
  (await binPage(db, { limit: 10, offset: 0 })).items
    .map(({ batch, kind, count, title, deletedBy }) => ({ batch, kind, count, title, deletedBy }))
    .sort((a, b) => a.kind.localeCompare(b.kind))
const expected = [
  { batch: batches.clear, kind: 'events', count: 3, title: '', deletedBy: 'Admin Person' },
  { batch: batches.faq, kind: 'page_items', count: 1, title: 'Is there parking?', deletedBy: 'Ann Lee' },
  { batch: batches.sermon, kind: 'sermons', count: 1, title: 'Hope, peace and joy', deletedBy: 'Mary Jones' },
]

test('each batch in the bin gets one activity line: the delete already logged, or one with the name the bin kept', async () => {
  const before = mkdtempSync(join(tmpdir(), 'migrations-'))
  cpSync(folder, before, { recursive: true })
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag < '0026')
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal))

  const client = new PGlite()
  const db: Db = drizzle(client, { schema })
  try {
    await migrate(drizzle(client), { migrationsFolder: before })
    for (const row of binRows)
      await client.query('insert into bin_items (batch, kind, record, deleted_at, deleted_by) values ($1, $2, $3, $4, $5)', [
        row.batch,
        row.kind,
        JSON.stringify(row.record),
        at,
        row.deleted_by,
      ])
    // The sermon's delete and the Clear All were logged (a second apart), the FAQ item's was not; an unrelated delete stays as it was.
    await client.query(`insert into activity (at, who_name, who_email, kind, area, record_id, title, count) values
      ('2026-11-20T15:00:01Z', 'Mary Jones', 'mary@example.org', 'delete', 'sermons', '${sermonId}', 'Hope, peace and joy', null),
      ('2026-11-20T15:00:01Z', 'Admin Person', 'admin@example.org', 'clear', 'events', null, '', 3),
      ('2026-11-20T15:00:01Z', 'Mary Jones', 'mary@example.org', 'delete', 'sermons', '${crypto.randomUUID()}', 'Another', null)`)
    await migrate(drizzle(client), { migrationsFolder: folder })

    expect(await listed(db)).toEqual(expected)
    const { rows } = await client.query<{ lines: number; linked: number }>(
      'select count(*)::int as lines, count(batch)::int as linked from activity',
    )
    expect(rows[0]).toEqual({ lines: 4, linked: 3 })
    const { rows: columns } = await client.query(
      `select 1 from information_schema.columns where table_name = 'bin_items' and column_name = 'deleted_by'`,
    )
    expect(columns).toHaveLength(0)
  } finally {
    await client.close()
    rmSync(before, { recursive: true, force: true })
  }
})
