/**
 * Faults, against the real server in its own process (issue 8): PostgreSQL going away and coming
 * back, kill -9 while writing on the embedded database, and a graceful shutdown that finishes
 * the requests in flight.
 */
import { afterAll, describe, expect, test } from 'bun:test'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { freePort } from '../../scripts/lib'
import { CONTENT_CACHE_TTL_MS } from './lib/content-cache'
import { testDatabaseKind } from './test/harness'
import { startSite } from './test/real-site'

const work = mkdtempSync(join(tmpdir(), 'church-faults-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

const contact = (i: number) => ({
  firstName: 'Ann',
  lastName: `Lee ${i}`,
  email: 'ann@example.org',
  subject: `Visit ${i}`,
  message: 'Hello',
})
const post = (base: string, i: number) =>
  fetch(`${base}/api/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact(i)) })

/**
 * A TCP relay between the server and PostgreSQL that can be cut (the database "stops": every
 * connection drops and new ones are refused) and restored.
 */
async function databaseRelay(target: { host: string; port: number }) {
  const port = await freePort()
  let listener: { stop(closeActiveConnections?: boolean): void } | undefined
  type Pair = { client: Bun.Socket<{ upstream?: Bun.Socket<unknown>; pending: Uint8Array[] }>; upstream?: Bun.Socket<unknown> }
  const open = new Set<Pair>()
  const listen = () => {
    listener = Bun.listen<{ upstream?: Bun.Socket<unknown>; pending: Uint8Array[] }>({
      hostname: '127.0.0.1',
      port,
      socket: {
        async open(client) {
          client.data = { pending: [] }
          const pair: Pair = { client }
          open.add(pair)
          pair.upstream = await Bun.connect({
            hostname: target.host,
            port: target.port,
            socket: {
              data: (_s, chunk) => void client.write(chunk),
              close: () => {
                client.end()
              },
              error: () => {
                client.end()
              },
            },
          })
          client.data.upstream = pair.upstream
          for (const chunk of client.data.pending) pair.upstream.write(chunk)
        },
        data(client, chunk) {
          if (client.data.upstream) client.data.upstream.write(chunk)
          else client.data.pending.push(new Uint8Array(chunk))
        },
        close(client) {
          client.data.upstream?.end()
        },
      },
    })
  }
  listen()
  return {
    url: (base: string) => {
      const url = new URL(base)
      url.host = `127.0.0.1:${port}`
      return url.toString()
    },
    cut() {
      listener?.stop(true)
      listener = undefined
      for (const pair of open) {
        pair.client.end()
        pair.upstream?.end()
      }
      open.clear()
    },
    restore: listen,
    stop() {
      listener?.stop(true)
    },
  }
}

describe.if(testDatabaseKind === 'postgres')('PostgreSQL going away', () => {
  test('the API answers 503 quickly while it is gone, health says so, and it recovers by itself', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    const name = `church_faults_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const direct = new URL(adminUrl)
    direct.pathname = `/${name}`
    const relay = await databaseRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
    const site = await startSite({ DATABASE_URL: relay.url(direct.toString()), DATA_DIR: join(work, 'pg') })
    try {
      expect((await fetch(`${site.base}/api/sermons`)).status).toBe(200)
      // Cut with reads and writes in flight: each is answered (stored, or 503), none is left without an answer.
      const inFlight = Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? post(site.base, 100 + i) : fetch(`${site.base}/api/events?n=${i}`)).then(
          (r) => r.status,
          () => 'no answer',
        ),
      )
      await Bun.sleep(5)
      relay.cut()
      expect([...new Set(await Promise.all(inFlight))].filter((s) => ![200, 201, 503].includes(s as number))).toEqual([])
      await Bun.sleep(1_100) // the health check is reused for a second
      const started = performance.now()
      const [sermons, health, write] = await Promise.all([
        fetch(`${site.base}/api/events`),
        fetch(`${site.base}/api/health`),
        post(site.base, 1),
      ])
      // Within the second a connection is tried (db/client.ts), with room for a loaded machine.
      expect(performance.now() - started).toBeLessThan(1_500)
      expect(sermons.status).toBe(503)
      expect((await sermons.json()).message).toContain('database')
      expect(health.status).toBe(503)
      expect(write.status).toBe(503)

      // The lost connections cost the requests that used them, never the server.
      expect(site.proc.exitCode).toBeNull()
      relay.restore()
      const deadline = Date.now() + 15_000
      let recovered = false
      while (!recovered && Date.now() < deadline) {
        await Bun.sleep(250)
        recovered = (await fetch(`${site.base}/api/health`)).status === 200
      }
      expect(recovered).toBe(true)
      expect((await post(site.base, 2)).status).toBe(201)
      expect((await fetch(`${site.base}/api/events`)).status).toBe(200)
    } finally {
      site.proc.kill()
      await site.proc.exited
      relay.stop()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 120_000)
})

describe.if(testDatabaseKind === 'postgres')('two instances while PostgreSQL is away', () => {
  test('visitors keep reading what was kept, the rest is 503 within a second, and both recover within 5 s', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    const name = `church_outage_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const direct = new URL(adminUrl)
    direct.pathname = `/${name}`
    const relay = await databaseRelay({ host: direct.hostname, port: Number(direct.port || 5432) })
    // A web build of the page template and one file: the pages are rendered with their heads.
    const dist = join(work, 'outage-dist')
    mkdirSync(dist, { recursive: true })
    copyFileSync(join(import.meta.dir, '../../web/index.html'), join(dist, 'index.html'))
    writeFileSync(join(dist, 'icon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
    const env = (n: number) => ({
      DATABASE_URL: relay.url(direct.toString()),
      DATA_DIR: join(work, `outage-${n}`),
      WEB_DIST: dist,
    })
    const first = await startSite(env(1))
    const second = await startSite(env(2))
    const sites = [first, second]
    try {
      // What visitors read just before: kept by each instance.
      const before = await Promise.all(
        sites.map(async (site) => ({
          page: await (await fetch(`${site.base}/sermons`)).text(),
          read: await (await fetch(`${site.base}/api/sermons`)).text(),
        })),
      )
      relay.cut()
      await Bun.sleep(1_100) // the health check is reused for a second
      for (const [i, site] of sites.entries()) {
        const started = performance.now()
        const [page, read, file, events, health] = await Promise.all([
          fetch(`${site.base}/sermons`),
          fetch(`${site.base}/api/sermons`),
          fetch(`${site.base}/icon.svg`),
          fetch(`${site.base}/api/events`),
          fetch(`${site.base}/api/health`),
        ])
        expect(performance.now() - started).toBeLessThan(1_500)
        expect([page.status, await page.text()]).toEqual([200, before[i].page])
        expect([read.status, await read.text()]).toEqual([200, before[i].read])
        expect(file.status).toBe(200)
        expect(events.status).toBe(503)
        expect(events.headers.get('retry-after')).toBe('5')
        expect(health.status).toBe(503)
        expect((await health.json()).message).toBe('The database is not answering')
        expect(site.proc.exitCode).toBeNull()
      }
      // Past the ten seconds a kept answer is fresh: outdated now, and still what visitors read.
      await Bun.sleep(CONTENT_CACHE_TTL_MS + 100)
      expect(await (await fetch(`${first.base}/sermons`)).text()).toBe(before[0].page)
      expect(await (await fetch(`${first.base}/api/sermons`)).text()).toBe(before[0].read)

      relay.restore()
      const back = performance.now()
      for (const site of sites) {
        while ((await fetch(`${site.base}/api/events`)).status !== 200) {
          expect(performance.now() - back).toBeLessThan(5_000)
          await Bun.sleep(100)
        }
      }
      expect((await post(second.base, 3)).status).toBe(201)
    } finally {
      for (const site of sites) site.proc.kill()
      await Promise.all(sites.map((site) => site.proc.exited))
      relay.stop()
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 120_000)
})

describe.if(testDatabaseKind === 'postgres')('three instances started at once on a new PostgreSQL database', () => {
  test('one prints the first-admin link, and it works on another', async () => {
    const adminUrl = process.env.TEST_DATABASE_URL as string
    const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
    const name = `church_three_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const sites = await Promise.all(
      [1, 2, 3].map((n) =>
        startSite({ DATABASE_URL: url.toString(), DATA_DIR: join(work, `three-${n}`), LOG_LEVEL: 'info' }, { said: true }),
      ),
    )
    try {
      const link = /https?:\/\/\S+(\/api\/account\/setup\/\S+)/
      const deadline = Date.now() + 10_000
      while (sites.some((site) => !site.said().includes('No admin yet')) && Date.now() < deadline) await Bun.sleep(50)
      const printers = sites.filter((site) => link.test(site.said()))
      expect(printers).toHaveLength(1)
      // The others say it is being made, or was made, elsewhere (as they came to the lock).
      for (const site of sites.filter((site) => site !== printers[0]))
        expect(site.said()).toMatch(/Another instance is making the one-time link|was printed when it was made .* works on every instance/)
      const path = (link.exec(printers[0].said()) as RegExpExecArray)[1]
      const elsewhere = sites.find((site) => site !== printers[0]) as (typeof sites)[number]
      const page = await fetch(`${elsewhere.base}${path}`)
      expect(page.status).toBe(200)
      expect(await page.text()).toContain('Create the first admin')
    } finally {
      for (const site of sites) site.proc.kill()
      await Promise.all(sites.map((site) => site.proc.exited))
      await admin.unsafe(`drop database if exists ${name} with (force)`)
      await admin.end()
    }
  }, 120_000)
})

describe('the embedded database', () => {
  test('kill -9 while writing loses no row the server said it stored', async () => {
    const dataDir = join(work, 'pglite')
    const first = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '' })
    const confirmed: number[] = []
    let i = 0
    const writer = async () => {
      while (true) {
        const n = i++
        try {
          if ((await post(first.base, n)).status === 201) confirmed.push(n)
        } catch {
          return
        }
      }
    }
    const writers = [writer(), writer(), writer()]
    while (confirmed.length < 40) await Bun.sleep(20)
    first.proc.kill('SIGKILL')
    await first.proc.exited
    await Promise.all(writers)

    // The lock left by the killed process is taken over; every confirmed message is there.
    const second = await startSite({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_ADMIN: 'faults@example.org:fault test password' })
    try {
      const login = await fetch(`${second.base}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'faults@example.org', password: 'fault test password' }),
      })
      const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]
      const stored = new Set<string>()
      for (let offset = 0; ; offset += 100) {
        const page = (await (
          await fetch(`${second.base}/api/admin/contact-messages?limit=100&offset=${offset}`, { headers: { cookie } })
        ).json()) as {
          subject: string
        }[]
        for (const message of page) stored.add(message.subject)
        if (page.length < 100) break
      }
      for (const n of confirmed) expect(stored.has(`Visit ${n}`)).toBe(true)
    } finally {
      second.proc.kill()
      await second.proc.exited
    }
  }, 180_000)

  test('SIGTERM lets the requests in flight finish, then the server stops', async () => {
    const site = await startSite({ DATA_DIR: join(work, 'drain'), DATABASE_URL: '' })
    // Many writes in flight at the moment the signal arrives.
    const inFlight = Array.from({ length: 30 }, (_, n) => post(site.base, n).then((r) => r.status))
    await Bun.sleep(30)
    site.proc.kill('SIGTERM')
    const statuses = await Promise.all(inFlight.map((p) => p.catch(() => 'refused' as const)))
    // Every request that reached the server was answered; none was cut off with a 5xx.
    expect(statuses.filter((s) => typeof s === 'number' && s >= 500)).toEqual([])
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThan(0)
    expect(await site.proc.exited).toBe(0)
  }, 120_000)
})
