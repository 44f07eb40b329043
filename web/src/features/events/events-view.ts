import { oneOf, searchReader } from '../../lib/search-params'

/**
 * The events page's view as it lives in the URL: the list (no `view`), or the month view of one
 * month ('2026-12'; this month when none). Anything else is dropped, so any shared link opens.
 */
export type EventsView = { view?: 'month'; month?: string }

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const readEventsView = searchReader<EventsView>({
  view: oneOf(['month'] as const),
  month: (value) => (typeof value === 'string' && MONTH.test(value) ? value : undefined),
})
