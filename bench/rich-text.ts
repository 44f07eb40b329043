/**
 * The rich-text renderer on the page issue 33 sets as its goal: 2,000 words under ten headings, five
 * pictures and a video, with bold words, links and lists as staff write them. `bun run bench:rich-text`.
 * Each run reads the stored JSON (as the database driver hands it over) and renders it, nothing kept
 * between runs (the renderer keeps nothing anyway); the first run, before anything is compiled, is
 * reported apart. Prints one JSON line of milliseconds. Goal: under 20 ms.
 */
import { type RichBlock, type RichDoc, RichDocument } from '../api/src/lib/rich-text/document'
import { renderRichText } from '../api/src/lib/rich-text/render'

const RUNS = Number(process.env.BENCH_RUNS ?? 200)
const WORDS = 'grace peace welcome church family prayer music children Sunday service community hope kindness neighbour bread table'.split(
  ' ',
)

function page(): RichDoc {
  let word = 0
  const sentence = (n: number) => Array.from({ length: n }, () => WORDS[word++ % WORDS.length]).join(' ')
  const content: RichBlock[] = []
  for (let section = 0; section < 10; section++) {
    content.push({
      type: 'heading',
      attrs: { level: section % 3 === 0 ? 2 : 3 },
      content: [{ type: 'text', text: `Section ${section + 1}: ${sentence(3)}` }],
    })
    for (let p = 0; p < 4; p++) {
      content.push({
        type: 'paragraph',
        content: [
          { type: 'text', text: `${sentence(21)} ` },
          { type: 'text', text: sentence(2), marks: [{ type: 'bold' }] },
          { type: 'text', text: ` ${sentence(10)} ` },
          {
            type: 'text',
            text: sentence(3),
            marks: [{ type: 'link', attrs: { href: p % 2 ? '/plan-a-visit' : 'https://diocese.example.org/news' } }],
          },
          { type: 'text', text: ` ${sentence(8)}.` },
        ],
      })
    }
    if (section % 2 === 0) {
      const item = () => ({
        type: 'listItem' as const,
        content: [{ type: 'paragraph' as const, content: [{ type: 'text' as const, text: sentence(3) }] }],
      })
      content.push({ type: 'bulletList', content: [item(), item(), item()] })
      const hex = (section * 1234567).toString(16).padStart(6, '0').slice(-6)
      content.push({
        type: 'image',
        attrs: {
          src: `/uploads/0b5c2f9e-3d1a-4c8e-9f6b-2a7d4e1c8b9${section}_4032x3024_${hex}_1920.jpg`,
          alt: sentence(5),
          decorative: false,
          caption: sentence(6),
        },
      })
    }
  }
  content.splice(20, 0, { type: 'youtube', attrs: { videoId: 'dQw4w9WgXcQ' } })
  return { type: 'doc', content }
}

const doc = page()
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
