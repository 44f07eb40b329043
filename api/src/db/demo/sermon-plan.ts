import { type ChurchSeason, churchSeason } from './calendar'
import sermonsData from './sermons.json'

export interface Passage {
  scripture: string
  title: string
  summary: string
  related: string[]
  tags: string[]
}

export interface Series {
  name: string
  blurb: string
  tags: string[]
  passages: Passage[]
}

/** Which series suit which part of the year, best first (demo/sermons.json). Christmas shares Epiphany's. */
const SERIES_BY_SEASON: Record<Exclude<ChurchSeason, 'christmas'>, Series[]> = sermonsData.seriesBySeason

/**
 * Gives each Sunday (oldest first) a series and a passage. Consecutive Sundays in one season of the
 * church year form a run, preached through a series suited to that season; when the Sundays span
 * fewer than three seasons the longest run is divided, so there are always at least three series.
 * A run longer than its series continues in a second series of the same season. The oldest run is
 * usually the end of a season, so it preaches the end of its series.
 */
export function planSermonSeries(sundays: string[]): { date: string; series: Series; passage: Passage }[] {
  type Run = { season: Exclude<ChurchSeason, 'christmas'>; dates: string[] }
  const split = (run: Run, parts: number): Run[] => {
    const size = Math.ceil(run.dates.length / parts)
    const pieces: Run[] = []
    for (let start = 0; start < run.dates.length; start += size)
      pieces.push({ season: run.season, dates: run.dates.slice(start, start + size) })
    return pieces
  }

  const runs: Run[] = []
  for (const date of sundays) {
    const raw = churchSeason(date)
    const season = raw === 'christmas' ? 'epiphany' : raw
    const last = runs.at(-1)
    if (last && last.season === season) last.dates.push(date)
    else runs.push({ season, dates: [date] })
  }
  while (runs.length < 3 && runs.some((r) => r.dates.length > 1)) {
    const longest = runs.reduce((best, r, i) => (r.dates.length > runs[best].dates.length ? i : best), 0)
    runs.splice(longest, 1, ...split(runs[longest], 3 - runs.length + 1))
  }

  const used = new Set<string>()
  const nextSeries = (season: Run['season']) => {
    const candidates = [...SERIES_BY_SEASON[season], ...SERIES_BY_SEASON.pentecost, ...Object.values(SERIES_BY_SEASON).flat()]
    const series = candidates.find((s) => !used.has(s.name))
    if (!series) throw new Error('planSermonSeries: ran out of demo series')
    used.add(series.name)
    return series
  }
  const shortestSeries = Math.min(...Object.values(SERIES_BY_SEASON).flatMap((pool) => pool.map((s) => s.passages.length)))
  const plan: { date: string; series: Series; passage: Passage }[] = []
  for (const [runIndex, run] of runs.entries()) {
    const first = nextSeries(run.season)
    const pieces = run.dates.length <= first.passages.length ? [run] : split(run, Math.ceil(run.dates.length / shortestSeries))
    for (const [pieceIndex, piece] of pieces.entries()) {
      const series = pieceIndex === 0 ? first : nextSeries(run.season)
      const offset = runIndex === 0 && runs.length > 1 && pieces.length === 1 ? series.passages.length - piece.dates.length : 0
      for (const [i, date] of piece.dates.entries()) plan.push({ date, series, passage: series.passages[offset + i] })
    }
  }
  return plan
}
