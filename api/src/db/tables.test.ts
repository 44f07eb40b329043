import { describe, expect, test } from 'bun:test'
import { getTableName, is } from 'drizzle-orm'
import { PgTable } from 'drizzle-orm/pg-core'
import { PRIVATE_TABLES, PUBLIC_TABLES, writtenTable } from '../lib/content-version'
import { BACKED_UP_TABLES, NOT_BACKED_UP_TABLES } from './backup'
import * as schema from './schema'

const tableNames = () =>
  Object.values(schema)
    .filter((value) => is(value, PgTable))
    .map((table) => getTableName(table))
    .sort()

describe('what a backup holds, table by table (db/backup.ts)', () => {
  test('every table is backed up or left out for a stated reason: a new one must be added to one list', () => {
    expect([...BACKED_UP_TABLES, ...Object.keys(NOT_BACKED_UP_TABLES)].sort()).toEqual(tableNames())
  })
})

describe('what visitors read, table by table (lib/content-version.ts)', () => {
  test('every table says whether visitors read it: a new one must be added to one list', () => {
    expect([...PUBLIC_TABLES, ...PRIVATE_TABLES].sort()).toEqual(tableNames())
  })

  test('the table a statement writes is read from its start, whatever its case and quoting', () => {
    expect(writtenTable('insert into "sermons" ("id", "title") values ($1, $2)')).toBe('sermons')
    expect(writtenTable('update "events" set "title" = $1 where "events"."id" = $2')).toBe('events')
    expect(writtenTable('\n        UPDATE "page_items" set x = 1')).toBe('page_items')
    expect(writtenTable('delete from "live_streams" where "id" = $1')).toBe('live_streams')
    expect(writtenTable('select "id" from "sermons"')).toBeUndefined()
    expect(writtenTable('with moved as (update "sermons" set x = 1) select 1')).toBeUndefined()
  })
})
