/**
 * Writing many rows without stalling the server.
 *
 * Many rows go in one statement, sent as one JSON parameter: binding thousands of parameters costs
 * more than the writing (2000 sermons took ~330 ms on PGlite through drizzle's insert, ~50 ms this way).
 *
 * Statements inside one transaction go back to back: on PGlite a transaction keeps every other
 * query out until it ends, so a turn of the event loop in the middle would only make it longer
 * (measured on a 2000-sermon update: the slowest answer meanwhile went from ~60–120 ms to
 * ~70–190 ms with turns); on PostgreSQL each statement is awaited over the network and other
 * requests run meanwhile. Work outside transactions goes in turns (lib/turns.ts).
 */
import { getTableColumns, getTableName, is, SQL, sql } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { PgliteDatabase } from 'drizzle-orm/pglite'
import { isUniqueViolation } from '../lib/errors'
import { CHUNK_ROWS, nextTurn } from '../lib/turns'
import { type Db, inTransaction } from './client'

/** The rows of a raw query's answer (PGlite gives `{ rows }`, postgres.js an array). */
export function rowsOf<Row>(result: unknown): Row[] {
  return ((result as { rows?: Row[] }).rows ?? result) as Row[]
}

function* chunks<T>(rows: readonly T[]) {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) yield rows.slice(start, start + CHUNK_ROWS)
}

type Row = Record<string, unknown>
type Fields<T extends PgTable> = keyof T['$inferInsert'] & string

/**
 * `rows` (keyed by the table's field names, as drizzle's insert takes them) as records keyed by
 * column name, for json_populate_recordset. Values go as they are (arrays, objects for jsonb, dates
 * as ISO text); a field a row leaves out (or sets undefined) takes the column's default, which must
 * then be a plain value.
 */
function columnRecords<T extends PgTable>(table: T, rows: readonly Row[], fields: readonly string[]) {
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const written = fields.map((field) => {
    const column = columns[field]
    if (!column) throw new Error(`${getTableName(table)} has no field ${field}`)
    return { field, column }
  })
  return rows.map((row) => {
    const record: Row = {}
    for (const { field, column } of written) {
      let value = row[field]
      if (value === undefined) {
        if (column.hasDefault && (column.default === undefined || is(column.default, SQL))) {
          throw new Error(`${getTableName(table)}.${column.name} needs a value in every row (its default is not a plain value)`)
        }
        value = column.default ?? null
      }
      record[column.name] = value
    }
    return record
  })
}

const columnList = <T extends PgTable>(table: T, fields: readonly string[]) =>
  sql.join(
    fields.map((field) => sql.identifier((getTableColumns(table) as Record<string, PgColumn>)[field].name)),
    sql`, `,
  )

/** The fields any of `rows` gives a value to, in the table's order. */
function givenFields<T extends PgTable>(table: T, rows: readonly Row[]) {
  return Object.keys(getTableColumns(table)).filter((field) => rows.some((row) => row[field] !== undefined))
}

/** A written row: its id, and its version once written (see rowVersion). */
export type Written = { id: string; version: string }

/**
 * A row's version, to select along with it: PostgreSQL's `xmin` changes whenever the row is
 * written, so a later write can tell a row nobody touched since it was read.
 */
export const rowVersion = sql<string>`xmin::text`

/** Inserts `rows` in statements of CHUNK_ROWS rows, each chunk sent as one JSON parameter. */
export async function insertRows<T extends PgTable>(db: Db, table: T, rows: readonly T['$inferInsert'][]): Promise<Written[]> {
  const records = rows as readonly Row[]
  const fields = givenFields(table, records)
  const name = sql.identifier(getTableName(table))
  const columns = columnList(table, fields)
  const written: Written[] = []
  for (const chunk of chunks(records)) {
    const json = JSON.stringify(columnRecords(table, chunk, fields))
    const result = await db.execute(
      sql`insert into ${name} (${columns}) select ${columns} from json_populate_recordset(null::${name}, ${json}::json) returning id, xmin::text as version`,
    )
    written.push(...rowsOf<Written>(result))
  }
  return written
}

/**
 * Updates rows by id in statements of CHUNK_ROWS rows: `fields` take each row's values, and
 * `updated_at` (when the table has it and `fields` leave it out) the time of the write. A row is only written while its
 * version is still `version`; the rows written are returned with their new versions (fewer than
 * given means some changed or disappeared meanwhile). The rows are read with json_to_recordset and
 * the columns' own types (measured on PGlite: twice as fast as json_populate_record row by row).
 */
export async function updateRows<T extends PgTable>(
  db: Db,
  table: T,
  rows: readonly (T['$inferInsert'] & Written)[],
  fields: readonly Fields<T>[],
): Promise<Written[]> {
  const name = sql.identifier(getTableName(table))
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const types = sql.join(
    [
      ...['id', ...fields].map((field) => sql`${sql.identifier(columns[field].name)} ${sql.raw(columns[field].getSQLType())}`),
      sql`row_version text`,
    ],
    sql`, `,
  )
  const assignments = fields.map((field) => sql`${sql.identifier(columns[field].name)} = v.${sql.identifier(columns[field].name)}`)
  if (columns.updatedAt && !fields.includes('updatedAt' as Fields<T>))
    assignments.push(sql`${sql.identifier(columns.updatedAt.name)} = now()`)
  const written: Written[] = []
  for (const chunk of chunks(rows as readonly Row[])) {
    const records = columnRecords(table, chunk, ['id', ...fields]).map((record, i) => ({ ...record, row_version: chunk[i].version }))
    const result = await db.execute(sql`
      update ${name} as s set ${sql.join(assignments, sql`, `)}
      from json_to_recordset(${JSON.stringify(records)}::json) as v(${types})
      where s.id = v.id and s.xmin::text = v.row_version
      returning s.id, s.xmin::text as version`)
    written.push(...rowsOf<Written>(result))
  }
  return written
}

/** Deletes the rows still at the version given. */
async function deleteRows<T extends PgTable>(db: Db, table: T, rows: readonly Written[]) {
  const name = sql.identifier(getTableName(table))
  for (const chunk of chunks(rows)) {
    await db.execute(sql`
      delete from ${name} as s using json_to_recordset(${JSON.stringify(chunk)}::json) as v(id uuid, version text)
      where s.id = v.id and s.xmin::text = v.version`)
  }
}

/** A change to one row: its new values, the values it had when read, and its version then. */
export type RowUpdate<T extends PgTable> = {
  id: string
  version: string
  values: Partial<T['$inferInsert']>
  previous: Partial<T['$inferInsert']>
}

class ChangedMeanwhile extends Error {}

/**
 * Inserts `inserts` and writes `updates` (the `fields` of each, only while the row is still at the
 * version read) all or nothing. Returns false, having written nothing, when a row was changed or
 * removed meanwhile, or a unique value taken.
 *
 * PostgreSQL: one transaction, which holds up no one else.
 * PGlite: a transaction keeps every other query out until it ends, and writing is the slow part
 * there (2000 sermon updates: 100–170 ms of the main thread on a busy two-core machine; the product
 * allows 5000 rows). So each chunk of CHUNK_ROWS rows commits on its own, with a turn of the event
 * loop between chunks, and when one fails the chunks already written are undone: inserted rows
 * deleted and updated rows given back their values, each only while still as this wrote it (an
 * edit made since is kept). Readers may see the work half done while it runs (well under a second).
 * A crash in the middle leaves the chunks written so far: use this only for work that can simply
 * be done again to finish it (the sermon bulk update matches the rows it already wrote).
 */
export async function writeAllOrNothing<T extends PgTable>(
  db: Db,
  table: T,
  { inserts, updates, fields }: { inserts: readonly T['$inferInsert'][]; updates: readonly RowUpdate<T>[]; fields: readonly Fields<T>[] },
): Promise<boolean> {
  const next = (update: RowUpdate<T>) => ({ ...update.values, id: update.id, version: update.version }) as T['$inferInsert'] & Written
  const refused = (error: unknown) => error instanceof ChangedMeanwhile || isUniqueViolation(error)
  if (!is(db, PgliteDatabase)) {
    try {
      await inTransaction(db, async (tx) => {
        await insertRows(tx, table, inserts)
        if ((await updateRows(tx, table, updates.map(next), fields)).length !== updates.length) throw new ChangedMeanwhile()
      })
      return true
    } catch (error) {
      if (refused(error)) return false
      throw error
    }
  }

  const inserted: Written[] = []
  const updated: (T['$inferInsert'] & Written)[] = []
  try {
    for (const chunk of chunks(inserts)) {
      await nextTurn()
      inserted.push(...(await inTransaction(db, (tx) => insertRows(tx, table, chunk))))
    }
    for (const chunk of chunks(updates)) {
      await nextTurn()
      const written = await inTransaction(db, async (tx) => {
        const rows = await updateRows(tx, table, chunk.map(next), fields)
        if (rows.length !== chunk.length) throw new ChangedMeanwhile()
        return rows
      })
      const previous = new Map(chunk.map((update) => [update.id, update.previous]))
      for (const row of written) updated.push({ ...previous.get(row.id), ...row } as T['$inferInsert'] & Written)
    }
    return true
  } catch (error) {
    try {
      // Given back as they were read, time of the last change included.
      const restored = 'updatedAt' in getTableColumns(table) ? [...fields, 'updatedAt' as Fields<T>] : fields
      for (const chunk of chunks(updated)) {
        await nextTurn()
        await updateRows(db, table, chunk, restored)
      }
      for (const chunk of chunks(inserted)) {
        await nextTurn()
        await deleteRows(db, table, chunk)
      }
    } catch (undoError) {
      throw new Error('A bulk write failed and could not be undone', { cause: undoError })
    }
    if (refused(error)) return false
    throw error
  }
}
