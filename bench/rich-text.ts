/**
 * The rich-text renderer on the page issue 33 sets as its goal: 2,000 words under ten headings, five
 * pictures and a video, with bold words, links and lists as staff write them. `bun run bench:rich-text`.
 * Each run reads the stored JSON (as the database driver hands it over) and renders it, nothing kept
 * between runs (the renderer keeps nothing anyway); the first run, before anything is compiled, is
 * reported apart. Prints one JSON line of milliseconds. Goal: under 20 ms.
 */
import { RichDocument } from '../api/src/lib/rich-text/document'
import { renderRichText } from '../api/src/lib/rich-text/render'
import { benchPage } from './rich-text-page'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const doc = benchPage()
const stored = JSON.stringify(doc)
const words = stored.match(/"text":"[^"]*"/g)?.reduce((n, t) => n + t.split(' ').length, 0) ?? 0
/** The schema's issues, through Standard Schema (the bench has no valibot of its own; valibot answers at once). */
const issuesOf = (value: unknown) => (RichDocument['~standard'].validate(value) as { issues?: readonly unknown[] }).issues
if (issuesOf(doc)) throw new Error('The bench page is not a valid document')

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
const ms = (n: number) => Math.round(n * 100) / 100

let started = performance.now()
const html = renderRichText(JSON.parse(stored))
const first = performance.now() - started
const times: number[] = []
for (let run = 0; run < RUNS; run++) {
  started = performance.now()
  renderRichText(JSON.parse(stored))
  times.push(performance.now() - started)
}
times.sort((a, b) => a - b)
started = performance.now()
for (let run = 0; run < 20; run++) issuesOf(JSON.parse(stored))
const validate = (performance.now() - started) / 20

console.log(
  JSON.stringify({
    words,
    storedKB: ms(stored.length / 1024),
    htmlKB: ms(html.length / 1024),
    firstMs: ms(first),
    p50Ms: ms(quantile(times, 0.5)),
    p95Ms: ms(quantile(times, 0.95)),
    maxMs: ms(times[times.length - 1]),
    validateMs: ms(validate),
  }),
)
