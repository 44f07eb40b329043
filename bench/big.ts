/**
 * `bun run bench:big [--scale F] [--db pglite|postgres|both]` — ten years of a big church (issue 37,
 * point 6): the set bench/big-seed.ts writes (at scale 1: 5,000 sermons, 3,000 events, 1,062 Sunday
 * services, 1,500 live streams, 20,000 subscribers, 30,000 messages, 10,000 visit requests, 100
 * newsletters with 858,000 emails, 300 phone photos), and the one-fifth set, measured in the same run
 * on each database (PGlite in a folder of its own; PostgreSQL in a database it creates and drops, at
 * BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres).
 *
 * For each set, a production server (the built web app, NODE_ENV=production) is started on the seeded
 * data, and measured through HTTP as visitors and staff use it:
 * - every public page, feed and sitemap, uncached (a staff write moves the content version before each
 *   request, so each is built from the database): p50;
 * - every staff list at page 1 and page 1000 (or its last page), signed in: p50;
 * - 'Back up now', twice (the second with no photo changed): its time, /api/health probed every 50 ms
 *   meanwhile (p50 and max), the server's memory (RSS) growth, and what the second added to the backups folder;
 * - a newsletter to every subscriber: the send's time and /api/health meanwhile;
 * - the data folder's size (PGlite: with pg_wal on its own) or the database's (PostgreSQL);
 * - then, the server stopped, `bun run db:restore` of the second backup into an empty database: its
 *   time and peak memory.
 * Printed as one table: each figure, its goal, and the ratio full / one-fifth. A benchmark, not a test:
 * it asserts nothing. The machine is shared: compare ratios, not raw milliseconds.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import postgres from 'postgres'
import { bun, freePort, root, run, waitFor } from '../scripts/lib'
import { countsAt } from './big-set'
import { ADMIN, makePhoto, median, signIn } from './photos'

const { values: args } = parseArgs({ options: { scale: { type: 'string', default: '1' }, db: { type: 'string', default: 'both' } } })
const SCALE = Number(args.scale)
if (!(SCALE > 0 && SCALE <= 4)) throw new Error('--scale takes a number above 0, at most 4')
if (!['pglite', 'postgres', 'both'].includes(args.db as string)) throw new Error('--db takes pglite, postgres or both')
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const REPEATS = Number(process.env.BENCH_REPEATS ?? 9)
const PROBE_EVERY_MS = 50
const work = mkdtempSync(join(tmpdir(), 'church-bench-big-'))
const webDist = join(work, 'web-dist')

type Figures = Record<string, number>

/** The bytes under `path` (a file or a folder), bounded to 200,000 entries. */
function bytesIn(path: string): number {
  if (!existsSync(path)) return 0
  let total = 0
  const stack = [path]
  for (let seen = 0; stack.length > 0 && seen < 200_000; seen++) {
    const at = stack.pop() as string
    const info = statSync(at)
    if (info.isDirectory()) for (const name of readdirSync(at)) stack.push(join(at, name))
    else total += info.size
  }
  return total
}

/** The resident memory of a process, in bytes (Linux). */
const rssOf = async (pid: number) => {
  const status = await Bun.file(`/proc/${pid}/status`)
    .text()
    .catch(() => '')
  return Number(status.match(/VmRSS:\s+(\d+) kB/)?.[1] ?? 0) * 1024
}

/**
 * Runs `work` while /api/health is asked every PROBE_EVERY_MS (one at a time) and the server's RSS is
 * read every 100 ms: the work's time, the probes' p50 and max, and the memory growth.
 */
async function watched<T>(base: string, pid: number, work: () => Promise<T>) {
  const rss0 = await rssOf(pid)
  let rssMax = rss0
  let done = false
  const probes: number[] = []
  const prober = (async () => {
    while (!done) {
      const started = performance.now()
      await (await fetch(`${base}/api/health`)).arrayBuffer()
      probes.push(performance.now() - started)
      await Bun.sleep(Math.max(0, PROBE_EVERY_MS - (performance.now() - started)))
    }
  })()
  const memory = (async () => {
    while (!done) {
      rssMax = Math.max(rssMax, await rssOf(pid))
      await Bun.sleep(100)
    }
  })()
  const started = performance.now()
  try {
    const value = await work()
    return {
      value,
      ms: performance.now() - started,
      healthP50: median(probes),
      healthMax: Math.max(0, ...probes),
      rssGrowth: rssMax - rss0,
    }
  } finally {
    done = true
    await prober
    await memory
  }
}

/** p50 of REPEATS timed requests; `before` runs ahead of each, untimed. */
async function p50(url: string, headers: Record<string, string>, before?: () => Promise<unknown>) {
  const times: number[] = []
  for (let i = 0; i < REPEATS; i++) {
    await before?.()
    const started = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${url} answered ${res.status}`)
    times.push(performance.now() - started)
  }
  return median(times)
}

/** A place for one set's data: a PGlite folder, or a PostgreSQL database made for it. */
async function target(kind: 'pglite' | 'postgres', label: string) {
  const dataDir = join(work, `${kind}-${label}`)
  if (kind === 'pglite') return { dataDir, url: '', drop: async () => rmSync(dataDir, { recursive: true, force: true }) }
  const name = `church_bench_big_${label.replace(/\W/g, '_')}_${Date.now()}`
  const admin = postgres(PG_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${name}`)
  await admin.end()
  const url = new URL(PG_URL)
  url.pathname = `/${name}`
  return {
    dataDir,
    url: url.toString(),
    drop: async () => {
      rmSync(dataDir, { recursive: true, force: true })
      const again = postgres(PG_URL, { max: 1, onnotice: () => {} })
      await again.unsafe(`drop database if exists ${name} with (force)`)
      await again.end()
    },
  }
}

/** GNU time's wall-clock time ('h:mm:ss' or 'm:ss.cc'), in seconds. */
const wallClock = (report: string) =>
  (report.match(/Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (\S+)/)?.[1] ?? '0')
    .split(':')
    .map(Number)
    .reverse()
    .reduce((sum, part, i) => sum + part * 60 ** i, 0)
/** GNU time's peak resident memory, in MB. */
const peakMemory = (report: string) => (Number(report.match(/Maximum resident set size \(kbytes\): (\d+)/)?.[1] ?? 0) * 1024) / 1e6

/** Seeds one set, serves it, measures it; then restores its backup into an empty database. */
async function measureSet(kind: 'pglite' | 'postgres', scale: number, label: string, photo: string): Promise<Figures> {
  const n = countsAt(scale)
  const place = await target(kind, label)
  const restoreInto = await target(kind, `${label}-restored`)
  const env = { DATA_DIR: place.dataDir, DATABASE_URL: place.url, LOG_LEVEL: 'warn', WEB_DIST: webDist }
  const figures: Figures = {}
  try {
    let started = performance.now()
    if ((await run([bun, 'bench/big-seed.ts'], { env: { ...env, BENCH_SCALE: String(scale), BENCH_PHOTO: photo } })) !== 0)
      throw new Error(`Seeding ${kind} ${label} failed`)
    figures.seedS = (performance.now() - started) / 1000
    const port = await freePort()
    const server = Bun.spawn([bun, 'api/src/index.ts'], {
      cwd: root,
      env: { ...process.env, ...env, NODE_ENV: 'production', PORT: String(port), SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}` },
      stdout: 'inherit',
      stderr: 'inherit',
    })
    const base = `http://127.0.0.1:${port}`
    let backupFile = ''
    try {
      started = performance.now()
      if (!(await waitFor(`${base}/api/health`, 120_000))) throw new Error(`The ${kind} server did not start`)
      const cookie = await signIn(base)
      const staff = { cookie }
      const browser = { 'accept-encoding': 'gzip, deflate, br, zstd' }
      // The first housekeeping round comes 15 s after the start: past it before measuring.
      await Bun.sleep(Math.max(0, 20_000 - (performance.now() - started)))

      // A staff write before each public request: the content version moves, every kept page is dropped.
      const [message] = (await (await fetch(`${base}/api/admin/contact-messages?limit=1`, { headers: staff })).json()) as { id: string }[]
      let flips = 0
      const bump = () =>
        fetch(`${base}/api/admin/contact-messages/${message.id}`, {
          method: 'PUT',
          headers: { ...staff, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ status: flips++ % 2 ? 'archived' : 'responded' }),
        }).then((res) => {
          if (!res.ok) throw new Error(`The staff write answered ${res.status}`)
        })
      const { items } = (await (await fetch(`${base}/api/sermons?limit=1`)).json()) as { items: { id: string }[] }
      const lastSermonPage = Math.ceil(n.sermons / 24)
      const pages: [string, string][] = [
        ['page: home', '/'],
        ['page: /sermons', '/sermons'],
        [`page: /sermons, last page`, `/sermons?page=${lastSermonPage}`],
        ['page: a sermon', `/sermons/${items[0].id}`],
        ['page: /events', '/events'],
        ['page: /live-streams', '/live-streams'],
        ['feed: sermons (podcast)', '/feeds/sermons.xml'],
        ['feed: events (iCalendar)', '/feeds/events.ics'],
        ['sitemap index', '/sitemap.xml'],
        ['sitemap: sermons', '/sitemaps/sermons.xml'],
      ]
      for (const [name, path] of pages) figures[name] = await p50(`${base}${path}`, browser, bump)

      const PER_PAGE = 25
      const deep = (rows: number) => Math.min(999, Math.max(0, Math.ceil(rows / PER_PAGE) - 1)) * PER_PAGE
      const lists: [string, string, number][] = [
        ['outbox', '/api/admin/emails', n.outboxEmails],
        ['contact messages', '/api/admin/contact-messages', n.messages],
        ['visit requests', '/api/admin/visitor-requests', n.visitRequests],
        ['subscribers', '/api/admin/newsletters', n.subscribers],
        ['events', '/api/admin/events', n.events],
        ['sermons', '/api/admin/sermons', n.sermons],
        ['live streams', '/api/admin/live-streams', n.liveStreams],
      ]
      for (const [name, path, rows] of lists) {
        figures[`list: ${name}, page 1`] = await p50(`${base}${path}?limit=${PER_PAGE}&offset=0`, staff)
        figures[`list: ${name}, page 1000 (or last)`] = await p50(`${base}${path}?limit=${PER_PAGE}&offset=${deep(rows)}`, staff)
      }
      figures['list: newsletter progress (latest)'] = await p50(`${base}/api/admin/newsletter/issues/latest`, staff)

      const backupsDir = join(place.dataDir, 'backups')
      const backUp = async () => {
        const res = await fetch(`${base}/api/admin/backups`, { method: 'POST', headers: { ...staff, origin: base } })
        if (res.status !== 202) throw new Error(`Back up now answered ${res.status}`)
        for (;;) {
          await Bun.sleep(100)
          const status = (await (await fetch(`${base}/api/admin/backups`, { headers: staff })).json()) as {
            running: unknown
            last: { status: string; name: string; error: string }
          }
          if (status.running) continue
          if (status.last.status !== 'ok') throw new Error(`The backup failed: ${status.last.error}`)
          return status.last.name
        }
      }
      // Probed 2 s past its end too: what follows it on the server (retention, PGlite's checkpoint) included.
      const backUpAndAfter = async () => {
        const started = performance.now()
        const name = await backUp()
        const ms = performance.now() - started
        await Bun.sleep(2000)
        return { name, ms }
      }
      const first = await watched(base, server.pid, backUpAndAfter)
      const afterFirst = bytesIn(backupsDir)
      const second = await watched(base, server.pid, backUpAndAfter)
      backupFile = join(backupsDir, second.value.name)
      Object.assign(figures, {
        'backup: time (s)': first.value.ms / 1000,
        'backup: health p50': first.healthP50,
        'backup: health max': first.healthMax,
        'backup: memory growth (MB)': first.rssGrowth / 1e6,
        'backup: folder after the first (MB)': afterFirst / 1e6,
        'backup, second: time (s)': second.value.ms / 1000,
        'backup, second: health max': second.healthMax,
        'backup, second: added (MB)': (bytesIn(backupsDir) - afterFirst) / 1e6,
      })

      const send = await watched(base, server.pid, async () => {
        const res = await fetch(`${base}/api/admin/newsletter/send`, {
          method: 'POST',
          headers: { ...staff, origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({
            subject: 'Advent at the parish',
            message: 'Advent services and suppers.',
            idempotencyKey: crypto.randomUUID(),
          }),
        })
        if (!res.ok) throw new Error(`The send answered ${res.status}: ${await res.text()}`)
        return (await res.json()) as { queued: number }
      })
      Object.assign(figures, {
        'send: recipients': send.value.queued,
        'send: time (s)': send.ms / 1000,
        'send: health p50': send.healthP50,
        'send: health max': send.healthMax,
        'send: memory growth (MB)': send.rssGrowth / 1e6,
      })
      if (kind === 'pglite') {
        figures['data: PGlite folder (MB)'] = bytesIn(join(place.dataDir, 'pglite')) / 1e6
        figures['data: of which pg_wal (MB)'] = bytesIn(join(place.dataDir, 'pglite', 'pg_wal')) / 1e6
      } else {
        const pg = postgres(place.url, { max: 1, onnotice: () => {} })
        const [{ bytes }] = await pg`select pg_database_size(current_database())::bigint as bytes`
        await pg.end()
        figures['data: PostgreSQL database (MB)'] = Number(bytes) / 1e6
      }
      figures['data: photos uploaded (MB)'] = bytesIn(join(place.dataDir, 'uploads')) / 1e6
    } finally {
      server.kill('SIGTERM')
      await server.exited
    }

    // The restore, as `bun run db:restore` does it on a stopped site, into an empty database made
    // beforehand (`bun run db:migrate`: a new PGlite's first start alone takes about 10 s and peaks at
    // 1.1 GB, measured apart as 'restore: making the empty database'). GNU time gives the wall-clock
    // time and the process's peak resident memory.
    const restoreEnv = { ...process.env, DATA_DIR: restoreInto.dataDir, DATABASE_URL: restoreInto.url, LOG_LEVEL: 'warn' }
    const timedMigrate = Bun.spawn(['/usr/bin/time', '-v', bun, 'api/src/scripts/migrate.ts'], {
      cwd: root,
      env: restoreEnv,
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const migrateErr = await new Response(timedMigrate.stderr).text()
    if ((await timedMigrate.exited) !== 0) throw new Error(`Making the empty database failed: ${migrateErr}`)
    const timedRestore = Bun.spawn(['/usr/bin/time', '-v', bun, 'api/src/scripts/restore.ts', backupFile], {
      cwd: root,
      env: restoreEnv,
      stdout: 'pipe',
      stderr: 'pipe',
    })
    const [out, err] = await Promise.all([new Response(timedRestore.stdout).text(), new Response(timedRestore.stderr).text()])
    if ((await timedRestore.exited) !== 0) throw new Error(`The restore failed: ${out}\n${err}`)
    Object.assign(figures, {
      'restore: making the empty database (s)': wallClock(migrateErr),
      'restore: making it, peak memory (MB)': peakMemory(migrateErr),
      'restore: time (s)': wallClock(err),
      'restore: peak memory (MB)': peakMemory(err),
    })
    return figures
  } finally {
    await place.drop()
    await restoreInto.drop()
  }
}

/** The goals of issue 37 for each figure (ms unless said), where it has one. */
function goalOf(name: string): string {
  if (name.startsWith('page:') || name.startsWith('feed:') || name.startsWith('sitemap')) return '≤ 1.5× small'
  if (name.startsWith('list:')) return '≤ 50 ms'
  if (name === 'backup: time (s)') return '≤ 120 s'
  if (name.endsWith('health max')) return '≤ 200 ms'
  if (name === 'backup: memory growth (MB)') return '≤ 200 MB'
  if (name === 'backup, second: added (MB)') return '≤ 100 MB'
  if (name === 'restore: time (s)') return '≤ 60 s'
  if (name === 'restore: peak memory (MB)') return '≤ 500 MB'
  return ''
}

const kinds = args.db === 'both' ? (['pglite', 'postgres'] as const) : ([args.db] as ('pglite' | 'postgres')[])
try {
  // The servers serve a copy of the built web app (WEB_DIST): another build in this tree meanwhile changes nothing here.
  const built = join(root, 'web', 'dist')
  if (!existsSync(join(built, 'index.html')) || !existsSync(join(built, '.server'))) {
    if ((await run([bun, 'run', 'build', '--outDir', webDist])) !== 0) process.exit(1)
  } else cpSync(built, webDist, { recursive: true })
  const photo = join(work, 'photo.jpg')
  await Bun.write(photo, await makePhoto())
  const results: Record<string, { small: Figures; full: Figures }> = {}
  for (const kind of kinds) {
    // Interleaved: the one-fifth set, then the full one, on the same database, in the same minutes.
    const small = await measureSet(kind, SCALE / 5, 'small', photo)
    const full = await measureSet(kind, SCALE, 'full', photo)
    results[kind] = { small, full }
    console.error(`${kind}:`, JSON.stringify(results[kind]))
  }
  const round = (x: number | undefined) => (x === undefined ? '' : x >= 100 ? String(Math.round(x)) : x.toFixed(1))
  const names = [...new Set(Object.values(results).flatMap((r) => [...Object.keys(r.small), ...Object.keys(r.full)]))]
  const pad = (text: string, width: number) => text.padEnd(width)
  const header = [pad('figure (ms unless said)', 44), pad('goal', 14)]
  for (const kind of kinds) header.push(pad(`${kind} 1/5`, 13), pad(`${kind} full`, 13), pad('ratio', 7))
  console.log(
    `\nbun run bench:big --scale ${SCALE} (full set at scale ${SCALE}, one-fifth at ${SCALE / 5}), ${new Date().toISOString().slice(0, 10)}\n`,
  )
  console.log(header.join(''))
  for (const name of names) {
    const row = [pad(name, 44), pad(goalOf(name), 14)]
    for (const kind of kinds) {
      const { small, full } = results[kind]
      const ratio = small[name] > 0 && full[name] !== undefined ? (full[name] / small[name]).toFixed(2) : ''
      row.push(pad(round(small[name]), 13), pad(round(full[name]), 13), pad(ratio, 7))
    }
    console.log(row.join(''))
  }
} finally {
  rmSync(work, { recursive: true, force: true })
}
