/**
 * Home's first load stays small: every script
 * the browser fetches for `/` before it has the page working, that is the entry (started by the
 * page's small boot script once it has painted), the chunks it
 * imports, and the home route's split component with its imports. Weighed on the build, through
 * the manifest Vite writes beside it (.vite/manifest.json), each file gzipped on its own as a
 * server sends it. What the home page loads later (the newsletter form's checks once the visitor
 * starts on it, toasts on the first notice) is not counted.
 *
 * Runs after the build in `bun run test` (scripts/test.ts), on `web/dist` or WEB_DIST; by hand:
 * `bun run build && bun test ./web/first-load.budget.ts`.
 */
import { describe, expect, test } from 'bun:test'
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * The goal was 110 KB. React DOM alone is 64 KB gzipped here, TanStack Router about 30 and
 * TanStack Query about 10, so with the header, footer and home page on top (Stay Connected is
 * rendered with the page, so it works without JavaScript, and sends through TanStack Query, which
 * holds it while offline) the first load stood at 139 KB. Home's upcoming events then learnt to show
 * a date's state (Cancelled, moved, several days: 2.5 KB), so it stood at 142 KB; then the hero
 * and the next-Sunday card learnt to say a one-week change of the Sunday time, and failures to say
 * plain words instead of status codes (142.1 KB); then uploaded pictures learnt to choose their
 * size (`<picture>` with `srcset`, 0.5 KB, where a phone photo had cost home 5 MB of image): 143.1 KB,
 * then 143.4. Each route then came to declare its own head (decision 0038): the builders load when a
 * head is first asked for and JSON-LD is the server's alone, but the routes' loading stubs, the tab
 * title that asks them and Vite's preload helper (now a chunk of its own) are first-load code: 145.1
 * KB, so the budget is 146 KB: this keeps it from growing back (it was 178). Lower it whenever the
 * first load shrinks.
 */
const BUDGET_KB = 146
const HOME_ROUTE = 'src/routes/index.tsx?tsr-split=component'

type Chunk = { file: string; isEntry?: boolean; imports?: string[] }
const dist = resolve(process.env.WEB_DIST ?? join(import.meta.dir, 'dist'))
const manifestPath = join(dist, '.vite/manifest.json')

/** The files a chunk needs before it runs: itself and its static imports, all the way down. */
function withImports(manifest: Record<string, Chunk>, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk) throw new Error(`${key} is not in the build's manifest`)
  if (into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) withImports(manifest, imported, into)
  return into
}

describe("home's first load", () => {
  test(`is at most ${BUDGET_KB} KB of JavaScript, gzipped`, () => {
    if (!existsSync(manifestPath)) throw new Error(`No build with a manifest at ${dist}: run \`bun run build\` first`)
    const manifest: Record<string, Chunk> = JSON.parse(readFileSync(manifestPath, 'utf8'))
    const entry = Object.keys(manifest).find((key) => manifest[key].isEntry)
    if (!entry) throw new Error('The manifest has no entry')
    const files = withImports(manifest, HOME_ROUTE, withImports(manifest, entry))
    // The page starts the entry (start-after-paint.ts): a check that the manifest is the page's.
    const boot = /<script defer src="\/([^"]+)"><\/script>/.exec(readFileSync(join(dist, 'index.html'), 'utf8'))?.[1]
    expect(boot).toMatch(/^assets\/boot-/)
    expect(readFileSync(join(dist, boot as string), 'utf8')).toContain(`import("/${manifest[entry].file}")`)

    const sizes = [...files].map((file) => ({ file, gz: Bun.gzipSync(readFileSync(join(dist, file))).length }))
    const totalKb = sizes.reduce((sum, { gz }) => sum + gz, 0) / 1024
    const list = sizes
      .sort((a, b) => b.gz - a.gz)
      .map(({ file, gz }) => `${(gz / 1024).toFixed(1).padStart(7)} KB  ${file}`)
      .join('\n')
    if (totalKb > BUDGET_KB) console.error(`Home's first load, ${totalKb.toFixed(1)} KB gzipped:\n${list}`)
    expect(Math.round(totalKb * 10) / 10).toBeLessThanOrEqual(BUDGET_KB)
  })
})
