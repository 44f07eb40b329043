/**
 * bun run bench:web — Lighthouse (mobile preset, Debian Chromium) on the production build with
 * the demo church plus 300 sermons (bench/prepare.ts): home, /sermons, a sermon, /events,
 * /about/staff and /plan-a-visit, each run 3 times, the median run (by Performance) reported with
 * its category scores, largest paint, blocking time, layout shift, the JavaScript and images sent
 * (compressed; images include those Lighthouse's full-page screenshot makes load), then each run's
 * Performance and the median largest paint of the runs (BENCH_RUNS changes how many). Goals: Performance ≥ 97; Accessibility and SEO 100; largest paint ≤ 1.8 s, blocking
 * time ≤ 150 ms, layout shift ≤ 0.02. Reports go to bench/results/.
 *
 * `--photos` (bench/photos.ts): first a phone's 5 MB photo is uploaded five times through the real
 * upload flow (timed, with `/api/health` probed meanwhile), three of them become the newest sermon's
 * thumbnail, the next event's picture and a staff member's photo, and a phone's image bytes are
 * measured before and after; then Lighthouse on home, /sermons, /about/staff and /events; last, home
 * again with a photo on each of its three latest sermons (the two spare uploads).
 *
 * `--rich-text` (bench/rich-text-page.ts): a page staff wrote, of 2,000 words under ten headings with
 * five pictures (the phone's photo uploaded five times) and a video, published at /bench-page and
 * measured alone. Goal (issue 33): Performance ≥ 97, median of three.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bun, root, run, waitFor } from '../scripts/lib'
import {
  ADMIN,
  GOALS,
  kb,
  makePhoto,
  median,
  type PageBytes,
  percentile,
  phoneImageBytes,
  placeOnNextSermons,
  placePhotos,
  signIn,
  uploadPhotos,
} from './photos'
import { benchPage } from './rich-text-page'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const port = Number(process.env.BENCH_PORT ?? 4317)
const base = `http://localhost:${port}`
const results = join(root, 'bench', 'results')
mkdirSync(results, { recursive: true })

if ((await run([bun, 'run', 'build'])) !== 0) process.exit(1)

const RUNS = Number(process.env.BENCH_RUNS ?? 3)
const photos = process.argv.includes('--photos')
const richText = process.argv.includes('--rich-text')
const dataDir = mkdtempSync(join(tmpdir(), 'church-bench-'))
if ((await run([bun, 'bench/prepare.ts'], { env: { ...process.env, DATA_DIR: dataDir, BENCH_SERMONS: '300' } })) !== 0) process.exit(1)
const server = Bun.spawn([bun, 'api/src/index.ts'], {
  cwd: root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(photos || richText ? { SEED_ADMIN: `${ADMIN.email}:${ADMIN.password}` } : {}),
  },
  stdout: 'inherit',
  stderr: 'inherit',
})
const stop = () => {
  server.kill()
  rmSync(dataDir, { recursive: true, force: true })
}

try {
  if (!(await waitFor(`${base}/api/health`, 60_000))) throw new Error('The server did not start')
  const {
    items: [sermon],
  } = (await (await fetch(`${base}/api/sermons?limit=1`)).json()) as { items: { id: string }[] }
  const pages = richText
    ? [{ name: 'a 2,000-word page', path: await publishBenchPage() }]
    : photos
      ? [
          { name: 'home', path: '/' },
          { name: 'sermons', path: '/sermons' },
          { name: 'about/staff', path: '/about/staff' },
          { name: 'events', path: '/events' },
        ]
      : [
          { name: 'home', path: '/' },
          { name: 'sermons', path: '/sermons' },
          { name: 'a sermon', path: `/sermons/${sermon.id}` },
          { name: 'events', path: '/events' },
          { name: 'about/staff', path: '/about/staff' },
          { name: 'plan-a-visit', path: '/plan-a-visit' },
        ]
  const photoReport = photos ? await photoBench(pages.map((p) => p.path)) : null
  const rows: string[][] = []
  for (const page of pages) {
    const reports: LighthouseReport[] = []
    const name = `${photos ? 'photos-' : ''}${page.name.replace(/[\s/]+/g, '-')}`
    for (let i = 0; i < RUNS; i++) reports.push(await lighthouse(name, page.path, i))
    const byScore = reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const report = byScore[Math.floor(byScore.length / 2)]
    const sent = (type: string) =>
      report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === type)?.transferSize ?? 0
    const lcps = reports.map((r) => (r.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000)
    const scores = reports.map((r) => String(Math.round((r.categories.performance?.score ?? 0) * 100)))
    const audit = (id: string) => report.audits[id]?.numericValue ?? 0
    rows.push([
      page.name,
      ...CATEGORIES.map((c) => String(Math.round((report.categories[c]?.score ?? 0) * 100))),
      `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${audit('total-blocking-time').toFixed(0)} ms`,
      audit('cumulative-layout-shift').toFixed(3),
      `${(sent('script') / 1024).toFixed(0)} kB`,
      `${(sent('image') / 1024).toFixed(0)} kB`,
      scores.join(' '),
      `${median(lcps).toFixed(2)} s (${lcps.map((l) => l.toFixed(2)).join(' ')})`,
    ])
  }
  printTable(
    [
      'page',
      'Performance',
      'Accessibility',
      'Best Practices',
      'SEO',
      'LCP',
      'TBT',
      'CLS',
      'JS sent',
      'images sent',
      'each run: Performance',
      'LCP median (each run)',
    ],
    rows,
  )
  if (photoReport) console.log(`${photoReport.report}\n${await photoReport.more()}`)
} finally {
  stop()
}

/** The rich-text mode's page: five uploads of the phone's photo in the bench page, published; its address. */
async function publishBenchPage(): Promise<string> {
  const cookie = await signIn(base)
  const uploads = await uploadPhotos(base, cookie, await makePhoto())
  const res = await fetch(`${base}/api/admin/pages`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({
      title: 'Our Parish Life',
      slug: 'bench-page',
      summary: 'Two thousand words on the life of the parish, with pictures and a video.',
      body: benchPage(uploads.map((upload) => upload.publicUrl)),
    }),
  })
  if (res.status !== 201) throw new Error(`Publishing the bench page failed: ${res.status} ${await res.text()}`)
  return '/bench-page'
}

/** The photos mode's own measurements (bench/photos.ts), printed after Lighthouse's table. */
async function photoBench(paths: string[]): Promise<{ report: string; more: () => Promise<string> }> {
  const photo = await makePhoto()
  console.log(`The photo: 4032×3024 JPEG, ${(photo.byteLength / 1024 / 1024).toFixed(2)} MB, with EXIF and GPS`)
  const cookie = await signIn(base)
  const before = await phoneImageBytes(base, paths)
  const uploads = await uploadPhotos(base, cookie, photo)
  await placePhotos(
    base,
    cookie,
    uploads.slice(0, 3).map((u) => u.publicUrl),
  )
  const after = await phoneImageBytes(base, paths)
  const lines: string[] = ['', `Phone (390 px wide, 3× pixels), image bytes downloaded, without → with the three photos:`]
  const byPath = (list: PageBytes[], path: string) => list.find((p) => p.path === path) as PageBytes
  const bytesRows = paths.map((path) => {
    const [b, a] = [byPath(before, path), byPath(after, path)]
    return [path, `${kb(b.firstScreen)} → ${kb(a.firstScreen)}`, `${kb(b.wholePage)} → ${kb(a.wholePage)}`]
  })
  lines.push(table(['page', 'first screen', 'whole page (scrolled)'], bytesRows))
  const home = byPath(after, '/')
  lines.push(
    `Goals on home: first screen ${kb(home.firstScreen)} of ${kb(GOALS.firstScreen)} (${(home.firstScreen / GOALS.firstScreen).toFixed(2)} of the goal), ` +
      `whole page ${kb(home.wholePage)} of ${kb(GOALS.wholePage)} (${(home.wholePage / GOALS.wholePage).toFixed(2)})`,
  )
  for (const page of after) lines.push(`  ${page.path}: ${page.files.join(', ')}`)
  const puts = uploads.map((u) => u.putMs)
  const busy = uploads.flatMap((u) => u.busy)
  const idle = uploads.flatMap((u) => u.idle)
  lines.push(
    '',
    `Upload to ready (the PUT of ${(photo.byteLength / 1024 / 1024).toFixed(2)} MB), ${puts.length} uploads: median ${median(puts).toFixed(0)} ms ` +
      `(${puts.map((p) => p.toFixed(0)).join(', ')})`,
    `/api/health every 50 ms: ${busy.length} probes while uploading, ${idle.length} idle (2 s before each upload)`,
    table(
      ['/api/health', 'p50 ms', 'p95 ms', 'max ms'],
      [
        ['idle', median(idle).toFixed(1), percentile(idle, 95).toFixed(1), Math.max(...idle).toFixed(1)],
        ['while uploading', median(busy).toFixed(1), percentile(busy, 95).toFixed(1), Math.max(...busy).toFixed(1)],
        [
          'ratio',
          (median(busy) / median(idle)).toFixed(1),
          (percentile(busy, 95) / percentile(idle, 95)).toFixed(1),
          (Math.max(...busy) / Math.max(...idle)).toFixed(1),
        ],
      ],
    ),
  )
  // After Lighthouse (which measures the pictures as the brief places them): home with a photo on
  // each of its three latest sermons, the last two uploads.
  const more = async () => {
    await placeOnNextSermons(
      base,
      cookie,
      uploads.slice(3, 5).map((u) => u.publicUrl),
    )
    const [full] = await phoneImageBytes(base, ['/'])
    return [
      '',
      `Home with a photo on each of its three latest sermons: first screen ${kb(full.firstScreen)}, whole page ${kb(full.wholePage)} ` +
        `(${(full.wholePage / GOALS.wholePage).toFixed(2)} of the goal)`,
      `  /: ${full.files.join(', ')}`,
    ].join('\n')
  }
  return { report: lines.join('\n'), more }
}

async function lighthouse(name: string, path: string, runIndex: number): Promise<LighthouseReport> {
  const out = join(results, `lighthouse-${name}-${runIndex + 1}.json`)
  const code = await run(
    [
      'npx',
      '-y',
      'lighthouse@13',
      `${base}${path}`,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      `--only-categories=${CATEGORIES.join(',')}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
    ],
    { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
  )
  if (code !== 0) throw new Error(`Lighthouse failed on ${path}`)
  return (await Bun.file(out).json()) as LighthouseReport
}

type LighthouseReport = {
  categories: Record<string, { score: number | null }>
  audits: Record<string, { numericValue?: number; details?: { items?: { resourceType: string; transferSize: number }[] } }>
}

function printTable(head: string[], rows: string[][]) {
  console.log(`\n${table(head, rows)}`)
}

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  return `${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`
}
