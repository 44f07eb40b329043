import { afterAll, expect } from 'bun:test'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { treaty } from '@elysiajs/eden'
import postgres from 'postgres'
import { createApp, createContext } from '../app'
import { loadConfig } from '../config'
import { type Database, migratedPgliteImage, type OpenOptions, openDatabase } from '../db/client'
import { PUBLIC_TABLES, writtenTable } from '../lib/content-version'
import { createLogger } from '../lib/log'
import type { StaffRole } from '../lib/staff-roles'
import { upsertUser } from '../modules/users/service'

/**
 * Which database the API tests run on: PGlite (in memory) by default; the PostgreSQL at
 * TEST_DATABASE_URL when TEST_DB=postgres (scripts/test.ts runs the suite once per database).
 */
export const testDatabaseKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite'

/**
 * A fresh, migrated database for one test file; dropped when the file's tests end.
 * Call it at the top level of a test file (`const t = await testApp()`): afterAll hooks
 * registered inside beforeAll would run at once.
 */
export async function freshDatabase(options: OpenOptions = {}): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    const database = await openDatabase({ image: await migratedImage() }, options)
    // As the server starts: on a copy of the migrated image this finds nothing to apply.
    await database.migrate()
    afterAll(() => database.close())
    return database
  }
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const name = `church_test_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name} template ${await migratedTemplate(url)}`).catch(async (error) => {
    // A run of other migrations on this server dropped this run's template: made again, once.
    if ((error as { code?: string }).code !== '3D000') throw error
    await admin.unsafe(`create database ${name} template ${await migratedTemplate(url, { again: true })}`)
  })
  const database = await openDatabase({ url: databaseUrl(url, name) }, options)
  // As the server starts: on a copy of the migrated template this finds nothing to apply.
  await database.migrate()
  afterAll(async () => {
    await database.close()
    await admin.unsafe(`drop database if exists ${name} with (force)`)
    await admin.end()
  })
  return database
}

const databaseUrl = (url: string, name: string) => {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/**
 * The migrated PostgreSQL database every test file's database copies (`create database … template`,
 * 0.1 s where migrating takes 0.4 s), named by the migrations it holds: made once while they stay
 * the same, under a lock when two runs start together. Templates of other migrations are dropped (a
 * run of those on the same server makes its own again).
 */
const migratedTemplate = (url: string, { again = false } = {}) => {
  const run = globalThis as { migratedPostgresTemplate?: Promise<string> }
  if (again) run.migratedPostgresTemplate = undefined
  run.migratedPostgresTemplate ??= (async () => {
    const hash = new Bun.CryptoHasher('sha256')
    for (const file of [...new Bun.Glob('**/*.{sql,json}').scanSync(MIGRATIONS)].sort()) hash.update(readFileSync(join(MIGRATIONS, file)))
    const name = `church_test_template_${hash.digest('hex').slice(0, 16)}`
    const admin = postgres(url, { max: 1, onnotice: () => {} })
    try {
      await admin`select pg_advisory_lock(hashtext('church-test-template'))`
      const found = await admin<{ name: string }[]>`select datname as name from pg_database where datname like 'church_test_template_%'`
      if (!found.some((row) => row.name === name)) {
        const building = `${name}_building`
        await admin.unsafe(`drop database if exists ${building}`)
        await admin.unsafe(`create database ${building}`)
        const database = await openDatabase({ url: databaseUrl(url, building) })
        await database.migrate()
        await database.close()
        await admin.unsafe(`alter database ${building} rename to ${name}`)
      }
      for (const old of found) if (old.name !== name) await admin.unsafe(`drop database if exists ${old.name}`).catch(() => {})
      return name
    } finally {
      await admin`select pg_advisory_unlock(hashtext('church-test-template'))`.catch(() => {})
      await admin.end()
    }
  })()
  return run.migratedPostgresTemplate
}

const MIGRATIONS = join(import.meta.dir, '../../../drizzle')

/** The migrated PGlite every test file's database copies, made once per run (test files share the process). */
const migratedImage = () => {
  const run = globalThis as { migratedPgliteImage?: Promise<Blob> }
  run.migratedPgliteImage ??= migratedPgliteImage()
  return run.migratedPgliteImage
}

/** A call a test makes: method, path and, for a change, its body. */
type Route = readonly [method: string, path: string, body?: unknown]

/**
 * An app on a fresh database, with helpers to call it the way a browser would:
 * - `api` and `as(cookie)`: the Eden client typed from the routes, as the web app has it
 *   (`parseDate: false`: calendar dates stay the strings the API sends), over the app in-process;
 * - `request`: any method, path, body or header, for what the typed client cannot send on purpose
 *   (a malformed body, another spelling of a path, a forged Host);
 * - `signIn` / `admin`: an account signed in, as its cookie;
 * - `added`: records saved as an admin, to start from; `expectDeleted`, `expectAdminOnly`, `expectNotFound`: common answers.
 */
export async function testApp(env: Record<string, string> = {}) {
  const check = publicWritesCheck()
  const database = await freshDatabase({ logQuery: check.logQuery })
  check.watch(database)
  // Form rate limits are tested on their own (plugins/public-forms.test.ts); other files post freely.
  const config = loadConfig({ CHURCH_TIMEZONE: 'America/Chicago', FORM_RATE_LIMIT: '100000', ...env })
  const ctx = createContext({ config, database, log: createLogger((process.env.TEST_LOG as never) || 'silent') })
  const app = createApp(ctx, ctx)
  // Every call into the app (`request`, the typed client, a test's own `app.handle`) is checked.
  const handle = app.handle
  app.handle = (request: Request) => check.during(() => handle(request))

  /** `host` sends the request to another address (its URL and Host header), as a caller may choose. */
  async function request(
    method: string,
    path: string,
    opts: { body?: unknown; cookie?: string; headers?: Record<string, string>; host?: string } = {},
  ) {
    const headers: Record<string, string> = { ...opts.headers, ...(opts.host && { host: opts.host }) }
    if (opts.cookie) headers.cookie = opts.cookie
    let body: BodyInit | undefined
    if (opts.body !== undefined) {
      headers['content-type'] ??= 'application/json'
      body = typeof opts.body === 'string' ? opts.body : JSON.stringify(opts.body)
    }
    const response = await app.handle(new Request(`http://${opts.host ?? 'localhost'}${path}`, { method, headers, body }))
    const text = await response.text()
    // biome-ignore lint/suspicious/noExplicitAny: tests read whatever JSON an answer carries
    let json: any
    try {
      json = text ? JSON.parse(text) : undefined
    } catch {
      json = undefined
    }
    return { status: response.status, headers: response.headers, text, json }
  }

  /** Creates an account and signs it in; returns the cookie to send. */
  async function signIn(email: string, opts: { role?: StaffRole; password?: string } = {}) {
    const password = opts.password ?? 'correct horse battery'
    await upsertUser(database.db, { email, password, role: opts.role ?? 'contributor', name: email.split('@')[0] })
    const res = await request('POST', '/api/login', { body: { email, password } })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${res.text}`)
    return (res.headers.get('set-cookie') ?? '').split(';')[0]
  }

  /** The typed client, signed in as `cookie` (from `signIn` or `admin`) when one is given. */
  const as = (cookie?: string) => treaty(app, { parseDate: false, ...(cookie && { headers: { cookie } }) }).api

  const admin = () => signIn('admin@example.org', { role: 'admin' })
  /** An editor: all the church's content, the inbox and the newsletter, but no accounts, settings or backups. */
  const editor = () => signIn('editor@example.org', { role: 'editor' })

  /**
   * Records an admin saves at `path` one after another, a moment apart (so each is newer than the last),
   * as a test's starting point: a refusal stops the test there.
   */
  async function added(path: string, bodies: unknown[]) {
    const cookie = await admin()
    for (const body of bodies) {
      const res = await request('POST', path, { body, cookie })
      if (res.status !== 201) throw new Error(`${path}: ${res.status} ${res.text}`)
      await Bun.sleep(5)
    }
  }

  /** Staff-only routes, each refused without a session (401) and to `member`, signed in but not an admin (403). */
  async function expectAdminOnly(member: string, routes: readonly Route[]) {
    for (const [method, path, body] of routes) {
      const answers = [(await request(method, path, { body })).status, (await request(method, path, { body, cookie: member })).status]
      expect({ method, path, answers }).toEqual({ method, path, answers: [401, 403] })
    }
  }

  /** `admin` deletes the record at `path` (a dashboard's Delete), and is told so (with a way to undo it, where there is one). */
  async function expectDeleted(admin: string, path: string) {
    const res = await request('DELETE', path, { cookie: admin })
    expect({ status: res.status, json: res.json }).toMatchObject({ status: 200, json: { message: 'Item deleted successfully' } })
  }

  /** Routes called by `admin` about a record that is not there: each answers 404 with `message` alone. */
  async function expectNotFound(admin: string, message: string, routes: readonly Route[]) {
    for (const [method, path, body] of routes) {
      const res = await request(method, path, { body, cookie: admin })
      expect({ method, path, status: res.status, json: res.json }).toEqual({ method, path, status: 404, json: { message } })
    }
  }

  return {
    app,
    /** What the app was built with (its caches, its startup state). */
    ctx,
    database,
    db: database.db,
    config,
    api: as(),
    as,
    request,
    signIn,
    admin,
    editor,
    added,
    expectAdminOnly,
    expectNotFound,
    expectDeleted,
  }
}

/**
 * A form refused as a person sees it: 422, each field that is wrong with its own message and no other
 * (docs/product.md#validation-messages),
 * and the first of them as the answer's message.
 */
export function expectRefused(answer: { status: number; json?: unknown; error?: unknown }, fields: Record<string, string>) {
  expect(answer.status).toBe(422)
  // biome-ignore lint/suspicious/noExplicitAny: the error body of either client
  const body: any = answer.json ?? (answer.error as { value?: unknown } | null)?.value
  expect(body.fields).toEqual(fields)
  expect(Object.values(body.fields)).toContain(body.message)
}

/**
 * The check that a request writing what visitors read moves the content version (lib/content-version.ts),
 * so the public caches drop what they kept: every statement the app runs is seen (db/client.ts
 * `logQuery`), and when the calls in flight have all been answered without an error, each write to
 * a public table made meanwhile must have been followed by a move of the version, or the call
 * fails with what was written. Writes a test makes itself, between calls, are not checked.
 */
function publicWritesCheck() {
  let database: Database | undefined
  let inFlight = 0
  let failed = false
  let written: { table: string; version: number }[] = []
  const isPublic = (table: string): boolean => (PUBLIC_TABLES as readonly string[]).includes(table)
  return {
    logQuery(statement: string) {
      const table = writtenTable(statement)
      if (database && inFlight > 0 && table && isPublic(table)) written.push({ table, version: database.content.now() })
    },
    watch(opened: Database) {
      database = opened
    },
    async during(call: () => Response | Promise<Response>): Promise<Response> {
      inFlight++
      let response: Response | undefined
      try {
        response = await call()
        return response
      } finally {
        inFlight--
        if (!response || response.status >= 400) failed = true
        if (inFlight === 0) {
          const now = database?.content.now()
          const unsaid = failed ? [] : written.filter((write) => write.version === now)
          written = []
          failed = false
          if (unsaid.length > 0)
            // biome-ignore lint/correctness/noUnsafeFinally: the call's answer is replaced by this failure on purpose
            throw new Error(
              `wrote ${[...new Set(unsaid.map((write) => write.table))].join(', ')} without moving the content version: the public caches kept the old answers`,
            )
        }
      }
    },
  }
}
