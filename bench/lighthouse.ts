/**
 * bun run bench:web — Lighthouse (mobile preset, Debian Chromium) on the production build with
 * the demo church: home, /sermons, a sermon, /events. Prints each category's score and the
 * JavaScript the page loaded (compressed, as sent). Goal: Performance ≥ 95; Accessibility,
 * Best Practices and SEO 100. Reports go to bench/results/.
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

const dataDir = mkdtempSync(join(tmpdir(), 'church-bench-'))
const server = Bun.spawn([bun, 'api/src/index.ts'], {
  cwd: root,
  env: { ...process.env, NODE_ENV: 'production', PORT: String(port), SEED: 'demo', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
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
  ]
  const rows: string[][] = []
  for (const page of pages) {
    const out = join(results, `lighthouse-${page.name.replace(/\s+/g, '-')}.json`)
    const code = await run(
      [
        'npx',
        '-y',
        'lighthouse@13',
        `${base}${page.path}`,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync',
      ],
      { env: { CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
    )
    if (code !== 0) throw new Error(`Lighthouse failed on ${page.path}`)
    const report = (await Bun.file(out).json()) as LighthouseReport
    const scripts = report.audits['resource-summary']?.details?.items?.find((i) => i.resourceType === 'script')
    rows.push([
      page.name,
      ...CATEGORIES.map((c) => String(Math.round((report.categories[c]?.score ?? 0) * 100))),
      `${((scripts?.transferSize ?? 0) / 1024).toFixed(0)} kB`,
      `${((report.audits['largest-contentful-paint']?.numericValue ?? 0) / 1000).toFixed(2)} s`,
    ])
  }
  printTable(['page', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'JS sent', 'LCP'], rows)
} finally {
  stop()
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
