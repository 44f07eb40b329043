/**
 * The sermon search as the database answers it, with nothing cached in front: `bun bench/sermon-search.ts`
 * with DATA_DIR or DATABASE_URL set to a database bench/prepare.ts filled (bench/api.ts prepares
 * 10,000 sermons). Each search is asked RUNS times, one after another, straight through the
 * service the public list uses (the page of cards and the count); prints one JSON line of
 * milliseconds per search.
 */
import { listSermons } from '../api/src/modules/sermons/service'
import { withDatabase } from '../api/src/scripts/with-database'

const RUNS = Number(process.env.BENCH_RUNS ?? 30)

/** What visitors search for: a title word, a speaker, a scripture, a description word, and nothing that exists. */
export const SEARCHES = ['grace', 'Ortiz', 'John 3:', 'pilgrimage', 'Pentecost']

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]

await withDatabase(async ({ db }) => {
  const results: { search: string; p50: number; p95: number; max: number }[] = []
  for (const search of SEARCHES) {
    await listSermons(db, { search }, new Date()) // warm-up: the first query plans and loads pages
    const times: number[] = []
    for (let run = 0; run < RUNS; run++) {
      const started = performance.now()
      await listSermons(db, { search }, new Date())
      times.push(performance.now() - started)
    }
    times.sort((a, b) => a - b)
    const ms = (n: number) => Math.round(n * 10) / 10
    results.push({ search, p50: ms(quantile(times, 0.5)), p95: ms(quantile(times, 0.95)), max: ms(times[times.length - 1]) })
  }
  console.log(JSON.stringify(results))
})
