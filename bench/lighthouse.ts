/**
 * bun run bench:web — Lighthouse (mobile preset, Debian Chromium) on the production build with
 * the demo church plus 300 sermons (bench/prepare.ts): home, /sermons, a sermon, /events,
 * /about/staff and /plan-a-visit, each run 3 times, the median run (by Performance) reported with
 * its category scores, largest paint, blocking time, layout shift and the JavaScript sent
 * (compressed). Goals: Performance ≥ 97; Accessibility and SEO 100; largest paint ≤ 1.8 s, blocking
 * time ≤ 150 ms, layout shift ≤ 0.02. Reports go to bench/results/.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bun, root, run, waitFor } from '../scripts/lib'

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
const port = Number(process.env.BENCH_PORT ?? 4317)
const base = `http://localhost:${port}`
const results = join(root, 'bench', 'results')
mkdirSync(results, { recursive: true })

if ((await run([bun, 'run', 'build'])) !== 0) process.exit(1)

const RUNS = 3
const dataDir = mkdtempSync(join(tmpdir(), 'church-bench-'))
if ((await run([bun, 'bench/prepare.ts'], { env: { ...process.env, DATA_DIR: dataDir, BENCH_SERMONS: '300' } })) !== 0) process.exit(1)
const server = Bun.spawn([bun, 'api/src/index.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  const pages = [
    { name: 'home', path: '/' },
    { name: 'sermons', path: '/sermons' },
    { name: 'a sermon', path: `/sermons/${sermon.id}` },
    { name: 'events', path: '/events' },
    { name: 'about/staff', path: '/about/staff' },
    { name: 'plan-a-visit', path: '/plan-a-visit' },
  ]
  const rows: string[][] = []
  for (const page of pages) {
    const reports: LighthouseReport[] = []
    for (let i = 0; i < RUNS; i++) reports.push(await lighthouse(page.name.replace(/[\s/]+/g, '-'), page.path, i))
    const byScore = reports.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0))
    const report = byScore[Math.floor(byScore.length / 2)]
    const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
    const audit = (id: string) => report.audits[id]?.numericValue ?? 0
    rows.push([
      page.name,
      ...CATEGORIES.map((c) => String(Math.round((report.categories[c]?.score ?? 0) * 100))),
      `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`,
      `${audit('total-blocking-time').toFixed(0)} ms`,
      audit('cumulative-layout-shift').toFixed(3),
      `${((scripts?.transferSize ?? 0) / 1024).toFixed(0)} kB`,
    ])
  }
  printTable(['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP', 'TBT', 'CLS', 'JS sent'], rows)
} finally {
  stop()
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
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)))
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`
  console.log(`\n${line(head)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|\n${rows.map(line).join('\n')}`)
}
