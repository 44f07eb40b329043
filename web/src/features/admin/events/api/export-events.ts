import { api, unwrap } from '../../../../lib/api'
import type { AdminEvent } from './get-admin-events'

/** The most the export reads in one request (the list route's page limit). */
const EXPORT_PAGE = 100

/**
 * Every event for the export file, read page after page when staff press Export, so the file holds
 * them all however many there are. Not a cached query: the file must match the server now.
 */
export async function fetchEventsForExport(): Promise<AdminEvent[]> {
  const events: AdminEvent[] = []
  for (;;) {
    const page = await unwrap(api.admin.events.get({ query: { limit: EXPORT_PAGE, offset: events.length } }))
    events.push(...page.items)
    if (page.items.length < EXPORT_PAGE || events.length >= page.total) return events
  }
}
