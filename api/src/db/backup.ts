import { is, sql } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { DEFAULT_PAGE_LISTS, PAGE_LISTS } from '../content/page-lists'
import { DEFAULT_PAGE_TEXTS, PAGE_TEXT_KEYS } from '../content/page-texts'
import { nextTurn } from '../lib/turns'
import { rowsOf } from './bulk'
import { type Db, inTransaction } from './client'

/**
 * What a backup holds, in the order rows can be put back (users before what refers to them).
 * Sessions, sign-in throttles, unused upload slots and the bin are left out: a restored site starts with
 * everyone signed out.
 */
export const BACKED_UP_TABLES = [
  'users',
  'site_config',
  'sermons',
  'events',
  'sunday_services',
  'service_times',
  'staff_members',
  'page_texts',
  'page_items',
  'featured_content',
  'live_streams',
  'contact_messages',
  'visitor_requests',
  'newsletter_subscribers',
  'youtube_configs',
  'newsletter_issues',
  'outbox_emails',
  'meta',
  'backup_settings',
] as const

export type DatabaseDump = {
  format: 'church-site-backup'
  version: 1
  createdAt: string
  tables: Record<string, Record<string, unknown>[]>
}

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`)

/** Rows per statement of a backup: each takes a few milliseconds (500 sermons: ~5 ms on PGlite). */
const DUMP_PAGE_ROWS = 500
/** Times a PGlite backup is read without holding the database before it holds it (see dumpDatabase). */
const UNHELD_ATTEMPTS = 3

/**
 * Every backed-up table as JSON rows, read by PostgreSQL itself (same on PGlite and PostgreSQL),
 * consistent while the site keeps running. Safe to run inside the server: tables are read a page
 * at a time, each page a statement of a few milliseconds, so requests keep being answered.
 *
 * PostgreSQL: all pages come from one repeatable-read snapshot, which holds nothing up.
 * PGlite has one connection, and a transaction keeps every other query out until it ends, so
 * there the pages are read as separate statements and the dump is kept only if nothing was
 * written meanwhile: PostgreSQL's next transaction id (the snapshot's xmax) is the same before and
 * after, and with one connection no write can be under way during either read. When writes keep
 * landing, the last try reads inside one transaction (a database of 2000 sermons: ~50 ms).
 */
export async function dumpDatabase(db: Db): Promise<DatabaseDump> {
  let tables: DatabaseDump['tables'] | undefined
  if (is(db, PgliteDatabase)) {
    const nextXid = async () =>
      rowsOf<{ xid: string }>(await db.execute(sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xid`))[0].xid
    for (let attempt = 0; attempt < UNHELD_ATTEMPTS && !tables; attempt++) {
      const before = await nextXid()
      const read = await readTables(db, { turns: true })
      if ((await nextXid()) === before) tables = read
    }
  }
  tables ??= await inTransaction(db, async (tx) => {
    await tx.execute(sql`set transaction isolation level repeatable read`)
    return readTables(tx, { turns: false })
  })
  return { format: 'church-site-backup', version: 1, createdAt: new Date().toISOString(), tables }
}

/**
 * Every backed-up table, page by page; with `turns`, other requests get a turn of the event loop
 * before each page. Not inside a PGlite transaction: the turn would only keep it open longer, while
 * every other query waits (on PostgreSQL each page is awaited over the network anyway).
 */
async function readTables(db: Db, { turns }: { turns: boolean }): Promise<DatabaseDump['tables']> {
  const tables: DatabaseDump['tables'] = {}
  for (const table of BACKED_UP_TABLES) {
    const rows: Record<string, unknown>[] = []
    // Pages follow the rows' physical positions (ctid), which stay put within one snapshot, and
    // while nothing is written.
    for (let after = '(0,0)'; ; ) {
      if (turns) await nextTurn()
      const [page] = rowsOf<{ rows: unknown; last: string | null }>(
        await db.execute(sql`
          select coalesce(json_agg(p.t order by p.at), '[]'::json) as rows, max(p.at)::text as last
          from (select t.ctid as at, t from ${quoted(table)} t where t.ctid > ${after}::tid order by t.ctid limit ${DUMP_PAGE_ROWS}) p`),
      )
      const value = page?.rows
      const got = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[]
      rows.push(...got)
      if (got.length < DUMP_PAGE_ROWS || !page?.last) break
      after = page.last
    }
    tables[table] = rows
  }
  return tables
}

/**
 * A backup taken before the Church tab's lists (migration 0007) holds Plan a Visit's questions in
 * `faq_items` and none of the newer page texts: its questions become the FAQ list, and the lists and
 * texts it never had get the church's first words, as the migration gave them.
 */
export function fromOlderBackup(dump: DatabaseDump): DatabaseDump {
  const tables = { ...dump.tables }
  // Rows are put back by the columns of a table's first row, so every row written here has them all.
  const now = new Date().toISOString()
  if (!tables.page_items) {
    const item = (list: string, title: unknown, label: unknown, body: unknown, position: unknown, row: Record<string, unknown> = {}) => ({
      id: row.id ?? crypto.randomUUID(),
      list,
      title,
      label,
      body,
      position,
      created_at: row.created_at ?? now,
      updated_at: row.updated_at ?? now,
    })
    tables.page_items = [
      ...(tables.faq_items ?? []).map((row) => item('faq', row.question, '', row.answer, row.position, row)),
      ...PAGE_LISTS.filter((list) => list !== 'faq').flatMap((list) =>
        DEFAULT_PAGE_LISTS[list].map((entry, position) => item(list, entry.title, entry.label ?? '', entry.body, position)),
      ),
    ]
  }
  delete tables.faq_items
  if (tables.page_texts) {
    const stored = new Set(tables.page_texts.map((row) => row.key))
    const missing = PAGE_TEXT_KEYS.filter((key) => !stored.has(key)).map((key) => ({ key, body: DEFAULT_PAGE_TEXTS[key], updated_at: now }))
    tables.page_texts = [...tables.page_texts, ...missing]
  }
  return { ...dump, tables }
}

/**
 * Replaces the content of every backed-up table with the dump's rows, in one transaction: a
 * failure leaves the database as it was. Columns the dump lacks (an older backup) take their defaults.
 */
export async function restoreDatabase(db: Db, given: DatabaseDump): Promise<Record<string, number>> {
  if (given?.format !== 'church-site-backup') throw new Error('This file is not a backup of this site.')
  const dump = fromOlderBackup(given)
  const counts: Record<string, number> = {}
  await inTransaction(db, async (tx) => {
    const all = sql.join(
      BACKED_UP_TABLES.map((table) => quoted(table)),
      sql`, `,
    )
    await tx.execute(sql`truncate table ${all} restart identity cascade`)
    for (const table of BACKED_UP_TABLES) {
      const rows = dump.tables[table] ?? []
      counts[table] = rows.length
      if (rows.length === 0) continue
      const columns = sql.join(
        Object.keys(rows[0]).map((column) => quoted(column)),
        sql`, `,
      )
      // In batches, so a large archive never becomes one enormous statement.
      for (let start = 0; start < rows.length; start += 500) {
        const batch = JSON.stringify(rows.slice(start, start + 500))
        await tx.execute(
          sql`insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, ${batch}::json)`,
        )
      }
    }
  })
  return counts
}
