/**
 * bun run bench:instances — three instances of `bun run start` behind haproxy, on one PostgreSQL
 * database and S3-compatible storage, under load, through three faults (issue 36, docs/deploy.md B):
 *
 *   (a) PostgreSQL stopped for 20 s, then started again;
 *   (b) kill -9 of one instance (then started again, as a process manager would);
 *   (c) a rolling restart: SIGTERM one instance at a time, start it again, wait until it is ready.
 *
 * For each it prints what clients saw: requests, errors by kind (5xx, connection refused, timeout),
 * p50/p99 latency and the time to recover. The load is BENCH_WORKERS (default 12) loops asking for
 * pages, public reads, a built file and the health check in turn through haproxy, plus a contact form
 * posted every second.
 *
 * The instances run `bun scripts/start.ts`, what `bun run start` runs (see start()).
 *
 * Needs: haproxy (Debian: apt-get install haproxy), PostgreSQL 15's pg_createcluster/pg_ctlcluster
 * (run as root), s3rver (a dev dependency). The database is a cluster of the bench's own, `bench` on
 * port 5440, made if missing, stopped and started by the bench and dropped at the end: the main cluster
 * on 5432 is never touched. The web app is built first if there is no build.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import postgres from 'postgres'
import { bun, freePort, root, run } from '../scripts/lib'

const WORKERS = Number(process.env.BENCH_WORKERS ?? 12)
const OUTAGE_MS = 20_000
/** A request not answered within this is counted as a timeout (and abandoned). */
const TIMEOUT_MS = 10_000
const CLUSTER = { version: '15', name: 'bench', port: 5440 }
const BUCKET = 'church-bench'

const haproxy = Bun.which('haproxy') ?? (existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : undefined)
if (!haproxy) {
  console.error('haproxy is not installed: apt-get install haproxy')
  process.exit(1)
}
if (!existsSync(join(root, 'web/dist/index.html')) && (await run([bun, 'run', 'build'])) !== 0) process.exit(1)

const work = mkdtempSync(join(tmpdir(), 'church-instances-'))
const sh = async (...cmd: string[]) => {
  const result = Bun.spawnSync(cmd, { stdout: 'pipe', stderr: 'pipe' })
  if (result.exitCode !== 0) throw new Error(`${cmd.join(' ')}: ${result.stderr.toString()}`)
  return result.stdout.toString()
}

// ---- PostgreSQL: a cluster of the bench's own --------------------------------------------------
const clusters = await sh('pg_lsclusters', '--no-header')
if (!clusters.split('\n').some((line) => line.split(/\s+/)[1] === CLUSTER.name))
  await sh('pg_createcluster', CLUSTER.version, CLUSTER.name, '--port', String(CLUSTER.port), '--', '--auth=trust')
const pgStart = () => sh('pg_ctlcluster', CLUSTER.version, CLUSTER.name, 'start')
const pgStop = () => sh('pg_ctlcluster', CLUSTER.version, CLUSTER.name, 'stop', '-m', 'fast')
if (!(await sh('pg_lsclusters', '--no-header')).includes(`${CLUSTER.port} online`)) await pgStart()
const adminUrl = `postgres://postgres@127.0.0.1:${CLUSTER.port}/postgres`
const databaseName = `church_bench_${Date.now()}`
{
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`create database ${databaseName}`)
  await admin.end()
}
const databaseUrl = `postgres://postgres@127.0.0.1:${CLUSTER.port}/${databaseName}`

// ---- S3: s3rver ----------------------------------------------------------------------------------
const s3Port = await freePort()
mkdirSync(join(work, 's3'))
const s3 = Bun.spawn(
  [
    bun,
    'node_modules/s3rver/bin/s3rver.js',
    '-d',
    join(work, 's3'),
    '-a',
    '127.0.0.1',
    '-p',
    String(s3Port),
    '-s',
    '--configure-bucket',
    BUCKET,
  ],
  { cwd: root, stdout: 'ignore', stderr: 'inherit' },
)
const s3Endpoint = `http://127.0.0.1:${s3Port}`

// ---- Three instances -----------------------------------------------------------------------------
type Instance = { name: string; port: number; proc?: Bun.Subprocess; dataDir: string }
const instances: Instance[] = await Promise.all(
  ['a', 'b', 'c'].map(async (name) => ({ name, port: await freePort(), dataDir: join(work, `data-${name}`) })),
)

/**
 * What `bun run start` runs, started directly as a process manager would: a signal then reaches the
 * server itself (a kill -9 of `bun run`'s own process would leave the server running without it).
 */
function start(instance: Instance) {
  instance.proc = Bun.spawn([bun, 'scripts/start.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(instance.port),
      HOST: '127.0.0.1',
      DATA_DIR: instance.dataDir,
      DATABASE_URL: databaseUrl,
      SEED: 'demo',
      TRUST_PROXY: '1',
      // Every visitor of the bench comes from 127.0.0.1: a church's limit (10 forms in ten minutes) would refuse them.
      FORM_RATE_LIMIT: '1000000',
      LOG_LEVEL: 'warn',
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: s3Endpoint,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_PUBLIC_URL: `${s3Endpoint}/${BUCKET}`,
    },
    stdout: Bun.file(join(work, `${instance.name}.log`)),
    stderr: Bun.file(join(work, `${instance.name}.err`)),
  })
}

async function untilReady(instance: Instance, timeoutMs = 120_000) {
  const started = performance.now()
  while (performance.now() - started < timeoutMs) {
    try {
      if ((await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`, { signal: AbortSignal.timeout(2_000) })).ok)
        return performance.now() - started
    } catch {}
    await Bun.sleep(100)
  }
  throw new Error(`Instance ${instance.name} was not ready within ${timeoutMs / 1000} s (see ${work})`)
}

for (const instance of instances) start(instance)
await Promise.all(instances.map((instance) => untilReady(instance)))

// ---- haproxy -------------------------------------------------------------------------------------
const port = await freePort()
const servers = instances.map((i) => `  server ${i.name} 127.0.0.1:${i.port} check inter 1s fall 2 rise 2`).join('\n')
const config = `global
  maxconn 4096
defaults
  mode http
  timeout connect 2s
  timeout client 30s
  timeout server 30s
  # A check not answered in 2 s fails: on a busy machine 1 s (the default, inter) takes instances out for nothing.
  timeout check 2s
  option redispatch
  retries 2
frontend site
  bind 127.0.0.1:${port}
  option forwardfor
  # No instance ready (the database is away): send visitors to the live ones, which serve kept pages.
  use_backend alive if { nbsrv(ready) eq 0 }
  default_backend ready
backend ready
  option httpchk GET /api/health/ready
${servers}
backend alive
  option httpchk GET /api/health/live
${servers}
`
writeFileSync(join(work, 'haproxy.cfg'), config)
const balancer = Bun.spawn([haproxy, '-f', join(work, 'haproxy.cfg'), '-db'], { stdout: 'ignore', stderr: 'inherit' })
const site = `http://127.0.0.1:${port}`
await Bun.sleep(3_000) // two health checks

// ---- Load ------------------------------------------------------------------------------------------
const asset = readdirSync(join(root, 'web/dist/assets')).find((f) => f.endsWith('.js'))
const PATHS = ['/', '/sermons', '/api/sermons', '/events', '/api/events', `/assets/${asset}`, '/about/staff', '/api/health']
type Outcome = 'ok' | '5xx' | 'refused' | 'timeout' | 'other'
type Sample = { at: number; ms: number; outcome: Outcome; path: string; detail?: string }

async function request(path: string, init?: RequestInit): Promise<Sample> {
  const at = performance.now()
  let outcome: Outcome
  let detail: string | undefined
  try {
    const response = await fetch(`${site}${path}`, {
      ...init,
      headers: { 'accept-encoding': 'gzip, br', ...init?.headers },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    await response.arrayBuffer()
    outcome = response.status >= 500 ? '5xx' : response.status < 400 ? 'ok' : 'other'
    detail = String(response.status)
  } catch (error) {
    const text = `${(error as Error).name} ${(error as Error).message} ${(error as { code?: string }).code ?? ''}`
    outcome = /Timeout|abort/i.test(text) ? 'timeout' : /ECONNREFUSED|ConnectionRefused|refused/i.test(text) ? 'refused' : 'other'
    detail = text.trim()
  }
  return { at, ms: performance.now() - at, outcome, path, detail }
}

let contactNumber = 0
/** Drives the load until `stop` resolves; answers every sample. */
async function drive(stop: Promise<unknown>) {
  const samples: Sample[] = []
  let done = false
  void stop.then(() => {
    done = true
  })
  const worker = async (n: number) => {
    for (let i = n; !done; i++) samples.push(await request(PATHS[i % PATHS.length]))
  }
  const pending = new Set<Promise<unknown>>()
  const forms = async () => {
    while (!done) {
      const n = contactNumber++
      const sent = request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ firstName: 'Ann', lastName: `Lee ${n}`, email: 'ann@example.org', subject: `Bench ${n}`, message: 'Hello' }),
      })
      const kept = sent.then((sample) => {
        samples.push(sample)
        pending.delete(kept)
      })
      pending.add(kept)
      await Bun.sleep(1_000)
    }
  }
  await Promise.all([...Array.from({ length: WORKERS }, (_, n) => worker(n)), forms()])
  await Promise.all(pending) // the last forms' answers
  return samples
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0
type Row = { scenario: string; samples: Sample[]; recover: string }
const rows: Row[] = []

// (a) PostgreSQL stopped for 20 s.
{
  let databaseBack = 0
  const samples = await drive(
    (async () => {
      await Bun.sleep(5_000)
      await pgStop()
      await Bun.sleep(OUTAGE_MS)
      await pgStart()
      databaseBack = performance.now()
      await Bun.sleep(15_000)
    })(),
  )
  const firstForm = samples
    .filter((s) => s.path === '/api/contact' && s.outcome === 'ok' && s.at >= databaseBack)
    .sort((x, y) => x.at - y.at)[0]
  const firstRead = samples
    .filter((s) => s.path === '/api/health' && s.outcome === 'ok' && s.at >= databaseBack)
    .sort((x, y) => x.at - y.at)[0]
  rows.push({
    scenario: 'PostgreSQL stopped 20 s',
    samples,
    recover: `${seconds((firstRead?.at ?? Number.NaN) + (firstRead?.ms ?? 0) - databaseBack)} health, ${seconds((firstForm?.at ?? Number.NaN) + (firstForm?.ms ?? 0) - databaseBack)} first form stored`,
  })
}
await Promise.all(instances.map((instance) => untilReady(instance)))
await Bun.sleep(3_000)

// (b) kill -9 of one instance under load, started again at once.
{
  let killedAt = 0
  let readyAfter = 0
  const samples = await drive(
    (async () => {
      await Bun.sleep(5_000)
      instances[0].proc?.kill('SIGKILL')
      killedAt = performance.now()
      await instances[0].proc?.exited
      start(instances[0])
      readyAfter = await untilReady(instances[0])
      await Bun.sleep(10_000)
    })(),
  )
  const lastError = samples.filter((s) => s.outcome !== 'ok').reduce((last, s) => Math.max(last, s.at + s.ms), killedAt)
  rows.push({
    scenario: 'kill -9 of one instance',
    samples,
    recover: `${lastError > killedAt ? `errors end ${seconds(lastError - killedAt)} after the kill` : 'no errors'}; ready again ${seconds(readyAfter)} after its restart`,
  })
}
await Bun.sleep(3_000)

// (c) A rolling restart: SIGTERM one at a time, start again, wait until ready (and the balancer has seen it).
{
  const stops: number[] = []
  const readies: number[] = []
  let rollStarted = 0
  let rollEnded = 0
  const samples = await drive(
    (async () => {
      await Bun.sleep(5_000)
      rollStarted = performance.now()
      for (const instance of instances) {
        const stopping = performance.now()
        instance.proc?.kill('SIGTERM')
        await instance.proc?.exited
        stops.push(performance.now() - stopping)
        start(instance)
        readies.push(await untilReady(instance))
        await Bun.sleep(2_500) // haproxy's rise: two checks a second apart
      }
      rollEnded = performance.now()
      await Bun.sleep(5_000)
    })(),
  )
  rows.push({
    scenario: 'rolling restart (SIGTERM)',
    samples,
    recover: `roll ${seconds(rollEnded - rollStarted)}; stops ≤ ${seconds(Math.max(...stops))}, ready ≤ ${seconds(Math.max(...readies))} after start`,
  })
}

function seconds(ms: number) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(1)} s` : 'never'
}

// ---- The table -------------------------------------------------------------------------------------
const lines = [
  '| scenario | requests | 5xx | refused | timeout | other | p50 | p99 | forms sent / stored | recovery |',
  '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
]
const stored = await (async () => {
  const db = postgres(databaseUrl, { max: 1, onnotice: () => {} })
  const subjects = (await db`select subject from contact_messages where subject like 'Bench %'`).map((r) => r.subject as string)
  await db.end()
  return new Set(subjects)
})()
for (const { scenario, samples, recover } of rows) {
  const count = (outcome: Outcome) => samples.filter((s) => s.outcome === outcome).length
  const answered = samples
    .filter((s) => s.outcome === 'ok' || s.outcome === '5xx' || s.outcome === 'other')
    .map((s) => s.ms)
    .sort((x, y) => x - y)
  const forms = samples.filter((s) => s.path === '/api/contact')
  lines.push(
    `| ${scenario} | ${samples.length} | ${count('5xx')} | ${count('refused')} | ${count('timeout')} | ${count('other')} | ${Math.round(percentile(answered, 50))} ms | ${Math.round(percentile(answered, 99))} ms | ${forms.length} / ${forms.filter((s) => s.outcome === 'ok').length} answered 201 | ${recover} |`,
  )
}
const cpus = navigator.hardwareConcurrency
console.log(
  `\nThree instances behind haproxy ${(await sh(haproxy, '-v')).match(/version (\S+)/)?.[1] ?? ''}, PostgreSQL ${CLUSTER.version}, s3rver; ${WORKERS} loops + 1 form/s; ${cpus} cores; ${new Date().toISOString().slice(0, 10)}\n`,
)
console.log(lines.join('\n'))
// What an 'other' was: a status below 500 that is not a success, or an error that is neither refused nor a timeout.
for (const { scenario, samples } of rows)
  for (const sample of samples.filter((s) => s.outcome === 'other')) console.log(`${scenario}, other: ${sample.path} ${sample.detail}`)
console.log(
  `\n${stored.size} of ${contactNumber} contact forms sent are stored (a form answered 503 was not stored; one never answered may be).`,
)

// ---- Clean up --------------------------------------------------------------------------------------
balancer.kill()
for (const instance of instances) instance.proc?.kill('SIGTERM')
await Promise.all(instances.map((instance) => instance.proc?.exited))
s3.kill()
await sh('pg_dropcluster', CLUSTER.version, CLUSTER.name, '--stop')
rmSync(work, { recursive: true, force: true })
