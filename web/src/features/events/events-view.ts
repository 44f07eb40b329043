import { oneOf, searchReader, urlText } from '../../lib/search-params'

/**
 * The events page's view as it lives in the URL: the list (no `view`), or the month view of one
 * month ('2026-12'; this month when none), of every event or one category's. Anything else is dropped, so any shared link opens.
 */
export type EventsView = { view?: 'month'; month?: string; category?: string }

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/

export const readEventsView = searchReader<EventsView>({
  view: oneOf(['month'] as const),
  month: (value) => (typeof value === 'string' && MONTH.test(value) ? value : undefined),
  // A category's address (decision 0057): any text, for the API to find or answer 404 (a missing page, never an empty list).
  category: urlText,
})
