import type { Occurrence } from '@church/api/models/events'
import { formatTime, formatTimeRange } from '../../../lib/dates'

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']

/**
 * One date of a series in a few words: 'Wed, Nov 25', with the year when it is not `thisYear`
 * ('Fri, Dec 24, 2027'), so the buttons of a yearly series still name different dates. The raw
 * value when it is not a 'YYYY-MM-DD' date.
 */
export function shortDay(date: string, thisYear = new Date().getFullYear()): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!match) return date
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay()
  const words = `${WEEKDAYS[weekday]}, ${MONTHS[month - 1]} ${day}`
  return year === thisYear ? words : `${words}, ${year}`
}

/** 'Wed, Nov 25, 2026': a date of a series with its year, as its row shows it. */
export const dayWithYear = (date: string) => shortDay(date, Number.NaN)

/** What staff see of one date of a series (GET /api/events/{id} `dates`). */
export type DateShown = Occurrence

/** The series' own time and place, which a date keeps unless it was changed. */
export type SeriesPlan = { startTime: string; endTime: string; location: string }

/**
 * How one date differs from its series, in words, one line each: 'Moved to Thu, Nov 26, 6:00 PM'
 * (its new start), 'Time changed to 6:00 PM – 7:00 PM', 'Place changed to Gym'. Nothing for a date
 * as the series has it, nor for a cancelled one (its state says it all).
 */
export function changeWords(shown: DateShown, series: SeriesPlan, thisYear?: number): string[] {
  if (shown.cancelled) return []
  const words: string[] = []
  if (shown.date !== shown.on)
    words.push(`Moved to ${shortDay(shown.date, thisYear)}${shown.startTime ? `, ${formatTime(shown.startTime)}` : ''}`)
  else if (shown.startTime !== series.startTime || shown.endTime !== series.endTime)
    words.push(`Time changed to ${formatTimeRange(shown.startTime, shown.endTime) || 'all day'}`)
  if (shown.location !== series.location) words.push(shown.location ? `Place changed to ${shown.location}` : 'No place given')
  return words
}
