/**
 * Migration 0020 gives every account a role: the admins of before stay admins, and the accounts
 * without the admin flag (which could sign in and open nothing) become contributors, which open no
 * more than that today. A backup from before roles is restored the same way.
 */
import { expect, test } from 'bun:test'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { testApp } from '../test/harness'
import { dumpDatabase, restoreDatabase } from './backup'
import { users } from './schema'

const folder = resolve(import.meta.dir, '../../../drizzle')

test('accounts keep what their admin flag meant: admins become Admin, the others Contributor', async () => {
  // The migrations as they stood before roles: everything up to 0019.
  const before = mkdtempSync(join(tmpdir(), 'migrations-'))
  cpSync(folder, before, { recursive: true })
  const journal = JSON.parse(readFileSync(join(before, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string }[] }
  journal.entries = journal.entries.filter((entry) => entry.tag < '0020')
  writeFileSync(join(before, 'meta/_journal.json'), JSON.stringify(journal))

  const client = new PGlite()
  const db = drizzle(client)
  try {
    await migrate(db, { migrationsFolder: before })
    await client.exec(`insert into users (email, password_hash, is_admin) values
      ('rector@example.org', 'x', true), ('verger@example.org', 'x', false)`)
    await migrate(db, { migrationsFolder: folder })
    const { rows } = await client.query<{ email: string; role: string }>('select email, role::text as role from users order by email')
    expect(rows).toEqual([
      { email: 'rector@example.org', role: 'admin' },
      { email: 'verger@example.org', role: 'contributor' },
    ])
    const { rows: columns } = await client.query(
      `select 1 from information_schema.columns where table_name = 'users' and column_name = 'is_admin'`,
    )
    expect(columns).toHaveLength(0)
  } finally {
    await client.close()
    rmSync(before, { recursive: true, force: true })
  }
})

test('a backup from before roles restores its admins as Admins and the others as Contributors', async () => {
  const t = await testApp()
  const account = (email: string, isAdmin: boolean) => ({
    id: crypto.randomUUID(),
    email,
    name: '',
    password_hash: 'x',
    is_admin: isAdmin,
    last_sign_in_at: null,
    created_at: '2025-01-05T10:00:00.000Z',
    updated_at: '2025-01-05T10:00:00.000Z',
  })
  const dump = await dumpDatabase(t.db)
  dump.tables.users = [account('rector@example.org', true), account('verger@example.org', false)]
  await restoreDatabase(t.db, dump)
  expect(await t.db.select({ email: users.email, role: users.role }).from(users).orderBy(users.email)).toEqual([
    { email: 'rector@example.org', role: 'admin' },
    { email: 'verger@example.org', role: 'contributor' },
  ])
})
