import { is, sql } from 'drizzle-orm'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { DEFAULT_PAGE_LISTS, PAGE_LISTS } from '../content/page-lists'
import { DEFAULT_PAGE_TEXTS, isPlainPageText, PAGE_TEXT_KEYS } from '../content/page-texts'
import { richTextFromPlain } from '../lib/rich-text/plain-text'
import { nextTurn } from '../lib/turns'
import { rowsOf } from './bulk'
import { type Db, inTransaction } from './client'
import { readUnreadPassages } from './sermon-passages'

/**
 * What a backup holds, in the order rows can be put back (users before what refers to them).
 * Sessions, sign-in throttles, unused upload slots and the bin are left out: a restored site starts with
 * everyone signed out.
 */
export const BACKED_UP_TABLES = [
  'users',
  'activity',
  'revisions',
  'site_config',
  'sermons',
  'events',
  'event_categories',
  'event_category_links',
  // People's registrations are church data like the inbox; housekeeping prunes them a year after their date.
  'event_registration_settings',
  'event_registrations',
  'sunday_services',
  'service_times',
  'staff_members',
  'page_texts',
  'page_items',
  'featured_content',
  'live_streams',
  'contact_messages',
  'visitor_requests',
  // Church data like the inbox (decision 0053): an archive keeps them until it is itself pruned, and a
  // restored request older than the days kept goes at the next housekeeping round.
  'prayer_requests',
  'newsletter_subscribers',
  'youtube_configs',
  'newsletter_issues',
  'outbox_emails',
  'meta',
  'backup_settings',
  'site_pages',
  'site_page_redirects',
  'menus',
  'news_posts',
  'news_post_redirects',
  // After the events they belong to; sign-ups after their roles (their foreign key).
  'serving_roles',
  'serving_signups',
] as const

/**
 * The tables a backup leaves out, each for its reason (db/tables.test.ts fails on a table in
 * neither list, so a new table is never left out by mistake).
 */
export const NOT_BACKED_UP_TABLES = {
  sessions: 'a restored site starts with everyone signed out',
  account_links: 'one-time set-up and password links; new ones can be sent',
  throttles: 'counts of recent attempts, which start again',
  uploads: 'the pictures travel in the archive itself, and their records are made again from it',
  bin_items: 'the bin keeps deletes 30 days on the live site only',
  backups: 'the list of archives describes the storage, not the site',
  sermon_passages: "read again from the sermons' scripture when they are restored",
  sermon_passage_reads: "read again from the sermons' scripture when they are restored",
} as const

export const BACKUP_FORMAT = 'church-site-backup'

/** A whole dump held in memory (an archive's `database.json` before version 2; tests read dumps this way). */
export type DatabaseDump = {
  format: typeof BACKUP_FORMAT
  version: 1
  createdAt: string
  tables: Record<string, Record<string, unknown>[]>
}

/** Where a dump's rows go, table by table and page by page, never a whole table at once. */
export interface DumpWriter {
  /** A table's rows begin. A table begun again (re-read on PGlite, see dumpTables) replaces what was written for it. */
  begin(table: string): Promise<void> | void
  /** One page of a table's rows in key order, each row as its JSON text (one line, as PostgreSQL writes it). */
  rows(table: string, lines: string[]): Promise<void> | void
  /**
   * Rows changed since the table was read (PGlite): each row of `lines` replaces the one written
   * with the same key (the `keys` columns' JSON values), or is added. Answers the table's rows after.
   */
  patch(table: string, keys: string[], lines: string[]): Promise<number> | number
}

/** A row's key as `patch` compares it: its key columns' JSON values. */
export const rowKey = (row: Record<string, unknown>, keys: string[]) => JSON.stringify(keys.map((key) => row[key]))

/** How far a dump has got: rows read of those the tables were thought to hold, and tables done. */
export type DumpProgress = { rowsDone: number; rowsExpected: number; tablesDone: number; tables: number }

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`)

/** Rows per statement of a backup: each takes a few milliseconds (500 sermons: ~5 ms on PGlite). */
export const DUMP_PAGE_ROWS = 500
/** Passes a PGlite backup makes without holding the database before it holds it for the tables still changing. */
const UNHELD_PASSES = 3

type Key = { name: string; type: string }

/** A table's primary key, in its order, with each column's type (to write a key read as text back). */
async function primaryKey(db: Db, table: string): Promise<Key[]> {
  return rowsOf<Key>(
    await db.execute(sql`
      select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey::int2[])
      where i.indrelid = to_regclass(${table}) and i.indisprimary
      order by array_position(i.indkey::int2[], a.attnum)`),
  )
}

/**
 * One page of a table in key order: the rows after `after` (the last page's key, as text), each
 * as its JSON text, with its key. `where (key) > (last) order by key limit n` is read from the
 * primary key's index, so each page costs its own rows whatever its depth.
 */
export function dumpPageQuery(table: string, keys: Key[], after: string[] | null, limit = DUMP_PAGE_ROWS) {
  const column = (k: Key) => sql.raw(`t."${k.name.replace(/"/g, '""')}"`)
  const keyList = sql.join(keys.map(column), sql`, `)
  const keyTexts = sql.join(
    keys.map((k, i) => sql`${column(k)}::text as ${sql.raw(`k${i}`)}`),
    sql`, `,
  )
  const from = after
    ? sql`where (${keyList}) > (${sql.join(
        after.map((value, i) => sql`${value}::${sql.raw(keys[i].type)}`),
        sql`, `,
      )})`
    : sql``
  return sql`select row_to_json(t)::text as line, ${keyTexts} from ${quoted(table)} t ${from} order by ${keyList} limit ${limit}`
}

/** Reads `table` page by page into `writer`; with `turns`, other requests get a turn of the event loop before each page. */
async function readTable(db: Db, table: string, writer: DumpWriter, opts: { turns: boolean; onPage: (rows: number) => void }) {
  const keys = await primaryKey(db, table)
  await writer.begin(table)
  if (keys.length === 0) {
    // Every backed-up table has a primary key (db/tables.test.ts); one without would be read whole.
    const lines = rowsOf<{ line: string }>(await db.execute(sql`select row_to_json(t)::text as line from ${quoted(table)} t`))
    await writer.rows(
      table,
      lines.map((r) => r.line),
    )
    opts.onPage(lines.length)
    return lines.length
  }
  let total = 0
  for (let after: string[] | null = null; ; ) {
    if (opts.turns) await nextTurn()
    const page: Record<string, string>[] = rowsOf<Record<string, string>>(await db.execute(dumpPageQuery(table, keys, after)))
    if (page.length > 0)
      await writer.rows(
        table,
        page.map((r) => r.line),
      )
    total += page.length
    opts.onPage(page.length)
    if (page.length < DUMP_PAGE_ROWS) break
    const last: Record<string, string> = page[page.length - 1]
    after = keys.map((_, i): string => last[`k${i}`])
  }
  return total
}

const tableList = () =>
  sql.join(
    BACKED_UP_TABLES.map((table) => sql`to_regclass(${table})`),
    sql`, `,
  )

/**
 * What a table's writes leave to see: `writes`, the count of rows ever inserted, updated or deleted
 * in it (PostgreSQL's statistics, those already reported plus this connection's pending ones),
 * which moves with every write; `deletes`, of those the deletions; `file`, its file (a new one after
 * TRUNCATE); `xmax`, the next transaction id then. PGlite has one connection, so every write is
 * this connection's and is counted here at once.
 */
type Mark = { writes: string; deletes: string; file: string; xmax: string }

async function writeMarks(db: Db): Promise<Map<string, Mark>> {
  const rows = rowsOf<Mark & { table: string }>(
    await db.execute(sql`
      select c.relname as table,
        (coalesce(s.n_tup_ins, 0) + coalesce(s.n_tup_upd, 0) + coalesce(s.n_tup_del, 0)
          + pg_stat_get_xact_tuples_inserted(c.oid) + pg_stat_get_xact_tuples_updated(c.oid)
          + pg_stat_get_xact_tuples_deleted(c.oid))::text as writes,
        (coalesce(s.n_tup_del, 0) + pg_stat_get_xact_tuples_deleted(c.oid))::text as deletes,
        pg_relation_filenode(c.oid)::text as file,
        pg_snapshot_xmax(pg_current_snapshot())::text as xmax
      from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
      where c.oid = any(array[${tableList()}]::oid[])`),
  )
  return new Map(rows.map(({ table, ...mark }) => [table, mark]))
}

/** Whether a table was written between two marks (no mark: not known to be unchanged). */
const changedBetween = (then: Mark | undefined, now: Mark | undefined) =>
  !then || !now || then.writes !== now.writes || then.file !== now.file
/** Whether those writes were only inserts and updates, which `changedRows` finds. */
const onlyInsertsAndUpdates = (then: Mark | undefined, now: Mark | undefined) =>
  Boolean(then && now && then.file === now.file && then.deletes === now.deletes)

/**
 * The rows of `table` inserted or updated since the mark `since` (every new row version carries
 * the id of the transaction that wrote it, xmin), and how many rows the table holds: one scan of
 * the table, inside the transaction that makes the consistent point.
 */
async function changedRows(tx: Db, table: string, since: Mark) {
  const [found] = rowsOf<{ total: string | number; lines: string[] | null }>(
    await tx.execute(sql`
      select count(*) as total,
        array_agg(row_to_json(t)::text) filter (where age(t.xmin) <= age(${since.xmax}::xid8::xid)) as lines
      from ${quoted(table)} t`),
  )
  return { total: Number(found?.total ?? 0), lines: found?.lines ?? [] }
}

/** Rows each table was last thought to hold (PostgreSQL's estimate, or its statistics' live rows): for progress only. */
async function expectedRows(db: Db): Promise<number> {
  const [row] = rowsOf<{ rows: string | number | null }>(
    await db.execute(sql`
      select sum(greatest(c.reltuples, coalesce(s.n_live_tup, 0), 0))::bigint as rows
      from pg_class c left join pg_stat_user_tables s on s.relid = c.oid
      where c.oid = any(array[${tableList()}]::oid[])`),
  )
  return Number(row?.rows ?? 0)
}

/**
 * Every backed-up table, written to `writer` table by table in key order, a page at a time, as
 * one consistent state of the database, while the site keeps running (decision 0040). Each page is
 * one statement of a few milliseconds read from the primary key's index, so a table costs its rows
 * once (never a page's depth) and nothing holds more than a page in memory.
 *
 * PostgreSQL: all pages come from one repeatable-read snapshot, which holds no writer up.
 * PGlite has one connection, and a transaction there keeps every other query out until it ends,
 * so the pages are read as separate statements with a turn for others before each, and the
 * consistent point comes after: each table's write count (writeMarks) is taken before it is read
 * and compared once all are read. A table written meanwhile is read again (only that one); the dump
 * is then the database as it was at that last comparison. A table still being written after
 * UNHELD_PASSES is read inside one short transaction with the last comparison, alone.
 */
export async function dumpTables(
  db: Db,
  writer: DumpWriter,
  opts: { onProgress?: (progress: DumpProgress) => void } = {},
): Promise<{ createdAt: string; rows: Record<string, number> }> {
  const counts: Record<string, number> = {}
  const progress: DumpProgress = { rowsDone: 0, rowsExpected: await expectedRows(db), tablesDone: 0, tables: BACKED_UP_TABLES.length }
  const read = async (on: Db, table: string, turns: boolean) => {
    progress.rowsDone -= counts[table] ?? 0
    counts[table] = await readTable(on, table, writer, {
      turns,
      onPage: (rows) => {
        progress.rowsDone += rows
        progress.rowsExpected = Math.max(progress.rowsExpected, progress.rowsDone)
        opts.onProgress?.({ ...progress })
      },
    })
    progress.tablesDone = Object.keys(counts).length
    opts.onProgress?.({ ...progress })
  }

  if (!is(db, PgliteDatabase)) {
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`set transaction isolation level repeatable read`)
      for (const table of BACKED_UP_TABLES) await read(tx, table, false)
    })
    return { createdAt: new Date().toISOString(), rows: counts }
  }

  const [setting] = rowsOf<{ on: string }>(await db.execute(sql`select current_setting('track_counts') as on`))
  const marked = setting?.on === 'on'
  const markAt = new Map<string, Mark | undefined>()
  // Tables written meanwhile with only inserts and updates are brought up to date at the
  // consistent point (changedRows); those with deletions (or TRUNCATE) are read again, unheld.
  const toReadAgain = (now: Map<string, Mark>) =>
    BACKED_UP_TABLES.filter(
      (table) => changedBetween(markAt.get(table), now.get(table)) && !onlyInsertsAndUpdates(markAt.get(table), now.get(table)),
    )
  let changing: string[] = [...BACKED_UP_TABLES]
  for (let pass = 0; marked && pass < UNHELD_PASSES && changing.length > 0; pass++) {
    for (const table of changing) {
      await nextTurn()
      markAt.set(table, (await writeMarks(db)).get(table))
      await read(db, table, true)
    }
    changing = toReadAgain(await writeMarks(db))
  }
  // The consistent point: one short transaction, which keeps writes out, compares every table with
  // its mark; a table changed by inserts and updates only gets its changed rows (one scan), one
  // still changing otherwise is read whole. A patch that does not come to the table's count (a
  // key changed by an update) is read whole at another such point.
  for (let round = 0; round < 3; round++) {
    const patches: { table: string; keys: string[]; lines: string[]; total: number }[] = []
    await inTransaction(db, async (tx) => {
      const now = await writeMarks(tx)
      for (const table of BACKED_UP_TABLES) {
        const then = markAt.get(table)
        if (!changedBetween(then, now.get(table))) continue
        const keys = then && onlyInsertsAndUpdates(then, now.get(table)) ? (await primaryKey(tx, table)).map((k) => k.name) : []
        if (then && keys.length > 0) patches.push({ table, keys, ...(await changedRows(tx, table, then)) })
        else await read(tx, table, false)
      }
      for (const table of BACKED_UP_TABLES) markAt.set(table, now.get(table))
    })
    let whole = true
    for (const { table, keys, lines, total } of patches) {
      progress.rowsDone -= counts[table]
      counts[table] = await writer.patch(table, keys, lines)
      progress.rowsDone += counts[table]
      if (counts[table] !== total) {
        markAt.set(table, undefined)
        whole = false
      }
    }
    if (whole) return { createdAt: new Date().toISOString(), rows: counts }
  }
  throw new Error('The backup could not read a consistent copy of the database.')
}

/** Every backed-up table in memory, as one dump (tests, and small databases; archives use dumpTables). */
export async function dumpDatabase(db: Db): Promise<DatabaseDump> {
  const tables: DatabaseDump['tables'] = {}
  const { createdAt } = await dumpTables(db, {
    begin: (table) => {
      tables[table] = []
    },
    rows: (table, lines) => {
      for (const line of lines) tables[table].push(JSON.parse(line))
    },
    patch: (table, keys, lines) => {
      const changed = lines.map((line) => JSON.parse(line) as Record<string, unknown>)
      const replaced = new Set(changed.map((row) => rowKey(row, keys)))
      tables[table] = [...tables[table].filter((row) => !replaced.has(rowKey(row, keys))), ...changed]
      return tables[table].length
    },
  })
  return { format: BACKUP_FORMAT, version: 1, createdAt, tables }
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
 * A row of an older backup as this version stores it: accounts from before roles (migration 0020)
 * carry the admin flag, which becomes their role as the migration made it; a page text from before
 * rich text (migration 0029) is plain text, and a rich one becomes its document as the server's
 * start makes it (decision 0051); a sermon, event or site settings row from before 0030 gets the
 * document of its description or footer text (decision 0052).
 */
function currentRow(table: string, line: string): string {
  const twin = OLD_TWINS[table]
  if (twin && !line.includes(`"${twin.doc}"`)) {
    // From before 0030 (decision 0052): the rich text's document made from its words, as the migration makes it.
    const row = JSON.parse(line) as Record<string, unknown>
    return JSON.stringify({ ...row, [twin.doc]: richTextFromPlain(typeof row[twin.plain] === 'string' ? (row[twin.plain] as string) : '') })
  }
  if (table === 'page_texts') {
    const row = JSON.parse(line) as Record<string, unknown>
    if (typeof row.body !== 'string' || isPlainPageText(String(row.key))) return line
    return JSON.stringify({ ...row, body: richTextFromPlain(row.body) })
  }
  if (table !== 'users' || !line.includes('"is_admin"')) return line
  const { is_admin, ...row } = JSON.parse(line) as Record<string, unknown>
  return JSON.stringify({ ...row, role: row.role ?? (is_admin === true ? 'admin' : 'contributor') })
}

/** The tables whose rich texts have a plain twin (lib/rich-text/twin.ts): the words' column and the document's. */
const OLD_TWINS: Record<string, { plain: string; doc: string }> = {
  sermons: { plain: 'description', doc: 'description_doc' },
  events: { plain: 'description', doc: 'description_doc' },
  site_config: { plain: 'footer_about', doc: 'footer_about_doc' },
}

/** Rows a restore inserts per statement, and the most JSON text it sends in one (a table of big rows). */
const RESTORE_BATCH_ROWS = 500
const RESTORE_BATCH_CHARS = 4_000_000

/**
 * Replaces the content of every backed-up table with the rows `rowsOf(table)` gives (each row's
 * JSON text, none for a table it lacks), in one transaction: a failure leaves the database as it
 * was. Rows are read as they come and inserted a batch at a time, so no table is held in memory.
 * Columns the backup lacks (an older one) take their defaults.
 */
export async function restoreTables(
  db: Db,
  rowsOfTable: (table: string) => AsyncIterable<string> | Iterable<string> | undefined,
): Promise<Record<string, number>> {
  const counts: Record<string, number> = {}
  await inTransaction(db, async (tx) => {
    const all = sql.join(
      BACKED_UP_TABLES.map((table) => quoted(table)),
      sql`, `,
    )
    await tx.execute(sql`truncate table ${all} restart identity cascade`)
    for (const table of BACKED_UP_TABLES) {
      counts[table] = 0
      let columns: ReturnType<typeof sql.join> | undefined
      let batch: string[] = []
      let chars = 0
      const insert = async () => {
        if (batch.length === 0 || !columns) return
        const json = `[${batch.join(',')}]`
        batch = []
        chars = 0
        await tx.execute(
          sql`insert into ${quoted(table)} (${columns}) select ${columns} from json_populate_recordset(null::${quoted(table)}, ${json}::json)`,
        )
      }
      for await (const stored of rowsOfTable(table) ?? []) {
        const line = currentRow(table, stored)
        // The first row's columns are the table's in this backup.
        columns ??= sql.join(
          Object.keys(JSON.parse(line)).map((column) => quoted(column)),
          sql`, `,
        )
        batch.push(line)
        chars += line.length
        counts[table]++
        if (batch.length >= RESTORE_BATCH_ROWS || chars >= RESTORE_BATCH_CHARS) await insert()
      }
      await insert()
    }
    // The restored sermons' passages, read from their scripture in the same transaction (decision 0059).
    await readUnreadPassages(tx)
  })
  return counts
}

/** Puts a dump held in memory back (restoreTables): an archive's `database.json` from before version 2, and tests. */
export async function restoreDatabase(db: Db, given: DatabaseDump): Promise<Record<string, number>> {
  if (given?.format !== BACKUP_FORMAT) throw new Error('This file is not a backup of this site.')
  const dump = fromOlderBackup(given)
  return restoreTables(db, (table) => dump.tables[table]?.map((row) => JSON.stringify(row)))
}
