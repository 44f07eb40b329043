/**
 * Server only (it reads the tables): how a record schema of a model.ts and its table are held to one
 * shape. The models are valibot only, so the web bundle gains no table code; here, beside the
 * tables, a module proves its record schema is the table's row and derives what it selects from it.
 */
import { getTableColumns, type Table } from 'drizzle-orm'

/** True when A and B are exactly the same type. */
export type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false

/** Compiles only when given `true`: `export type SermonIsItsRow = Holds<Same<Sermon, typeof sermons.$inferSelect>>`. */
export type Holds<T extends true> = T

/**
 * The table's columns a schema answers, in the schema's order: what a list selects for an answer of
 * that shape (a card's columns are its schema's keys, never a list of their own).
 */
export function columnsOf<T extends Table, Key extends keyof T['_']['columns'] & string>(
  table: T,
  schema: { entries: Record<Key, unknown> },
): Pick<T['_']['columns'], Key> {
  const columns: T['_']['columns'] = getTableColumns(table)
  return Object.fromEntries(Object.keys(schema.entries).map((key) => [key, columns[key]])) as Pick<T['_']['columns'], Key>
}
