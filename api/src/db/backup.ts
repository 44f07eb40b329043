import { sql } from 'drizzle-orm'
import type { Db } from './client'

/**
 * What a backup holds, in the order rows can be put back (users before what refers to them).
 * Sessions, sign-in throttles and unused upload slots are left out: a restored site starts with
 * everyone signed out.
 */
export const BACKED_UP_TABLES = [
  'users',
  'site_config',
  'sermons',
  'events',
  'sunday_services',
  'featured_content',
  'live_streams',
  'contact_messages',
  'visitor_requests',
  'newsletter_subscribers',
  'youtube_configs',
  'outbox_emails',
  'meta',
] as const

export type DatabaseDump = {
  format: 'church-site-backup'
  version: 1
  createdAt: string
  tables: Record<string, Record<string, unknown>[]>
}

const quoted = (name: string) => sql.raw(`"${name.replace(/"/g, '""')}"`)

/** Every backed-up table as JSON rows, read by PostgreSQL itself (same on PGlite and PostgreSQL). */
export async function dumpDatabase(db: Db): Promise<DatabaseDump> {
  const tables: DatabaseDump['tables'] = {}
  await db.transaction(async (tx) => {
    // One snapshot for all tables, so the backup is consistent while the site keeps running.
    await tx.execute(sql`set transaction isolation level repeatable read`)
    for (const table of BACKED_UP_TABLES) {
      const result = await tx.execute(sql`select coalesce(json_agg(t), '[]'::json) as rows from ${quoted(table)} t`)
      const rows = (result as unknown as { rows?: { rows: unknown }[] }).rows ?? (result as unknown as { rows: unknown }[])
      const value = rows[0]?.rows
      tables[table] = (typeof value === 'string' ? JSON.parse(value) : value) as Record<string, unknown>[]
    }
  })
  return { format: 'church-site-backup', version: 1, createdAt: new Date().toISOString(), tables }
}

/**
 * Replaces the content of every backed-up table with the dump's rows, in one transaction: a
 * failure leaves the database as it was. Columns the dump lacks (an older backup) take their defaults.
 */
export async function restoreDatabase(db: Db, dump: DatabaseDump): Promise<Record<string, number>> {
  if (dump?.format !== 'church-site-backup') throw new Error('This file is not a backup of this site.')
  const counts: Record<string, number> = {}
  await db.transaction(async (tx) => {
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
