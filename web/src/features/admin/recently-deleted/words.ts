import { formatDate } from '../../../lib/dates'

/** What the bin holds, by the table it came from: one of it, and several (as a Clear All names them). */
const KINDS: Record<string, { one: string; many: string }> = {
  sermons: { one: 'Sermon', many: 'sermons' },
  events: { one: 'Event', many: 'events' },
  sunday_services: { one: 'Sunday service', many: 'Sunday services' },
  featured_content: { one: 'Featured item', many: 'featured items' },
  live_streams: { one: 'Live stream', many: 'live streams' },
  staff_members: { one: 'Staff member', many: 'staff members' },
  service_times: { one: 'Service time', many: 'service times' },
  page_items: { one: 'List item', many: 'list items' },
  site_pages: { one: 'Page', many: 'pages' },
  news_posts: { one: 'News post', many: 'news posts' },
}

type Entry = { kind: string; count: number; title: string }

/** 'Sermon', 'Sunday service': the kind of one deleted record. */
export const kindWord = (kind: string) => KINDS[kind]?.one ?? 'Item'

/**
 * What an entry was: a record's title ('Hope, peace and joy'; a Sunday service by its date), or a
 * Clear All with its count ('All sermons (152)').
 */
export function entryName({ kind, count, title }: Entry): string {
  if (count > 1) return `All ${KINDS[kind]?.many ?? 'items'} (${count.toLocaleString('en-US')})`
  if (kind === 'sunday_services') return formatDate(title)
  return title.trim() || '(no title)'
}

/** 'Nov 24, 2026, 3:00 PM CST': when it was deleted, on the church's clock, its zone said. */
export { formatInstant as deletedWhen } from '../instant'

/** 'December 24, 2026': the day (on the church's clock) it leaves the bin for good. */
export function removalDay(iso: string, timeZone: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', { timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(at)
}
