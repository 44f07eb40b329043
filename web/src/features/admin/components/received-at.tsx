import { format, isValid } from 'date-fns'

/** When it arrived: 'May 3, 2026 at 10:15 AM' (the raw value if it is not a date). */
export function ReceivedAt({ at }: { at: string | Date }) {
  const date = new Date(at)
  return <time dateTime={date.toISOString?.() ?? String(at)}>{isValid(date) ? format(date, "MMMM d, yyyy 'at' h:mm a") : String(at)}</time>
}
