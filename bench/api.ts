/**
 * bun run bench — the API and the home page under load, against a bare Elysia hello-world
 * measured in the same run (this machine is shared and noisy: compare ratios, not numbers).
 *
 * For PGlite, and for PostgreSQL when BENCH_DATABASE_URL (or TEST_DATABASE_URL) is reachable:
 * a production server with the demo church plus 400 sermons and 300 events, driven by wrk when it
 * is installed (`apt-get install wrk`), else autocannon (50 connections, BENCH_SECONDS each,
 * default 8), each request sending a browser's Accept-Encoding. Then a write test: many parallel
 * contact messages from distinct clients must give exactly that many rows.
 * Goals: public list reads ≥ 0.5 of hello-world, p99 < 20 ms at 50 connections, no errors.
 *
 * Then, on a site with the demo church plus 2000 sermons: /api/health and the home page under the
 * same load, first quiet, then while the server takes one backup after another ('Back up now'),
 * with the slowest answer of each run. Goal: every answer within 200 ms while backing up.
 *
 * And the sermon search with nothing cached in front, on 10,000 sermons (bench/sermon-search.ts):
 * milliseconds per search, asked one after another. Goal: about 10 ms.
 *
 * And the site search the same way (bench/site-search.ts), over 5,000 sermons with transcripts, 3,000
 * events, 200 pages and 1,500 services' recordings. Goal: p50 under 10 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { bun, freePort, root, run, waitFor } from '../scripts/lib'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8)
const CONNECTIONS = 50
const WRITES = Number(process.env.BENCH_WRITES ?? 500)
const ADMIN = { email: 'bench@example.org', password: 'bench admin password' }

type Measured = { name: string; rps: number; p50: number; p99: number; max: number; errors: number }

/** What a visitor's browser sends with every request: answers may come compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' }
/**
 * The load generator: wrk (Debian's `wrk`, written in C) when it is installed, else autocannon, under
 * Node when it is installed (see bench/load.mjs), else under Bun. autocannon turns every answer's body
 * into a string: with a page's 9 kB it holds a core at 100 % while the server idles at 40 %, so
 * it measures itself, not the server (docs/performance.md). wrk reads the bytes and counts them.
 */
const wrk = Bun.which('wrk')
const runtime = Bun.which('node') ?? bun
const generator = wrk
  ? `wrk ${(await Bun.$`${wrk} --version`.nothrow().text()).match(/wrk (\S+)/)?.[1] ?? ''} (one thread)`
  : `autocannon under ${runtime === bun ? `Bun ${Bun.version}` : `Node ${(await Bun.$`${runtime} --version`.text()).trim()}`}`

type LoadOptions = { url: string; connections: number; duration: number; headers: Record<string, string> }

async function autocannonRun(options: LoadOptions) {
  const child = Bun.spawn([runtime, 'bench/load.mjs', JSON.stringify(options)], { cwd: root, stdout: 'pipe', stderr: 'inherit' })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error(`autocannon failed for ${options.url}`)
  return JSON.parse(output) as Omit<Measured, 'name'>
}

/** wrk's figures in milliseconds: it prints '850.00us', '1.20ms' or '2.01s'. */
const millis = (text: string | undefined) => {
  const [, value, unit] = text?.match(/([\d.]+)(us|ms|s)/) ?? []
  if (!value) return Number.NaN
  return Math.round(Number(value) * (unit === 'us' ? 0.001 : unit === 's' ? 1000 : 1) * 10) / 10
}

async function wrkRun({ url, connections, duration, headers }: LoadOptions): Promise<Omit<Measured, 'name'>> {
  const args = [wrk as string, '-t1', `-c${connections}`, `-d${duration}s`, '--latency', '--timeout', '5s']
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}: ${value}`)
  const child = Bun.spawn([...args, url], { stdout: 'pipe', stderr: 'inherit' })
  const output = await new Response(child.stdout).text()
  if ((await child.exited) !== 0) throw new Error(`wrk failed for ${url}`)
  const socketErrors = output.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/)?.slice(1) ?? []
  return {
    rps: Math.round(Number(output.match(/Requests\/sec:\s+([\d.]+)/)?.[1])),
    p50: millis(output.match(/^\s+50%\s+(\S+)/m)?.[1]),
    p99: millis(output.match(/^\s+99%\s+(\S+)/m)?.[1]),
    max: millis(output.match(/^\s+Latency\s+\S+\s+\S+\s+(\S+)/m)?.[1]),
    errors: Number(output.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0) + socketErrors.reduce((sum, n) => sum + Number(n), 0),
  }
}

const loadRun = (options: LoadOptions) => (wrk ? wrkRun(options) : autocannonRun(options))

async function load(name: string, url: string, headers: Record<string, string> = BROWSER): Promise<Measured> {
  // A short warm-up, then the measured run.
  await loadRun({ url, connections: 10, duration: 1, headers })
  return { name, ...(await loadRun({ url, connections: CONNECTIONS, duration: SECONDS, headers })) }
}

function start(script: string, env: Record<string, string>) {
  return Bun.spawn([bun, script], { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn', ...env }, stdout: 'inherit', stderr: 'inherit' })
}

async function site(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string, sermons = 400) {
  const dataDir = mkdtempSync(join(tmpdir(), 'church-bench-'))
  const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '' }
  if ((await run([bun, 'bench/prepare.ts'], { env: { ...env, BENCH_SERMONS: String(sermons) } })) !== 0)
    throw new Error('Preparing the database failed')
  const port = await freePort()
  const server = start('api/src/index.ts', {
    ...env,
    NODE_ENV: 'production',
    PORT: String(port),
    // Each write-test client has its own address; the limit is per client.
    TRUST_PROXY: 'true',
    SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}`,
  })
  const base = `http://127.0.0.1:${port}`
  if (!(await waitFor(`${base}/api/health`, 60_000))) throw new Error(`The ${kind} server did not start`)
  return {
    base,
    async stop() {
      server.kill('SIGTERM')
      await server.exited
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Many contact messages at once, each from its own client address: every one must be stored. */
async function writeTest(base: string, adminCookie: string) {
  const before = await countMessages(base, adminCookie)
  const started = performance.now()
  const results = await Promise.all(
    Array.from({ length: WRITES }, (_, i) =>
      fetch(`${base}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` },
        body: JSON.stringify({
          firstName: 'Load',
          lastName: `Test ${i}`,
          email: `load${i}@example.org`,
          subject: 'Bench',
          message: `Message ${i}`,
        }),
      }).then((r) => r.status),
    ),
  )
  const ms = performance.now() - started
  const created = results.filter((status) => status === 201).length
  const stored = (await countMessages(base, adminCookie)) - before
  return { sent: WRITES, created, stored, perSecond: Math.round((WRITES / ms) * 1000) }
}

/** Every stored contact message, counted through the admin inbox a page at a time. */
async function countMessages(base: string, cookie: string) {
  let total = 0
  for (let offset = 0; ; offset += 100) {
    const page = (await (
      await fetch(`${base}/api/admin/contact-messages?limit=100&offset=${offset}`, { headers: { cookie } })
    ).json()) as unknown[]
    total += page.length
    if (page.length < 100) return total
  }
}

/**
 * Backups one after another ('Back up now', then wait for its end) until `stop()`: answers how many
 * were taken, their mean time and size.
 */
function backupsMeanwhile(base: string, cookie: string) {
  let running = true
  const taken: { ms: number; bytes: number }[] = []
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      const res = await fetch(`${base}/api/admin/backups`, { method: 'POST', headers: { cookie, origin: base } })
      // 409: one is running already (the nightly one, due at a fresh site's start): wait for it.
      if (res.status === 409) {
        await Bun.sleep(100)
        continue
      }
      if (res.status !== 202) throw new Error(`Back up now answered ${res.status}`)
      for (;;) {
        await Bun.sleep(100)
        const status = (await (await fetch(`${base}/api/admin/backups`, { headers: { cookie } })).json()) as {
          running: unknown
          last: { status: string; sizeBytes: number; error: string }
        }
        if (status.running) continue
        if (status.last.status !== 'ok') throw new Error(`The backup failed: ${status.last.error}`)
        taken.push({ ms: performance.now() - started, bytes: status.last.sizeBytes })
        break
      }
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      const mean = (pick: (t: { ms: number; bytes: number }) => number) => taken.reduce((sum, t) => sum + pick(t), 0) / (taken.length || 1)
      return { count: taken.length, ms: Math.round(mean((t) => t.ms)), mb: (mean((t) => t.bytes) / 1e6).toFixed(1) }
    },
  }
}

/** /api/health and the home page, quiet and then while backups run, on a site with 2000 sermons. */
async function whileBackingUp(kind: 'PGlite' | 'PostgreSQL', url: string | undefined) {
  const s = await site(kind, url, 2000)
  try {
    const cookie = await signIn(s.base)
    for (const [name, path] of [
      ['/api/health', '/api/health'],
      // Rendered on the server (decision 0021), then kept like the public reads.
      ['home page HTML', '/'],
      ['sermons page HTML', '/sermons'],
      // A book's page (decision 0059: kept like the other pages; goal ≥ 0.5 of hello-world), and its read.
      ['book page HTML', '/sermons/scripture/john'],
      ['/api/sermons/scripture/john', '/api/sermons/scripture/john'],
      // The yardstick for pages: the same bytes sent by a bare Elysia (bench/hello.ts).
      ["  bare Elysia sending home's bytes (info)", `/copy?url=${encodeURIComponent(`${s.base}/`)}`],
    ]) {
      const url = `${path.startsWith('/copy') ? `http://127.0.0.1:${helloPort}` : s.base}${path}`
      const quiet = await load(`${name}, quiet`, url)
      const backups = backupsMeanwhile(s.base, cookie)
      const during = await load(`${name}, while backing up`, url)
      const taken = await backups.stop()
      backupRows.push(
        { ...quiet, database: kind, ratio: '' },
        { ...during, database: kind, ratio: `${taken.count} backups of ${taken.mb} MB, ${taken.ms} ms each` },
      )
    }
  } finally {
    await s.stop()
  }
}

async function signIn(base: string) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(ADMIN),
  })
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status}`)
  return (res.headers.get('set-cookie') ?? '').split(';')[0]
}

async function postgresUrl(): Promise<string | undefined> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = postgres(url, { max: 1, onnotice: () => {}, connect_timeout: 3 })
  try {
    const name = `church_bench_${Date.now()}`
    await admin.unsafe(`create database ${name}`)
    const target = new URL(url)
    target.pathname = `/${name}`
    return target.toString()
  } catch {
    return undefined
  } finally {
    await admin.end()
  }
}

/** The sermon search at 10,000 sermons, straight through the service (bench/sermon-search.ts), on a database of its own. */
async function sermonSearch(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'church-bench-search-'))
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn' }
  try {
    if ((await run([bun, 'bench/prepare.ts'], { env: { ...env, BENCH_SERMONS: '10000' } })) !== 0)
      throw new Error('Preparing 10,000 sermons failed')
    const child = Bun.spawn([bun, 'bench/sermon-search.ts'], { cwd: root, env, stdout: 'pipe', stderr: 'inherit' })
    const output = await new Response(child.stdout).text()
    if ((await child.exited) !== 0) throw new Error('The sermon search bench failed')
    for (const row of JSON.parse(output.trim().split('\n').at(-1) as string) as { search: string; p50: number; p95: number; max: number }[])
      searchRows.push({ database: kind, ...row })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const searchRows: { database: string; search: string; p50: number; p95: number; max: number }[] = []

/** The site search over a big church's words (bench/site-search.ts fills its own database). */
async function siteSearch(kind: 'PGlite' | 'PostgreSQL', databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'church-bench-site-search-'))
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOG_LEVEL: 'warn' }
  try {
    const child = Bun.spawn([bun, 'bench/site-search.ts'], { cwd: root, env, stdout: 'pipe', stderr: 'inherit' })
    const output = await new Response(child.stdout).text()
    if ((await child.exited) !== 0) throw new Error('The site search bench failed')
    for (const row of JSON.parse(output.trim().split('\n').at(-1) as string) as SiteSearchRow[])
      siteSearchRows.push({ database: kind, ...row })
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
type SiteSearchRow = { search: string; found: number; p50: number; p95: number; max: number }
const siteSearchRows: (SiteSearchRow & { database: string })[] = []
async function dropDatabase(url: string) {
  const admin = postgres(process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres', {
    max: 1,
    onnotice: () => {},
  })
  await admin.unsafe(`drop database if exists ${new URL(url).pathname.slice(1)} with (force)`)
  await admin.end()
}

const table: (Measured & { database: string; ratio: string })[] = []
const backupRows: (Measured & { database: string; ratio: string })[] = []
const writes: string[] = []

if ((await run([bun, 'run', 'build'])) !== 0) process.exit(1)
const helloPort = await freePort()
const hello = start('bench/hello.ts', { PORT: String(helloPort) })
await waitFor(`http://127.0.0.1:${helloPort}/`, 20_000)

const pgUrl = await postgresUrl()
for (const [kind, url] of [['PGlite', undefined], ...(pgUrl ? [['PostgreSQL', pgUrl]] : [])] as [
  'PGlite' | 'PostgreSQL',
  string | undefined,
][]) {
  const s = await site(kind, url)
  try {
    // The yardstick is measured just before and just after each database's runs, in the same
    // conditions, and the ratios use the mean of the two (the machine's speed drifts).
    const helloUrl = `http://127.0.0.1:${helloPort}/`
    const before = await load('bare Elysia hello-world', helloUrl)
    const targets: [string, string, Record<string, string>?][] = [
      ['/api/health', '/api/health'],
      ['/api/sermons?limit=3', '/api/sermons?limit=3'],
      ['/api/sermons?search=grace', '/api/sermons?search=grace'],
      ['/api/events?upcoming=true&limit=9', '/api/events?upcoming=true&limit=9'],
      // Rendered on the server (decision 0021), then kept like the public reads.
      ['home page HTML', '/'],
      ['sermons page HTML', '/sermons'],
      // A book's page (decision 0059: kept like the other pages; goal ≥ 0.5 of hello-world), and its read.
      ['book page HTML', '/sermons/scripture/john'],
      ['/api/sermons/scripture/john', '/api/sermons/scripture/john'],
      // The yardstick for pages: the same bytes sent by a bare Elysia (bench/hello.ts).
      ["  bare Elysia sending home's bytes (info)", `/copy?url=${encodeURIComponent(`${s.base}/`)}`],
      // For comparison: the search as a client that takes no compression (curl, most bots) gets it.
      ['  the same, uncompressed (info)', '/api/sermons?search=grace', {}],
    ]
    const measured: Measured[] = []
    for (const [name, path, headers] of targets)
      measured.push(await load(name, `${path.startsWith('/copy') ? `http://127.0.0.1:${helloPort}` : s.base}${path}`, headers))
    const after = await load('bare Elysia hello-world', helloUrl)
    const yardstick: Measured = {
      name: `bare Elysia hello-world (${before.rps} before, ${after.rps} after)`,
      rps: Math.round((before.rps + after.rps) / 2),
      p50: Math.max(before.p50, after.p50),
      p99: Math.max(before.p99, after.p99),
      max: Math.max(before.max, after.max),
      errors: before.errors + after.errors,
    }
    table.push({ ...yardstick, max: Math.max(before.max, after.max), database: kind, ratio: '1.00' })
    for (const row of measured) table.push({ ...row, database: kind, ratio: (row.rps / yardstick.rps).toFixed(2) })
    const cookie = await signIn(s.base)
    const w = await writeTest(s.base, cookie)
    writes.push(
      `${kind}: ${w.sent} parallel contact messages from distinct clients → ${w.created} answered 201, ${w.stored} rows stored (${w.perSecond}/s)`,
    )
  } finally {
    await s.stop()
  }
  await whileBackingUp(kind, url)
  for (const searching of [sermonSearch, siteSearch]) {
    if (kind === 'PGlite') await searching(kind)
    else {
      const searchUrl = await postgresUrl()
      if (searchUrl) {
        try {
          await searching(kind, searchUrl)
        } finally {
          await dropDatabase(searchUrl)
        }
      }
    }
  }
  if (url) {
    await dropDatabase(url)
  }
}
hello.kill()

const pad = (text: string | number, width: number) => String(text).padEnd(width)
console.log(
  `\n${CONNECTIONS} connections, ${SECONDS} s each; ${generator}; every request sends a browser's Accept-Encoding unless marked uncompressed\n`,
)
console.log(
  `${pad('database', 11)}${pad('target', 60)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('errors', 8)}vs hello-world`,
)
for (const row of table)
  console.log(
    `${pad(row.database, 11)}${pad(row.name, 60)}${pad(row.rps, 9)}${pad(row.p50, 8)}${pad(row.p99, 8)}${pad(row.errors, 8)}${row.ratio}`,
  )
console.log('')
for (const line of writes) console.log(line)
console.log('\nWhile the server backs up the demo church plus 2000 sermons, one backup after another:\n')
console.log(
  `${pad('database', 11)}${pad('target', 64)}${pad('req/s', 9)}${pad('p50 ms', 8)}${pad('p99 ms', 8)}${pad('max ms', 8)}${pad('errors', 8)}backups`,
)
for (const row of backupRows)
  console.log(
    `${pad(row.database, 11)}${pad(row.name, 64)}${pad(row.rps, 9)}${pad(row.p50, 8)}${pad(row.p99, 8)}${pad(row.max, 8)}${pad(row.errors, 8)}${row.ratio}`,
  )
console.log('\nThe sermon search at 10,000 sermons, nothing cached in front (a page of cards and the count), ms:\n')
console.log(`${pad('database', 11)}${pad('search', 14)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}max ms`)
for (const row of searchRows) console.log(`${pad(row.database, 11)}${pad(row.search, 14)}${pad(row.p50, 8)}${pad(row.p95, 8)}${row.max}`)
console.log(
  '\nThe site search over 5,000 sermons with transcripts, 3,000 events, 200 pages and 1,500 services, nothing cached in front, ms:\n',
)
console.log(`${pad('database', 11)}${pad('search', 14)}${pad('found', 8)}${pad('p50 ms', 8)}${pad('p95 ms', 8)}max ms`)
for (const row of siteSearchRows)
  console.log(`${pad(row.database, 11)}${pad(row.search, 14)}${pad(row.found, 8)}${pad(row.p50, 8)}${pad(row.p95, 8)}${row.max}`)
