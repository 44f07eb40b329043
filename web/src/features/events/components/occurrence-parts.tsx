import { spanDays } from '@church/api/lib/event-times'
import { formatLongDate, formatTime } from '../../../lib/dates'
import type { ChurchEvent } from '../api/get-event'
import { dayRange, isSeveralDays, type OccurrenceNotice, occurrenceNotice, shortDate, timeLine } from '../event-display'

/** An event as the cards and pages show it: its series' own times and place, and the occurrence it is shown at. */
export type ShownEvent = Pick<ChurchEvent, 'date' | 'endDate' | 'startTime' | 'endTime' | 'location' | 'next'>
type Occurrence = ChurchEvent['next']

/**
 * The occurrence an event is listed at. A copy of the list kept offline from before the API sent
 * `next` has only the date: the event's own times and place then, unchanged.
 */
const listedAt = (event: ShownEvent & { nextDate?: string }): Occurrence => {
  if (event.next) return event.next
  const date = event.nextDate ?? event.date
  return {
    on: date,
    date,
    startTime: event.startTime,
    endTime: event.endTime,
    location: event.location,
    cancelled: false,
    changed: false,
    note: '',
  }
}

/** How an occurrence of `event` is shown: its days, its time line, and its notice (cancelled, changed, note). */
export function shownOccurrence(event: ShownEvent & { nextDate?: string }, occurrence: Occurrence = listedAt(event)) {
  const span = spanDays(event)
  return {
    occurrence,
    span,
    severalDays: isSeveralDays(span, occurrence),
    time: timeLine(occurrence, span, formatTime),
    notice: occurrenceNotice(event, occurrence),
  }
}

/**
 * 'Cancelled' in words on a solid badge (never colour alone): on a card, in the page's hero, in
 * the list of dates. White on red-700 reads at 6.5:1.
 */
export function CancelledBadge({ className = '' }: { className?: string }) {
  // Spaces on both sides, so the word never runs into its neighbours' when read out (they collapse
  // beside it in a flex row).
  return (
    <>
      {' '}
      <span className={`inline-flex items-center rounded-full bg-red-700 px-3 py-1 text-sm font-semibold text-white ${className}`}>
        Cancelled
      </span>{' '}
    </>
  )
}

/**
 * The date of an occurrence: 'Wednesday, November 25, 2026' (or 'Wed, Nov 25' when `short`), a
 * range 'Fri, Dec 4 – Sun, Dec 6, 2026' over several days; struck through when it is cancelled
 * (its 'Cancelled' badge says so in words).
 */
export function OccurrenceDate({
  date,
  span,
  severalDays,
  cancelled,
  short = false,
  year = false,
}: {
  date: string
  span: number
  severalDays: boolean
  cancelled: boolean
  short?: boolean
  /** With `short`: the year too (a list that runs into the next year). */
  year?: boolean
}) {
  const text = severalDays ? (
    (() => {
      const range = dayRange(date, span)
      return (
        <>
          <time dateTime={date}>{range.first}</time> –{' '}
          <time dateTime={range.lastDate}>{short && !year ? shortDate(range.lastDate) : range.last}</time>
        </>
      )
    })()
  ) : (
    <time dateTime={date}>{short ? shortDate(date, year) : formatLongDate(date)}</time>
  )
  return cancelled ? <s className="decoration-2">{text}</s> : text
}

/**
 * What a changed or cancelled date says, under its date: 'Moved from Wed, Nov 25' or 'Time changed'
 * (the badge says 'Cancelled'), and staff's note. Amber for a change, red for a cancelled date,
 * both dark on light (AA and more).
 */
export function NoticeBox({ notice, className = '' }: { notice: OccurrenceNotice | null; className?: string }) {
  if (!notice || (!notice.change && !notice.note)) return null
  const colours = notice.cancelled ? 'border-red-200 bg-red-50 text-red-900' : 'border-amber-200 bg-amber-50 text-amber-950'
  return (
    <div className={`rounded-lg border px-3 py-2 text-sm ${colours} ${className}`} data-testid="occurrence-notice">
      {notice.change ? <p className="font-semibold">{notice.change}</p> : null}
      {notice.note ? <p className="break-words">{notice.note}</p> : null}
    </div>
  )
}
