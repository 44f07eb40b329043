import { formatDate } from '../lib/dates'

/** A day as the site writes it ('November 23, 2026'), marked up with the date it stands for. */
export function ShownDate({ date }: { date: string }) {
  return <time dateTime={date}>{formatDate(date)}</time>
}
