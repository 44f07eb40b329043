/** How the dashboard writes an instant: the Backups tab, Recently deleted. */

/** 'Nov 24, 2026, 3:00 AM CST': an instant on the church's clock, its zone said. */
export function formatInstant(iso: string, timeZone: string): string {
  const at = new Date(iso)
  if (Number.isNaN(at.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(at)
}
