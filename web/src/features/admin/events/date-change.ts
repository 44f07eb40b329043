import type { DateChangeInput } from '@church/api/models/events'
import type { SeriesPlan } from './date-words'

/** The change form's fields: the date as it will happen (the series' own where nothing changed). */
export type ChangeValues = { date: string; startTime: string; endTime: string; location: string; note: string }

/** What the series is on that date without a change: its time and place, and whether it ends on a later day. */
export type Series = SeriesPlan & { multiDay: boolean }

/**
 * What is sent (DateChangeInput): only what differs from the series, '' for the rest, so a date keeps
 * following the series where staff left it alone (a later change of the series' place reaches it).
 * A new start carries its end as typed: without one the date would have no end (lib/recurrence/).
 * So an end cleared under the series' own start is sent with that start: '' alone would mean the
 * series' end.
 */
export function changeToSend(values: ChangeValues, on: string, series: SeriesPlan): DateChangeInput {
  const endCleared = values.endTime === '' && series.endTime !== '' && values.startTime !== ''
  const startTime = values.startTime === series.startTime && !endCleared ? '' : values.startTime
  return {
    cancelled: false,
    date: values.date === on ? '' : values.date,
    startTime,
    endTime: startTime || values.endTime !== series.endTime ? values.endTime : '',
    location: values.location.trim() === series.location ? '' : values.location.trim(),
    note: values.note,
  }
}
